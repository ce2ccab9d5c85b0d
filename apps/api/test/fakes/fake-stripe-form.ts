/** A form value of Stripe's bracket notation: `a[b][0][c]=x` → `{ a: { b: [{ c: 'x' }] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function decodeStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head, ...rest] = name
      .split('[')
      .map((part, index) => (index === 0 ? part : part.replace(/]$/, '')));
    if (head === undefined) continue;
    setPath(root, [head, ...rest], value);
  }
  return root;
}

function setPath(container: FormObject | FormValue[], path: string[], value: string) {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const slot = key === '' && Array.isArray(container) ? String(container.length) : key;
  const record = container as unknown as Record<string, FormValue>;
  if (rest.length === 0) {
    record[slot] = value;
    return;
  }
  const next = rest[0] ?? '';
  if (record[slot] === undefined) record[slot] = next === '' || /^\d+$/.test(next) ? [] : {};
  const child = record[slot];
  if (typeof child === 'string') return;
  setPath(child, rest, value);
}

/** A string at a path of a decoded form, or null. */
export function stringAt(form: FormValue | undefined, ...path: (string | number)[]): string | null {
  let current: FormValue | undefined = form;
  for (const key of path) {
    if (current === undefined || typeof current === 'string') return null;
    current = (current as Record<string, FormValue>)[String(key)];
  }
  return typeof current === 'string' ? current : null;
}

/** A flat record of strings (metadata) at a path, or {}. */
export function recordAt(form: FormValue | undefined, ...path: string[]): Record<string, string> {
  let current: FormValue | undefined = form;
  for (const key of path) {
    if (current === undefined || typeof current === 'string' || Array.isArray(current)) return {};
    current = current[key];
  }
  if (current === undefined || typeof current === 'string' || Array.isArray(current)) return {};
  return Object.fromEntries(
    Object.entries(current).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The values of a list parameter (`expand[]=a` or `expand[0]=a`). */
export function listAt(form: FormObject, key: string): string[] {
  const value = form[key];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}
