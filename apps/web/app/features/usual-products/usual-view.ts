import {
  type CartKind,
  DEFAULT_CART_KIND,
  productImageUrl,
  type RhythmLine,
  type UsualItem,
} from '@cabas/contracts';
import { optionalEurosToCents } from '@cabas/domain/money';

/** What the usual-products pages and the cart section show of one usual product. */
export interface UsualItemView {
  id: number;
  designation: string;
  brand: string;
  url: string;
  image: string;
  quantityLabel: string | null;
  priceCents: number | null;
  /** The quantity usually taken, proposed in the quantity field. */
  quantity: number;
  step: number;
  min: number;
  max: number;
  weighed: boolean;
  /** « Acheté 5 fois, dernier achat le 3 novembre 2026 ». */
  summary: string;
  /** The usual basket's reason: « Acheté toutes les 2 semaines environ, dernier achat le … ». */
  reason: string | null;
  available: boolean;
  /** The cart kind the product goes to (drive when it can). */
  kind: CartKind;
}

export const USUAL_PATH = '/mon-compte/mes-produits-habituels';
export const RHYTHM_BASKET_PATH = `${USUAL_PATH}/preparer-mon-panier`;

function kindOf(kinds: readonly CartKind[]): CartKind {
  return kinds.length === 0 || kinds.includes(DEFAULT_CART_KIND) ? DEFAULT_CART_KIND : (kinds[0] as CartKind);
}

export function usualItemView(item: UsualItem | RhythmLine): UsualItemView {
  const p = item.produit;
  return {
    id: item.id,
    designation: p.designation,
    brand: p.marque.trim(),
    url: p.url,
    image: p.photos[0] ?? productImageUrl(p.ean),
    quantityLabel: p.quantite_libelle,
    priceCents: optionalEurosToCents(p.prix),
    quantity: item.quantite,
    step: p.qte_pas > 0 ? p.qte_pas : 1,
    min: p.qte_min_panier > 0 ? p.qte_min_panier : p.qte_pas > 0 ? p.qte_pas : 1,
    max: p.qte_max_panier > 0 ? p.qte_max_panier : 999,
    weighed: p.pft,
    summary: item.resume,
    reason: 'raison' in item ? item.raison : null,
    available: item.disponible,
    kind: kindOf(p.types_panier),
  };
}

/** What an add to the cart did, read back from the page's query (`?ajout=N&refus=1,2`). */
export interface AddNotice {
  count: number;
  /** The products the cart refused, by name. */
  refused: string[];
}

export function noticeOf(url: URL, items: readonly UsualItemView[]): AddNotice | null {
  const added = url.searchParams.get('ajout');
  if (added === null || !/^\d{1,4}$/.test(added)) return null;
  const refusedIds = new Set(
    (url.searchParams.get('refus') ?? '')
      .split(',')
      .filter((v) => /^\d{1,10}$/.test(v))
      .map(Number),
  );
  return {
    count: Number(added),
    refused: items.filter((i) => refusedIds.has(i.id)).map((i) => i.designation),
  };
}
