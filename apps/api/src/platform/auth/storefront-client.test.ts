import { signEndUserAddress } from '@cabas/secrets';
import { describe, expect, it } from 'vitest';
import { basicCredentials, endUserAddress, isStorefront, shopperKey } from './storefront-client.ts';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
const storefront = { id: 'cabas-web', secret: 's3cret:with%colon' };

describe('storefront client credentials', () => {
  it('are read from HTTP Basic, form-encoded as RFC 6749 says', () => {
    expect(basicCredentials(basic('cabas-web:s3cret%3Awith%25colon'))).toEqual(storefront);
    expect(isStorefront(basicCredentials(basic('cabas-web:s3cret%3Awith%25colon')), storefront)).toBe(true);
  });

  it('are refused when missing, malformed or wrong', () => {
    for (const header of [
      undefined,
      'Bearer x',
      'Basic',
      basic('sans-deux-points'),
      basic(':secret'),
      basic('a:%E0%A4%A'),
    ]) {
      expect(basicCredentials(header)).toBeNull();
    }
    expect(isStorefront(null, storefront)).toBe(false);
    expect(isStorefront({ id: 'cabas-web', secret: 'nope' }, storefront)).toBe(false);
    expect(isStorefront({ id: 'autre', secret: storefront.secret }, storefront)).toBe(false);
  });
});

describe("the shopper's address behind the storefront", () => {
  const forwarded = { 'x-end-user-ip': '203.0.113.7' };
  const request = (headers: Record<string, string>, auth: unknown = null) =>
    ({ headers, ip: '10.0.0.2', auth }) as Parameters<typeof endUserAddress>[0];

  it('is believed from the storefront: its Basic credentials or its client-credentials token', () => {
    const withBasic = request({ ...forwarded, authorization: basic('cabas-web:s3cret%3Awith%25colon') });
    expect(endUserAddress(withBasic, storefront)).toBe('203.0.113.7');
    const withAppToken = request(forwarded, { kind: 'app', appId: 'cabas-web' });
    expect(endUserAddress(withAppToken, storefront)).toBe('203.0.113.7');
  });

  it('is the connection address for anyone else (shoppers, other apps, malformed values)', () => {
    expect(endUserAddress(request(forwarded), storefront)).toBe('10.0.0.2');
    expect(endUserAddress(request(forwarded, { kind: 'app', appId: 'autre' }), storefront)).toBe('10.0.0.2');
    expect(
      endUserAddress(request(forwarded, { kind: 'client', clientId: 1, sessionId: 's' }), storefront),
    ).toBe('10.0.0.2');
    const bad = request({ 'x-end-user-ip': 'pas une adresse' }, { kind: 'app', appId: 'cabas-web' });
    expect(endUserAddress(bad, storefront)).toBe('10.0.0.2');
  });
});

describe("the shopper's address signed by the storefront", () => {
  const request = (headers: Record<string, string>, auth: unknown = null) =>
    ({ headers, ip: '127.0.0.1', auth }) as Parameters<typeof endUserAddress>[0];
  const signed = (address: string, secret = storefront.secret, now = Date.now()) => ({
    'x-end-user-ip': address,
    'x-end-user-signature': signEndUserAddress(secret, address, now),
  });
  const shopper = { kind: 'client', clientId: 7, sessionId: 's' };

  it("is believed on any call, the shopper's own token included", () => {
    expect(endUserAddress(request(signed('203.0.113.7')), storefront)).toBe('203.0.113.7');
    expect(endUserAddress(request(signed('2001:db8::7'), shopper), storefront)).toBe('2001:db8::7');
  });

  it('is refused with another key, too old, from the future, or moved to another address', () => {
    const refused = [
      signed('203.0.113.7', 'une-autre-clé-que-celle-de-la-boutique'),
      signed('203.0.113.7', storefront.secret, Date.now() - 5 * 60_000),
      signed('203.0.113.7', storefront.secret, Date.now() + 5 * 60_000),
      { ...signed('203.0.113.7'), 'x-end-user-ip': '203.0.113.8' },
      { ...signed('203.0.113.7'), 'x-end-user-signature': 'pas-une-signature' },
    ];
    for (const headers of refused) expect(endUserAddress(request(headers), storefront)).toBe('127.0.0.1');
  });

  it('keys the global limit by account for a logged-in shopper, else by address', () => {
    expect(shopperKey(request(signed('203.0.113.7'), shopper), storefront)).toBe('client:7');
    expect(shopperKey(request(signed('203.0.113.7')), storefront)).toBe('ip:203.0.113.7');
    expect(shopperKey(request({ 'x-end-user-ip': '203.0.113.7' }), storefront)).toBe('ip:127.0.0.1');
  });
});
