/**
 * The staff session (decision 108): its own httpOnly, SameSite=Lax, signed cookie, apart from the
 * shopper's `cabas_session`. It holds the staff token, which the browser never sees; the shopper's
 * session is never read on /gestion, and this one never on the shop's pages.
 */
import { createCookieSessionStorage } from 'react-router';
import { isSecureRequest } from '../../lib/cookie-secrets.server.ts';
import { sessionCookieSecret } from '../../lib/secrets.server.ts';

export const STAFF_SESSION_COOKIE = 'cabas_gestion';
/** A working day, as long as the staff session on the API side. */
export const STAFF_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export interface StaffSessionData {
  accessToken: string;
}

type Storage = ReturnType<typeof createCookieSessionStorage<StaffSessionData>>;
let storage: Storage | undefined;

function staffStorage(): Storage {
  storage ??= createCookieSessionStorage<StaffSessionData>({
    cookie: {
      name: STAFF_SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: STAFF_SESSION_MAX_AGE_SECONDS,
      secrets: [sessionCookieSecret()],
    },
  });
  return storage;
}

/** The staff session of the request, or `null` (none, or a tampered cookie). */
export async function readStaffSession(request: Request): Promise<StaffSessionData | null> {
  const header = request.headers.get('cookie');
  if (!header?.includes(`${STAFF_SESSION_COOKIE}=`)) return null;
  const session = await staffStorage().getSession(header);
  const accessToken = session.get('accessToken');
  return accessToken ? { accessToken } : null;
}

/** The `Set-Cookie` header of a new staff session. */
export async function commitStaffSession(request: Request, data: StaffSessionData): Promise<string> {
  const session = await staffStorage().getSession(null);
  session.set('accessToken', data.accessToken);
  return staffStorage().commitSession(session, { secure: isSecureRequest(request) });
}

/** The `Set-Cookie` header that ends the staff session in the browser. */
export async function destroyStaffSession(request: Request): Promise<string> {
  const session = await staffStorage().getSession(request.headers.get('cookie'));
  return staffStorage().destroySession(session, { secure: isSecureRequest(request) });
}
