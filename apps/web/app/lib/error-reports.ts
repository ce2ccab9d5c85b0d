/**
 * The browser's error reports (document 1 §8, decision 132): an uncaught error, an unhandled promise
 * rejection or a failed hydration is sent to the API's `POST /api/erreurs-client`, at most
 * CLIENT_ERROR_REPORTS_PER_PAGE per page load. Only the page's path (never its query string), the
 * build's version, the message and the stack go, cut to the API's lengths, with query strings and
 * e-mail-like words taken out. Kept tiny: it is in every page's first load, and imports no schema.
 */
import {
  API_PREFIX,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_REPORT_PATH,
  CLIENT_ERROR_REPORTS_PER_PAGE,
  type ClientErrorKind,
  scrubClientErrorText,
} from '@cabas/contracts';

export const CLIENT_ERROR_REPORT_URL = API_PREFIX + CLIENT_ERROR_REPORT_PATH;

export interface ErrorReporterOptions {
  /** Sends one report's JSON; must never throw into the page. */
  send: (url: string, body: string) => void;
  /** The page's path (`location.pathname`). */
  page: () => string;
  /** The storefront build's version (React Router's manifest). */
  version: () => string;
}

/** Reports this page load: what is sent, up to the cap; `false` once the cap is reached or nothing is worth it. */
export type ReportError = (type: ClientErrorKind, error: unknown) => boolean;

const clean = (text: string, max: number) => scrubClientErrorText(text).trim().slice(0, max);

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function createErrorReporter({ send, page, version }: ErrorReporterOptions): ReportError {
  let sent = 0;
  return (type, error) => {
    if (sent >= CLIENT_ERROR_REPORTS_PER_PAGE) return false;
    const message = clean(describe(error), CLIENT_ERROR_LIMITS.message);
    if (!message) return false;
    sent++;
    const stack = error instanceof Error && error.stack ? clean(error.stack, CLIENT_ERROR_LIMITS.pile) : '';
    const path = page().replace(/[?#].*$/, '');
    const body = {
      type,
      page: path.startsWith('/') ? path.slice(0, CLIENT_ERROR_LIMITS.page) : '/',
      version: version()
        .replace(/[^\w.-]/g, '')
        .slice(0, CLIENT_ERROR_LIMITS.version),
      message,
      ...(stack ? { pile: stack } : {}),
    };
    try {
      send(CLIENT_ERROR_REPORT_URL, JSON.stringify(body));
    } catch {
      // A report that cannot leave is dropped: the page goes on.
    }
    return true;
  };
}

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * Listens to the page's uncaught errors and unhandled rejections from now on, and returns the
 * reporter for what React hands over itself (a hydration it gave up on, an error its boundary shows).
 * `fetch` with `keepalive`, so that a report sent as the page unloads still leaves.
 */
export function installErrorReports(): ReportError {
  const report = createErrorReporter({
    send: (url, body) =>
      void fetch(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body,
      }).catch(() => undefined),
    page: () => location.pathname,
    version: () => window.__reactRouterManifest?.version ?? '',
  });
  // A cross-origin script's error arrives as « Script error. » without its error: nothing to tell.
  addEventListener('error', (event) => void (event.error != null && report('erreur', event.error)));
  addEventListener('unhandledrejection', (event) => void report('rejet', event.reason));
  return report;
}
