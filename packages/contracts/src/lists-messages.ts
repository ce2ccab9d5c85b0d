/** The shopping lists' limits and French messages, without zod (the browser imports them). */
import { BULK_ADD_MAX_LINES } from './cart-messages.ts';

export const LIST_TITLE_MAX = 60;
/** The shopping lists a client may keep (created by the client: a store change's saved cart is not refused). */
export const LISTS_MAX = 50;
/** The choice of a new list in the save-the-cart form (the other choices are list ids). */
export const NEW_LIST_CHOICE = 'nouvelle';

export const listMessages = {
  /** Saving the cart in a list: neither a list chosen nor a title entered. */
  chooseOrTitle: 'Merci de renseigner un titre',
  /** A new list without a title. */
  newTitleRequired: 'Merci de nommer cette nouvelle liste',
  /** Renaming a list to an empty title. */
  renameRequired: 'Merci de nommer cette liste',
  titleTooLong: `Le titre de la liste ne doit pas dépasser ${LIST_TITLE_MAX} caractères.`,
  listUnknown: "Cette liste de courses n'existe pas.",
  listsFull: `Vous avez atteint le nombre maximum de ${LISTS_MAX} listes. Supprimez une liste pour en créer une nouvelle.`,
  cartEmpty: "Votre panier est vide : il n'y a rien à enregistrer dans une liste.",
  listOrTitleOnly: 'Choisissez une liste existante ou saisissez un titre, pas les deux.',
  itemsTooMany: `Une liste compte au plus ${BULK_ADD_MAX_LINES} produits par envoi.`,
  quantityPositive: 'La quantité doit être supérieure à 0.',
  itemUnknown: "Ce produit n'est plus dans la liste.",
  weightIndexInvalid: "Ce poids n'est pas proposé pour ce produit.",
  created: (titre: string) => `Votre liste « ${titre} » a bien été créée.`,
  renamed: 'Votre liste a bien été renommée.',
  deleted: 'Votre liste a bien été supprimée.',
  itemUpdated: 'La quantité a bien été modifiée.',
  itemsRemoved: 'Les produits ont bien été retirés de la liste.',
  itemAdded: (titre: string) => `Le produit a bien été ajouté à la liste « ${titre} ».`,
  addedToCart: (n: number) =>
    n > 1
      ? `${n} produits ont été ajoutés au panier.`
      : n === 1
        ? '1 produit a été ajouté au panier.'
        : 'Aucun produit n’a été ajouté au panier.',
  missingProducts: (names: readonly string[]) => `Produits indisponibles, non ajoutés : ${names.join(', ')}`,
  noItemChosen: 'Merci de choisir au moins un produit à ajouter au panier.',
  itemIdsRequired: 'Merci de choisir au moins un produit à retirer de la liste.',
  /** Shown before an existing list is chosen: saving over it replaces its content. */
  overwriteNotice: (titre: string) =>
    `Le contenu actuel de la liste « ${titre} » sera remplacé par celui de votre panier.`,
  saved: (titre: string) => `Votre panier est enregistré dans la liste « ${titre} ».`,
} as const;
