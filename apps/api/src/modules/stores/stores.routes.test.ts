import { API_ERROR_CODES, messages, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const aStore = () =>
  t.database.db
    .selectFrom('stores')
    .selectAll()
    .where('is_national', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
const storeCount = async () =>
  (
    await t.database.db
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /api/magasins/:id', () => {
  it('returns a store with its hours, services and order modes', async () => {
    const store = await aStore();
    const res = await get(`/api/magasins/${store.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ type: 'magasin', id: store.id });
    expect(data.attributes).toMatchObject({
      name: store.name,
      aliasWeb: store.alias_web,
      cp: store.cp,
      ville: store.ville,
      isNational: false,
    });
    expect(data.attributes.horaires_table.length).toBeGreaterThan(0);
    expect(data.attributes.horaires_table[0]).toEqual(
      expect.objectContaining({ jour: expect.any(String), from: expect.stringMatching(/^\d\d:\d\d$/) }),
    );
    expect(data.attributes.modes_commande.length).toBeGreaterThan(0);
    expect(data.attributes.urls.magasin).toBe(`/magasins/${store.alias_web}-m-${store.id}`);
  });

  it('gives the national store for national mode', async () => {
    const res = await get(`/api/magasins/${NATIONAL_STORE_ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.isNational).toBe(true);
  });

  it('answers 404 in French for an unknown store', async () => {
    const res = await get('/api/magasins/424242');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status_code: 404,
      message: "Ce magasin n'existe pas.",
      code: API_ERROR_CODES.storeNotFound,
    });
  });

  it.each(['abc', '-3', '1.5', '0', '1%20OR%201=1', '99999999999999'])(
    'refuses the id %s with a clear 400',
    async (id) => {
      const res = await get(`/api/magasins/${id}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.status_code).toBe(400);
      expect(body.message).toMatch(/identifiant du magasin/);
      expect(body.errors.id).toHaveLength(1);
      expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
    },
  );
});

describe('the next slot of each order mode (issue #43 item 10)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A store with the festive caterer, its services' slots (first start first). */
  async function festiveCaterer() {
    const mode = await t.database.db
      .selectFrom('store_order_modes')
      .innerJoin('stores', 'stores.id', 'store_order_modes.store_id')
      .select(['store_order_modes.id', 'store_order_modes.store_id'])
      .where('store_order_modes.type', '=', 'CC_TRAITEUR_NOEL')
      .where('stores.is_national', '=', 0)
      .orderBy('store_order_modes.store_id')
      .executeTakeFirstOrThrow();
    const slots = await t.database.db
      .selectFrom('slots')
      .innerJoin('store_mode_services as s', 's.id', 'slots.service_id')
      .select(['slots.id', 'slots.day', 'slots.starts_at', 'slots.capacity'])
      .where('s.order_mode_id', '=', mode.id)
      .orderBy('slots.starts_at')
      .execute();
    return { storeId: mode.store_id, slots };
  }

  const nextSlotOf = async (storeId: number, type: string) => {
    const res = await get(`/api/magasins/${storeId}`);
    expect(res.statusCode).toBe(200);
    const modes = res.json().data.attributes.modes_commande as { type: string; prochain_creneau: unknown }[];
    return modes.find((m) => m.type === type)?.prochain_creneau;
  };

  it("is the festive caterer's first pickup day in December, not the store's next opening", async () => {
    const { storeId, slots } = await festiveCaterer();
    const first = slots[0];
    if (!first) throw new Error('the seed gives the festive caterer its slots');
    const year = first.day.slice(0, 4);
    expect(first.day).toBe(`${year}-12-23`);
    // A Friday of late November of that year, the store open the next day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${year}-11-27T10:00:00Z`));
    expect(await nextSlotOf(storeId, 'CC_TRAITEUR_NOEL')).toEqual({
      jour_debut: `${year}-12-23`,
      heure_debut: '10:00',
    });

    // Every place of the 23rd taken: the next slot is the first of the 24th.
    const ids = slots.filter((s) => s.day === `${year}-12-23`).map((s) => s.id);
    await t.database.db.updateTable('slots').set({ reserved: 10_000 }).where('id', 'in', ids).execute();
    try {
      expect(await nextSlotOf(storeId, 'CC_TRAITEUR_NOEL')).toEqual({
        jour_debut: `${year}-12-24`,
        heure_debut: '10:00',
      });
    } finally {
      await t.database.db.updateTable('slots').set({ reserved: 0 }).where('id', 'in', ids).execute();
    }

    // Past the last cut-off (23 December noon), nothing can be booked any more.
    vi.setSystemTime(new Date(`${year}-12-23T12:00:00Z`));
    expect(await nextSlotOf(storeId, 'CC_TRAITEUR_NOEL')).toBeNull();
  });

  it("gives a drive the first slot it can still book, as the store's first drive slot", async () => {
    const store = await t.database.db
      .selectFrom('store_order_modes')
      .select('store_id')
      .where('type', '=', 'DRIVE')
      .orderBy('store_id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    const expected = await t.database.db
      .selectFrom('slots')
      .innerJoin('store_mode_services as s', 's.id', 'slots.service_id')
      .innerJoin('store_order_modes as m', 'm.id', 's.order_mode_id')
      .select('slots.starts_at')
      .where('m.store_id', '=', store.store_id)
      .where('m.type', '=', 'DRIVE')
      .where('slots.cutoff_at', '>', now.toISOString())
      .whereRef('slots.reserved', '<', 'slots.capacity')
      .orderBy('slots.starts_at')
      .executeTakeFirstOrThrow();
    const paris = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(expected.starts_at));
    const [day, time] = paris.split(' ');
    const res = await get(`/api/magasins/${store.store_id}`);
    const attributes = res.json().data.attributes;
    expect(await nextSlotOf(store.store_id, 'DRIVE')).toEqual({ jour_debut: day, heure_debut: time });
    expect(attributes.date_premier_creneau_drive).toBe(`${day}T${time}`);
  });
});

