/**
 * The shopper's login session: the API's tokens stay on the server side of the storefront, in an
 * httpOnly, SameSite=Lax cookie signed with the session secret. The browser never holds a bearer
 * token; the page only learns the shopper's first name.
 */
import { createCookieSessionStorage, type Session } from 'react-router';
import { createCache } from './cache.server.ts';
import { CACHE_SIZES } from './cache-sizes.server.ts';
import { isSecureRequest } from './cookie-secrets.server.ts';
import { sessionCookieSecret } from './secrets.server.ts';

export { isSecureRequest };

export const SESSION_COOKIE = 'cabas_session';
/** As long as a refresh token lives (30 days); the API ends the session itself at 90 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface SessionData extends SessionTokens {
  /** Shown in the header ('Bonjour {prénom}'). */
  prenom: string;
  isPro: boolean;
}

export type AuthSession = Session<SessionData>;

type Storage = ReturnType<typeof createCookieSessionStorage<SessionData>>;
let storage: Storage | undefined;

function sessionStorage(): Storage {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
      secrets: [sessionCookieSecret()],
    },
  });
  return storage;
}

export function getSession(request: Request): Promise<AuthSession> {
  return sessionStorage().getSession(request.headers.get('cookie'));
}

const SESSION_VALUE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);

/**
 * Session cookies already checked, by their value: a page's loaders read the session several times,
 * and the same shopper sends the same value with every page; the same bytes always verify the same
 * way (one secret per process). A tampered value is kept as `null`, like an absent one.
 */
const checked = createCache<SessionData | null>(CACHE_SIZES.checkedSessions);

/** The logged-in shopper's session data, or `null` for a visitor (or a tampered cookie). */
export async function readSession(request: Request): Promise<SessionData | null> {
  const header = request.headers.get('cookie');
  const value = header ? SESSION_VALUE.exec(header)?.[1] : undefined;
  if (!value) return null;
  const data = await checked.get(value, () => verifySession(header));
  return data && { ...data };
}

async function verifySession(cookieHeader: string | null): Promise<SessionData | null> {
  const session = await sessionStorage().getSession(cookieHeader);
  const accessToken = session.get('accessToken');
  const refreshToken = session.get('refreshToken');
  if (!accessToken || !refreshToken) return null;
  return {
    accessToken,
    refreshToken,
    prenom: session.get('prenom') ?? '',
    isPro: session.get('isPro') ?? false,
  };
}

/** The `Set-Cookie` header of a new or updated session. */
export async function commitSession(request: Request, data: SessionData): Promise<string> {
  const session = await getSession(request);
  for (const [key, value] of Object.entries(data) as [keyof SessionData, never][]) session.set(key, value);
  return sessionStorage().commitSession(session, { secure: isSecureRequest(request) });
}

/** The `Set-Cookie` header that ends the session in the browser. */
export async function destroySession(request: Request): Promise<string> {
  const session = await getSession(request);
  return sessionStorage().destroySession(session, { secure: isSecureRequest(request) });
}
