import { describe, expect, it } from 'vitest';
import { REDIRECT_BYPASSES } from '../../test/redirect-bypasses.ts';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirect('/panier?type_panier=drive')).toBe('/panier?type_panier=drive');
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/recherche?texte=a%2Fb')).toBe('/recherche?texte=a%2Fb');
    expect(safeRedirect('/a/../panier')).toBe('/panier');
  });

  it('refuses other origins and every known bypass', () => {
    for (const value of REDIRECT_BYPASSES) expect(safeRedirect(value), JSON.stringify(value)).toBe('/');
    expect(safeRedirect(null, '/magasins')).toBe('/magasins');
  });
});