describe('GET /api/magasins (store locator)', () => {
  it('finds the stores near a postal code, nearest first, within 30 km, at most 30', async () => {
    const store = await aStore();
    const res = await get(`/api/magasins?code_postal=${store.cp}`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.centre.libelle).toContain(store.cp);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(30);
    const distances = data.map((s: { attributes: { distance: number } }) => s.attributes.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30_000);
    expect(data.map((s: { id: number }) => s.id)).toContain(store.id);
    expect(data[0].attributes).toEqual(
      expect.objectContaining({
        horaires: expect.any(String),
        open: expect.any(Boolean),
        modes_commande: expect.any(Array),
      }),
    );
  });

  it('finds stores around coordinates and honours limit and distance_max', async () => {
    const store = await aStore();
    const res = await get(
      `/api/magasins?latitude=${store.latitude}&longitude=${store.longitude}&limit=1&distance_max=1000`,
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(1);
    expect(data[0].id).toBe(store.id);
    expect(data[0].attributes.distance).toBeLessThan(50);
  });

  it('finds stores around a city typed in any case and without accents', async () => {
    const store = await aStore();
    const typed = store.ville
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const res = await get(`/api/magasins?q=${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: number }) => s.id)).toContain(store.id);
  });

  it('finds stores by their name when the text is not a city', async () => {
    const store = await aStore();
    const res = await get(`/api/magasins?q=${encodeURIComponent(store.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: number }) => s.id)).toContain(store.id);
  });

  it('lists every store of the chain without criteria, never the national one', async () => {
    const res = await get('/api/magasins');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((s: { id: number }) => s.id);
    expect(ids.length).toBe((await storeCount()) - 1);
    expect(ids).not.toContain(NATIONAL_STORE_ID);
  });

  it.each([
    ['code_postal=7501', 'code_postal'],
    ['code_postal=750011', 'code_postal'],
    ['code_postal=75O11', 'code_postal'],
    ['latitude=91&longitude=2', 'latitude'],
    ['latitude=48&longitude=-181', 'longitude'],
    ['latitude=abc&longitude=2', 'latitude'],
    ['latitude=48.8', 'latitude'],
    ['limit=31', 'limit'],
    ['distance_max=30001', 'distance_max'],
    ['q=a', 'q'],
    ['mode=TELEPORT', 'mode'],
  ])('refuses %s with a 422 and a field error', async (query, field) => {
    const res = await get(`/api/magasins?${query}`);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.status_code).toBe(422);
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
    expect(body.message).toBe(body.errors[field][0]);
  });

  it('treats SQL-looking text as plain text and changes nothing', async () => {
    const before = await storeCount();
    const res = await get(`/api/magasins?q=${encodeURIComponent("x'; DROP TABLE stores; --")}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(await storeCount()).toBe(before);
  });
});

describe('shop info messages', () => {
  it('gives the national messages and the store ones', async () => {
    const national = await get('/api/infos');
    expect(national.statusCode).toBe(200);
    for (const m of national.json().data) expect(['message_info', 'message_alerte']).toContain(m.type);
    const store = await aStore();
    const res = await get(`/api/magasins/${store.id}/infos?type=message_alerte`);
    expect(res.statusCode).toBe(200);
    for (const m of res.json().data) expect(m.type).toBe('message_alerte');
  });

  it('refuses an unknown message type and an unknown store', async () => {
    expect((await get('/api/infos?type=pub')).statusCode).toBe(422);
    expect((await get('/api/magasins/424242/infos')).statusCode).toBe(404);
  });
});

describe('home delivery communes and eligibility', () => {
  const deliveringStore = async () => {
    const row = await t.database.db
      .selectFrom('store_delivery_communes')
      .select(['store_id', 'code_postal', 'code_insee'])
      .orderBy('store_id')
      .executeTakeFirstOrThrow();
    return row;
  };

  it('lists the real communes a store delivers', async () => {
    const d = await deliveringStore();
    const res = await get(`/api/magasins/${d.store_id}/communes-livraison`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toContainEqual(
      expect.objectContaining({ code_postal: d.code_postal, code_insee: d.code_insee }),
    );
    expect(data.every((c: { nom_commune: string | null }) => typeof c.nom_commune === 'string')).toBe(true);
  });

  it('is eligible only when the postal code AND the INSEE code match', async () => {
    const d = await deliveringStore();
    const ok = await get(
      `/api/magasins/${d.store_id}/eligibilite-livraison?code_postal=${d.code_postal}&code_insee=${d.code_insee}`,
    );
    expect(ok.json().data).toMatchObject({ eligible: true, message: null });

    const otherInsee = await t.database.db
      .selectFrom('communes')
      .select('code_insee')
      .where('code_insee', '!=', d.code_insee)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const wrong = await get(
      `/api/magasins/${d.store_id}/eligibilite-livraison?code_postal=${d.code_postal}&code_insee=${otherInsee.code_insee}`,
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toMatchObject({ eligible: false, message: messages.deliveryNotInCommune });
  });

  it('refuses malformed codes', async () => {
    const d = await deliveringStore();
    const res = await get(
      `/api/magasins/${d.store_id}/eligibilite-livraison?code_postal=1234&code_insee=ABCDE`,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code_insee', 'code_postal']);
  });
});
