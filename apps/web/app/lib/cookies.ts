/** Minimal cookie parsing and serialising (RFC 6265), enough for our few plain-value cookies. */

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  httpOnly?: boolean;
  secure?: boolean;
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
    const expires = new Date(Date.now() + options.maxAgeSeconds * 1000);
    parts.push(`Expires=${expires.toUTCString()}`);
  }
  parts.push(`Path=${options.path ?? '/'}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure || options.sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

export function deleteCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}): string {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
