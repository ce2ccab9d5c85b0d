import { describe, expect, it } from 'vitest';
import {
  type CagnotteMovement,
  cagnotteLots,
  dueExpirations,
  expiredCreditOf,
  expiriesToRemind,
  expiryDayOf,
  expiryInstantOf,
  upcomingExpiries,
} from './loyalty-expiry.ts';

let ids = 0;
const move = (cents: number, cause: string, at: string, extra: Partial<CagnotteMovement> = {}) => ({
  id: ++ids,
  cents,
  cause,
  at,
  payment: null,
  key: `${cause}:${ids}`,
  ...extra,
});

describe('the expiry of cagnotte euros', () => {
  it('lasts until the end of the Paris day 12 months after the credit', () => {
    // 23:30 UTC on 11 January is already 12 January in Paris.
    expect(expiryDayOf('2026-01-11T23:30:00.000Z')).toBe('2027-01-12');
    expect(expiryDayOf('2026-02-28T10:00:00.000Z')).toBe('2027-02-28');
    expect(expiryInstantOf('2027-01-12')).toBe('2027-01-12T23:00:00.000Z');
    expect(expiryInstantOf('2027-07-01')).toBe('2027-07-01T22:00:00.000Z');
  });

  it('reads the credit an expiration names by its key', () => {
    expect(expiredCreditOf('expiration:42')).toBe(42);
    expect(expiredCreditOf('gain:42:cagnotte')).toBeNull();
  });

  it('spends the oldest euros first, without a second balance', () => {
    const a = move(500, 'gain', '2026-01-10T10:00:00Z');
    const b = move(300, 'defi', '2026-03-10T10:00:00Z');
    const pay = move(-600, 'paiement', '2026-04-01T10:00:00Z', { payment: 's1' });
    const lots = cagnotteLots([pay, b, a]);
    expect(lots.map((l) => [l.creditId, l.left, l.expiresOn])).toEqual([
      [a.id, 0, '2027-01-10'],
      [b.id, 200, '2027-03-10'],
    ]);
  });

  it('puts a refund back into the euros its payment took, with their dates', () => {
    const a = move(500, 'gain', '2026-01-10T10:00:00Z');
    const b = move(300, 'conversion', '2026-03-10T10:00:00Z');
    const pay1 = move(-600, 'paiement', '2026-04-01T10:00:00Z', { payment: 's1' });
    const pay2 = move(-100, 'paiement', '2026-04-02T10:00:00Z', { payment: 's2' });
    const back = move(400, 'annulation', '2026-04-03T10:00:00Z', { payment: 's1' });
    const lots = cagnotteLots([a, b, pay1, pay2, back]);
    // s1 took 500 of a and 100 of b, s2 100 of b; s1's refund of 400 gives b's 100 back first, then 300 of a.
    expect(lots.map((l) => [l.creditId, l.left])).toEqual([
      [a.id, 300],
      [b.id, 200],
    ]);
  });

  it('credits anew what a refund gives back of euros whose day passed meanwhile', () => {
    const a = move(500, 'gain', '2026-01-10T10:00:00Z');
    const pay = move(-500, 'paiement', '2026-12-20T10:00:00Z', { payment: 's1' });
    const back = move(200, 'cloture', '2027-02-01T10:00:00Z', { payment: 's1' });
    const unknown = move(50, 'annulation', '2027-02-02T10:00:00Z', { payment: 'other' });
    const lots = cagnotteLots([a, pay, back, unknown]);
    expect(lots.map((l) => [l.creditId, l.left, l.expiresOn])).toEqual([
      [a.id, 0, '2027-01-10'],
      [back.id, 200, '2028-02-01'],
      [unknown.id, 50, '2028-02-02'],
    ]);
  });

  it('expires what is left of a lot once its day is over, once', () => {
    const a = move(500, 'gain', '2026-01-10T10:00:00Z');
    const b = move(300, 'gain', '2026-06-10T10:00:00Z');
    const pay = move(-200, 'paiement', '2026-07-01T10:00:00Z', { payment: 's1' });
    const beforeEnd = new Date('2027-01-10T22:59:59Z');
    const afterEnd = new Date('2027-01-10T23:00:00Z');
    expect(dueExpirations(cagnotteLots([a, b, pay]), beforeEnd)).toEqual([]);
    const due = dueExpirations(cagnotteLots([a, b, pay]), afterEnd);
    expect(due.map((l) => [l.creditId, l.left])).toEqual([[a.id, 300]]);
    const expired = move(-300, 'expiration', '2027-01-11T02:00:00Z', { key: `expiration:${a.id}` });
    const lots = cagnotteLots([a, b, pay, expired]);
    expect(dueExpirations(lots, afterEnd)).toEqual([]);
    expect(lots.map((l) => [l.left, l.closed])).toEqual([
      [0, true],
      [300, false],
    ]);
  });

  it('spends euros past their day that the job has not written off yet, before younger ones', () => {
    const a = move(500, 'gain', '2026-01-10T10:00:00Z');
    const b = move(300, 'gain', '2026-06-10T10:00:00Z');
    const pay = move(-600, 'paiement', '2027-01-11T08:00:00Z', { payment: 's1' });
    expect(cagnotteLots([a, b, pay]).map((l) => l.left)).toEqual([0, 200]);
  });

  it('groups what is still to expire by day, and reminds only within 30 days', () => {
    const a = move(500, 'gain', '2026-01-10T09:00:00Z');
    const a2 = move(120, 'defi', '2026-01-10T18:00:00Z');
    const b = move(300, 'gain', '2026-03-10T10:00:00Z');
    const lots = cagnotteLots([a, a2, b]);
    const now = new Date('2026-12-10T10:00:00Z');
    expect(upcomingExpiries(lots, now)).toEqual([
      { expiresOn: '2027-01-10', cents: 620 },
      { expiresOn: '2027-03-10', cents: 300 },
    ]);
    expect(expiriesToRemind(lots, now)).toEqual([]);
    expect(expiriesToRemind(lots, new Date('2026-12-11T10:00:00Z'))).toEqual([
      { expiresOn: '2027-01-10', cents: 620 },
    ]);
    expect(expiriesToRemind(lots, new Date('2027-01-11T10:00:00Z'))).toEqual([]);
  });
});
