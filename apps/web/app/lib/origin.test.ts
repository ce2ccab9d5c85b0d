import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './origin.ts';

const post = (headers: Record<string, string>, url = 'https://cabas.example/connexion') =>
  new Request(url, { method: 'POST', headers });

describe('isSameOriginRequest (CSRF check of the actions)', () => {
  it('accepts a form posted from one of the shop’s pages', () => {
    expect(isSameOriginRequest(post({ origin: 'https://cabas.example' }))).toBe(true);
    expect(isSameOriginRequest(post({ referer: 'https://cabas.example/panier?x=1' }))).toBe(true);
    expect(
      isSameOriginRequest(post({ origin: 'http://127.0.0.1:3000' }, 'http://127.0.0.1:3000/connexion')),
    ).toBe(true);
  });

  it('refuses another origin, another scheme or port, `null` and a missing header', () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://cabas.example' },
      { origin: 'https://cabas.example:8443' },
      { origin: 'https://cabas.example.evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/cabas.example' },
      { referer: 'pas une adresse' },
      {},
    ];
    for (const headers of refused) {
      expect(isSameOriginRequest(post(headers)), JSON.stringify(headers)).toBe(false);
    }
  });

  it('trusts Origin over Referer when both are sent', () => {
    expect(
      isSameOriginRequest(post({ origin: 'https://evil.example', referer: 'https://cabas.example/' })),
    ).toBe(false);
  });
});
