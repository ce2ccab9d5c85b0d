import { describe, expect, it } from 'vitest';
import { basicCredentials, endUserAddress, isStorefront } from './storefront-client.ts';

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
