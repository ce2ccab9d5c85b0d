/**
 * The rules of the storefront's error reports that the browser needs too (document 1 §8: « Client-side
 * error reports: capped at 20 »), without zod: the browser's reporter imports them and stays small.
 * The payload's schema is in client-errors.ts.
 */

/** The report call's path under the API's base (`endpoints.clientErrors.report`). */
export const CLIENT_ERROR_REPORT_PATH = '/erreurs-client';

/** Reports one page load sends at most (document 1 §8). */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 20;

/** What went wrong: an uncaught error, an unhandled rejection, a hydration React gave up on. */
export const CLIENT_ERROR_KINDS = ['erreur', 'rejet', 'hydratation'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The longest text of each field the API takes; the browser cuts its texts to these lengths. */
export const CLIENT_ERROR_LIMITS = { page: 512, version: 64, message: 500, pile: 4000 } as const;

/**
 * A query string in a URL or a path, up to the next space, quote or parenthesis (a stack frame's
 * end). A `#` stays: React's messages name their error by it, « Minified React error #418 ».
 */
const QUERY_LIKE = /\?[^\s"'()]*/g;
/** A word with an `@` followed by a domain (linear: the word is tested alone, from each `@`). */
const EMAIL_LIKE = /@[^@]*\.[A-Za-z]{2,}/;

/** A text without query strings and e-mail-like words (they may carry personal data). */
export function scrubClientErrorText(text: string): string {
  return text
    .replace(QUERY_LIKE, '')
    .replace(/\S+/g, (word) => (word.includes('@') && EMAIL_LIKE.test(word) ? '[courriel]' : word));
}
