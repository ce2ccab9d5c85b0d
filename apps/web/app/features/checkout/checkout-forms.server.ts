/**
 * The checkout steps' forms, parsed with Conform and the contracts' schemas: the same French messages
 * as the browser's and the API's.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

export type FormParse<S extends z.ZodType> =
  | { ok: true; value: z.output<S> }
  | { ok: false; errors: Record<string, string>; first: string };

/** The form's values as the schema gives them, or the first message of each field in error. */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S): FormParse<S> {
  const submission = parseWithZod(form, { schema });
  if (submission.status === 'success') return { ok: true, value: submission.value };
  const errors: Record<string, string> = {};
  for (const [name, list] of Object.entries(submission.error ?? {})) {
    const message = list?.[0];
    if (message) errors[name.split('.')[0] ?? name] ??= message;
  }
  return { ok: false, errors, first: Object.values(errors)[0] ?? '' };
}
