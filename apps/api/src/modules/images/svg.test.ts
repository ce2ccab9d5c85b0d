import { describe, expect, it } from 'vitest';
import { productSvg, textColourOn, wrapWords } from './svg.ts';

describe('packshot drawing', () => {
  it('wraps words into lines and ellipsises what does not fit', () => {
    expect(wrapWords('Yaourt nature au lait entier de la ferme', 12, 2)).toEqual(['Yaourt', 'nature au…']);
    expect(wrapWords('Lait', 12, 3)).toEqual(['Lait']);
  });

  it('picks the ink that contrasts with the background', () => {
    expect(textColourOn('#ffffff')).toBe('#1a1a1a');
    expect(textColourOn('#1b5e20')).toBe('#ffffff');
  });

  it('escapes names so that a product cannot inject markup', () => {
    const svg = productSvg({
      designation: 'Pâtes <script>&"',
      marque: null,
      quantity_label: null,
      color: '#1b5e20',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;');
  });
});
