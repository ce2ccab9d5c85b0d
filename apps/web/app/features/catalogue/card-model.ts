/**
 * The product card's view model, built on the server from the API's product card so the
 * page data stays small: only what the card shows travels to the browser.
 */
import { type ProductCard, productImageUrl } from '@cabas/contracts';
// The money module alone: cards are also built in the browser's bundle.
import { optionalEurosToCents } from '@cabas/domain/money';
import type { StickerCode } from '../../ui/stickers.tsx';
import { type CartRules, cartRules } from '../cart/index.ts';
import { type GiftCardRange, giftCardRange } from './gift-card.ts';
import { ADVANTAGE_TEXT_MAX, DESIGNATION_MAX, orderAdvantages, truncate } from './list-url.ts';

export const NO_BRAND = 'SANS MARQUE';
export const MAX_BADGES = 2;

export interface CardAdvantage {
  type: string;
  text: string;
  full: string;
  /** The mix page of the products sharing this advantage, when it has one. */
  mix: string | null;
}

export interface CardData {
  id: number;
  ean: string;
  url: string;
  designation: string;
  /** The designation cut for desktop (78) and mobile (75), `null` when nothing is cut (most names). */
  designationDesktop: string | null;
  designationMobile: string | null;
  brand: string;
  quantity: string | null;
  priceCents: number | null;
  strikeCents: number | null;
  discountPercent: number | null;
  unit: { cents: number; label: string } | null;
  inStock: boolean;
  stickers: StickerCode[];
  badges: string[];
  advantages: CardAdvantage[];
  nutriscore: string | null;
  image: string;
  /** What the add-to-cart control needs (features/cart). */
  cart: CartRules;
  /** A gift card's amounts (whole euros): its card shows the range and leads to its sheet to choose one. */
  giftCardRange: GiftCardRange | null;
}

export const productImage = productImageUrl;

const cut = (text: string, max: number) => {
  const short = truncate(text, max);
  return short === text ? null : short;
};

export function toCard(product: ProductCard): CardData {
  const a = product.attributes;
  const stickers: StickerCode[] = [];
  if ((a.prix_barre !== null && a.prix !== null && a.prix_barre > a.prix) || a.avantages.length)
    stickers.push('promo');
  if (a.is_nouveau) stickers.push('nouveau');
  if (a.picto_commercial?.code === 'SAISON') stickers.push('saison');
  if (a.picto_commercial?.code === 'MEILLEURE_VENTE') stickers.push('meilleure-vente');
  if (a.picto_commercial?.code === 'ANTI_GASPI') stickers.push('anti-gaspi');
  const badges: string[] = [];
  if (a.is_bio) badges.push('Bio');
  if (a.is_local) badges.push('Local');
  if (a.is_prepare_ici) badges.push('Préparé ici');
  if (a.is_gros_volume) badges.push('Gros volume');
  if (a.picto_principal && !badges.length) badges.push(a.picto_principal.alt);
  const unitCents = optionalEurosToCents(a.prix_unite_reference);
  return {
    id: product.id,
    ean: a.ean,
    url: a.url,
    designation: a.designation,
    designationDesktop: cut(a.designation, DESIGNATION_MAX.desktop),
    designationMobile: cut(a.designation, DESIGNATION_MAX.mobile),
    brand: a.marque?.trim() ? a.marque : NO_BRAND,
    quantity: a.quantite_libelle,
    priceCents: optionalEurosToCents(a.prix),
    strikeCents: optionalEurosToCents(a.prix_barre),
    discountPercent: a.discount_percent,
    unit: unitCents !== null && a.unite_reference ? { cents: unitCents, label: a.unite_reference } : null,
    inStock: a.en_stock,
    stickers: stickers.slice(0, 3),
    badges: badges.slice(0, MAX_BADGES),
    advantages: orderAdvantages(a.avantages).map((advantage, index) => ({
      type: advantage.type_avantage,
      text: truncate(
        advantage.texte_avantage,
        index === 0 ? ADVANTAGE_TEXT_MAX.first : ADVANTAGE_TEXT_MAX.other,
      ),
      full: advantage.texte_avantage,
      mix: advantage.lien_panachage_produits,
    })),
    nutriscore: a.nutriscore,
    image: a.photos[0] ?? productImage(a.ean),
    cart: cartRules(a),
    giftCardRange: a.type === 'CKDO' ? giftCardRange(a.config_prix) : null,
  };
}
