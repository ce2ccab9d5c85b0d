/**
 * How an order and its lines read to the shopper: the tone of the status badge, the delivery status
 * of each line, the payment means and the sub-total.
 */
import type { Cents } from './money.ts';

export type OrderBadgeTone = 'warning' | 'success' | 'danger';

/** commandee → warning (in progress), retiree → success (withdrawn), any other → danger (archived). */
export function orderBadgeTone(statut: string): OrderBadgeTone {
  const code = statut.toUpperCase();
  if (code === 'COMMANDEE') return 'warning';
  if (code === 'RETIREE') return 'success';
  return 'danger';
}

/** The French label of an order status. */
export function orderStatusLabel(statut: string): string {
  switch (statut.toUpperCase()) {
    case 'COMMANDEE':
      return 'En cours';
    case 'VALIDEE':
      return 'En préparation';
    case 'EN_ATTENTE':
      return 'En attente';
    case 'RETIREE':
      return 'Retirée';
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

/** An invoice is offered for a withdrawn order of a consumer (never a pro). */
export const invoiceOffered = (statut: string, isPro: boolean) =>
  !isPro && statut.toUpperCase() === 'RETIREE';

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
