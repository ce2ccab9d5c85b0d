import { describe, expect, it } from 'vitest';
import { mapTilesFrom } from '../../lib/map-tiles.server.ts';
import { locatorHref, readLocatorForm } from './locator.ts';

describe('the locator form in the address', () => {
  it('reads the search and the filters, dropping unknown values', () => {
    const form = readLocatorForm(
      new URLSearchParams(
        'recherche=%20Lyon%20%20&type=CRF&type=HYPER&mode=DRIVE&mode=TELEPORT&service=LAVAGE&service=bad!&ouvert=on&carburant=on',
      ),
    );
    expect(form).toEqual({
      recherche: 'Lyon',
      latitude: null,
      longitude: null,
      types: ['CRF'],
      modes: ['DRIVE'],
      services: ['LAVAGE'],
      ouvert: true,
      carburant: true,
    });
  });

  it('keeps a position only when both coordinates are valid', () => {
    expect(readLocatorForm(new URLSearchParams('latitude=45.76&longitude=4.83'))).toMatchObject({
      latitude: 45.76,
      longitude: 4.83,
    });
    expect(readLocatorForm(new URLSearchParams('latitude=95&longitude=4.83')).latitude).toBeNull();
    expect(readLocatorForm(new URLSearchParams('latitude=45.76')).latitude).toBeNull();
  });

  it('builds the address of a position search with the filters kept', () => {
    const form = readLocatorForm(new URLSearchParams('recherche=Lyon&mode=LAD&carburant=on'));
    expect(locatorHref({ ...form, latitude: 45.764043, longitude: 4.835659 })).toBe(
      '/magasins?latitude=45.76404&longitude=4.83566&mode=LAD&carburant=on',
    );
    expect(locatorHref(readLocatorForm(new URLSearchParams()))).toBe('/magasins');
  });
});

describe('the optional tile layer', () => {
  it('is off unless a valid http(s) template is configured', () => {
    expect(mapTilesFrom({})).toBeNull();
    expect(mapTilesFrom({ STORE_MAP_TILE_URL: 'javascript:alert(1)' })).toBeNull();
    expect(mapTilesFrom({ STORE_MAP_TILE_URL: 'pas une adresse' })).toBeNull();
    expect(
      mapTilesFrom({
        STORE_MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
        STORE_MAP_TILE_ATTRIBUTION: '© Exemple',
      }),
    ).toEqual({
      url: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      attribution: '© Exemple',
      origin: 'https://*.tiles.example',
    });
  });

  it('allows one host when the template has no subdomain', () => {
    expect(
      mapTilesFrom({ STORE_MAP_TILE_URL: 'https://tuiles.exemple.fr:8443/{z}/{x}/{y}.png' })?.origin,
    ).toBe('https://tuiles.exemple.fr:8443');
  });
});
