/** Field messages as the pages read them: the first message of each field. */
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
