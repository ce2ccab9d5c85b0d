import { API_ERROR_CODES, apiMessages, staffMessages, staffOrdersMessages } from '@cabas/contracts';
import { parisDay } from '@cabas/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login as customerLogin, DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
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

const { preparer, manager, otherPreparer, headOffice } = DEMO_STAFF_ACCOUNTS;

/** A winter day (Paris = UTC+1): its first hour in Paris is the evening before in UTC. */
const DAY = '2026-03-10';

let t: TestApp;
let db: Kysely<DB>;
let store: number;
let otherStore: number;
let ids: number[];
/** Whether the first product of the test orders is weighed (it then counts as one article). */
let firstWeighed: boolean;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  store = await staffStoreOf(db, preparer.email);
  otherStore = await staffStoreOf(db, otherPreparer.email);
  const m = await orderMaterial(db);
  firstWeighed = m.products[0]?.is_weighed === 1;
  ids = await insertDayOrders(db, store, [
    // 0: the day's first slot, 00:00 in Paris (23:00 UTC the day before).
    dayOrder(m, { day: DAY, hour: 0, statut: 'COMMANDEE', codeTypeCommande: 'DRIVE', quantities: [1.25, 3] }),
    // 1, 2, 3: the 10 h slot, three states and modes.
    dayOrder(m, {
      day: DAY,
      hour: 10,
      statut: 'VALIDEE',
      codeTypeCommande: 'LAD',
      note: 'Sonner deux fois.',
      quantities: [2, 2, 1],
      unitPriceCents: 199,
    }),
    dayOrder(m, { day: DAY, hour: 10, statut: 'COMMANDEE', codeTypeCommande: 'DRIVE' }),
    dayOrder(m, { day: DAY, hour: 10, statut: 'RETIREE', codeTypeCommande: 'DRIVE' }),
    // 4, 5: the 18 h slot.
    dayOrder(m, {
      day: DAY,
      hour: 18,
      statut: 'EN_ATTENTE',
      codeTypeCommande: 'CC',
      typePanier: 'click_and_collect',
    }),
    dayOrder(m, { day: DAY, hour: 18, statut: 'ANNULEE', codeTypeCommande: 'LDD' }),
    // 6: the next day's midnight (not this day's); 7: a payment that made no order.
    dayOrder(m, { day: '2026-03-11', hour: 0, statut: 'COMMANDEE', codeTypeCommande: 'DRIVE' }),
    dayOrder(m, { day: DAY, hour: 12, statut: 'ERREUR', codeTypeCommande: 'DRIVE' }),
  ]);
  // The other store's order of the same day.
  await insertDayOrders(db, otherStore, [
    dayOrder(m, { day: DAY, hour: 10, statut: 'COMMANDEE', codeTypeCommande: 'DRIVE' }),
  ]);
  for (const [key, account] of Object.entries({ preparer, manager, otherPreparer, headOffice }))
    tokens[key] = await staffToken(t, account);
});
afterAll(async () => {
  await t?.close();
});

