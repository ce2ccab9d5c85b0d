import { z } from 'zod';
import { cartKindField, quantityField } from './cart.ts';
import { BULK_ADD_MAX_LINES } from './cart-messages.ts';
import { productCardAttributesSchema } from './catalogue.ts';
import { idParam, queryFlag } from './common.ts';
import { DEFAULT_CART_KIND } from './constants.ts';
import { LIST_TITLE_MAX, listMessages, NEW_LIST_CHOICE } from './lists-messages.ts';

/**
 * Shopping lists of the logged-in client (calls declared in `endpoints/lists.ts`, all with the
 * client's bearer token). A list keeps products and quantities; its products are shown priced for
 * the store asked (`magasin_id`): those the store does not sell or has no stock of are counted in
 * `nb_produits_manquant`. Another client's list answers 404, like an unknown one.
 */

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

export const listItemParams = z.object({ id: idParam('de la liste'), itemId: idParam('de la ligne') });

/** A line's quantity and, for a weighed product, the chosen weight (`indexPoids`, its rank in the product's weights). */
export const updateListItemBody = z.object({
  quantite: quantityField.positive({ error: listMessages.quantityPositive }),
  indexPoids: z
    .number({ error: listMessages.weightIndexInvalid })
    .int({ error: listMessages.weightIndexInvalid })
    .min(0, { error: listMessages.weightIndexInvalid })
    .max(50, { error: listMessages.weightIndexInvalid })
    .optional(),
  magasin_id: storeId,
});
export type UpdateListItemBody = z.infer<typeof updateListItemBody>;

export const deleteListItemsBody = z.object({
  ids: z
    .array(idParam('de la ligne'), { error: listMessages.itemIdsRequired })
    .min(1, { error: listMessages.itemIdsRequired })
    .max(BULK_ADD_MAX_LINES, { error: listMessages.itemsTooMany }),
  magasin_id: storeId,
});
export type DeleteListItemsBody = z.infer<typeof deleteListItemsBody>;

/** Why the title of a new list is refused (missing or too long), or null. */
function newListTitleRefusal(titre: string | undefined): string | null {
  if (!titre) return listMessages.chooseOrTitle;
  return titre.length > LIST_TITLE_MAX ? listMessages.titleTooLong : null;
}

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
    const refusal = newListTitleRefusal(body.titre);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['titre'], message: refusal });
  });
export type SaveCartListBody = z.infer<typeof saveCartListBody>;

/**
 * The storefront's save-the-cart form: the cart kind, a list id or `NEW_LIST_CHOICE`, and the new
 * list's title, checked as the API checks it (`saveCartListBody`).
 */
