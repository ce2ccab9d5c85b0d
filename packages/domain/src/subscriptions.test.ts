import { describe, expect, it } from 'vitest';
import {
  isSubscriptionCurrent,
  mayBuySubscription,
  showsSubscriptionBanner,
  subscriptionLastDay,
  subscriptionOfferState,
} from './subscriptions.ts';

const today = '2026-03-15';
const base = {
  isPro: false,
  national: false,
  storeEligible: true,
  offers: 2,
  subscribers: 3,
  maxSubscribers: 10,
  own: [],
  today,
};

describe('delivery subscriptions', () => {
  it('are current from their first to their last day, when active', () => {
    const s = { actif: true, dateDebut: '2026-03-15', dateFin: '2026-09-14' };
    expect(isSubscriptionCurrent(s, '2026-03-15')).toBe(true);
    expect(isSubscriptionCurrent(s, '2026-09-14')).toBe(true);
    expect(isSubscriptionCurrent(s, '2026-09-15')).toBe(false);
    expect(isSubscriptionCurrent(s, '2026-03-14')).toBe(false);
    expect(isSubscriptionCurrent({ ...s, actif: false }, '2026-04-01')).toBe(false);
  });

  it('end the day before the same date months later, short months included', () => {
    expect(subscriptionLastDay('2026-03-15', 6)).toBe('2026-09-14');
    expect(subscriptionLastDay('2026-03-15', 12)).toBe('2027-03-14');
    expect(subscriptionLastDay('2026-01-01', 12)).toBe('2026-12-31');
    expect(subscriptionLastDay('2026-08-31', 6)).toBe('2027-02-28');
    expect(subscriptionLastDay('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('offer: pros first, then national, eligibility, current, maximum, renewal', () => {
    expect(subscriptionOfferState({ ...base, isPro: true })).toBe('pro');
    expect(subscriptionOfferState({ ...base, national: true })).toBe('national');
    expect(subscriptionOfferState({ ...base, storeEligible: false })).toBe('non_eligible');
    expect(subscriptionOfferState({ ...base, offers: 0 })).toBe('non_eligible');
    const current = { actif: true, dateDebut: '2026-01-01', dateFin: '2026-12-31' };
    const expired = { actif: true, dateDebut: '2025-01-01', dateFin: '2025-12-31' };
    expect(subscriptionOfferState({ ...base, own: [expired, current] })).toBe('deja_abonne');
    expect(subscriptionOfferState({ ...base, subscribers: 10 })).toBe('complet');
    expect(subscriptionOfferState({ ...base, subscribers: 10, maxSubscribers: null })).toBe('disponible');
    expect(subscriptionOfferState({ ...base, own: [expired] })).toBe('renouvellement');
    expect(subscriptionOfferState(base)).toBe('disponible');
    expect(mayBuySubscription('renouvellement')).toBe(true);
    expect(mayBuySubscription('complet')).toBe(false);
  });

  it('banner: non-pro, eligible store, tariff of 8.90 or more, no subscription', () => {
    const f = { isPro: false, storeEligible: true, ladTariffCents: 890, hasSubscription: false };
    expect(showsSubscriptionBanner(f)).toBe(true);
    expect(showsSubscriptionBanner({ ...f, ladTariffCents: 889 })).toBe(false);
    expect(showsSubscriptionBanner({ ...f, ladTariffCents: null })).toBe(false);
    expect(showsSubscriptionBanner({ ...f, isPro: true })).toBe(false);
    expect(showsSubscriptionBanner({ ...f, storeEligible: false })).toBe(false);
    expect(showsSubscriptionBanner({ ...f, hasSubscription: true })).toBe(false);
  });
});
