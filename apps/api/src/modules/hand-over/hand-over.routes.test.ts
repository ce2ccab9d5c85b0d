import { API_ERROR_CODES, handOverMessages, paymentMessages, staffMessages } from '@cabas/contracts';
import { parisDay } from '@cabas/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer, login as customerLogin, DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import {
  DEMO_STAFF_ACCOUNTS,
  dayOrder,
  insertDayOrders,
  orderMaterial,
  staffStoreOf,
  staffToken,
} from '../../../test/helpers/staff-orders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-hand-over.ts';
import type {} from '../../db/schema-order-events.ts';
import { seededClientDefaults } from '../../db/seed/accounts.ts';
import { loadSecrets } from '../../platform/auth/secrets.ts';
import { CheckInTokens } from './check-in-token.ts';

/**
 * The hand-over at the drive over HTTP (decision 116): the staff's search by code and by name, the
 * order's arrival, the customer's check-in link, and the day's list that puts arrived customers first.
 */

const { preparer, manager, otherPreparer, headOffice } = DEMO_STAFF_ACCOUNTS;

let t: TestApp;
let db: Kysely<DB>;
let store: number;
let otherStore: number;
let app: string;
let tokens: CheckInTokens;
const staff: Record<string, string> = {};
/** Orders of this test, by name. */
const o: Record<string, number> = {};
const codes: Record<string, string> = {};

