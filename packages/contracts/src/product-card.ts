import { z } from 'zod';
import type { ProductCardAttributes } from './catalogue.ts';
import { ADVANTAGE_TYPES, CART_KINDS, PRODUCT_TYPES } from './constants.ts';

/**
 * The product card's attributes as a schema, for the answers that carry cards (cart lines, shopping
 * lists). It must stay the shape of `ProductCardAttributes` (checked below by the compiler).
 */
const advantageSchema = z.object({
  type_avantage: z.enum(ADVANTAGE_TYPES),
  texte_avantage: z.string(),
  lot: z.number().nullable(),
  nb_pdt_lot: z.number().nullable(),
  prime_fid: z.object({ type: z.string() }).nullable(),
  lien_panachage_produits: z.string().nullable(),
  date_debut: z.string(),
  date_fin: z.string(),
});

const weighedRangeSchema = z.object({
  LIB_POIDS: z.string(),
  PRIX: z.number(),
  PRIX_BARRE: z.number().nullable(),
  P100_REDUC: z.number().nullable(),
});

const categoryPathItemSchema = z.object({
  id: z.number(),
  libelle: z.string(),
  slug: z.string(),
  url: z.string(),
});

export const productCardAttributesSchema = z.object({
  ean: z.string(),
  slug: z.string(),
  url: z.string(),
  designation: z.string(),
  description: z.string().nullable(),
  marque: z.string(),
  url_marque: z.string().nullable(),
  prix: z.number().nullable(),
  prix_barre: z.number().nullable(),
  discount_percent: z.number().nullable(),
  prix_unite_reference: z.number().nullable(),
  unite_reference: z.string().nullable(),
  quantite_libelle: z.string().nullable(),
  en_stock: z.boolean(),
  type: z.enum(PRODUCT_TYPES),
  surcharge: z.null(),
  config_prix: z.object({ min: z.number(), max: z.number() }).nullable(),
  types_panier: z.array(z.enum(CART_KINDS)),
  qte_pas: z.number(),
  qte_min_panier: z.number(),
  qte_max_panier: z.number(),
  quantite: z.number(),
  code_unite_mesure: z.string().nullable(),
  valeur_unite_mesure: z.number().nullable(),
  pft: z.boolean(),
  pft_conf: z
    .object({
      PLAGE: z.array(weighedRangeSchema),
      CONF: z.object({ PRIX100G: z.number().nullable(), MODE_AFFICHAGE: z.literal('POIDS') }),
    })
    .nullable(),
  avantages: z.array(advantageSchema),
  picto_commercial: z.object({ code: z.string() }).nullable(),
  picto_principal: z.object({ code: z.string(), alt: z.string() }).nullable(),
  pictos_caracteristiques: z.array(
    z.object({ code: z.string(), type: z.enum(['commercial', 'caracteristique']) }),
  ),
  nutriscore: z.string().nullable(),
  allergens: z.array(z.string()),
  is_deja_achete: z.boolean(),
  is_gros_volume: z.boolean(),
  is_hyper_bon_plan: z.boolean(),
  is_parapharmacie: z.boolean(),
  is_prepare_ici: z.boolean(),
  is_local: z.boolean(),
  is_bio: z.boolean(),
  is_nouveau: z.boolean(),
  is_alcool: z.boolean(),
  is_double_vignette: z.boolean(),
  is_compatible_recette: z.boolean(),
  is_variant: z.boolean(),
  is_pro: z.boolean(),
  variant_axes: z.array(z.string()),
  variant_axes_available: z.array(z.string()),
  boutique_partenaire: z.object({ code: z.string(), nom: z.string(), color: z.string() }).nullable(),
  unavailable_services: z.array(z.string()),
  product_list_item_first_in_flow: z.boolean(),
  has_produits_complementaires: z.boolean(),
  prix_avec_remise_sans_appel_fidelite: z.number().nullable(),
  origine: z.string().nullable(),
  garantie_legale: z.string().nullable(),
  photos: z.array(z.string()),
  video: z.null(),
  review_rate: z.number().nullable(),
  reviews_count: z.number(),
  category_path: z.array(categoryPathItemSchema),
});

// The schema and the catalogue's interface describe the same card, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof productCardAttributesSchema>, ProductCardAttributes> = true;
void sameShape;
