import { z } from 'zod';
import { BULK_ADD_MAX_LINES, cartKindField, quantityField } from './cart.ts';
import type { ProductCardAttributes } from './catalogue.ts';
import { idParam, queryFlag } from './common.ts';
import { DEFAULT_CART_KIND } from './constants.ts';

/**
 * Shopping lists of the logged-in client (doc 2 §3 "Shopping list", §7, §"Forms"; doc 1 §2 payment
 * outcome pages). Paths (the specification does not show them), all with the client's bearer token:
 *
 * - `GET    /api/me/listes?magasin_id=&ean_unique=1`               → ShoppingListsResponse
 * - `POST   /api/me/listes` CreateListBody                          → 201 ShoppingListResponse
 * - `POST   /api/me/listes/panier` SaveCartListBody                 → 201|200 SaveCartListResponse
 * - `GET    /api/me/listes/{id}?magasin_id=`                         → ShoppingListResponse
 * - `PUT    /api/me/listes/{id}?magasin_id=` RenameListBody          → ShoppingListResponse
 * - `DELETE /api/me/listes/{id}`                                     → 204
 * - `POST   /api/me/listes/{id}/items` AddListItemBody (quantity 1) → ShoppingListResponse
 * - `POST   /api/me/listes/{id}/items/suppression` DeleteListItemsBody → ShoppingListResponse
 *
 * A list keeps products and quantities; its products are shown priced for the store asked
 * (`magasin_id`): those the store does not sell or has no stock of are counted in
 * `nb_produits_manquant`. Another client's list answers 404, like an unknown one.
 */

export const LIST_TITLE_MAX = 60;

export const listMessages = {
  /** Doc 2 §"Forms", shopping list save: neither a list chosen nor a title entered. */
  chooseOrTitle: 'Merci de renseigner un titre',
  /** Doc 2 §"Forms", new list title. */
  newTitleRequired: 'Merci de nommer cette nouvelle liste',
  /** Doc 2 §"Forms", rename. */
  renameRequired: 'Merci de nommer cette liste',
  titleTooLong: `Le titre de la liste ne doit pas dépasser ${LIST_TITLE_MAX} caractères.`,
  listUnknown: "Cette liste de courses n'existe pas.",
  cartEmpty: "Votre panier est vide : il n'y a rien à enregistrer dans une liste.",
  listOrTitleOnly: 'Choisissez une liste existante ou saisissez un titre, pas les deux.',
  itemsTooMany: `Une liste compte au plus ${BULK_ADD_MAX_LINES} produits par envoi.`,
  quantityPositive: 'La quantité doit être supérieure à 0.',
  itemIdsRequired: 'Merci de choisir au moins un produit à retirer de la liste.',
  /** Shown before an existing list is chosen (doc 2 §"Forms": overwriting comes with a notice). */
  overwriteNotice: (titre: string) =>
    `Le contenu actuel de la liste « ${titre} » sera remplacé par celui de votre panier.`,
  saved: (titre: string) => `Votre panier est enregistré dans la liste « ${titre} ».`,
} as const;

const title = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(LIST_TITLE_MAX, { error: listMessages.titleTooLong });

const storeId = idParam('du magasin');

export const listParams = z.object({ id: idParam('de la liste') });

/** `ean_unique=1`: one item per product, which is how lines are kept (one row per list and product). */
export const listsQuery = z.object({ magasin_id: storeId, ean_unique: queryFlag.optional() });
export const listQuery = z.object({ magasin_id: storeId });

export const createListBody = z.object({
  titre: title(listMessages.newTitleRequired),
  magasin_id: storeId,
  items: z
    .array(
      z.object({
        produit_id: idParam('du produit'),
        quantite: quantityField.positive({ error: listMessages.quantityPositive }),
      }),
    )
    .max(BULK_ADD_MAX_LINES, { error: listMessages.itemsTooMany })
    .default([]),
});
export type CreateListBody = z.infer<typeof createListBody>;

export const renameListBody = z.object({ titre: title(listMessages.renameRequired) });
export type RenameListBody = z.infer<typeof renameListBody>;

export const addListItemBody = z.object({ produit_id: idParam('du produit'), magasin_id: storeId });
export type AddListItemBody = z.infer<typeof addListItemBody>;

export const deleteListItemsBody = z.object({
  ids: z
    .array(idParam('de la ligne'), { error: listMessages.itemIdsRequired })
    .min(1, { error: listMessages.itemIdsRequired })
    .max(BULK_ADD_MAX_LINES, { error: listMessages.itemsTooMany }),
  magasin_id: storeId,
});
export type DeleteListItemsBody = z.infer<typeof deleteListItemsBody>;

/**
 * Saves the client's cart of a store and kind into a list: a new one (`titre`) or an existing one
 * (`liste_id`), whose content is then replaced by the cart's.
 */
export const saveCartListBody = z
  .object({
    magasin_id: storeId,
    type_panier: cartKindField.default(DEFAULT_CART_KIND),
    liste_id: idParam('de la liste').optional(),
    titre: z.string({ error: listMessages.chooseOrTitle }).trim().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.liste_id !== undefined) {
      if (body.titre)
        ctx.addIssue({ code: 'custom', path: ['titre'], message: listMessages.listOrTitleOnly });
      return;
    }
    if (!body.titre) ctx.addIssue({ code: 'custom', path: ['titre'], message: listMessages.chooseOrTitle });
    else if (body.titre.length > LIST_TITLE_MAX)
      ctx.addIssue({ code: 'custom', path: ['titre'], message: listMessages.titleTooLong });
  });
export type SaveCartListBody = z.infer<typeof saveCartListBody>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export interface ShoppingListSummary {
  id: number;
  titre: string;
  /** The store the list was made in (null once that store is gone). */
  magasin_id: number | null;
  date_creation: string;
  date_last_usage: string;
  /** Products the asked store sells and has in stock. */
  nb_produits: number;
  /** Products the asked store does not sell or has no stock of. */
  nb_produits_manquant: number;
}

export interface ShoppingListItem {
  /** The line's id (what `items/suppression` takes). */
  id: number;
  produit: ProductCardAttributes & { id: number };
  quantite: number;
  /** Weighed product (kilograms). */
  pft: boolean;
  indexPoids: number;
}

export interface ShoppingList extends ShoppingListSummary {
  items: ShoppingListItem[];
}

export interface ShoppingListsResponse {
  data: ShoppingListSummary[];
}

export interface ShoppingListResponse {
  data: ShoppingList;
}

export interface SaveCartListResponse {
  data: ShoppingList;
  /** `ecrasee`: an existing list's content was replaced. */
  meta: { ecrasee: boolean };
}

/** Displayed count (doc 2 §3): nb_produits plus nb_produits_manquant when some are missing. */
export const listProductCount = (list: Pick<ShoppingListSummary, 'nb_produits' | 'nb_produits_manquant'>) =>
  list.nb_produits + list.nb_produits_manquant;
