import { createHmac, createSecretKey, type KeyObject, webcrypto } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

/**
 * Who a valid access token speaks for: a logged-in shopper (and their session), the storefront, or a
 * member of the store staff (and their staff session, decision 108): three kinds that never stand in
 * for one another.
 */
export type AccessClaims =
  | { kind: 'client'; clientId: number; sessionId: string }
  | { kind: 'app'; appId: string }
  | { kind: 'staff'; staffId: number; sessionId: string };

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The web keeps the client-credentials token 10 minutes; it lives a little longer. */
export const APP_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'cabas-api';
const AUDIENCE = 'cabas';

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Short-lived JWT access tokens, HS256 with AUTH_SECRET. The key is prepared once: jose would import a
 * raw secret into WebCrypto on every call, and its signature is an asynchronous WebCrypto job on the
 * thread pool that argon2 uses; a token is signed here with one synchronous HMAC instead (it is a login's
 * largest cost after argon2). Checking stays with jose, which validates header, algorithm and claims.
 */
export class AccessTokens {
  private readonly signingKey: KeyObject;
  private readonly verifyingKey: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens already found valid, with their expiry: the storefront sends the same token with each of
   * a page's API calls, and the same bytes always verify the same way. Only the expiry is checked
   * again (against the clock, as jose would); an invalid token is never kept.
   */
  private readonly verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({
    max: 10_000,
  });

  constructor(
    secret: string,
    private readonly clock: () => Date,
  ) {
    const raw = new TextEncoder().encode(secret);
    this.signingKey = createSecretKey(raw);
    this.verifyingKey = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
  }

  private sign(subject: string, claims: Record<string, string>, ttlSeconds: number): string {
    const now = Math.floor(this.clock().getTime() / 1000);
    const payload = { ...claims, sub: subject, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + ttlSeconds };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${createHmac('sha256', this.signingKey).update(body).digest('base64url')}`;
  }

  forClient(clientId: number, sessionId: string) {
    return this.sign(String(clientId), { scope: 'client', sid: sessionId }, ACCESS_TOKEN_TTL_SECONDS);
  }

  forApp(appId: string) {
    return this.sign(appId, { scope: 'app' }, APP_TOKEN_TTL_SECONDS);
  }

  /** A staff member's token: it lives as long as the staff session, which every staff call checks. */
  forStaff(staffId: number, sessionId: string, ttlSeconds: number) {
    return this.sign(String(staffId), { scope: 'staff', sid: sessionId }, ttlSeconds);
  }

  async check(token: string): Promise<TokenCheck> {
    const known = this.verified.get(token);
    if (known) {
      if (this.clock().getTime() < known.expiresAt) return { ok: true, claims: known.claims };
      this.verified.delete(token);
      return { ok: false, expired: true };
    }
    const checked = await this.verify(token);
    if (checked.result.ok && checked.expiresAt !== null)
      this.verified.set(token, { claims: checked.result.claims, expiresAt: checked.expiresAt });
    return checked.result;
  }

  private async verify(token: string): Promise<{ result: TokenCheck; expiresAt: number | null }> {
    const refuse = (expired: boolean) => ({ result: { ok: false, expired } as TokenCheck, expiresAt: null });
    try {
      const { payload } = await jwtVerify(token, await this.verifyingKey, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      // jose checked that `exp` is there and still ahead (seconds).
      const expiresAt = (payload.exp as number) * 1000;
      if (payload.scope === 'app' && payload.sub)
        return { result: { ok: true, claims: { kind: 'app', appId: payload.sub } }, expiresAt };
      const subjectId = Number(payload.sub);
      if (!Number.isSafeInteger(subjectId) || typeof payload.sid !== 'string') return refuse(false);
      const sessionId = payload.sid;
      if (payload.scope === 'client')
        return {
          result: { ok: true, claims: { kind: 'client', clientId: subjectId, sessionId } },
          expiresAt,
        };
      if (payload.scope === 'staff')
        return { result: { ok: true, claims: { kind: 'staff', staffId: subjectId, sessionId } }, expiresAt };
      return refuse(false);
    } catch (error) {
      return refuse(error instanceof errors.JWTExpired);
    }
  }
}
