import { messages } from '@cabas/contracts';
import { data } from 'react-router';

/**
 * CSRF protection of the storefront's actions: besides the SameSite=Lax session cookie, a
 * POST is accepted only when the browser says it comes from one of the shop's own pages: its `Origin`
 * header, else its `Referer`, has the request's origin. No header at all, or `Origin: null`, is refused.
 */
export function isSameOriginRequest(request: Request): boolean {
  const expected = new URL(request.url).origin;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin !== 'null' && origin === expected;
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === expected;
  } catch {
    return false;
  }
}

/** Refuses (403) a POST that does not come from one of the shop's pages (CSRF). */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
}
