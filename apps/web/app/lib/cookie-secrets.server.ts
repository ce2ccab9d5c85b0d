import { createHmac } from 'node:crypto';
import { sessionCookieSecret } from './secrets.server.ts';

/**
 * The signing key of one signed cookie, derived from the session secret (SESSION_SECRET, else the one
 * kept in DATA_DIR): each cookie has its own key, so that the signed value of one cookie is never
 * accepted as another's (React Router signs the value only, not the name).
 */
export function cookieSecret(name: string): string {
  return createHmac('sha256', sessionCookieSecret()).update(`cookie:${name}`).digest('base64url');
}

/** Whether cookies must be marked Secure: the request came over HTTPS (directly or through a proxy). */
export function isSecureRequest(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}
