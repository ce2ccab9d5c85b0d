import { describe, expect, it } from 'vitest';
import { ADVANTAGE_TEXT_MAX, advantageText, sortAdvantages, truncateText } from './advantages.ts';

describe('advantages', () => {
  it('orders RI, OR, ODR, EC, PF, unknown types last, keeping ties in place', () => {
    const sorted = sortAdvantages([
      { type_avantage: 'PF', n: 1 },
      { type_avantage: 'EC', n: 2 },
      { type_avantage: 'XX', n: 3 },
      { type_avantage: 'RI', n: 4 },
      { type_avantage: 'ODR', n: 5 },
      { type_avantage: 'OR', n: 6 },
      { type_avantage: 'RI', n: 7 },
    ]);
    expect(sorted.map((a) => `${a.type_avantage}${a.n}`)).toEqual([
      'RI4',
      'RI7',
      'OR6',
      'ODR5',
      'EC2',
      'PF1',
      'XX3',
    ]);
  });

  it('cuts texts to 40 characters on desktop and 30 on mobile', () => {
    const text = '5,00 € remboursés pour 2 achetés sur toute la gamme';
    expect(advantageText(text).length).toBeLessThanOrEqual(ADVANTAGE_TEXT_MAX.desktop);
    expect(advantageText(text, 'mobile').length).toBeLessThanOrEqual(ADVANTAGE_TEXT_MAX.mobile);
    expect(advantageText(text, 'mobile')).toBe('5,00 € remboursés pour 2…');
    expect(advantageText('-30% sur le 2ème')).toBe('-30% sur le 2ème');
  });

  it('cuts inside a long word when no space is near', () => {
    expect(truncateText('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
    expect(truncateText('  un   texte  ', 40)).toBe('un texte');
  });
});
