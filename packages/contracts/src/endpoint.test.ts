import { describe, expect, it } from 'vitest';
import { apiPath, endpointPath } from './endpoint.ts';
import { endpoints } from './endpoints/index.ts';

describe('the address of a declared call', () => {
  it('fills each parameter, URL-encoded', () => {
    expect(endpointPath(endpoints.payments.sandboxPage, { session: 'a b/c' })).toBe(
      '/paiement-sandbox/a%20b%2Fc',
    );
  });

  it('refuses a call whose parameter is missing', () => {
    expect(() => endpointPath(endpoints.payments.sandboxPage, {})).toThrow(/« session »/);
  });

  it('puts the API prefix before the path on the shop origin', () => {
    expect(apiPath(endpoints.payments.notification)).toBe('/api/paiements/notifications');
    expect(apiPath(endpoints.payments.sandboxPage, { session: 'abc' })).toBe('/api/paiement-sandbox/abc');
  });
});
