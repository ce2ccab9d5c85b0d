import {
  type Cart,
  type CartIncludedOption,
  type CartKind,
  type CartLine,
  type CartProduct,
  type CartReduction,
  cartMessages,
  type ProductCardAttributes,
  SELLER_DELAY_MANY,
  sellerDelayLabel,
} from '@cabas/contracts';
import {
  cartTotals,
  centsToEuros,
  type ImmediateReduction,
  type LineAmounts,
  lineAmounts,
  type PromoCodeRule,
  pickupDays,
  promoCodeRefusal,
  promoDiscount,
  roundQuantity,
  sellerDelay,
} from '@cabas/domain';
import type { AdvantageRow } from '../catalogue/products/cards.repository.ts';
import type { CartRecord, LineRecord } from './cart.repository.ts';
import type { CartCard } from './cart-cards.ts';
import { lineErrorMessage, productRefusal } from './cart-rules.ts';

/** At most 10 bags are taken back per visit. */
const BAGS_RETURNED_MAX = 10;
const CATERER_KINDS = new Set(['click_and_collect_traiteur_permanent', 'click_and_collect_traiteur_noel']);

export interface CartStoreInfo {
  id: number;
  isNational: boolean;
  allowCodePromo: boolean;
  hasChoixSubstitution: boolean;
  bagDepositCents: number | null;
}

export interface PromoCodeRecord {
  code: string;
  libelle: string;
  rule: PromoCodeRule;
}

export interface CartViewInput {
  store: CartStoreInfo;
  kind: CartKind;
  isPro: boolean;
  cart: CartRecord | undefined;
  lines: readonly LineRecord[];
  cards: ReadonlyMap<number, CartCard>;
  sellers: ReadonlyMap<number, { nom: string; delai_livraison: number }>;
  promo: PromoCodeRecord | null;
  /** The client already has an order (first-order promo codes); false for a visitor. */
  hasOrdered: boolean;
  now: Date;
}

/** Immediate reductions: RI advantages without a loyalty condition (OR, ODR, EC, PF are not). */
export function immediateReductions(rows: readonly AdvantageRow[]): ImmediateReduction[] {
  return rows.filter((a) => a.type_avantage === 'RI' && a.prime_fid === null);
}

const euros = centsToEuros;

/**
 * The product of a line. Built once per card, cart kind, quantity and day, then shared by every
 * answer while its card is cached (cart-cards.ts): answers never change it, and `cart-json.ts` writes
 * its JSON once.
 */
const products = new WeakMap<ProductCardAttributes, Map<string, CartProduct>>();

function cartProduct(
  card: ProductCardAttributes,
  row: CartCard['input']['row'],
  quantity: number,
  view: CartViewInput,
  seller: CartProduct['infos_vendeur'],
): CartProduct {
  const caterer = CATERER_KINDS.has(view.kind) && card.types_panier.includes(view.kind);
  const ldd = card.types_panier.includes('ldd');
  const day = caterer ? view.now.toISOString().slice(0, 13) : '';
  const key = `${view.kind}|${roundQuantity(quantity)}|${day}|${seller?.nom ?? ''}|${seller?.delai_livraison ?? ''}`;
  let byKey = products.get(card);
  if (!byKey) {
    byKey = new Map();
    products.set(card, byKey);
  }
  const known = byKey.get(key);
  if (known) return known;
  const product: CartProduct = {
    ...card,
    quantite: roundQuantity(quantity),
    id: row.id,
    visuel: card.photos[0] ?? '',
    jours_retraits: caterer ? pickupDays(view.kind, view.now) : [],
    eligible_fullcb: ldd && row.type !== 'CKDO' && row.is_alcool === 0,
    infos_vendeur: ldd ? seller : null,
  };
  if (byKey.size < 50) byKey.set(key, product);
  return product;
}

