import { describe, expect, it } from 'vitest';
import {
  type Challenge,
  type ChallengeCustomer,
  challengeCard,
  challengeProgress,
  isChallengeOffered,
  isChallengeRunning,
  isChallengeShown,
  type WithdrawnOrder,
} from './loyalty-challenges.ts';

const STORE = 7;
const OWN = { numero: '9130000000000001', typeCarte: 'CP', sousType: 'CP', expired: false };
const CLUB = { numero: '9250000000000002', typeCarte: 'CRF', sousType: 'CRF', expired: false };
const PAYMENT = { numero: '4970000000000003', typeCarte: 'C4', sousType: 'CRF', expired: false };

const threeDriveOrders: Challenge = {
  id: 1,
  storeId: STORE,
  goal: { kind: 'commandes', count: 3, typePanier: 'drive' },
  reward: { kind: 'cagnotte', amount: 500 },
  eligibility: 'carte_enseigne',
  from: '2026-11-01T00:00:00.000Z',
  until: '2026-12-01T00:00:00.000Z',
};
const fruitsAndVegetables: Challenge = {
  ...threeDriveOrders,
  id: 2,
  storeId: null,
  goal: { kind: 'montant_rayon', cents: 2000, categoryId: 1 },
  reward: { kind: 'points', amount: 200 },
  eligibility: 'carte_fidelite',
};

const customer = (c: Partial<ChallengeCustomer> = {}): ChallengeCustomer => ({
  isPro: false,
  storeId: STORE,
  cards: [OWN],
  ...c,
});
const order = (o: Partial<WithdrawnOrder> = {}): WithdrawnOrder => ({
  storeId: STORE,
  typePanier: 'drive',
  withdrawnAt: '2026-11-10T10:00:00.000Z',
  lines: [],
  ...o,
});
const fruit = (finalCents: number) => ({ categoryPath: [10101, 101, 1], finalCents, giftCard: false });
const yogurt = (finalCents: number) => ({ categoryPath: [20501, 205, 2], finalCents, giftCard: false });

describe('who is offered a challenge', () => {
  it('an own-brand card holder of its store', () => {
    expect(isChallengeOffered(threeDriveOrders, customer())).toBe(true);
  });

  it('not a pro, not another store’s customer, not without the card it asks for', () => {
    expect(isChallengeOffered(threeDriveOrders, customer({ isPro: true }))).toBe(false);
    expect(isChallengeOffered(threeDriveOrders, customer({ storeId: STORE + 1 }))).toBe(false);
    expect(isChallengeOffered(threeDriveOrders, customer({ storeId: null }))).toBe(false);
    expect(isChallengeOffered(threeDriveOrders, customer({ cards: [CLUB] }))).toBe(false);
    expect(isChallengeOffered(threeDriveOrders, customer({ cards: [{ ...OWN, expired: true }] }))).toBe(
      false,
    );
    expect(isChallengeOffered(threeDriveOrders, customer({ cards: [] }))).toBe(false);
  });

  it('any loyalty card for a chain-wide challenge, but not a payment card alone', () => {
    expect(isChallengeOffered(fruitsAndVegetables, customer({ storeId: 99, cards: [CLUB] }))).toBe(true);
    expect(isChallengeOffered(fruitsAndVegetables, customer({ cards: [PAYMENT] }))).toBe(false);
  });

  it('the card credited: the own-brand one first', () => {
    expect(challengeCard('carte_enseigne', [CLUB, OWN])).toBe(OWN.numero);
    expect(challengeCard('carte_fidelite', [CLUB, OWN])).toBe(OWN.numero);
    expect(challengeCard('carte_fidelite', [PAYMENT, CLUB])).toBe(CLUB.numero);
    expect(challengeCard('carte_enseigne', [CLUB])).toBeNull();
  });
});

describe('when a challenge runs and is shown', () => {
  it('runs from its start to its end, excluded', () => {
    expect(isChallengeRunning(threeDriveOrders, new Date('2026-10-31T23:59:59.999Z'))).toBe(false);
    expect(isChallengeRunning(threeDriveOrders, new Date('2026-11-01T00:00:00.000Z'))).toBe(true);
    expect(isChallengeRunning(threeDriveOrders, new Date('2026-12-01T00:00:00.000Z'))).toBe(false);
  });

  it('is shown from its start until 30 days after its end', () => {
    expect(isChallengeShown(threeDriveOrders, new Date('2026-10-31T12:00:00.000Z'))).toBe(false);
    expect(isChallengeShown(threeDriveOrders, new Date('2026-12-30T12:00:00.000Z'))).toBe(true);
    expect(isChallengeShown(threeDriveOrders, new Date('2026-12-31T00:00:00.000Z'))).toBe(false);
  });
});

describe('progress', () => {
  it('counts the drive orders withdrawn at its store in its period', () => {
    const orders = [
      order(),
      order({ typePanier: 'livraison' }),
      order({ storeId: STORE + 1 }),
      order({ withdrawnAt: '2026-10-31T23:00:00.000Z' }),
      order({ withdrawnAt: '2026-12-01T00:00:00.000Z' }),
      order({ withdrawnAt: '2026-11-30T23:59:59.000Z' }),
    ];
    expect(challengeProgress(threeDriveOrders, orders)).toEqual({
      done: 2,
      target: 3,
      percent: 66,
      met: false,
    });
    expect(challengeProgress(threeDriveOrders, [...orders, order()])).toMatchObject({
      percent: 100,
      met: true,
    });
  });

  it('adds what was spent in the department, in any store and kind of order, gift cards aside', () => {
    const orders = [
      order({ lines: [fruit(850), yogurt(5000)] }),
      order({ storeId: 99, typePanier: 'livraison', lines: [fruit(700)] }),
      order({ lines: [{ ...fruit(5000), giftCard: true }] }),
    ];
    expect(challengeProgress(fruitsAndVegetables, orders)).toEqual({
      done: 1550,
      target: 2000,
      percent: 77,
      met: false,
    });
    const more = [...orders, order({ lines: [fruit(450)] })];
    expect(challengeProgress(fruitsAndVegetables, more)).toEqual({
      done: 2000,
      target: 2000,
      percent: 100,
      met: true,
    });
  });

  it('nothing withdrawn: nothing done', () => {
    expect(challengeProgress(fruitsAndVegetables, [])).toEqual({
      done: 0,
      target: 2000,
      percent: 0,
      met: false,
    });
  });
});
