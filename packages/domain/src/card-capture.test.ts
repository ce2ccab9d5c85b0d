import { describe, expect, it } from 'vitest';
import { allocateCapture, capturableCents, captureOf, finalSplit } from './card-capture.ts';
import { splitPayment } from './payment.ts';

describe('a capture of an authorisation', () => {
  it('never captures more than is authorised; the rest is released', () => {
    expect(captureOf(5000, 3000)).toEqual({ capture: 3000, release: 2000 });
    expect(captureOf(5000, 7000)).toEqual({ capture: 5000, release: 0 });
    expect(captureOf(5000, 0)).toEqual({ capture: 0, release: 5000 });
    expect(captureOf(0, 100)).toEqual({ capture: 0, release: 0 });
  });

  it('allows what is neither captured nor released', () => {
    expect(capturableCents({ authorised: 5000, captured: 1000, released: 500 })).toBe(3500);
    expect(capturableCents({ authorised: 5000, captured: 5000, released: 500 })).toBe(0);
  });

  it('keeps release = authorised − captured for every amount', () => {
    for (const wanted of [0, 1, 2499, 2500, 2501, 9999])
      for (const authorised of [0, 1, 2500, 5000]) {
        const { capture, release } = captureOf(authorised, wanted);
        expect(capture).toBeLessThanOrEqual(authorised);
        expect(capture + release).toBe(authorised);
      }
  });
});

describe('the split of the final amount', () => {
  const held = { giftCard: 2000, tirelire: 500, card: 7500 };

  it('is the order-time split when nothing changed', () => {
    const order = splitPayment(10000, 2000, 500, 800);
    expect(finalSplit(10000, order)).toEqual({
      kept: order,
      giveBack: { giftCard: 0, tirelire: 0 },
      shortfall: 0,
    });
  });

  it('lowers the card first, as the order-time rule would have split the lower amount', () => {
    const split = finalSplit(8000, held);
    expect(split.kept).toEqual({ giftCard: 2000, tirelire: 500, card: 5500 });
    expect(split.kept).toEqual(splitPayment(8000, 2000, 500, 500));
    expect(split.giveBack).toEqual({ giftCard: 0, tirelire: 0 });
  });

  it('then the cagnotte, then the gift card, each given back', () => {
    expect(finalSplit(2300, held)).toEqual({
      kept: { giftCard: 2000, tirelire: 300, card: 0 },
      giveBack: { giftCard: 0, tirelire: 200 },
      shortfall: 0,
    });
    expect(finalSplit(1500, held)).toEqual({
      kept: { giftCard: 1500, tirelire: 0, card: 0 },
      giveBack: { giftCard: 500, tirelire: 500 },
      shortfall: 0,
    });
    expect(finalSplit(0, held).giveBack).toEqual({ giftCard: 2000, tirelire: 500 });
  });

  it('never takes more from the card than it holds: a higher amount is a shortfall', () => {
    expect(finalSplit(10300, held)).toEqual({
      kept: { giftCard: 2000, tirelire: 500, card: 7500 },
      giveBack: { giftCard: 0, tirelire: 0 },
      shortfall: 300,
    });
  });

  it('keeps every cent: kept + given back = held, for every final amount', () => {
    for (let final = 0; final <= 10000; final += 37) {
      const s = finalSplit(final, held);
      expect(s.kept.giftCard + s.kept.tirelire + s.kept.card).toBe(final);
      expect(s.kept.giftCard + s.giveBack.giftCard).toBe(held.giftCard);
      expect(s.kept.tirelire + s.giveBack.tirelire).toBe(held.tirelire);
      expect(s.kept.card).toBeLessThanOrEqual(held.card);
    }
  });
});

describe('the card part over the order card payments', () => {
  it('captures the first payment first and releases what each does not capture', () => {
    const holds = [
      { id: 'a', capturable: 5000 },
      { id: 'b', capturable: 1200 },
    ];
    expect(allocateCapture(5600, holds)).toEqual([
      { id: 'a', capture: 5000, release: 0 },
      { id: 'b', capture: 600, release: 600 },
    ]);
    expect(allocateCapture(3000, holds)).toEqual([
      { id: 'a', capture: 3000, release: 2000 },
      { id: 'b', capture: 0, release: 1200 },
    ]);
    expect(allocateCapture(9000, holds).reduce((s, h) => s + h.capture, 0)).toBe(6200);
  });
});
