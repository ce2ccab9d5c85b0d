import { describe, expect, it } from 'vitest';
import { duePurchases, parisDayNumber, rhythmLabel, usualProducts, usualSummary } from './buying-rhythm.ts';

const now = new Date('2026-11-20T10:00:00Z');
const daysAgo = (n: number, hour = 10) => new Date(now.getTime() - n * 86_400_000 + (hour - 10) * 3_600_000);

describe('usual products', () => {
  it('needs two orders or receipts: two lines of one order are one purchase', () => {
    const usual = usualProducts(
      [
        { productId: 1, occasion: 'o1', at: daysAgo(3), quantity: 1 },
        { productId: 1, occasion: 'o1', at: daysAgo(3), quantity: 2 },
        { productId: 2, occasion: 'r7', at: daysAgo(10), quantity: 1 },
        { productId: 2, occasion: 'o1', at: daysAgo(3), quantity: 1 },
      ],
      now,
    );
    expect(usual.map((u) => u.productId)).toEqual([2]);
    expect(usual[0]).toMatchObject({ purchases: 2, intervalDays: 7, quantity: 1 });
  });

  it('counts two orders of one day, without a rhythm yet', () => {
    const [u] = usualProducts(
      [
        { productId: 3, occasion: 'o1', at: daysAgo(0, 9), quantity: 1 },
        { productId: 3, occasion: 'o2', at: daysAgo(0, 11), quantity: 1 },
      ],
      now,
    );
    expect(u).toMatchObject({ productId: 3, purchases: 2, intervalDays: null });
    expect(duePurchases([u!], now)).toEqual([]);
  });

  it('ranks by how often and how recently: frequent and recent first', () => {
    const usual = usualProducts(
      [
        // bought often, lately
        ...[2, 9, 16, 23].map((d) => ({ productId: 10, occasion: `a${d}`, at: daysAgo(d), quantity: 1 })),
        // bought as often, a year ago
        ...[360, 367, 374, 381].map((d) => ({
          productId: 11,
          occasion: `b${d}`,
          at: daysAgo(d),
          quantity: 1,
        })),
        // bought twice, lately
        ...[2, 9].map((d) => ({ productId: 12, occasion: `c${d}`, at: daysAgo(d), quantity: 1 })),
      ],
      now,
    );
    expect(usual.map((u) => u.productId)).toEqual([10, 12, 11]);
  });

  it('keeps the usual quantity and the last purchase; ignores zero quantities', () => {
    const [u] = usualProducts(
      [
        { productId: 5, occasion: 'x4', at: daysAgo(30), quantity: 2 },
        { productId: 5, occasion: 'x5', at: daysAgo(20), quantity: 3 },
        { productId: 5, occasion: 'x6', at: daysAgo(10), quantity: 2 },
        { productId: 6, occasion: 'x7', at: daysAgo(10), quantity: 0 },
        { productId: 6, occasion: 'x8', at: daysAgo(5), quantity: 0 },
      ],
      now,
    );
    expect(u).toMatchObject({ productId: 5, quantity: 2, purchases: 3, intervalDays: 10 });
    expect(u?.lastAt).toEqual(daysAgo(10));
    expect(usualSummary(u!)).toBe('Acheté 3 fois, dernier achat le 10 novembre 2026');
  });
});

describe('buying rhythm', () => {
  const every = (id: number, interval: number, last: number, times = 4) =>
    Array.from({ length: times }, (_, i) => ({
      productId: id,
      occasion: `o${last + i * interval}`,
      at: daysAgo(last + i * interval),
      quantity: 1,
    }));

  it('proposes a product bought every two weeks once it is due, with its reason', () => {
    const due = duePurchases(usualProducts([...every(1, 14, 13), ...every(2, 14, 4)], now), now);
    expect(due.map((d) => d.product.productId)).toEqual([1]);
    expect(due[0]?.reason).toBe('Acheté toutes les 2 semaines environ, dernier achat le 7 novembre 2026');
    expect(due[0]?.dueDay).toBe('2026-11-21');
  });

  it('needs three purchases and leaves out a habit that stopped', () => {
    const due = duePurchases(usualProducts([...every(1, 7, 8, 2), ...every(2, 7, 40)], now), now);
    expect(due).toEqual([]);
  });

  it('puts the most usual first', () => {
    const due = duePurchases(
      usualProducts([...every(1, 10, 15), ...every(2, 10, 9), ...every(3, 10, 9, 6)], now),
      now,
    );
    expect(due.map((d) => d.product.productId)).toEqual([3, 2, 1]);
  });

  it('says the rhythm in days, weeks or months', () => {
    expect(rhythmLabel(1)).toBe('Acheté tous les jours environ');
    expect(rhythmLabel(3)).toBe('Acheté tous les 3 jours environ');
    expect(rhythmLabel(7)).toBe('Acheté chaque semaine environ');
    expect(rhythmLabel(15)).toBe('Acheté toutes les 2 semaines environ');
    expect(rhythmLabel(30)).toBe('Acheté toutes les 4 semaines environ');
    expect(rhythmLabel(60)).toBe('Acheté tous les 2 mois environ');
    expect(rhythmLabel(45)).toBe('Acheté chaque mois environ');
  });
});

describe('Paris calendar days', () => {
  const day = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
  it('follow the Paris clock, summer and winter time included', () => {
    expect(parisDayNumber(new Date('2026-01-15T22:59:00Z'))).toBe(day('2026-01-15'));
    expect(parisDayNumber(new Date('2026-01-15T23:00:00Z'))).toBe(day('2026-01-16'));
    expect(parisDayNumber(new Date('2026-07-01T21:59:00Z'))).toBe(day('2026-07-01'));
    expect(parisDayNumber(new Date('2026-07-01T22:00:00Z'))).toBe(day('2026-07-02'));
    // Clocks change on 29 March and 25 October 2026 at 01:00 UTC.
    expect(parisDayNumber(new Date('2026-03-28T23:30:00Z'))).toBe(day('2026-03-29'));
    expect(parisDayNumber(new Date('2026-03-29T22:30:00Z'))).toBe(day('2026-03-30'));
    expect(parisDayNumber(new Date('2026-10-24T22:30:00Z'))).toBe(day('2026-10-25'));
    expect(parisDayNumber(new Date('2026-10-25T22:30:00Z'))).toBe(day('2026-10-25'));
  });
});