function presentLine(
  line: LineRecord,
  { input, attributes: card }: CartCard,
  view: CartViewInput,
): { line: CartLine; amounts: LineAmounts | null } {
  const { row } = input;
  const refusal = productRefusal(row, view.kind, view.isPro, view.now);
  const weighed = row.is_weighed === 1;
  // A gift card costs its amount; no advantage or reduction applies to it.
  const giftCard = line.gift_card_cents > 0;
  const amounts =
    refusal === null && row.price_cents !== null
      ? lineAmounts({
          priceCents: giftCard ? line.gift_card_cents : row.price_cents,
          strikePriceCents: giftCard ? null : row.strike_price_cents,
          quantity: line.quantity,
          reductions: giftCard ? [] : immediateReductions(input.advantages),
          weighed,
        })
      : null;
  const gross = amounts?.grossCents ?? 0;
  const net = amounts?.netCents ?? 0;
  const seller = view.sellers.get(row.id) ?? null;
  return {
    amounts,
    line: {
      id: line.id,
      produit_id: row.id,
      montant: giftCard ? euros(line.gift_card_cents) : null,
      quantite: roundQuantity(line.quantity),
      substitution_accord: line.substitution_accord === 1,
      designation: line.designation,
      prix_ajout: euros(line.price_cents),
      prix_unitaire:
        row.price_cents === null ? null : euros(giftCard ? line.gift_card_cents : row.price_cents),
      montant_ttc_sans_remise: euros(gross),
      montant_ttc: euros(net),
      remise: euros(gross - net),
      disponible: refusal === null,
      raison_indisponibilite: refusal,
      message_indisponibilite: refusal === null ? null : lineErrorMessage(refusal),
      date_ajout: line.added_at,
      date_modification: line.updated_at,
      produit: cartProduct(card, row, line.quantity, view, seller),
    },
  };
}

function presentPromo(
  view: CartViewInput,
  netCents: number,
): { reduction: CartReduction; cents: number } | null {
  if (!view.promo) return null;
  const { rule, code, libelle } = view.promo;
  const refusal = view.store.allowCodePromo
    ? promoCodeRefusal(rule, view.store.id, view.now, view)
    : ('promoCodeNotAllowed' as const);
  const discount = refusal ? { applicable: false, cents: 0 } : promoDiscount(rule, netCents);
  const minimum = rule.minBasketCents > 0 ? euros(rule.minBasketCents) : null;
  let message: string | null = null;
  if (refusal) message = cartMessages[refusal];
  else if (!discount.applicable)
    message = cartMessages.promoCodeMinimum(euros(rule.minBasketCents).toFixed(2).replace('.', ','));
  return {
    cents: discount.cents,
    reduction: {
      type: 'code_promo',
      code,
      libelle,
      valeur: euros(discount.cents),
      applicable: discount.applicable,
      message,
      montant_minimum: minimum,
    },
  };
}

export function presentCart(view: CartViewInput): Cart {
  const lines: CartLine[] = [];
  const amounts: LineAmounts[] = [];
  // Gift cards are neither reduced by a promo code nor counted for its minimum.
  const promoBase: LineAmounts[] = [];
  for (const record of view.lines) {
    const input = view.cards.get(record.product_id);
    if (!input) continue;
    const presented = presentLine(record, input, view);
    lines.push(presented.line);
    if (!presented.amounts) continue;
    amounts.push(presented.amounts);
    if (presented.line.montant === null) promoBase.push(presented.amounts);
  }
  const promo = presentPromo(view, cartTotals(promoBase).totalCents);
  const totals = cartTotals(amounts, promo?.cents ?? 0);
  const availableLines = lines.filter((l) => l.disponible);
  // Gift cards need no bag: a cart holding only gift cards gets no bag deposit.
  const needsBags = !availableLines.length || availableLines.some((l) => l.montant === null);
  const options: CartIncludedOption[] =
    view.kind === 'drive' && view.store.bagDepositCents !== null && needsBags
      ? [
          {
            type: 'CSAC',
            libelle: 'Consigne des sacs',
            montant_unitaire: euros(view.store.bagDepositCents),
            quantite_max_retour: BAGS_RETURNED_MAX,
          },
        ]
      : [];
  const delay =
    view.kind === 'ldd'
      ? sellerDelay(
          availableLines.map((l) => ({ delayDays: l.produit.infos_vendeur?.delai_livraison ?? null })),
        )
      : null;
  return {
    id: view.cart?.id ?? null,
    magasin_id: view.store.id,
    type_panier: view.kind,
    montant_total_ttc: euros(totals.totalCents),
    montant_total_ttc_sans_rsa: euros(totals.grossCents),
    montant_total_remise: euros(totals.grossCents - totals.totalCents),
    nb_produits: availableLines.length,
    nb_articles: availableLines.reduce((n, l) => n + (l.produit.pft ? 1 : l.quantite), 0),
    lignes_panier: lines,
    options_incluses: options,
    reductions: promo ? [promo.reduction] : [],
    libelle_delai_livraison:
      delay === null ? null : delay.kind === 'single' ? sellerDelayLabel(delay.days) : SELLER_DELAY_MANY,
    magasin: {
      allowCodePromo: view.store.allowCodePromo,
      hasChoixSubstitution: view.store.hasChoixSubstitution,
    },
    dateLastUpdate: view.cart?.updated_at ?? null,
  };
}
