/**
 * What a withdrawn or delivered order earns on the customer's loyalty card (decision 123): euros on
 * the cagnotte (a percentage of a line) and points (points per euro), by rules per store (or every
 * store) on a product, a department (a category and everything under it) or the whole store.
 */

import { mayHoldLoyaltyCards } from './loyalty.ts';

export type EarningKind = 'cagnotte' | 'points';
export type EarningScope = 'produit' | 'rayon' | 'magasin';

export interface EarningRule {
  id: number;
  /** null: every store. */
  storeId: number | null;
  scope: EarningScope;
  /** The department of a `rayon` rule. */
  categoryId: number | null;
  /** The product of a `produit` rule. */
  productId: number | null;
  kind: EarningKind;
  /** `cagnotte`: hundredths of a percent of the line (1000 = 10 %); `points`: points per euro. */
  rate: number;
  /** ISO bounds, `until` excluded; null: open. */
  from: string | null;
  until: string | null;
}

export interface EarningLine {
  /** The product handed over: the substitute's when the store replaced the ordered one. */
  productId: number;
  /** The product's category first, then its parents up to its department. */
  categoryPath: readonly number[];
  /** What the line finally cost (prepared, weighed, replaced), in cents. */
  finalCents: number;
  /** A gift card bought earns nothing. */
  giftCard: boolean;
}

export interface Earning {
  cents: number;
  points: number;
}

export const NOTHING_EARNED: Earning = { cents: 0, points: 0 };

/** A cagnotte rate is in hundredths of a percent: 10 000 is the whole line. */
const RATE_BASE = { cagnotte: 10_000, points: 100 } as const;

export function isRuleActive(rule: Pick<EarningRule, 'from' | 'until'>, at: Date): boolean {
  const iso = at.toISOString();
  return (rule.from === null || rule.from <= iso) && (rule.until === null || iso < rule.until);
}

/**
 * How closely a rule names a line, lower first: the product, then its category and each parent up to
 * the department (the nearest first), then the whole store; null when the rule does not name it.
 */
function closeness(rule: EarningRule, line: EarningLine): number | null {
  if (rule.scope === 'produit') return rule.productId === line.productId ? 0 : null;
  if (rule.scope === 'rayon') {
    const depth = rule.categoryId === null ? -1 : line.categoryPath.indexOf(rule.categoryId);
    return depth < 0 ? null : 1 + depth;
  }
  return 1 + line.categoryPath.length;
}

/**
 * The one rule of a kind that a line earns by, or null. Rules never add up within a kind: the rule
 * naming the line most closely wins, then a store's own rule over a chain-wide one, then the higher
 * rate. A line may earn by one cagnotte rule and one points rule.
 */
export function ruleForLine(
  rules: readonly EarningRule[],
  line: EarningLine,
  storeId: number,
  kind: EarningKind,
  at: Date,
): EarningRule | null {
  if (line.giftCard || line.finalCents <= 0) return null;
  let best: { rule: EarningRule; rank: number } | null = null;
  for (const rule of rules) {
    if (rule.kind !== kind || rule.rate <= 0 || !isRuleActive(rule, at)) continue;
    if (rule.storeId !== null && rule.storeId !== storeId) continue;
    const rank = closeness(rule, line);
    if (rank === null) continue;
    if (!best || better(rule, rank, best.rule, best.rank)) best = { rule, rank };
  }
  return best?.rule ?? null;
}

function better(rule: EarningRule, rank: number, other: EarningRule, otherRank: number): boolean {
  if (rank !== otherRank) return rank < otherRank;
  if ((rule.storeId !== null) !== (other.storeId !== null)) return rule.storeId !== null;
  if (rule.rate !== other.rate) return rule.rate > other.rate;
  return rule.id < other.id;
}

/**
 * What an order earns: each line by its rule of each kind, added up exactly, then rounded down once
 * per kind (to the cent, to the point), so that small lines are not each rounded away.
 */
export function orderEarning(
  rules: readonly EarningRule[],
  lines: readonly EarningLine[],
  storeId: number,
  at: Date,
): Earning {
  const sums = { cagnotte: 0, points: 0 };
  for (const line of lines)
    for (const kind of ['cagnotte', 'points'] as const) {
      const rule = ruleForLine(rules, line, storeId, kind, at);
      if (rule) sums[kind] += line.finalCents * rule.rate;
    }
  return {
    cents: Math.floor(sums.cagnotte / RATE_BASE.cagnotte),
    points: Math.floor(sums.points / RATE_BASE.points),
  };
}

export interface EarningCardFacts {
  numero: string;
  typeCarte: string;
  sousType: string;
  expired: boolean;
}

/**
 * The card an order credits: the account's own-brand card (family CP) first, else its first partner
 * Club or Pass card, in the order given; never an expired card nor a partner's payment card (C4).
 */
export function earningCard(cards: readonly EarningCardFacts[]): string | null {
  const usable = cards.filter((c) => !c.expired && c.typeCarte !== 'C4');
  return (usable.find((c) => c.sousType === 'CP') ?? usable[0])?.numero ?? null;
}

/** Pros have no loyalty scheme: their orders earn nothing. */
export const mayEarnLoyalty = (client: { isPro: boolean }) => mayHoldLoyaltyCards(client);
