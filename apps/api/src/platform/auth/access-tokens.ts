import { createHmac, createSecretKey, type KeyObject, webcrypto } from 'node:crypto';
import { errors, jwtVerify } from 'jose';

/** Who a valid access token speaks for: a logged-in shopper (and their session) or the storefront. */
export type AccessClaims =
  | { kind: 'client'; clientId: number; sessionId: string }
  | { kind: 'app'; appId: string };

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

  async check(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, await this.verifyingKey, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.scope === 'app' && payload.sub)
        return { ok: true, claims: { kind: 'app', appId: payload.sub } };
      const clientId = Number(payload.sub);
      if (payload.scope === 'client' && Number.isSafeInteger(clientId) && typeof payload.sid === 'string') {
        return { ok: true, claims: { kind: 'client', clientId, sessionId: payload.sid } };
      }
      return { ok: false, expired: false };
    } catch (error) {
      return { ok: false, expired: error instanceof errors.JWTExpired };
    }
  }
}
