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

  it('banner: an offer this shopper may buy, at a store whose tariff is 8.90 or more', () => {
    const f = { state: 'disponible' as const, ladTariffCents: 890 };
    expect(showsSubscriptionBanner(f)).toBe(true);
    expect(showsSubscriptionBanner({ ...f, state: 'renouvellement' })).toBe(true);
    expect(showsSubscriptionBanner({ ...f, ladTariffCents: 889 })).toBe(false);
    expect(showsSubscriptionBanner({ ...f, ladTariffCents: null })).toBe(false);
    for (const state of ['pro', 'national', 'non_eligible', 'deja_abonne', 'complet'] as const)
      expect(showsSubscriptionBanner({ ...f, state })).toBe(false);
  });
});