async function newClient(prenom: string, nom: string, storeId: number) {
  const nowIso = new Date().toISOString();
  const email = `${nom.toLowerCase().replace(/[^a-z]/g, '')}.${Date.now()}@retrait.test`;
  const row = await db
    .insertInto('clients')
    .values({
      ...seededClientDefaults(nowIso),
      email,
      password_hash: 'x',
      civilite: 'Mme',
      nom,
      prenom,
      id_magasin: storeId,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  store = await staffStoreOf(db, preparer.email);
  otherStore = await staffStoreOf(db, otherPreparer.email);
  const m = await orderMaterial(db);
  const eloise = await newClient('Éloïse', 'Lefèvre-Dubois', store);
  const zoe = await newClient('Zoé', 'Lefranc', store);
  const other = await newClient('Éloïse', 'Lefèvre', otherStore);
  const today = parisDay(new Date());
  const plan = (client: { id: number; email: string }, hour: number, statut: string, mode = 'DRIVE') =>
    dayOrder({ ...m, client }, { day: today, hour, statut, codeTypeCommande: mode });
  const [ready, placed, handed, cancelled, delivery, collect] = await insertDayOrders(db, store, [
    plan(eloise, 10, 'EN_ATTENTE'),
    plan(eloise, 11, 'COMMANDEE'),
    plan(eloise, 12, 'RETIREE'),
    plan(eloise, 13, 'ANNULEE'),
    plan(zoe, 14, 'VALIDEE', 'LDD'),
    plan(zoe, 15, 'EN_ATTENTE', 'CC'),
  ]);
  const [otherStoreOrder] = await insertDayOrders(db, otherStore, [plan(other, 10, 'EN_ATTENTE')]);
  Object.assign(o, { ready, placed, handed, cancelled, delivery, collect, otherStoreOrder });
  for (const [name, id] of Object.entries(o)) {
    const row = await db.selectFrom('orders').select('code').where('id', '=', id!).executeTakeFirstOrThrow();
    codes[name] = row.code;
  }
  for (const [key, account] of Object.entries({ preparer, manager, otherPreparer, headOffice }))
    staff[key] = await staffToken(t, account);
  app = await appToken(t);
  tokens = new CheckInTokens(loadSecrets({ dataDir: t.dataDir }).authSecret);
});
afterAll(async () => {
  await t?.close();
});

const search = (storeId: number, q: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/gestion/magasins/${storeId}/retraits?q=${encodeURIComponent(q)}`,
    headers: token ? bearer(token) : {},
  });
const ids = (res: { json: () => { data: { commandes: { id: number }[] } } }) =>
  res.json().data.commandes.map((c) => c.id);

describe('the staff’s search at the drive', () => {
  it('finds an order by its code, whatever its case and spaces', async () => {
    const code = codes.ready!;
    for (const q of [code, code.toLowerCase(), ` ${code.replaceAll('-', ' ')} `]) {
      const res = await search(store, q, staff.preparer);
      expect(res.statusCode, q).toBe(200);
      const { data } = res.json();
      expect(data.recherche).toBe('code');
      expect(data.total).toBe(1);
      expect(data.commandes[0]).toMatchObject({
        id: o.ready,
        code,
        client: 'Éloïse Lefèvre-Dubois',
        etat: 'prete',
        statut_code: 'EN_ATTENTE',
        mode: 'drive',
        client_arrive_le: null,
      });
      expect(data.magasin.id).toBe(store);
    }
  });

  it('finds the orders to hand over by the customer’s name, accents and case aside', async () => {
    for (const q of ['lefevre', 'LEFÈVRE-dub', 'Éloïse Lef', 'eloise lefevre', 'lefevre dubois eloise']) {
      const res = await search(store, q, staff.preparer);
      expect(res.json().data.recherche, q).toBe('nom');
      // Not the order handed over nor the cancelled one, nor the other store's Éloïse Lefèvre.
      expect(ids(res), q).toEqual([o.ready, o.placed]);
    }
    expect(ids(await search(store, 'lef', staff.preparer))).toEqual([
      o.ready,
      o.placed,
      o.delivery,
      o.collect,
    ]);
    // The first name alone starts « first name last name ».
    expect(ids(await search(store, 'zoé', staff.preparer))).toEqual([o.delivery, o.collect]);
    expect(ids(await search(store, 'zoe lefr', staff.preparer))).toEqual([o.delivery, o.collect]);
    expect((await search(store, 'dubois', staff.preparer)).json().data.total).toBe(0);
  });

  it('finds no order of another store, nor one handed over or cancelled, by its code', async () => {
    for (const name of ['otherStoreOrder', 'handed', 'cancelled']) {
      const res = await search(store, codes[name]!, staff.preparer);
      expect(res.json().data, name).toMatchObject({ recherche: 'code', total: 0, commandes: [] });
    }
  });

  it('refuses an empty search in French', async () => {
    for (const q of ['', '   ']) {
      const res = await search(store, q, staff.preparer);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.q).toEqual([handOverMessages.query]);
    }
  });

  it('lets the manager and head office search, refuses the other store’s preparer', async () => {
    expect(ids(await search(store, codes.ready!, staff.manager))).toEqual([o.ready]);
    expect(ids(await search(store, codes.ready!, staff.headOffice))).toEqual([o.ready]);
    expect(ids(await search(otherStore, 'lefevre', staff.otherPreparer))).toEqual([o.otherStoreOrder]);
    for (const [storeId, token] of [
      [store, staff.otherPreparer],
      [otherStore, staff.preparer],
      [otherStore, staff.manager],
    ] as const) {
      const res = await search(storeId, 'lefevre', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status_code: 403,
        message: staffMessages.storeRefused,
        code: API_ERROR_CODES.staffStoreRefused,
      });
    }
  });

  it('refuses a customer’s token and the storefront’s, asks a visitor to log in', async () => {
    const customer = await customerLogin(t, DEMO_ACCOUNTS.loyalty);
    for (const token of [customer.access_token, app]) {
      const res = await search(store, 'lefevre', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(API_ERROR_CODES.staffOnly);
    }
    expect((await search(store, 'lefevre')).statusCode).toBe(401);
  });

  it('answers 404 for a store that does not exist', async () => {
    const res = await search(2_000_000, 'lefevre', staff.headOffice);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(API_ERROR_CODES.storeNotFound);
  });
});

const checkIn = (method: 'GET' | 'POST', jeton: string, token: string | null = app) =>
  t.app.inject({
    method,
    url: `/api/commandes/arrivee/${encodeURIComponent(jeton)}`,
    headers: token ? bearer(token) : {},
  });
const arrival = (orderId: number, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/gestion/commandes/${orderId}/arrivee`, headers: bearer(token) });

