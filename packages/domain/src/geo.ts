export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains every point within `meters` of `centre`. */
export function boundingBox(centre: LatLon, meters: number) {
  const dLat = (meters / EARTH_RADIUS_METERS) * (180 / Math.PI);
  const cos = Math.cos(toRadians(centre.latitude));
  const dLon = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: centre.latitude - dLat,
    maxLat: centre.latitude + dLat,
    minLon: centre.longitude - dLon,
    maxLon: centre.longitude + dLon,
  };
}

export interface Located<T> {
  item: T;
  distance: number;
}

/** Items within `maxMeters` of `centre`, nearest first, at most `limit`. */
export function nearest<T extends LatLon>(
  items: readonly T[],
  centre: LatLon,
  maxMeters: number,
  limit: number,
): Located<T>[] {
  return items
    .map((item) => ({ item, distance: Math.round(distanceMeters(centre, item)) }))
    .filter((l) => l.distance <= maxMeters)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
}
