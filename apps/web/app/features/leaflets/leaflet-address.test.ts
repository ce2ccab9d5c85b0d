import { describe, expect, it } from 'vitest';
import { IDLE_SECONDS, kioskHref, kioskSettings, noticeSeconds } from './kiosk.ts';
import { leafletPath, validity } from './leaflet-model.ts';
import { parseLeafletSplat } from './leaflets.server.ts';

describe('leaflet addresses', () => {
  it('reads a slug and an optional page number', () => {
    expect(parseLeafletSplat('50-sur-le-2eme-2026-11-24')).toEqual({
      slug: '50-sur-le-2eme-2026-11-24',
      page: null,
    });
    expect(parseLeafletSplat('50-sur-le-2eme-2026-11-24/3')).toEqual({
      slug: '50-sur-le-2eme-2026-11-24',
      page: 3,
    });
    for (const bad of ['', 'Promo', 'a/b/c', 'a/0', 'a/x', 'a/1000', 'a--b', '../x'])
      expect(parseLeafletSplat(bad), bad).toBeNull();
  });

  it('builds page addresses, page 1 being the leaflet’s own', () => {
    expect(leafletPath('boutique', 'promo-2026-11-24')).toBe('/prospectus/promo-2026-11-24');
    expect(leafletPath('boutique', 'promo-2026-11-24', 1)).toBe('/prospectus/promo-2026-11-24');
    expect(leafletPath('borne', 'promo-2026-11-24', 2)).toBe('/prospectus/borne/promo-2026-11-24/2');
  });

  it('writes the validity in French, Paris days', () => {
    expect(validity('2026-11-30T23:30:00.000Z', '2026-12-10T22:59:59.000Z')).toBe(
      'Du 1er décembre au 10 décembre',
    );
  });
});

describe('kiosk settings', () => {
  it('takes the inactivity delay from the address within bounds, else the default', () => {
    const at = (q: string) => kioskSettings(new URL(`http://shop.test/prospectus/borne${q}`));
    expect(at('?inactivite=30')).toEqual({ idleSeconds: 30, idleParam: '30' });
    for (const q of ['', '?inactivite=1', '?inactivite=901', '?inactivite=abc', '?inactivite=-5'])
      expect(at(q), q).toEqual({ idleSeconds: IDLE_SECONDS.default, idleParam: null });
  });

  it('keeps the delay in the kiosk’s links and shows the notice for 20 s at most', () => {
    expect(kioskHref('/prospectus/borne', '30')).toBe('/prospectus/borne?inactivite=30');
    expect(kioskHref('/prospectus/borne', null)).toBe('/prospectus/borne');
    expect(noticeSeconds(120)).toBe(20);
    expect(noticeSeconds(4)).toBe(2);
  });
});
