import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMeters, nearest } from './geo.ts';

const paris = { latitude: 48.8566, longitude: 2.3522 };
const lyon = { latitude: 45.764, longitude: 4.8357 };

describe('distances', () => {
  it('measures Paris–Lyon at about 392 km', () => {
    expect(distanceMeters(paris, lyon) / 1000).toBeCloseTo(392, -1);
    expect(distanceMeters(paris, paris)).toBe(0);
  });

  it('builds a box that contains every point within the radius', () => {
    const box = boundingBox(paris, 30_000);
    const north = { latitude: paris.latitude + 0.26, longitude: paris.longitude };
    expect(distanceMeters(paris, north)).toBeLessThan(30_000);
    expect(north.latitude).toBeLessThanOrEqual(box.maxLat);
    expect(box.minLon).toBeLessThan(paris.longitude - 0.4);
  });

  it('keeps the nearest items within the radius, nearest first, up to the limit', () => {
    const items = [
      { id: 'lyon', ...lyon },
      { id: 'versailles', latitude: 48.8049, longitude: 2.1204 },
      { id: 'paris', ...paris },
      { id: 'meaux', latitude: 48.9601, longitude: 2.8788 },
    ];
    const found = nearest(items, paris, 30_000, 10).map((l) => l.item.id);
    expect(found).toEqual(['paris', 'versailles']);
    expect(nearest(items, paris, 50_000, 2).map((l) => l.item.id)).toEqual(['paris', 'versailles']);
  });
});
