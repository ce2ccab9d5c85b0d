/** Form helpers shared by the account pages (server actions and components). */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A text value of a posted form ('' when absent or a file). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A checkbox of a posted form. */
export function checked(form: FormData, name: string): boolean {
  return form.get(name) !== null;
}

/** The first message of each field of a zod error, keyed by the first part of its path. */
export function firstIssues<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rename: Partial<Record<string, K>> = {},
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const raw = String(issue.path[0] ?? '');
    const key = (rename[raw] ?? raw) as K;
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The first message of each field of an API 422 answer (`errors`). */
export function apiFieldErrors<K extends string>(
  errors: Record<string, string[]> | undefined,
  rename: Partial<Record<string, K>> = {},
): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const [raw, messages] of Object.entries(errors ?? {})) {
    const key = (rename[raw] ?? raw.split('.')[0]) as K;
    if (messages[0] && !result[key]) result[key] = messages[0];
  }
  return result;
}
