import { describe, expect, it } from 'vitest';
import { clientErrorReportBody } from './client-errors.ts';
import { scrubClientErrorText } from './client-errors-rules.ts';

describe('scrubClientErrorText', () => {
  it('takes out query strings and e-mail-like words, and keeps the rest', () => {
    expect(scrubClientErrorText('GET /recherche?q=lait&email=a@b.fr failed')).toBe('GET /recherche failed');
    expect(scrubClientErrorText('pour marie.dupont@example.fr, "jean+x@exemple.com"')).toBe(
      'pour [courriel] [courriel]',
    );
    expect(
      scrubClientErrorText('Minified React error #418; visit https://react.dev/errors/418?args[]=x'),
    ).toBe('Minified React error #418; visit https://react.dev/errors/418');
    expect(scrubClientErrorText('@media et user@localhost restent')).toBe('@media et user@localhost restent');
  });
});

describe('clientErrorReportBody', () => {
  const base = { type: 'erreur', page: '/panier', version: 'abc', message: 'Boum' };

  it('drops the page query string and fragment, and scrubs the texts', () => {
    const parsed = clientErrorReportBody.parse({
      ...base,
      page: '/mon-compte?email=a@b.fr#x',
      message: ' écrit à a.b@c.fr ',
      pile: 'at f (https://x/a.js?t=1:1:2)',
    });
    expect(parsed).toEqual({
      type: 'erreur',
      page: '/mon-compte',
      version: 'abc',
      message: 'écrit à [courriel]',
      pile: 'at f (https://x/a.js)',
    });
  });

  it('refuses other fields, other kinds, a page that is not a path', () => {
    expect(clientErrorReportBody.safeParse({ ...base, nom: 'Marie' }).success).toBe(false);
    expect(clientErrorReportBody.safeParse({ ...base, type: 'avertissement' }).success).toBe(false);
    expect(clientErrorReportBody.safeParse({ ...base, page: 'https://ailleurs.example/' }).success).toBe(
      false,
    );
  });
});