describe('the « client arrivé » link', () => {
  it('shows the order on GET without changing it, records the arrival once on POST', async () => {
    const jeton = tokens.create(o.ready!);
    const view = await checkIn('GET', jeton);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ commande: codes.ready, client_arrive_le: null });
    expect((await arrival(o.ready!, staff.preparer!)).json().data.client_arrive_le).toBeNull();

    const first = await checkIn('POST', jeton);
    expect(first.statusCode).toBe(200);
    const at = first.json().data.client_arrive_le;
    expect(Date.parse(at)).not.toBeNaN();
    const second = await checkIn('POST', jeton);
    expect(second.json().data.client_arrive_le).toBe(at);
    const events = await db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', o.ready!)
      .where('kind', '=', 'client_arrive')
      .execute();
    expect(events).toHaveLength(1);

    expect((await arrival(o.ready!, staff.preparer!)).json()).toEqual({
      data: { id: o.ready, client_arrive_le: at },
    });
    // The search puts the arrived customer first.
    const found = (await search(store, 'lefevre', staff.preparer)).json().data.commandes;
    expect(found[0]).toMatchObject({ id: o.ready, client_arrive_le: at });
  });

  it('answers 404 to a forged link, 409 to a home delivery or an order handed over', async () => {
    for (const jeton of [`${o.placed}.${'x'.repeat(43)}`, 'abc', tokens.create(2_000_000)]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await checkIn(method, jeton);
        expect(res.statusCode, `${method} ${jeton}`).toBe(404);
        expect(res.json()).toEqual({
          status_code: 404,
          message: handOverMessages.linkInvalid,
          code: API_ERROR_CODES.checkInLinkInvalid,
        });
      }
    }
    for (const [name, message] of [
      ['delivery', handOverMessages.delivery],
      ['handed', handOverMessages.handedOver],
      ['cancelled', handOverMessages.cancelled],
    ] as const) {
      const res = await checkIn('POST', tokens.create(o[name]!));
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({ status_code: 409, message, code: API_ERROR_CODES.checkInNotAllowed });
    }
    const row = await db
      .selectFrom('orders')
      .select('client_arrive_le')
      .where('id', '=', o.delivery!)
      .executeTakeFirstOrThrow();
    expect(row.client_arrive_le).toBeNull();
  });

  it('needs the storefront’s token and refuses a staff token', async () => {
    const jeton = tokens.create(o.placed!);
    expect((await checkIn('POST', jeton, null)).statusCode).toBe(401);
    const res = await checkIn('POST', jeton, staff.preparer!);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(API_ERROR_CODES.customersOnly);
    const row = await db
      .selectFrom('orders')
      .select('client_arrive_le')
      .where('id', '=', o.placed!)
      .executeTakeFirstOrThrow();
    expect(row.client_arrive_le).toBeNull();
  });

  it('tells an order’s arrival only to the staff of its store', async () => {
    expect((await arrival(o.ready!, staff.otherPreparer!)).statusCode).toBe(403);
    const missing = await arrival(2_000_000, staff.headOffice!);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: API_ERROR_CODES.orderNotFound,
      message: paymentMessages.orderUnknown,
    });
  });
});

describe('the day’s list with arrived customers', () => {
  it('puts today’s arrived customers first, by arrival, counts them and flags their orders', async () => {
    // Zoé arrives for her click and collect order after Éloïse (arrived in the test above).
    const collect = (await checkIn('POST', tokens.create(o.collect!))).json().data.client_arrive_le;
    const ready = (await arrival(o.ready!, staff.preparer!)).json().data.client_arrive_le;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/gestion/magasins/${store}/commandes?creneau=tous`,
      headers: bearer(staff.preparer!),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.arrivees.map((a: { id: number }) => a.id)).toEqual([o.ready, o.collect]);
    expect(data.arrivees[0]).toMatchObject({
      code: codes.ready,
      client: 'Éloïse Lefèvre-Dubois',
      etat: 'prete',
      mode: 'drive',
      client_arrive_le: ready,
    });
    expect(data.arrivees[1]).toMatchObject({ mode: 'click_and_collect', client_arrive_le: collect });
    expect(data.compteurs.arrives).toBe(2);
    const flagged = data.creneaux
      .flatMap((s: { commandes: { id: number; client_arrive_le: string | null }[] }) => s.commandes)
      .filter((c: { client_arrive_le: string | null }) => c.client_arrive_le !== null)
      .map((c: { id: number }) => c.id);
    expect(flagged.sort()).toEqual([o.ready, o.collect].sort());

    // The filters apply to them; the count stays the store's.
    const drives = (
      await t.app.inject({
        method: 'GET',
        url: `/api/gestion/magasins/${store}/commandes?mode=drive`,
        headers: bearer(staff.preparer!),
      })
    ).json().data;
    expect(drives.arrivees.map((a: { id: number }) => a.id)).toEqual([o.ready]);
    expect(drives.compteurs.arrives).toBe(2);

    // Handed over, the order leaves the arrivals; another day's list has none.
    await db.updateTable('orders').set({ statut_code: 'RETIREE' }).where('id', '=', o.ready!).execute();
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/gestion/magasins/${store}/commandes`,
        headers: bearer(staff.preparer!),
      })
    ).json().data;
    expect(after.arrivees.map((a: { id: number }) => a.id)).toEqual([o.collect]);
    expect(after.compteurs.arrives).toBe(1);
    const tomorrow = (
      await t.app.inject({
        method: 'GET',
        url: `/api/gestion/magasins/${store}/commandes?jour=2030-01-02`,
        headers: bearer(staff.preparer!),
      })
    ).json().data;
    expect(tomorrow).toMatchObject({ arrivees: [], compteurs: { arrives: 0 } });
  });
});
