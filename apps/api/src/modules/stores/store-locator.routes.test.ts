import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

interface Item {
  id: number;
  attributes: {
    type: string;
    ville: string;
    distance: number | null;
    modes_commande: string[];
    open: boolean;
    horaires_jour: { date: string; plages: { from: string; to: string }[]; texte: string };
    statut_ouverture: string;
    prochaine_ouverture: { date: string; heure: string } | null;
    services: { code: string; libelle: string }[];
    carburant: boolean;
  };
}

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/magasins?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Item[];
    meta: { total: number; services: { code: string; libelle: string }[] };
  };
}

/** Only `Date` is faked: the request's "now" is this instant, timers keep running. */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const storesWith = async (
  table: 'store_services' | 'store_order_modes',
  column: 'code' | 'type',
  value: string,
) =>
  (
    await t.database.db
      .selectFrom(table)
      .innerJoin('stores', 'stores.id', `${table}.store_id`)
      .select('stores.id')
      .where('stores.is_national', '=', 0)
      .where(`${table}.${column}` as 'store_services.code', '=', value)
      .execute()
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

const ids = (items: Item[]) => items.map((s) => s.id).sort((a, b) => a - b);

describe('GET /api/magasins filters', () => {
  it('keeps the stores of any of the given types', async () => {
    const all = await list('');
    const poste = await list('type=PRP_LA_POSTE');
    expect(poste.data.length).toBeGreaterThan(0);
    expect(poste.data.every((s) => s.attributes.type === 'PRP_LA_POSTE')).toBe(true);
    expect(poste.data.length).toBe(all.data.filter((s) => s.attributes.type === 'PRP_LA_POSTE').length);
    const two = await list('type=PRP_LA_POSTE&type=STANDARD');
    expect(new Set(two.data.map((s) => s.attributes.type))).toEqual(new Set(['PRP_LA_POSTE', 'STANDARD']));
  });

  it('keeps the stores that offer every given order mode', async () => {
    const both = await list('mode=DRIVE&mode=LAD');
    const drive = await storesWith('store_order_modes', 'type', 'DRIVE');
    const lad = await storesWith('store_order_modes', 'type', 'LAD');
    expect(ids(both.data)).toEqual(drive.filter((id) => lad.includes(id)));
    expect(both.data.length).toBeGreaterThan(0);
    expect(both.data.length).toBeLessThan((await list('')).data.length);
  });

  it('keeps the stores with a fuel station, as `carburant` or as the STATION service', async () => {
    const withStation = await storesWith('store_services', 'code', 'STATION');
    const fuel = await list('carburant=true');
    expect(ids(fuel.data)).toEqual(withStation);
    expect(fuel.data.every((s) => s.attributes.carburant)).toBe(true);
    expect(ids((await list('service=STATION')).data)).toEqual(withStation);
    const notFuel = (await list('')).data.filter((s) => !s.attributes.carburant);
    expect(notFuel.length).toBeGreaterThan(0);
    expect(notFuel.every((s) => !s.attributes.services.some((x) => x.code === 'STATION'))).toBe(true);
  });

  it('combines services with each other and with a search near Lyon', async () => {
    const wash = await storesWith('store_services', 'code', 'LAVAGE');
    const station = await storesWith('store_services', 'code', 'STATION');
    const both = await list('service=LAVAGE&carburant=1');
    expect(ids(both.data)).toEqual(wash.filter((id) => station.includes(id)));
    const lyon = await list('q=Lyon&carburant=true');
    expect(lyon.data.every((s) => s.attributes.carburant && s.attributes.distance !== null)).toBe(true);
    const lyonAll = await list('q=Lyon');
    expect(lyon.data.length).toBe(lyonAll.data.filter((s) => s.attributes.carburant).length);
  });

  it('offers every service some store has, with its French label', async () => {
    const { meta } = await list('q=Lyon');
    expect(meta.services).toEqual(expect.arrayContaining([{ code: 'STATION', libelle: 'Station-service' }]));
    expect(new Set(meta.services.map((s) => s.code)).size).toBe(meta.services.length);
  });

  it('keeps the stores open now: all on a Tuesday morning, none at night, not the ones at lunch break', async () => {
    at('2027-03-16T10:00:00Z'); // Tuesday 11:00 in Paris
    const all = await list('');
    const morning = await list('ouvert=true');
    expect(morning.data.length).toBe(all.data.length);
    expect(morning.data[0]?.attributes.statut_ouverture).toMatch(/^Ouvert jusqu’à \d\dh\d\d$/);

    at('2027-03-16T12:00:00Z'); // Tuesday 13:00: small-town stores close for lunch
    const lunch = await list('ouvert=true');
    const lunchAll = await list('');
    expect(lunch.data.length).toBeGreaterThan(0);
    expect(lunch.data.length).toBeLessThan(lunchAll.data.length);
    expect(ids(lunch.data)).toEqual(ids(lunchAll.data.filter((s) => s.attributes.open)));
    const closed = lunchAll.data.find((s) => !s.attributes.open)!;
    expect(closed.attributes.prochaine_ouverture).toEqual({ date: '2027-03-16', heure: '14:30' });
    expect(closed.attributes.statut_ouverture).toBe('Fermé, ouvre à 14h30');

    at('2027-03-14T02:00:00Z'); // Sunday 03:00
    expect((await list('ouvert=true')).data).toEqual([]);
  });

  it("gives each store today's hours, its distance and its services", async () => {
    at('2027-03-16T10:00:00Z');
    const { data } = await list('q=Lyon');
    const first = data[0]!;
    expect(first.attributes.ville).toMatch(/Lyon/);
    expect(first.attributes.distance).toEqual(expect.any(Number));
    expect(first.attributes.horaires_jour.date).toBe('2027-03-16');
    expect(first.attributes.horaires_jour.plages.length).toBeGreaterThan(0);
    expect(first.attributes.horaires_jour.texte).toMatch(/^\d\dh\d\d-\d\dh\d\d/);
    expect(first.attributes.services.length).toBeGreaterThan(0);
  });

  it('applies "open now" before the limit: the nearest open store, not none', async () => {
    at('2027-03-14T09:00:00Z'); // Sunday 10:00: drives and some stores are closed
    const closedStores = (await list('')).data.filter((s) => !s.attributes.open);
    const found: number[] = [];
    for (const closed of closedStores) {
      const row = await t.database.db
        .selectFrom('stores')
        .select(['latitude', 'longitude'])
        .where('id', '=', closed.id)
        .executeTakeFirstOrThrow();
      const near = `latitude=${row.latitude}&longitude=${row.longitude}&limit=1`;
      expect((await list(near)).data.map((s) => s.id)).toEqual([closed.id]);
      const open = await list(`${near}&ouvert=true`);
      expect(open.data.every((s) => s.id !== closed.id && s.attributes.open)).toBe(true);
      if (open.data.length) found.push(closed.id);
    }
    // Around Paris a closed store has open neighbours: the limit of 1 keeps one of them.
    expect(found.length).toBeGreaterThan(0);
  });

  it.each([
    ['type=HYPER', 'type'],
    ['type=CRF&type=NOPE', 'type'],
    ['mode=DRIVE&mode=TELEPORT', 'mode'],
    ['service=station%3B', 'service'],
    ['ouvert=peut-etre', 'ouvert'],
    ['carburant=oui', 'carburant'],
    [Array.from({ length: 21 }, () => 'service=STATION').join('&'), 'service'],
  ])('refuses %s with a 422 in French on the field', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/magasins?${query}` });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
    expect(body.message).toMatch(/[ée]/);
  });
});
