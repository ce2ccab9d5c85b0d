/**
 * How an order and its lines read to the shopper: the tone of the status badge, the delivery status
 * of each line, the payment means and the sub-total.
 */
import type { Cents } from './money.ts';

export type OrderBadgeTone = 'warning' | 'success' | 'danger';

/** The home delivery's order type (`code_type_commande`): handed over as LIVREE, not RETIREE. */
export const HOME_DELIVERY_ORDER_TYPE = 'LDD';

/** The statuses of an order handed over to its customer: withdrawn (drive, click and collect) or delivered. */
export const HANDED_OVER_STATUSES = ['RETIREE', 'LIVREE'] as const;
export type HandedOverStatus = (typeof HANDED_OVER_STATUSES)[number];

export const isHandedOver = (statut: string): boolean =>
  (HANDED_OVER_STATUSES as readonly string[]).includes(statut.toUpperCase());

/** The status an order closed in the store takes: LIVREE for a home delivery, else RETIREE (decision 114). */
export const handedOverStatus = (codeTypeCommande: string): HandedOverStatus =>
  codeTypeCommande.toUpperCase() === HOME_DELIVERY_ORDER_TYPE ? 'LIVREE' : 'RETIREE';

/**
 * commandee → warning (in progress), retiree → success (withdrawn), any other → danger (archived).
 * A delivered order (LIVREE) is handed over like a withdrawn one, not a failure: success too
 * (decision 114).
 */
export function orderBadgeTone(statut: string): OrderBadgeTone {
  const code = statut.toUpperCase();
  if (code === 'COMMANDEE') return 'warning';
  if (isHandedOver(code)) return 'success';
  return 'danger';
}

/**
 * The French label of an order status. EN_ATTENTE is both an order whose payment the bank still
 * checks and a prepared order waiting for its customer: only a caller that knows the order was
 * prepared says so (`prepared`), and then it reads « Prête », or « En cours de livraison » for a home
 * delivery (decision 114); else « En attente ».
 */
export function orderStatusLabel(
  statut: string,
  order: { codeTypeCommande?: string; prepared?: boolean } = {},
): string {
  switch (statut.toUpperCase()) {
    case 'COMMANDEE':
      return 'En cours';
    case 'VALIDEE':
      return 'En préparation';
    case 'EN_ATTENTE':
      if (!order.prepared) return 'En attente';
      return order.codeTypeCommande?.toUpperCase() === HOME_DELIVERY_ORDER_TYPE
        ? 'En cours de livraison'
        : 'Prête';
    case 'RETIREE':
      return 'Retirée';
    case 'LIVREE':
      return 'Livrée';
    case 'ANNULEE':
      return 'Annulée';
    case 'REFUSEE':
      return 'Refusée';
    default:
      return 'Non aboutie';
  }
}

/** The delivery statuses of a line (`LINE_TRACKING` of @cabas/contracts). */
export type LineTracking = 'LIVRE' | 'EN_ATTENTE' | 'EN_COURS' | 'ANNULE';

/**
 * A line's delivery status, from its order's status (lines are not tracked one by one): waiting
 * while ordered, in progress while prepared, delivered once withdrawn, cancelled otherwise.
 */
export function lineTracking(orderStatus: string): LineTracking {
  switch (orderStatus.toUpperCase()) {
    case 'COMMANDEE':
      return 'EN_ATTENTE';
    case 'VALIDEE':
    case 'EN_ATTENTE':
      return 'EN_COURS';
    case 'RETIREE':
    case 'LIVREE':
      return 'LIVRE';
    default:
      return 'ANNULE';
  }
}

/** LIVRE success, EN_ATTENTE and EN_COURS orange, ANNULE warning. */
export function lineTrackingTone(suivi: LineTracking): 'success' | 'orange' | 'warning' {
  if (suivi === 'LIVRE') return 'success';
  if (suivi === 'ANNULE') return 'warning';
  return 'orange';
}

export interface OrderAmountCents {
  type: string;
  libelle: string;
  cents: Cents;
}

/** Lines before fees and reductions: the total paid, less the fees, plus the reductions. */
export function orderSubtotalCents(totalCents: Cents, frais: OrderAmountCents[], remiseCents: Cents): Cents {
  return totalCents - frais.reduce((sum, f) => sum + f.cents, 0) + remiseCents;
}

const CARD_LABELS: Record<string, string> = {
  cb: 'Carte bancaire',
  carte_cabas: 'Carte Cabas',
  CRF: 'Carte PASS',
  carte_malin: 'Carte Malin',
  '3FCB': 'Carte bancaire en 3 fois',
  '4FCB': 'Carte bancaire en 4 fois',
};

/**
 * What paid the order: the promo code's reduction, the cagnotte (and the eurocora reserved), the
 * gift card, then the card for the rest. Only the means that took something are listed.
 */
export function orderPaymentModes(order: {
  codePaiement: string;
  totalCents: Cents;
  tirelireCents: Cents;
  eurocoraCents: Cents;
  giftCardCents: Cents;
  reductions: OrderAmountCents[];
}): { libelle: string; cents: Cents }[] {
  const modes: { libelle: string; cents: Cents }[] = [];
  for (const r of order.reductions) {
    if (r.type === 'code_promo' && r.cents > 0) modes.push({ libelle: r.libelle, cents: r.cents });
  }
  if (order.tirelireCents > 0) modes.push({ libelle: 'Cagnotte', cents: order.tirelireCents });
  if (order.eurocoraCents > 0) modes.push({ libelle: 'Eurocora', cents: order.eurocoraCents });
  if (order.giftCardCents > 0) modes.push({ libelle: 'Carte cadeau', cents: order.giftCardCents });
  const rest = order.totalCents - order.tirelireCents - order.eurocoraCents - order.giftCardCents;
  if (rest > 0) modes.push({ libelle: CARD_LABELS[order.codePaiement] ?? 'Carte bancaire', cents: rest });
  return modes;
}

/** An invoice is offered for a withdrawn or delivered order of a consumer (never a pro). */
export const invoiceOffered = (statut: string, isPro: boolean) => !isPro && isHandedOver(statut);

/**
 * The lines' totals after the order's reductions, shared in proportion to each line (largest
 * remainders get the odd cents), so that they add up to the lines' sum less the reductions.
 */
export function linesAfterReduction(lineTotals: Cents[], reductionCents: Cents): Cents[] {
  const sum = lineTotals.reduce((a, b) => a + b, 0);
  if (sum <= 0 || reductionCents <= 0) return [...lineTotals];
  const reduction = Math.min(reductionCents, sum);
  const exact = lineTotals.map((t) => (t * reduction) / sum);
  const shares = exact.map(Math.floor);
  let left = reduction - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return lineTotals.map((t, i) => t - (shares[i] ?? 0));
}