export const saveCartListForm = z
  .object({
    type_panier: cartKindField.default(DEFAULT_CART_KIND),
    choix: z
      .union([
        z.literal(NEW_LIST_CHOICE),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number)
          .pipe(z.number().max(2_147_483_647)),
      ])
      .default(NEW_LIST_CHOICE),
    titre: z.string().trim().optional(),
  })
  .superRefine((form, ctx) => {
    const refusal = form.choix === NEW_LIST_CHOICE ? newListTitleRefusal(form.titre) : null;
    if (refusal) ctx.addIssue({ code: 'custom', path: ['titre'], message: refusal });
  });

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const shoppingListSummarySchema = z.object({
  id: z.number().int(),
  titre: z.string(),
  /** The store the list was made in (null once that store is gone). */
  magasin_id: z.number().int().nullable(),
  date_creation: z.string(),
  date_last_usage: z.string(),
  /** Products the asked store sells and has in stock. */
  nb_produits: z.number().int(),
  /** Products the asked store does not sell or has no stock of. */
  nb_produits_manquant: z.number().int(),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummarySchema>;

export const shoppingListItemSchema = z.object({
  /** The line's id (what `items/suppression` takes). */
  id: z.number().int(),
  produit: productCardAttributesSchema.extend({ id: z.number().int() }),
  quantite: z.number(),
  /** Weighed product (kilograms). */
  pft: z.boolean(),
  indexPoids: z.number(),
});
export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;

export const shoppingListSchema = shoppingListSummarySchema.extend({
  items: z.array(shoppingListItemSchema),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/**
 * A list as its page shows it (`GET /me/listes/{id}/vue`): each product with only what the page
 * prints and checks, about a tenth of the full product card of `GET /me/listes/{id}`.
 */
export const shoppingListViewItemSchema = z.object({
  /** The line's id. */
  id: z.number().int(),
  quantite: z.number(),
  indexPoids: z.number(),
  produit: z.object({
    id: z.number().int(),
    designation: z.string(),
    marque: z.string(),
    url: z.string(),
    /** The first photo, else the image of the EAN. */
    photo: z.string(),
    quantite_libelle: z.string().nullable(),
    prix: z.number().nullable(),
    prix_barre: z.number().nullable(),
    prix_unite_reference: z.number().nullable(),
    unite_reference: z.string().nullable(),
    /** Sold in the store with stock left. */
    disponible: z.boolean(),
    qte_pas: z.number(),
    /** A weighed line's weights (`LIB_POIDS`), in the order `indexPoids` counts; none otherwise. */
    poids: z.array(z.string()),
  }),
});
export type ShoppingListViewItem = z.infer<typeof shoppingListViewItemSchema>;

export const shoppingListViewSchema = shoppingListSummarySchema.extend({
  items: z.array(shoppingListViewItemSchema),
});
export type ShoppingListView = z.infer<typeof shoppingListViewSchema>;

export const shoppingListViewResponseSchema = z.object({ data: shoppingListViewSchema });
export type ShoppingListViewResponse = z.infer<typeof shoppingListViewResponseSchema>;

export const shoppingListsResponseSchema = z.object({ data: z.array(shoppingListSummarySchema) });
export type ShoppingListsResponse = z.infer<typeof shoppingListsResponseSchema>;

export const shoppingListResponseSchema = z.object({ data: shoppingListSchema });
export type ShoppingListResponse = z.infer<typeof shoppingListResponseSchema>;

export const saveCartListResponseSchema = z.object({
  data: shoppingListSchema,
  /** `ecrasee`: an existing list's content was replaced. */
  meta: z.object({ ecrasee: z.boolean() }),
});
export type SaveCartListResponse = z.infer<typeof saveCartListResponseSchema>;

/** The count shown for a list: nb_produits plus nb_produits_manquant when some are missing. */
export const listProductCount = (list: Pick<ShoppingListSummary, 'nb_produits' | 'nb_produits_manquant'>) =>
  list.nb_produits + list.nb_produits_manquant;

// ---------------------------------------------------------------------------------------------
// The storefront's list forms (checked as the API checks them)
// ---------------------------------------------------------------------------------------------

/** The list creation popin: the new list's title. */
export const newListForm = z.object({ titre: title(listMessages.newTitleRequired) });

/** The rename popin: the list and its new title. */
export const renameListForm = z.object({
  id: idParam('de la liste'),
  titre: title(listMessages.renameRequired),
});

/**
 * "Ajouter à une liste": the product, and an existing list (`liste`) or a new list's title
 * (`liste` = `NEW_LIST_CHOICE`).
 */
export const addToListForm = z
  .object({
    produit_id: idParam('du produit'),
    liste: z.union([z.literal(NEW_LIST_CHOICE), idParam('de la liste')]),
    titre: z.string().trim().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.liste !== NEW_LIST_CHOICE) return;
    if (!form.titre)
      ctx.addIssue({ code: 'custom', path: ['titre'], message: listMessages.newTitleRequired });
    else if (form.titre.length > LIST_TITLE_MAX)
      ctx.addIssue({ code: 'custom', path: ['titre'], message: listMessages.titleTooLong });
  });
export type AddToListForm = z.infer<typeof addToListForm>;

/** A line's quantity form on the list page (the line's id, its quantity and weight). */
export const listItemForm = updateListItemBody
  .omit({ magasin_id: true })
  .extend({ ligne: idParam('de la ligne') });
