/**
 * A same-site path to go back to after a form (store choice, login later): only a local absolute
 * path is accepted, never another origin (`//evil.example`, `/\evil`, `https:…`).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  try {
    const url = new URL(value, 'http://cabas.invalid');
    if (url.origin !== 'http://cabas.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The path and query of a request URL, to come back to it. */
export function currentPath(url: URL | string): string {
  const u = typeof url === 'string' ? new URL(url, 'http://cabas.invalid') : url;
  return u.pathname + u.search;
}
