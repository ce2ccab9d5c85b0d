import { z } from 'zod';
import { productCardAttributesSchema } from './catalogue.ts';
import { idParam } from './common.ts';

/**
 * Usual products ("smart list") of the logged-in client, computed from their orders and till
 * receipts (calls declared in `endpoints/usual-products.ts`): a product bought on two different days
 * or more, ranked by how often and how recently, priced for the store asked (`magasin_id`). Only the
 * client's own purchases are read.
 */

/** Cart suggestions from the usual products: at most this many. */
export const USUAL_SUGGESTIONS_MAX = 10;
/** The usual products page shows at most this many products. */
export const USUAL_PRODUCTS_MAX = 200;

const storeId = idParam('du magasin');

export const usualProductsQuery = z.object({
  magasin_id: storeId,
  /** A department (first-level category): only its products. */
  rayon: idParam('du rayon').optional(),
});
export type UsualProductsQuery = z.infer<typeof usualProductsQuery>;

export const usualStoreQuery = z.object({ magasin_id: storeId });

/** French messages of hiding usual products ("Retirer de mes produits habituels"). */
export const usualProductsMessages = {
  itemUnknown: 'Ce produit ne fait pas partie de vos produits habituels.',
  someItemsUnknown: 'Un des produits choisis ne fait pas partie de vos produits habituels.',
  itemsRequired: 'Choisissez au moins un produit à retirer de vos produits habituels.',
  itemsTooMany: `Vous pouvez retirer au plus ${USUAL_PRODUCTS_MAX} produits à la fois.`,
} as const;

/**
 * `DELETE /me/smartlistes/{id}/smartlisteItem/{itemId}`: `id` is the store of the list shown (the
 * list is asked per store, `magasin_id`), `itemId` an item's `id` (its product).
 */
export const usualItemParams = z.object({ id: storeId, itemId: idParam('du produit') });
export type UsualItemParams = z.infer<typeof usualItemParams>;

/** `POST /me/smartlistes/deleteItems`: the items' ids, hidden together or not at all. */
export const deleteUsualItemsBody = z.object({
  magasin_id: storeId,
  smartlisteItems: z
    .array(idParam('du produit'), { error: usualProductsMessages.itemsRequired })
    .min(1, { error: usualProductsMessages.itemsRequired })
    .max(USUAL_PRODUCTS_MAX, { error: usualProductsMessages.itemsTooMany }),
});
export type DeleteUsualItemsBody = z.infer<typeof deleteUsualItemsBody>;

const usualProductSchema = productCardAttributesSchema.extend({ id: z.number().int() });

export const usualItemSchema = z.object({
  /** The product's id (one item per product). */
  id: z.number().int(),
  produit: usualProductSchema,
  /** The quantity usually taken at once. */
  quantite: z.number(),
  /** Different days on which it was bought (orders and receipts). */
  nb_achats: z.number().int(),
  /** Last purchase, ISO-8601 UTC. */
  date_dernier_achat: z.string(),
  /** Median number of days between two purchases. */
  frequence_jours: z.number().int().nullable(),
  /** « Acheté 5 fois, dernier achat le 3 novembre 2026 ». */
  resume: z.string(),
  /** Whether the store sells it and has stock now. */
  disponible: z.boolean(),
});
export type UsualItem = z.infer<typeof usualItemSchema>;

export const usualDepartmentSchema = z.object({
  id: z.number().int(),
  libelle: z.string(),
  nb_produits: z.number().int(),
});
export type UsualDepartment = z.infer<typeof usualDepartmentSchema>;

export const usualProductsResponseSchema = z.object({
  data: z.array(usualItemSchema),
  meta: z.object({
    /** Every department of the client's usual products (before the `rayon` filter). */
    rayons: z.array(usualDepartmentSchema),
    total: z.number().int(),
  }),
});
export type UsualProductsResponse = z.infer<typeof usualProductsResponseSchema>;

/** Usual products available in the store and in none of its carts (logged-in client with cart lines). */
export const usualSuggestionsResponseSchema = z.object({ data: z.array(usualItemSchema) });
export type UsualSuggestionsResponse = z.infer<typeof usualSuggestionsResponseSchema>;

export const rhythmLineSchema = usualItemSchema.extend({
  /** « Acheté toutes les 2 semaines environ, dernier achat le 3 novembre 2026 ». */
  raison: z.string(),
  frequence_jours: z.number().int(),
  /** The day the next purchase is expected, `YYYY-MM-DD` (Paris). */
  date_prevue: z.string(),
});
export type RhythmLine = z.infer<typeof rhythmLineSchema>;

/** "Préparer mon panier habituel": the usual products due again by the client's buying rhythm. */
export const rhythmBasketResponseSchema = z.object({ data: z.array(rhythmLineSchema) });
export type RhythmBasketResponse = z.infer<typeof rhythmBasketResponseSchema>;
