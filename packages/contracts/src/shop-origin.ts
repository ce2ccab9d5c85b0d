/**
 * The origins the shop answers on, shared by the storefront and the API (one environment, read by
 * both). With `PUBLIC_URL` there is one canonical origin: every page and every link uses it. Without
 * it the shop is reached on the loopback names, the listening address and this machine's addresses on
 * `PORT`, plus `ALLOWED_HOSTS`: a link (payment return, e-mail) uses the origin the shopper is on when
 * its host is one of those, so that she comes back with her cookies; an unknown `Host` never ends up
 * in a link.
 */

/** The storefront tells the API the origin the shopper is on (checked against the trusted hosts). */
export const SHOP_ORIGIN_HEADER = 'x-shop-origin';

export interface ShopOrigins {
  /** `PUBLIC_URL`'s origin; null when unset. */
  canonical: string | null;
  /** Hosts (`host[:port]`, lower case) the shop answers on without `PUBLIC_URL`. */
  trustedHosts: readonly string[];
  /** The origin of a link when no trusted one is known: `PUBLIC_URL`, else `http://localhost:PORT`. */
  fallback: string;
}

export interface ShopOriginEnv {
  PUBLIC_URL?: string;
  ALLOWED_HOSTS?: string;
  PORT?: string;
  HOST?: string;
}

/** A `Host` header value: a DNS name or an IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isHostSyntax(host: string): boolean {
  return host.length <= 260 && HOST.test(host);
}

const WILDCARD_ADDRESSES = new Set(['', '0.0.0.0', '::', '[::]']);

function bracketed(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
}

/**
 * The shop's origins from the environment; `machineAddresses` are this machine's interface addresses
 * (used when the shop listens on every address).
 */
export function shopOriginsFrom(env: ShopOriginEnv, machineAddresses: readonly string[] = []): ShopOrigins {
  const port = Number(env.PORT ?? 3000);
  if (env.PUBLIC_URL) {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`PUBLIC_URL must be an http(s) address: ${env.PUBLIC_URL}`);
    return { canonical: url.origin, trustedHosts: [url.host], fallback: url.origin };
  }
  const host = (env.HOST ?? '').trim();
  const names = ['localhost', '127.0.0.1', '[::1]'];
  if (WILDCARD_ADDRESSES.has(host)) names.push(...machineAddresses.filter((a) => !a.includes('%')));
  else names.push(host);
  const trusted = new Set<string>();
  for (const name of names) {
    const lower = bracketed(name.toLowerCase());
    trusted.add(`${lower}:${port}`);
    if (port === 80 || port === 443) trusted.add(lower);
  }
  for (const entry of (env.ALLOWED_HOSTS ?? '').split(',')) {
    const value = entry.trim().toLowerCase();
    if (!value) continue;
    if (!isHostSyntax(value)) throw new Error(`ALLOWED_HOSTS: not a host[:port]: ${entry.trim()}`);
    trusted.add(value);
  }
  return { canonical: null, trustedHosts: [...trusted], fallback: `http://localhost:${port}` };
}

export function isTrustedHost(origins: ShopOrigins, host: string | null | undefined): boolean {
  return !!host && origins.trustedHosts.includes(host.toLowerCase());
}

/** `candidate` when it is an http(s) origin on a trusted host, else null. */
export function trustedOrigin(origins: ShopOrigins, candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== candidate) return null;
  if (origins.canonical !== null) return candidate === origins.canonical ? candidate : null;
  return isTrustedHost(origins, url.host) ? candidate : null;
}

/** The origin of an absolute link: `PUBLIC_URL`, else the first trusted candidate, else the fallback. */
export function linkOrigin(origins: ShopOrigins, ...candidates: (string | null | undefined)[]): string {
  if (origins.canonical !== null) return origins.canonical;
  for (const candidate of candidates) {
    const trusted = trustedOrigin(origins, candidate);
    if (trusted) return trusted;
  }
  return origins.fallback;
}
