import { describe, expect, it } from 'vitest';
import { isSignatureValid, signBody } from './signature.ts';

describe('notification signatures', () => {
  const secret = 's'.repeat(32);

  it('accepts the signature of exactly the signed bytes', () => {
    const body = '{"session_id":"abc","resultat":"acceptee"}';
    expect(isSignatureValid(secret, body, signBody(secret, body))).toBe(true);
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    const body = '{"a":1}';
    const signature = signBody(secret, body);
    expect(isSignatureValid(secret, '{"a":2}', signature)).toBe(false);
    expect(isSignatureValid('t'.repeat(32), body, signature)).toBe(false);
    expect(isSignatureValid(secret, body, undefined)).toBe(false);
    expect(isSignatureValid(secret, body, 'sha256=00')).toBe(false);
  });
});