const list = (storeId: number, query: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/gestion/magasins/${storeId}/commandes${query}`,
    headers: token ? bearer(token) : {},
  });

type Slot = { debut: string | null; commandes: { id: number }[]; compteurs: { total: number } };

describe('the day’s orders of a store', () => {
  it('answers the preparer his store’s orders of a Paris day, by slot, with counts and notes', async () => {
    const res = await list(store, `?jour=${DAY}&creneau=tous`, tokens.preparer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.magasin.id).toBe(store);
    expect(data.jour).toBe(DAY);
    expect(data.filtres).toEqual({ etat: null, mode: null });
    expect(data.creneaux.map((s: Slot) => [s.debut, s.commandes.map((o) => o.id)])).toEqual([
      ['2026-03-09T23:00:00.000Z', [ids[0]]],
      ['2026-03-10T09:00:00.000Z', [ids[1], ids[2], ids[3]]],
      ['2026-03-10T17:00:00.000Z', [ids[4], ids[5]]],
    ]);
    const ten = data.creneaux[1];
    expect(ten.fin).toBe('2026-03-10T10:00:00.000Z');
    expect(ten.compteurs).toEqual({
      total: 3,
      par_etat: { a_preparer: 1, en_preparation: 1, prete: 0, remise: 1, annulee: 0 },
    });
    const delivered = ten.commandes[0];
    expect(delivered).toMatchObject({
      id: ids[1],
      etat: 'en_preparation',
      statut_code: 'VALIDEE',
      mode: 'livraison',
      code_type_commande: 'LAD',
      nombre_lignes: 3,
      nombre_articles: firstWeighed ? 4 : 5,
      montant_total_ttc: 9.95,
      note_client: 'Sonner deux fois.',
    });
    expect(delivered.code).toMatch(/^CMD-\d{8}-\d{6}$/);
    expect(delivered.client).toMatch(/\S+ \S+/);
    expect(ten.commandes[1].note_client).toBeNull();
    expect(data.compteurs).toEqual({
      total: 6,
      par_etat: { a_preparer: 2, en_preparation: 1, prete: 1, remise: 1, annulee: 1 },
      par_mode: { drive: 3, livraison: 2, click_and_collect: 1 },
      arrives: 0,
    });
    // Arrived customers are listed on today's list only (decision 116).
    expect(data.arrivees).toEqual([]);
  });

  it('counts a weighed product as one article', async () => {
    expect(firstWeighed).toBe(true);
    const { data } = (await list(store, `?jour=${DAY}`, tokens.preparer)).json();
    // 1.25 kg of the weighed product, then 3 units of another.
    expect(data.creneaux[0].commandes[0]).toMatchObject({ nombre_lignes: 2, nombre_articles: 4 });
  });

  it('filters by state and by mode, and keeps the day’s counts', async () => {
    const byState = (await list(store, `?jour=${DAY}&etat=a_preparer&creneau=tous`, tokens.preparer)).json()
      .data;
    expect(byState.filtres).toEqual({ etat: 'a_preparer', mode: null });
    expect(byState.creneaux.flatMap((s: Slot) => s.commandes.map((o) => o.id))).toEqual([ids[0], ids[2]]);
    expect(byState.creneaux.map((s: Slot) => s.compteurs.total)).toEqual([1, 1]);
    expect(byState.compteurs.total).toBe(6);

    const byMode = (await list(store, `?jour=${DAY}&mode=livraison&creneau=tous`, tokens.preparer)).json()
      .data;
    expect(byMode.creneaux.flatMap((s: Slot) => s.commandes.map((o) => o.id))).toEqual([ids[1], ids[5]]);

    const both = (
      await list(store, `?jour=${DAY}&mode=drive&etat=remise&creneau=tous`, tokens.preparer)
    ).json().data;
    expect(both.creneaux.flatMap((s: Slot) => s.commandes.map((o) => o.id))).toEqual([ids[3]]);

    const none = (
      await list(store, `?jour=${DAY}&mode=click_and_collect&etat=annulee`, tokens.preparer)
    ).json();
    expect(none.data.creneaux).toEqual([]);

    // Empty fields of a GET form are no filter.
    const empty = (await list(store, `?jour=${DAY}&etat=&mode=`, tokens.preparer)).json().data;
    expect(empty.compteurs.total).toBe(6);
    expect(empty.filtres).toEqual({ etat: null, mode: null });
  });

  it('lists one slot’s orders at a time: the first of another day, the one asked, or all', async () => {
    const opened = (data: { creneaux: (Slot & { ouvert: boolean })[] }) =>
      data.creneaux.map((s) => [s.debut, s.ouvert, s.commandes.map((o) => o.id), s.compteurs.total]);
    const first = (await list(store, `?jour=${DAY}`, tokens.preparer)).json().data;
    expect(opened(first)).toEqual([
      ['2026-03-09T23:00:00.000Z', true, [ids[0]], 1],
      ['2026-03-10T09:00:00.000Z', false, [], 3],
      ['2026-03-10T17:00:00.000Z', false, [], 2],
    ]);
    expect(first.compteurs.total).toBe(6);
    const asked = (await list(store, `?jour=${DAY}&creneau=2026-03-10T17:00:00.000Z`, tokens.preparer)).json()
      .data;
    expect(opened(asked)).toEqual([
      ['2026-03-09T23:00:00.000Z', false, [], 1],
      ['2026-03-10T09:00:00.000Z', false, [], 3],
      ['2026-03-10T17:00:00.000Z', true, [ids[4], ids[5]], 2],
    ]);
    // A slot the day does not have: its first, as when none is asked.
    const unknown = (
      await list(store, `?jour=${DAY}&creneau=2026-03-10T05:00:00.000Z`, tokens.preparer)
    ).json().data;
    expect(opened(unknown)).toEqual(opened(first));
  });

  it('shows today in Paris when no day is given', async () => {
    const res = await list(store, '', tokens.preparer);
    expect(res.statusCode).toBe(200);
    const day = res.json().data.jour;
    // Around midnight the request may straddle two days.
    expect([parisDay(new Date(Date.now() - 60_000)), parisDay(new Date())]).toContain(day);
  });

  it('answers an empty day with zero counts', async () => {
    const { data } = (await list(store, '?jour=2026-03-12', tokens.preparer)).json();
    expect(data.creneaux).toEqual([]);
    expect(data.compteurs.total).toBe(0);
  });
});

describe('who may read a store’s day', () => {
  it('lets the manager read his store and head office any store', async () => {
    expect((await list(store, `?jour=${DAY}`, tokens.manager)).json().data.compteurs.total).toBe(6);
    expect((await list(store, `?jour=${DAY}`, tokens.headOffice)).json().data.compteurs.total).toBe(6);
    const other = (await list(otherStore, `?jour=${DAY}`, tokens.headOffice)).json().data;
    expect(other.compteurs.total).toBe(1);
  });

  it('refuses the other store’s preparer, and a manager another store', async () => {
    for (const [storeId, token] of [
      [store, tokens.otherPreparer],
      [otherStore, tokens.preparer],
      [otherStore, tokens.manager],
    ] as const) {
      const res = await list(storeId, `?jour=${DAY}`, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status_code: 403,
        message: staffMessages.storeRefused,
        code: API_ERROR_CODES.staffStoreRefused,
      });
    }
  });

  it('refuses a customer’s token and asks a visitor to log in', async () => {
    const customer = await customerLogin(t, DEMO_ACCOUNTS.loyalty);
    const res = await list(store, '', customer.access_token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status_code: 403,
      message: staffMessages.staffOnly,
      code: API_ERROR_CODES.staffOnly,
    });
    expect((await list(store, '')).statusCode).toBe(401);
  });

  it('answers 404 for a store that does not exist, and 403 to a preparer before saying so', async () => {
    const missing = 2_000_000;
    const res = await list(missing, '', tokens.headOffice);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status_code: 404,
      message: apiMessages.storeNotFound,
      code: API_ERROR_CODES.storeNotFound,
    });
    expect((await list(missing, '', tokens.preparer)).statusCode).toBe(403);
  });
});

describe('validation', () => {
  it('refuses a day that is not a calendar day, an unknown state or mode, in French', async () => {
    for (const [query, field, message] of [
      ['?jour=2026-02-31', 'jour', staffOrdersMessages.day],
      ['?jour=10/03/2026', 'jour', staffOrdersMessages.day],
      ['?etat=livree', 'etat', staffOrdersMessages.state],
      ['?mode=camion', 'mode', staffOrdersMessages.mode],
      ['?creneau=demain', 'creneau', staffOrdersMessages.slot],
    ] as const) {
      const res = await list(store, query, tokens.preparer);
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(body.code, query).toBe(API_ERROR_CODES.invalidData);
      expect(body.errors[field], query).toEqual([message]);
    }
  });

  it('refuses a store id that is not a number', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/gestion/magasins/abc/commandes',
      headers: bearer(tokens.preparer!),
    });
    // A malformed path is a bad request (400), as everywhere in the API.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("L'identifiant du magasin doit être un nombre.");
    expect(res.json().errors.magasin_id).toEqual(["L'identifiant du magasin doit être un nombre."]);
  });
});
