/**
 * Form parsing shared by every storefront action: Conform's `parseWithZod` with the schemas of
 * `@cabas/contracts`, the very ones the API validates with, so the shopper reads the same French
 * messages whether the storefront or the API refused the form. The action answers with Conform's
 * `SubmissionResult` (`reply`), which the page's `useCheckedForm` reads back: the posted values to
 * show again and each field's message.
 */
import type { Submission, SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { type FieldErrors, firstErrors } from './form.ts';

export type { FieldErrors } from './form.ts';
export { firstErrors } from './form.ts';

export type ParsedForm<S extends z.ZodType, K extends string> = (
  | { ok: true; value: z.output<S> }
  | { ok: false; fieldErrors: FieldErrors<K> }
) & {
  /** Reads a posted text value as typed ('' when absent), to show it back. */
  text: (name: string) => string;
  /**
   * The answer for the page: the posted values (but `hide`, such as passwords and captchas), and the
   * given messages, or the schema's when none is given.
   */
  reply: (options?: ReplyExtras) => SubmissionResult<string[]>;
};

export interface ReplyExtras {
  /** Messages on fields, by the posted field name. */
  fieldErrors?: Partial<Record<string, string | null | undefined>>;
  /** A message for the whole form (rate limit, API unavailable…). */
  formError?: string | null;
  /** Posted fields never sent back to the page (passwords, captcha payloads). */
  hide?: readonly string[];
  /** The form was taken: empty it. */
  reset?: boolean;
}

function replyOf(submission: Submission<unknown>, extras: ReplyExtras = {}) {
  if (extras.reset) return submission.reply({ resetForm: true });
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(extras.fieldErrors ?? {})) {
    if (message) fieldErrors[name] = [message];
  }
  return submission.reply({
    ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
    ...(extras.formError ? { formErrors: [extras.formError] } : {}),
    hideFields: [...(extras.hide ?? [])],
  });
}

/**
 * Parses a posted form with a contracts schema (empty fields count as missing, checkboxes as
 * booleans).
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
  const reply = (options?: ReplyExtras) => replyOf(submission, options);
  if (submission.status === 'success') return { ok: true, value: submission.value, text, reply };
  return { ok: false, fieldErrors: firstErrors<K>(submission.error), text, reply };
}
