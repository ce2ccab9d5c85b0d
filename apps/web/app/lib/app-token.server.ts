/**
 * The anonymous client token (kept 10 minutes): the storefront server
 * gets one client-credentials token and keeps it for every visitor's calls flagged as needing it.
 *
 * - kept at most `ttlMs` (10 minutes), and never past the token's own expiry minus `marginMs`;
 * - renewed before it runs out: within `marginMs` of the end, callers still get the current token
 *   while one renewal runs in the background;
 * - one request at a time: concurrent callers share the call in flight;
 * - a token the API refused (401) is dropped with `invalidate`, so that the next call fetches anew.
 */
import { CLIENT_TOKEN_CACHE_MS } from '@cabas/contracts';

export interface FetchedToken {
  token: string;
  /** Lifetime the token server announced (`expires_in`), in seconds. */
  expiresInSeconds?: number;
}

export interface AppTokenSource {
  get(): Promise<string>;
  /** Forgets `token` if it is still the cached one (the API refused it). */
  invalidate(token: string): void;
}

export interface AppTokenCacheOptions {
  fetchToken: () => Promise<FetchedToken>;
  now?: () => number;
  ttlMs?: number;
  /** Renewal starts this long before the end of the cached token. */
  marginMs?: number;
}

export function createAppTokenCache({
  fetchToken,
  now = Date.now,
  ttlMs = CLIENT_TOKEN_CACHE_MS,
  marginMs = 30_000,
}: AppTokenCacheOptions): AppTokenSource {
  let cached: { token: string; expiresAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  function renew(): Promise<string> {
    inFlight ??= (async () => {
      try {
        const started = now();
        const answer = await fetchToken();
        const lifetime =
          answer.expiresInSeconds === undefined ? ttlMs : Math.min(ttlMs, answer.expiresInSeconds * 1000);
        cached = { token: answer.token, expiresAt: started + lifetime };
        return answer.token;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  return {
    get() {
      const at = now();
      if (cached && at < cached.expiresAt) {
        // Close to the end: renewed in the background, the current token still serves.
        if (at >= cached.expiresAt - marginMs) renew().catch(() => {});
        return Promise.resolve(cached.token);
      }
      return renew();
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
