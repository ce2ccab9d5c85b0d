import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirect('/panier?type_panier=drive')).toBe('/panier?type_panier=drive');
    expect(safeRedirect('/')).toBe('/');
  });
  it('refuses other origins and odd values', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      ' ',
      'a/b',
      '/a\u0000b',
    ]) {
      expect(safeRedirect(value), value).toBe('/');
    }
    expect(safeRedirect(null, '/magasins')).toBe('/magasins');
  });
});
