import { errors, jwtVerify, SignJWT } from 'jose';

/** Who a valid access token speaks for: a logged-in shopper (and their session) or the storefront. */
export type AccessClaims =
  | { kind: 'client'; clientId: number; sessionId: string }
  | { kind: 'app'; appId: string };

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The web keeps the client-credentials token 10 minutes (doc 1 §9); it lives a little longer. */
export const APP_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'cabas-api';
const AUDIENCE = 'cabas';

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/** Short-lived JWT access tokens, HS256 with AUTH_SECRET. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: () => Date,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  private sign(subject: string, claims: Record<string, string>, ttlSeconds: number) {
    const now = Math.floor(this.clock().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(this.key);
  }

  forClient(clientId: number, sessionId: string) {
    return this.sign(String(clientId), { scope: 'client', sid: sessionId }, ACCESS_TOKEN_TTL_SECONDS);
  }

  forApp(appId: string) {
    return this.sign(appId, { scope: 'app' }, APP_TOKEN_TTL_SECONDS);
  }

  async check(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
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
