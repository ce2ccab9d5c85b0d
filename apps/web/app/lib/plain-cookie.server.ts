import type { CookieOptions } from 'react-router';

/**
 * A React Router cookie whose value is written as it is (`uuid=…`, `magasin_id=47`) rather than as
 * base64 JSON: the values these cookies held before they were declared with `createCookie` (and that
 * browsers still send for a year) keep working, as do the tools that set them (benchmarks, tests).
 * Only for short ASCII values that need no signature; `parse` gives the string, `serialize` takes it.
 *
 * React Router encodes a value as base64 JSON, then hands it to the `cookie` package, whose
 * `encode`/`decode` options are the last step of writing and the first of reading: these two undo and
 * redo React Router's encoding there.
 */
export const PLAIN_VALUE: Pick<CookieOptions, 'encode' | 'decode'> = {
  encode(encoded: string): string {
    if (encoded === '') return '';
    try {
      const value: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
      return encodeURIComponent(typeof value === 'string' ? value : '');
    } catch {
      return '';
    }
  },
  decode(raw: string): string {
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Kept as sent.
    }
    return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
  },
};
