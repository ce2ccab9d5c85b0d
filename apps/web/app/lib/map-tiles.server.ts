/**
 * An optional tile layer under the store map (`STORE_MAP_TILE_URL`, a Leaflet URL template such as
 * `https://tiles.example/{z}/{x}/{y}.png`, with `STORE_MAP_TILE_ATTRIBUTION`). Unset, the map draws only
 * the bundled outlines of France's départements: nothing is fetched from another site.
 */
export interface MapTiles {
  url: string;
  attribution: string;
  /** The tiles' origin, allowed in the pages' `img-src`. */
  origin: string;
}

export function mapTilesFrom(env: NodeJS.ProcessEnv = process.env): MapTiles | null {
  const url = env.STORE_MAP_TILE_URL?.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url.replace(/\{[a-z]\}/g, 'a'));
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    // `{s}` picks a subdomain per tile (a, b, c): allow them all.
    const origin = url.includes('{s}.')
      ? `${parsed.protocol}//*.${parsed.host.split('.').slice(1).join('.')}`
      : parsed.origin;
    return { url, attribution: env.STORE_MAP_TILE_ATTRIBUTION?.trim() ?? '', origin };
  } catch {
    return null;
  }
}

let current: MapTiles | null | undefined;

export function mapTiles(): MapTiles | null {
  if (current === undefined) current = mapTilesFrom();
  return current;
}
