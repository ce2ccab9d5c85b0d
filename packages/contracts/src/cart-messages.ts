/**
 * The cart's limits, codes and French messages, without zod: the browser imports them (cart popins,
 * gift card form), and a module of plain values keeps the schemas of cart.ts out of its bundle.
 */
/** Bulk add: at most this many lines in one call (a long shopping list or a past order). */
export const BULK_ADD_MAX_LINES = 200;
export const PROMO_CODE_LENGTH = { min: 3, max: 30 } as const;
/** The delivery delay of a seller cart: "Sous {n} jours ouvrés" for a single line, else this. */
export const SELLER_DELAY_MANY = 'Voir les délais de livraison';
export const sellerDelayLabel = (days: number) => `Sous ${days} jours ouvrés`;
/** The shopping list that keeps a client's basket when the store changes. */
export const SAVED_CART_LIST_TITLE = 'Panier sauvegardé';
/** The web waits this long after a store change before going home. */
export const STORE_CHANGE_DELAY_MS = 2000;
/** A discount applies to the first 6 units, the rest at full price. */
export const DISCOUNTED_UNITS_MAX = 6;
export const CART_QUANTITY_MAX = 999;

/**
 * Why a quantity or a product is refused, as codes the API maps to the French texts below (the
 * domain rules in @cabas/domain return the same codes).
 */
/** The codes about the quantity asked (the API reports them on the quantity field). */
export const CART_QUANTITY_ERROR_CODES = [
  'quantite_invalide',
  'quantite_negative',
  'quantite_decimale',
  'quantite_pas',
  'quantite_min',
  'quantite_max',
  'stock_insuffisant',
] as const;
/** The codes about a gift card's amount (reported on the `montant` field). */
export const GIFT_CARD_AMOUNT_ERROR_CODES = [
  'montant_requis',
  'montant_entier',
  'montant_min',
  'montant_max',
  'montant_interdit',
] as const;
export const CART_LINE_ERROR_CODES = [
  ...CART_QUANTITY_ERROR_CODES,
  'produit_inconnu',
  'produit_non_vendu',
  'produit_indisponible',
  'type_panier_interdit',
  'produit_interdit_pro',
  'retrait_impossible',
  ...GIFT_CARD_AMOUNT_ERROR_CODES,
] as const;
export type CartLineErrorCode = (typeof CART_LINE_ERROR_CODES)[number];

const formatQuantity = (q: number) => String(Number(q.toFixed(3))).replace('.', ',');

/** The refusals of a gift card's amount. */
export const giftCardAmountMessages = {
  montant_requis: 'Merci de renseigner le montant de la carte cadeau',
  montant_entier: "Le montant d'une carte cadeau doit être un nombre entier",
  montant_min: (min: number) => `Le montant minimal d'une carte cadeau est de ${min}€`,
  montant_max: (max: number) => `Le montant maximal d'une carte cadeau est de ${max}€`,
  montant_interdit: 'Seule une carte cadeau a un montant à choisir.',
} as const;

export const cartMessages = {
  nationalStore:
    'Choisissez votre magasin pour ajouter des produits à votre panier : les prix et les stocks dépendent du magasin.',
  shopperRequired:
    "Votre panier n'a pas pu être identifié. Merci d'autoriser les cookies puis de recharger la page.",
  uuidInvalid: "L'identifiant du visiteur n'est pas valide.",
  uuidRequired: "L'identifiant du visiteur (uuid) est obligatoire.",
  typePanier:
    "Ce type de panier n'existe pas (drive, click_and_collect, click_and_collect_traiteur_permanent, click_and_collect_traiteur_noel ou ldd).",
  quantiteRequired: 'Merci de renseigner une quantité.',
  substitutionRequired: 'Merci de préciser si vous acceptez un produit de remplacement.',
  substitutionNotOffered: "Ce magasin ne propose pas le choix d'un produit de remplacement.",
  lineNotFound: "Ce produit n'est pas dans votre panier.",
  bulkEmpty: 'Merci de choisir au moins un produit à ajouter au panier.',
  bulkTooMany: `Vous ne pouvez pas ajouter plus de ${BULK_ADD_MAX_LINES} produits en une fois.`,
  bulkPartial: "Certains produits n'ont pas pu être ajoutés à votre panier.",
  promoCodeRequired: 'Merci de renseigner votre code promo.',
  promoCodeFormat: `Le code promo doit comporter entre ${PROMO_CODE_LENGTH.min} et ${PROMO_CODE_LENGTH.max} lettres ou chiffres.`,
  promoCodeUnknown: "Ce code promo n'existe pas. Merci de vérifier votre saisie.",
  promoCodeExpired: "Ce code promo n'est plus valable.",
  promoCodeNotYet: "Ce code promo n'est pas encore valable.",
  promoCodeNotInStore: "Ce code promo n'est pas valable dans ce magasin.",
  promoCodeNotAllowed: "Ce magasin n'accepte pas les codes promo.",
  promoCodeFirstOrder: 'Ce code promo est réservé à votre première commande.',
  promoCodeMinimum: (euros: string) =>
    `Ce code promo est valable à partir de ${euros} € d'achats. Complétez votre panier pour en profiter.`,
  promoCodeEmptyCart: 'Ajoutez des produits à votre panier avant de saisir un code promo.',
  promoCodeGiftCards: "Les codes promo ne s'appliquent pas aux cartes cadeaux.",
  storeChangeSame: 'Vous êtes déjà dans ce magasin.',
  storeChangeNational: 'Merci de choisir un magasin.',
  // Line errors, keyed by CartLineErrorCode.
  quantite_invalide: 'La quantité doit être un nombre.',
  quantite_negative: 'La quantité ne peut pas être négative.',
  quantite_decimale: 'La quantité de ce produit doit être un nombre entier.',
  quantite_pas: (step: number) =>
    `La quantité de ce produit doit être un multiple de ${formatQuantity(step)}.`,
  quantite_min: (min: number) => `La quantité minimale de ce produit est de ${formatQuantity(min)}.`,
  quantite_max: (max: number) => `La quantité maximale de ce produit est de ${formatQuantity(max)}.`,
  stock_insuffisant: (available: number) =>
    available > 0
      ? `Il ne reste que ${formatQuantity(available)} exemplaire(s) de ce produit en stock.`
      : "Ce produit n'est plus en stock.",
  produit_inconnu: "Ce produit n'existe pas.",
  produit_non_vendu: "Ce produit n'est pas vendu dans ce magasin.",
  produit_indisponible: "Ce produit n'est plus disponible.",
  type_panier_interdit:
    'Ce produit ne peut pas être ajouté à ce panier (mode de retrait ou de livraison non proposé).',
  produit_interdit_pro:
    'Avec votre compte pro, vous ne pouvez pas acheter les produits en click and collect, traiteur ou livrés uniquement à domicile.',
  retrait_impossible: 'Ce produit traiteur ne peut plus être commandé pour les prochaines dates de retrait.',
  ...giftCardAmountMessages,
} as const;

/** How a gift card line is named on the cart page, in the popins and on orders: "Carte cadeau de 50 €". */
export const giftCardLineLabel = (montant: number) => `Carte cadeau de ${montant} €`;

/** The name of a cart item in a report (login merge, store change): a gift card says its amount. */
export const cartItemLabel = (item: { designation: string; montant: number | null }) =>
  item.montant === null ? item.designation : giftCardLineLabel(item.montant);
