/**
 * Form parsing shared by the account actions: Conform's `parseWithZod` with the schemas of
 * `@cabas/contracts`, the very ones the API validates with, so the shopper reads the same French
 * messages whether the storefront or the API refused the form.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field, keyed by the first part of its name (`a.b`, `a[0]` → `a`). */
export function firstErrors<K extends string>(
  errors: Record<string, readonly string[] | null | undefined> | null | undefined,
): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const key = name.split(/[.[]/)[0] as K;
    const message = messages?.[0];
    if (message && !result[key]) result[key] = message;
  }
  return result;
}

export type ParsedForm<S extends z.ZodType, K extends string> =
  | { ok: true; value: z.output<S>; text: (name: string) => string }
  | { ok: false; fieldErrors: FieldErrors<K>; text: (name: string) => string };

/**
 * Parses a posted form with a contracts schema (empty fields count as missing, checkboxes as
 * booleans). `text` reads a posted text value as typed ('' when absent), to show it back.
 */
export function parseForm<S extends z.ZodType, K extends string = string>(
  form: FormData,
  schema: S,
): ParsedForm<S, K> {
  const submission = parseWithZod(form, { schema });
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (submission.status === 'success') return { ok: true, value: submission.value, text };
  return { ok: false, fieldErrors: firstErrors<K>(submission.error), text };
}
