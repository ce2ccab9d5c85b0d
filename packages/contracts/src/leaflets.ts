import { z } from 'zod';
import { productCardSchema } from './catalogue.ts';
import { idParam } from './common.ts';

/**
 * The leaflet calls: a store's current and coming leaflets, and one leaflet with its pages of
 * products (the catalogue's product cards, priced for the store).
 */

export const leafletMessages = {
  /** The store does not offer this leaflet (404). */
  notFound: "Ce prospectus n'est pas proposé par votre magasin.",
  /** The store no longer offers this leaflet (410). */
  expired: "Ce prospectus n'est plus proposé par votre magasin.",
  slug: "L'adresse du prospectus n'est pas valide.",
} as const;

export const LEAFLET_STATUSES = ['a_venir', 'en_cours', 'expire'] as const;
export type LeafletStatusCode = (typeof LEAFLET_STATUSES)[number];

/** A leaflet's address: lower-case words and digits joined by single hyphens, 120 characters at most. */
export const leafletSlugParam = z
  .string({ error: leafletMessages.slug })
  .max(120, { error: leafletMessages.slug })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: leafletMessages.slug });

export const leafletStoreParams = z.object({ id: idParam('du magasin') });
export const leafletParams = z.object({ id: idParam('du magasin'), slug: leafletSlugParam });

const leafletSummaryAttributes = /* @__PURE__ */ (() =>
  z.object({
    slug: z.string(),
    titre: z.string(),
    /** The kind of offer, as the cover reads ("Remise immédiate en caisse"). */
    type_offre: z.string(),
    type_avantage: z.string(),
    date_debut: z.string(),
    date_fin: z.string(),
    statut: z.enum(LEAFLET_STATUSES),
    nb_pages: z.number().int(),
    nb_produits: z.number().int(),
    /** The picture of the cover's first product. */
    couverture: z.string().nullable(),
  }))();

const answerStore = /* @__PURE__ */ (() =>
  z.object({ id: z.number().int(), name: z.string(), isNational: z.boolean() }))();

export const leafletListResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.array(
      z.object({ type: z.literal('prospectus'), id: z.number().int(), attributes: leafletSummaryAttributes }),
    ),
    meta: z.object({ magasin: answerStore }),
  }))();
export type LeafletListResponse = z.infer<typeof leafletListResponseSchema>;
export type LeafletSummary = LeafletListResponse['data'][number];

export const leafletResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.object({
      type: z.literal('prospectus'),
      id: z.number().int(),
      attributes: leafletSummaryAttributes.extend({
        pages: z.array(z.object({ numero: z.number().int(), produits: z.array(productCardSchema) })),
      }),
    }),
    meta: z.object({ magasin: answerStore }),
  }))();
export type LeafletResponse = z.infer<typeof leafletResponseSchema>;
