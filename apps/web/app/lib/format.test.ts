import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatHour,
  formatPrice,
  formatSlot,
  formatUnitPrice,
  parisOffsetMinutes,
  parseApiDate,
} from './format.ts';

// Intl writes a no-break space before the euro sign; compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('formats cents as euros with two decimals', () => {
    expect(plain(formatPrice(1234))).toBe('12,34 €');
    expect(plain(formatPrice(0))).toBe('0,00 €');
    expect(plain(formatPrice(5))).toBe('0,05 €');
    expect(plain(formatPrice(123456))).toBe('1 234,56 €');
  });
  it('writes exactly what Intl writes for French euros, spaces and signs included', () => {
    const intl = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
    });
    const values = [
      0, -0, 1, 9, 10, 99, 100, 999, 1000, 99999, 100000, 123456789, -1, -150, -123456, 12.5, -0.4, 2.5,
    ];
    for (let i = 0; i < 500; i++) values.push(Math.round((i * 7919) ** 1.7) * (i % 3 === 0 ? -1 : 1));
    for (const cents of values) expect(formatPrice(cents)).toBe(intl.format(Math.round(cents) / 100));
  });
  it('formats a price per unit', () => {
    expect(plain(formatUnitPrice(350, 'kg'))).toBe('3,50 € / kg');
    expect(plain(formatUnitPrice(129, 'L'))).toBe('1,29 € / l');
  });
});

describe('distance', () => {
  it('shows kilometres with at most one decimal', () => {
    expect(formatDistance(2300)).toBe('2,3 km');
    expect(formatDistance(850)).toBe('0,9 km');
    expect(formatDistance(12000)).toBe('12 km');
    expect(formatDistance(0)).toBe('0 km');
  });
});

describe('dates in Europe/Paris', () => {
  it('knows the Paris offset in winter and summer', () => {
    expect(parisOffsetMinutes(new Date('2025-01-15T12:00:00Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2025-07-15T12:00:00Z'))).toBe(120);
  });
  it('reads a wall-clock date-time as Paris time', () => {
    expect(parseApiDate('2025-07-15 10:30:00')?.date.toISOString()).toBe('2025-07-15T08:30:00.000Z');
    expect(parseApiDate('2025-01-15 10:30')?.date.toISOString()).toBe('2025-01-15T09:30:00.000Z');
    expect(parseApiDate('2025-01-15')?.hasTime).toBe(false);
    expect(parseApiDate('n/a')).toBeNull();
    expect(parseApiDate(null)).toBeNull();
  });
  it('formats hours the French way', () => {
    expect(formatHour('08:30')).toBe('8h30');
    expect(formatHour('10:00')).toBe('10h');
    expect(formatHour('midi')).toBe('midi');
  });
  it('formats a slot start', () => {
    expect(formatSlot('2025-11-25', '10:00')).toBe('mardi 25 novembre à 10h');
    expect(formatSlot('2025-11-25 08:30:00')).toBe('mardi 25 novembre à 8h30');
    expect(formatSlot('2025-11-25T17:15:00Z')).toBe('mardi 25 novembre à 18h15');
    expect(formatSlot('2025-11-25')).toBe('mardi 25 novembre');
    expect(formatSlot(null)).toBeNull();
  });
});
