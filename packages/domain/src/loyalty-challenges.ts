/**
 * Défis (loyalty challenges, issue #40 item 4, decision 126): a goal measured on the customer's
 * withdrawn orders over a period (« 3 commandes drive ce mois-ci », « 20 € de fruits et légumes »),
 * for the customers it is offered to, rewarded once — euros on the cagnotte or points — when met.
 */

import { mayHoldLoyaltyCards } from './loyalty.ts';
import { type EarningCardFacts, earningCard } from './loyalty-earning.ts';

/** `commandes`: a number of withdrawn orders; `montant_rayon`: cents spent in a department. */
export type ChallengeGoal =
  | { kind: 'commandes'; count: number /** null: any kind of order. */; typePanier: string | null }
  | { kind: 'montant_rayon'; cents: number; categoryId: number };

/** `cagnotte`: cents on the card's cagnotte; `points`: points. */
export interface ChallengeReward {
  kind: 'cagnotte' | 'points';
  amount: number;
}

/** Who is offered the challenge: holders of the shop's own card, or of any loyalty card. */
export type ChallengeEligibility = 'carte_enseigne' | 'carte_fidelite';

export interface Challenge {
  id: number;
  /** null: every store; else the customer's store and the orders counted. */
  storeId: number | null;
  goal: ChallengeGoal;
  reward: ChallengeReward;
  eligibility: ChallengeEligibility;
  /** ISO bounds of the period, `until` excluded. */
  from: string;
  until: string;
}

export interface ChallengeCustomer {
  isPro: boolean;
  /** The customer's store (the account's), null when none is chosen. */
  storeId: number | null;
  cards: readonly EarningCardFacts[];
}

export interface WithdrawnLine {
  /** The product's category first, then its parents up to its department. */
  categoryPath: readonly number[];
  /** What the line finally cost (prepared, weighed, replaced), in cents. */
  finalCents: number;
  /** A gift card bought counts for nothing. */
  giftCard: boolean;
}

export interface WithdrawnOrder {
  storeId: number;
  typePanier: string;
  /** ISO time of the hand-over. */
  withdrawnAt: string;
  lines: readonly WithdrawnLine[];
}

export interface ChallengeProgress {
  /** Orders, or cents, counted so far (not capped). */
  done: number;
  target: number;
  /** 0 to 100, rounded down. */
  percent: number;
  met: boolean;
}

/** An ended challenge stays on the page this long, to show how it ended. */
export const CHALLENGE_SHOWN_AFTER_END_MS = 30 * 86_400_000;

const usable = (cards: readonly EarningCardFacts[]) =>
  cards.filter((c) => !c.expired && c.typeCarte !== 'C4');

/** The card a met challenge credits: the own-brand card for its holders' challenges, else the earning card. */
export function challengeCard(
  eligibility: ChallengeEligibility,
  cards: readonly EarningCardFacts[],
): string | null {
  if (eligibility === 'carte_enseigne') return usable(cards).find((c) => c.sousType === 'CP')?.numero ?? null;
  return earningCard(cards);
}

/** Whether the challenge is offered to this customer: not a pro, its store, a card it asks for. */
export function isChallengeOffered(challenge: Challenge, customer: ChallengeCustomer): boolean {
  if (!mayHoldLoyaltyCards(customer)) return false;
  if (challenge.storeId !== null && challenge.storeId !== customer.storeId) return false;
  return challengeCard(challenge.eligibility, customer.cards) !== null;
}

/** Running at `at`: orders withdrawn now count, a goal met now is rewarded. */
export function isChallengeRunning(challenge: Pick<Challenge, 'from' | 'until'>, at: Date): boolean {
  const iso = at.toISOString();
  return challenge.from <= iso && iso < challenge.until;
}

/** Shown on the customer's page: started, and not ended for more than 30 days. */
export function isChallengeShown(challenge: Pick<Challenge, 'from' | 'until'>, at: Date): boolean {
  return (
    challenge.from <= at.toISOString() &&
    at.getTime() < Date.parse(challenge.until) + CHALLENGE_SHOWN_AFTER_END_MS
  );
}

/** Whether an order counts toward the challenge: withdrawn in its period, at its store, of its kind. */
export function orderCounts(challenge: Challenge, order: WithdrawnOrder): boolean {
  if (order.withdrawnAt < challenge.from || order.withdrawnAt >= challenge.until) return false;
  if (challenge.storeId !== null && order.storeId !== challenge.storeId) return false;
  const { goal } = challenge;
  return goal.kind !== 'commandes' || goal.typePanier === null || order.typePanier === goal.typePanier;
}

/** Cents of an order's lines in the department (the category or anything under it). */
function departmentCents(order: WithdrawnOrder, categoryId: number): number {
  return order.lines
    .filter((l) => !l.giftCard && l.categoryPath.includes(categoryId))
    .reduce((sum, l) => sum + Math.max(0, l.finalCents), 0);
}

/** Where the customer stands, from her withdrawn orders. */
export function challengeProgress(
  challenge: Challenge,
  orders: readonly WithdrawnOrder[],
): ChallengeProgress {
  const counted = orders.filter((o) => orderCounts(challenge, o));
  const { goal } = challenge;
  const done =
    goal.kind === 'commandes'
      ? counted.length
      : counted.reduce((sum, o) => sum + departmentCents(o, goal.categoryId), 0);
  const target = goal.kind === 'commandes' ? goal.count : goal.cents;
  const met = target > 0 && done >= target;
  return { done, target, percent: met ? 100 : Math.floor((done * 100) / target), met };
}
