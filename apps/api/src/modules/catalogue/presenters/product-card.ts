import {
  type CartKind,
  type Picto,
  type ProductCard,
  type ProductCardAttributes,
  type ProductType,
  productImageUrl,
} from '@cabas/contracts';
import {
  brandLabel,
  centsToEuros,
  descriptionLabel,
  discountPercent,
  isLotAdvantage,
  parseAllergens,
  pricePerReferenceUnit,
  productPath,
  productStickers,
} from '@cabas/domain';
import type { AdvantageRow, ProductOfferRow } from '../products/cards.repository.ts';
import type { CategoryIndex } from '../shared/category-index.ts';
import { presentAdvantages, priceAfterImmediateReductions } from './advantages.ts';
import { weighedRanges } from './weighed.ts';

export interface CardInput {
  row: ProductOfferRow;
  advantages: readonly AdvantageRow[];
  reviews: { count: number; average: number | null };
}

const STICKER_LABELS: Record<string, string> = {
  BIO: 'Agriculture biologique',
  LOCAL: 'Produit local',
  ORIGINE_FRANCE: 'Origine France',
  SANS_HUILE_DE_PALME: 'Sans huile de palme',
};

const PARTNER_SHOP = { code: 'VENDEUR_PARTENAIRE', nom: 'Vendeur partenaire', color: '#5c6bc0' };
const SEASONAL_CATEGORIES = new Set([101, 102, 103]);
const BIG_PACK = { kgOrL: 5, pieces: 12 };
const GREAT_DEAL_PERCENT = 30;

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

function jsonList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const productImage = productImageUrl;

export function inStock(row: Pick<ProductOfferRow, 'stock' | 'reserved' | 'type'>): boolean {
  return row.stock !== null && row.stock - (row.reserved ?? 0) > 0 && row.type !== 'indisponible';
}

function isBigPack(row: ProductOfferRow): boolean {
  if (row.quantite_reference === null) return false;
  return row.unite_reference === 'pièce'
    ? row.quantite_reference >= BIG_PACK.pieces
    : row.quantite_reference >= BIG_PACK.kgOrL;
}

export function presentCardAttributes(input: CardInput, categories: CategoryIndex): ProductCardAttributes {
  const { row, advantages, reviews } = input;
  const price = row.price_cents;
  const strike = row.strike_price_cents;
  const discount = price === null ? null : discountPercent(price, strike);
  const perUnit = price === null ? null : pricePerReferenceUnit(price, row.quantite_reference);
  const rating = reviews.average === null ? null : Math.round(reviews.average * 10) / 10;
  const stickers = productStickers({
    hasStrikePrice: discount !== null,
    hasLotAdvantage: advantages.some(isLotAdvantage),
    isNew: row.is_nouveau === 1,
    inSeason: SEASONAL_CATEGORIES.has(row.category_id) && row.origine === 'France',
    rating,
    reviews: reviews.count,
    isOrganic: row.is_bio === 1,
    isLocal: row.is_local === 1,
    origin: row.origine,
    withoutPalmOil: row.has_ingredients === 1 && row.palm_oil === 0,
  });
  const pictos: Picto[] = [
    ...stickers.commercial.map((code): Picto => ({ code, type: 'commercial' })),
    ...stickers.badges.map((code): Picto => ({ code, type: 'caracteristique' })),
  ];
  const typesPanier = jsonList(row.offer_types_panier ?? row.types_panier) as CartKind[];
  const category = categories.get(row.category_id);
  const weighed = row.is_weighed === 1;
  return {
    ean: row.ean,
    slug: row.slug,
    url: productPath(row.id, row.slug),
    designation: row.designation,
    description: descriptionLabel(row.description),
    marque: brandLabel(row.marque),
    url_marque: row.marque ? `/recherche?keywords=${encodeURIComponent(row.marque)}` : null,
    prix: euros(price),
    prix_barre: euros(discount === null ? null : strike),
    discount_percent: discount,
    prix_unite_reference: euros(perUnit),
    unite_reference: row.unite_reference,
    quantite_libelle: row.quantity_label,
    en_stock: inStock(row),
    type: row.type as ProductType,
    surcharge: null,
    config_prix:
      row.config_prix_min_cents === null || row.config_prix_max_cents === null
        ? null
        : { min: centsToEuros(row.config_prix_min_cents), max: centsToEuros(row.config_prix_max_cents) },
    types_panier: typesPanier,
    qte_pas: row.qte_pas,
    qte_min_panier: row.qte_min_panier,
    qte_max_panier: row.qte_max_panier,
    quantite: 0,
    code_unite_mesure: row.code_unite_mesure,
    valeur_unite_mesure: row.valeur_unite_mesure,
    pft: weighed,
    pft_conf:
      weighed && price !== null
        ? {
            PLAGE: weighedRanges(
              price,
              discount === null ? null : strike,
              row.qte_pas,
              row.qte_min_panier,
              row.qte_max_panier,
            ),
            CONF: { PRIX100G: centsToEuros(price / 10), MODE_AFFICHAGE: 'POIDS' },
          }
        : null,
    avantages: presentAdvantages(advantages),
    picto_commercial: stickers.commercial[0] ? { code: stickers.commercial[0] } : null,
    picto_principal: stickers.badges[0]
      ? { code: stickers.badges[0], alt: STICKER_LABELS[stickers.badges[0]] ?? stickers.badges[0] }
      : null,
    pictos_caracteristiques: pictos,
    nutriscore: row.nutriscore,
    allergens: parseAllergens(row.allergens),
    is_deja_achete: false,
    is_gros_volume: isBigPack(row),
    is_hyper_bon_plan: discount !== null && discount >= GREAT_DEAL_PERCENT,
    is_parapharmacie: category?.slug === 'parapharmacie',
    is_prepare_ici: typesPanier.some((k) => k.startsWith('click_and_collect_traiteur')),
    is_local: row.is_local === 1,
    is_bio: row.is_bio === 1,
    is_nouveau: row.is_nouveau === 1,
    is_alcool: row.is_alcool === 1,
    is_double_vignette: false,
    is_compatible_recette: row.nutriscore !== null,
    is_variant: row.source === 'generated',
    is_pro: row.corapro === 1,
    variant_axes: [],
    variant_axes_available: [],
    boutique_partenaire: typesPanier.includes('ldd') ? PARTNER_SHOP : null,
    unavailable_services: jsonList(row.unavailable_services),
    product_list_item_first_in_flow: false,
    has_produits_complementaires: row.type === 'TC',
    prix_avec_remise_sans_appel_fidelite:
      price === null ? null : euros(priceAfterImmediateReductions(price, advantages)),
    origine: row.origine,
    garantie_legale: row.garantie_legale,
    photos: [productImage(row.ean)],
    video: null,
    review_rate: rating,
    reviews_count: reviews.count,
    category_path: categories.crumbs(row.category_id),
  };
}

export function presentCard(input: CardInput, categories: CategoryIndex): ProductCard {
  return { type: 'produit', id: input.row.id, attributes: presentCardAttributes(input, categories) };
}
