import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy` from TRUST_PROXY: a hop count, or the addresses and networks of the proxies
 * (`127.0.0.1,10.0.0.0/8`; also proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Only a
 * trusted peer's X-Forwarded-For is read, so a shopper cannot choose the address their attempts are
 * counted under. `true` (trust any peer) is refused: anyone reaching the shop directly could then
 * rotate X-Forwarded-For past the login limits.
 */
export type TrustProxy = false | number | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export class TrustProxyError extends Error {
  override readonly name = 'TrustProxyError';
}

function isAddressOrNetwork(entry: string): boolean {
  if (NAMES.has(entry) || isIP(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !address || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new TrustProxyError(
      "TRUST_PROXY=true n'est plus accepté : indiquez les adresses ou réseaux de vos proxys (par exemple TRUST_PROXY=127.0.0.1,10.0.0.0/8) ou leur nombre (TRUST_PROXY=1). " +
        "(TRUST_PROXY=true is refused: list your proxies' addresses or networks, or give a hop count.)",
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (wrong.length) {
    throw new TrustProxyError(
      `TRUST_PROXY : « ${wrong.join(', ')} » n'est ni une adresse IP, ni un réseau (CIDR), ni un nombre de proxys. ` +
        `(TRUST_PROXY: "${wrong.join(', ')}" is not an IP address, a CIDR network or a hop count.)`,
    );
  }
  return entries;
}
