const BASE = 'http://cabas.invalid';
/** Backslashes and control characters anywhere: browsers read `\` as `/` and drop tabs and newlines. */
function hasForbiddenCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
/** Encoded dots, slashes, backslashes and control characters in the path: decoded later, they move it. */
const FORBIDDEN_ENCODED = /%(?:2e|2f|5c|[01][0-9a-f]|7f)/i;

/**
 * A same-site path to go back to after a form (store choice, login): only a local absolute path is
 * accepted, never another origin. The candidate is normalised with the URL parser against a dummy
 * base (`/.//evil`, `/..//evil` become `//evil`), and the result must stay on that base and must not
 * start with `//` or `/\` (which a browser reads as another host).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || hasForbiddenCharacter(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0]!;
  if (FORBIDDEN_ENCODED.test(path)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The path and query of a request URL, to come back to it. */
export function currentPath(url: URL | string): string {
  const u = typeof url === 'string' ? new URL(url, BASE) : url;
  return u.pathname + u.search;
}
