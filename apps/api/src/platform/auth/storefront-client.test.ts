import { describe, expect, it } from 'vitest';
import { basicCredentials, isStorefront } from './storefront-client.ts';

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
