import type { Cents } from './money.ts';

/**
 * Giving money back to a card payment of an order (decision 109). A session taken as a sale (`vente`:
 * orders before 109, subscriptions), or an authorisation the store has captured, is refunded. An
 * authorisation not captured yet was never taken: a lowering only lowers what the capture will take
 * (nothing is asked of the provider: a real one cannot refund an uncaptured payment), and a cancel
 * releases the authorisation.
 */

/** What the shop asked the provider for when it opened the session. */
export type CardCaptureMode = 'vente' | 'autorisation';

/** Where the order's capture is: not asked, recorded and waiting for the provider, or answered. */
export type OrderCaptureState = 'aucune' | 'demandee' | 'effectuee';

/** How one card payment gives money back. */
export type CardLoweringPath = 'remboursement' | 'reduction' | 'liberation';

/**
 * The path of a lowering (`modification`) or a cancel (`annulation`) for one card payment; null while
 * the order's capture waits for the provider's answer (a refund could reach the provider before the
 * capture it gives back): the change must wait.
 */
export function cardLoweringPath(
  mode: CardCaptureMode,
  capture: OrderCaptureState,
  kind: 'modification' | 'annulation',
): CardLoweringPath | null {
  if (mode === 'vente') return 'remboursement';
  if (capture === 'demandee') return null;
  if (capture === 'effectuee') return 'remboursement';
  return kind === 'annulation' ? 'liberation' : 'reduction';
}

/** What goes back to the card, told apart for the customer: refunded, or never to be debited. */
export interface CardBack {
  refunded: Cents;
  notCharged: Cents;
}

/** The card's part of a lowering or a cancel, by path: refunds are refunded, the rest is not debited. */
export function cardBackOf(parts: readonly { path: CardLoweringPath; cents: Cents }[]): CardBack {
  const sum = (keep: (p: CardLoweringPath) => boolean) =>
    parts.filter((p) => keep(p.path)).reduce((s, p) => s + Math.max(0, p.cents), 0);
  return { refunded: sum((p) => p === 'remboursement'), notCharged: sum((p) => p !== 'remboursement') };
}

/**
 * What a card payment still holds for the order: what it paid or authorised minus what was refunded,
 * lowered before capture, or released. Each lowering is recorded once, on one path, so none counts twice.
 */
export const cardHeldCents = (paid: Cents, givenBack: { refunded: Cents; reduced: Cents; released: Cents }) =>
  paid - givenBack.refunded - givenBack.reduced - givenBack.released;
