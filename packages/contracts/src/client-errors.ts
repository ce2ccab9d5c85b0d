import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, scrubClientErrorText } from './client-errors-rules.ts';

/**
 * The storefront's error reports (document 1 §8: « Client-side error reports: capped at 20 »): an
 * uncaught error, an unhandled promise rejection or a failed hydration, sent by the browser to the
 * API, which logs it with its request id and counts it (`/metrics`). No personal data: the page is a
 * path without its query string, and e-mail-like strings and query strings are taken out of the
 * message and the stack, by the browser before sending and again by this schema.
 */

const text = (max: number) => z.string().trim().min(1).max(max).transform(scrubClientErrorText);

export const clientErrorReportBody = z.strictObject({
  type: z.enum(CLIENT_ERROR_KINDS),
  /** The page's path (`location.pathname`): its query string and fragment, if any, are dropped. */
  page: z
    .string()
    .max(CLIENT_ERROR_LIMITS.page)
    .regex(/^\/[^\s]*$/)
    .transform((path) => scrubClientErrorText(path.replace(/[?#].*$/, ''))),
  /** The storefront build the page runs (its manifest's version). */
  version: z
    .string()
    .max(CLIENT_ERROR_LIMITS.version)
    .regex(/^[\w.-]*$/),
  message: text(CLIENT_ERROR_LIMITS.message),
  pile: text(CLIENT_ERROR_LIMITS.pile).optional(),
});
export type ClientErrorReport = z.output<typeof clientErrorReportBody>;
export type ClientErrorReportInput = z.input<typeof clientErrorReportBody>;
