/**
 * Delivery subscription rules (abonnement livraison, code LAD): when a subscription is current, when
 * it ends, whether the offer may be shown and bought in a store, and when the banner shows.
 * Days are Paris calendar days `YYYY-MM-DD`.
 */

export const LAD_SUBSCRIPTION_CODE = 'LAD';
/** The banner shows when the store's home-delivery tariff is at least this (8,90 EUR). */
export const LAD_BANNER_MIN_TARIFF_CENTS = 890;

export interface SubscriptionDays {
  actif: boolean;
  dateDebut: string;
  dateFin: string;
}

/** Current: active, started and not past its last day (date_fin included). */
export function isSubscriptionCurrent(s: SubscriptionDays, today: string): boolean {
  return s.actif && s.dateDebut.slice(0, 10) <= today && s.dateFin.slice(0, 10) >= today;
}

/**
 * The last day of a subscription of `months` months starting `startDay`: the day before the same
 * date `months` later (a month without that date ends on its last day: 31 January + 1 month runs
 * until 28 or 29 February).
 */
export function subscriptionLastDay(startDay: string, months: number): string {
  const [y, m, d] = startDay.split('-').map(Number) as [number, number, number];
  const targetMonth = m - 1 + months;
  const daysInTarget = new Date(Date.UTC(y, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(y, targetMonth, Math.min(d, daysInTarget)));
  if (d <= daysInTarget) end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * What the subscription offer of a store says to a shopper:
 * - `pro`: professional customers have no subscriptions;
 * - `national`: no store chosen (the offer is presented, buying needs a store);
 * - `non_eligible`: the store does not sell it;
 * - `deja_abonne`: the shopper has a current subscription at this store;
 * - `complet`: the store's maximum of subscribers is reached;
 * - `renouvellement`: an expired subscription exists at this store (renewal offer);
 * - `disponible`: it may be bought.
 */
export type SubscriptionOfferState =
  | 'pro'
  | 'national'
  | 'non_eligible'
  | 'deja_abonne'
  | 'complet'
  | 'renouvellement'
  | 'disponible';

export interface SubscriptionOfferFacts {
  isPro: boolean;
  national: boolean;
  storeEligible: boolean;
  /** Offers (durations) on sale in the store. */
  offers: number;
  /** Current subscribers of the store, and its maximum (null: no maximum). */
  subscribers: number;
  maxSubscribers: number | null;
  /** The shopper's subscriptions at this store (empty for a visitor). */
  own: readonly SubscriptionDays[];
  today: string;
}

export function subscriptionOfferState(f: SubscriptionOfferFacts): SubscriptionOfferState {
  if (f.isPro) return 'pro';
  if (f.national) return 'national';
  if (!f.storeEligible || f.offers === 0) return 'non_eligible';
  if (f.own.some((s) => isSubscriptionCurrent(s, f.today))) return 'deja_abonne';
  if (f.maxSubscribers !== null && f.subscribers >= f.maxSubscribers) return 'complet';
  if (f.own.some((s) => s.dateFin.slice(0, 10) < f.today)) return 'renouvellement';
  return 'disponible';
}

/** Whether the offer's state lets the shopper buy (a first subscription or a renewal). */
export const mayBuySubscription = (state: SubscriptionOfferState) =>
  state === 'disponible' || state === 'renouvellement';

/**
 * The LAD subscription banner: the offer may be bought by this shopper (neither pro nor subscribed at
 * this store, an eligible store with an offer, its maximum not reached) and the store's home-delivery
 * tariff is 8,90 EUR or more, so that the subscription is worth showing.
 */
export function showsSubscriptionBanner(f: {
  state: SubscriptionOfferState;
  ladTariffCents: number | null;
}): boolean {
  return (
    mayBuySubscription(f.state) &&
    f.ladTariffCents !== null &&
    f.ladTariffCents >= LAD_BANNER_MIN_TARIFF_CENTS
  );
}
