import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {} from '../src/db/schema-accounts.ts';
import type {} from '../src/db/schema-orders.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts.ts';
import { hashGiftCardPin } from '../src/modules/checkout/gift-card-pin.ts';
import { openBalances } from '../src/modules/ledger/ledger.repository.ts';
import { StoredValueLedger } from '../src/modules/ledger/stored-value-ledger.ts';
import { SlotsService } from '../src/modules/slots/slots.service.ts';
import { type Database, openDatabase } from '../src/platform/database.ts';
import {
  freePort,
  freshShopData,
  type ShopData,
  type ShopProcess,
  startShopProcess,
} from './shop-process.ts';

/**
 * Crash recovery: the shop is killed (kill -9) during a burst of checkouts, slot holds, store
 * changes, emptied carts, payments, and orders paid with a gift card then edited or cancelled (the
 * card refunded); after a restart on the same data every acknowledged order is there, no checkout has
 * two orders, every slot counter equals its holds plus its orders, every stored-value balance equals
 * the sum of its ledger movements, and each gift card holds exactly what its live orders left on it.
 * Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */

const CLIENTS = 6;
/** Orders acknowledged before the kill: the burst is well under way. */
const ACKS_BEFORE_KILL = 4;
/** Gift card refunds (edits and cancels) acknowledged before the kill. */
const REFUNDS_BEFORE_KILL = 2;
const ACCEPTED_CARD = { numero: '4111 1111 1111 1111', expiration: '12/35', cvc: '123', titulaire: 'Test' };
/** Each shopper's own gift card, large enough to pay every order of the burst. */
const GIFT_CARD_CENTS = 1_000_000;
const GIFT_CARD_PIN = '1234';
const giftCardOf = (index: number) => `91${String(index).padStart(19, '0')}`;

let data: ShopData;
let shop: ShopProcess | undefined;
let port: number;
let storeId: number;
let otherStoreId: number;
let productIds: number[];
const emails: string[] = [];

const openData = (): Database =>
  openDatabase(data.databaseUrl ? { databaseUrl: data.databaseUrl } : { sqliteFile: data.sqliteFile });

beforeAll(async () => {
  data = await freshShopData();
  port = await freePort();
  const database = openData();
  const { db } = database;
  try {
    // Demo-like clients: copies of Marie Dupont (same store, same password).
    const marie = await db
      .selectFrom('clients')
      .selectAll()
      .where('email', '=', DEMO_ACCOUNTS.standard.email)
      .executeTakeFirstOrThrow();
    const { id: _id, ...row } = marie;
    for (let i = 0; i < CLIENTS; i++) {
      const email = `panne${i}@exemple.fr`;
      await db
        .insertInto('clients')
        .values({ ...row, email, num_carte_cabas: null, num_carte_malin: null })
        .execute();
      emails.push(email);
      const numero = giftCardOf(i);
      const nowIso = new Date().toISOString();
      await db
        .insertInto('gift_cards')
        .values({
          numero,
          pin_hash: hashGiftCardPin(numero, GIFT_CARD_PIN),
          montant_initial_cents: GIFT_CARD_CENTS,
          solde_cents: GIFT_CARD_CENTS,
          expires_at: '2099-01-01T00:00:00.000Z',
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute();
    }
    await openBalances(db, new Date().toISOString());
    storeId = marie.id_magasin!;
    otherStoreId = (
      await db
        .selectFrom('stores')
        .select('id')
        .where('is_national', '=', 0)
        .where('id', '!=', storeId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const products = await db
      .selectFrom('products as p')
      .innerJoin('offers as o', 'o.product_id', 'p.id')
      .select('p.id')
      .where('o.store_id', '=', storeId)
      .where('p.types_panier', '=', '["drive"]')
      .where('p.is_weighed', '=', 0)
      .where('p.type', '=', 'TC')
      .where('o.types_panier', 'is', null)
      .where(sql<boolean>`o.stock - o.reserved >= 100`)
      .orderBy('p.id')
      .limit(3)
      .execute();
    productIds = products.map((p) => p.id);
  } finally {
    await database.destroy();
  }
}, 60_000);

afterAll(async () => {
  await shop?.crash();
  await data?.drop();
});

/** One shopper's HTTP calls to the running shop. */
class Shopper {
  headers: Record<string, string> = {};
  constructor(
    readonly email: string,
    readonly giftCard: string,
  ) {}

  async call(method: string, url: string, body?: object) {
    const res = await fetch(`${shop!.baseUrl}${url}`, {
      method,
      headers: body ? { ...this.headers, 'content-type': 'application/json' } : this.headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) };
  }

  async login() {
    const res = await this.call('POST', '/api/auth/token', {
      grant_type: 'password',
      email: this.email,
      password: DEMO_ACCOUNTS.standard.password,
    });
    if (res.status !== 200) throw new Error(`login ${res.status}`);
    this.headers = { authorization: `Bearer ${res.json().access_token}` };
  }
}

/** Pays a session's page with the accepted card; the order id when the shop acknowledged an order. */
async function payPage(url: string): Promise<number | null> {
  const res = await fetch(`${shop!.baseUrl}${new URL(url).pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(ACCEPTED_CARD).toString(),
  });
  const match = (res.headers.get('location') ?? '').match(/\/commander\/confirmation\/(\d+)\/ok$/);
  return match ? Number(match[1]) : null;
}

type Action = 'pay' | 'pay-twice' | 'change-store' | 'empty-cart' | 'cancel' | 'gift-edit' | 'gift-cancel';
const ACTIONS: Action[] = [
  'pay',
  'gift-edit',
  'pay-twice',
  'change-store',
  'gift-cancel',
  'pay',
  'empty-cart',
  'cancel',
];

/**
 * One round of a shopper: cart, checkout, drive service, first free slot held, then one action. Any
 * answer the burst makes possible (slot full, stale version) ends the round early.
 */
async function round(s: Shopper, action: Action, acknowledged: number[], refunded: number[]) {
  const checkout = (rest = '') => `/api/magasins/${storeId}/checkout${rest}`;
  for (const [i, id] of productIds.entries()) {
    await s.call('PUT', `/api/magasins/${storeId}/panier/lignes/${id}`, {
      quantite: i + 1,
      type_panier: 'drive',
    });
  }
  const created = await s.call('POST', checkout('?type_panier=drive'));
  if (created.status !== 200 && created.status !== 201) return;
  let c = created.json().data;
  const drive = Object.values(c.modesCommande.services as Record<string, { id: number; mode: string }>).find(
    (sv) => sv.mode === 'DRIVE',
  )!;
  const q = () => `?dateLastUpdate=${encodeURIComponent(c.attributes.dateLastUpdate)}`;
  const put = async (body: object) => {
    const res = await s.call('PUT', checkout(`/${c.id}`), {
      dateLastUpdate: c.attributes.dateLastUpdate,
      ...body,
    });
    if (res.status === 200) c = res.json().data;
    return res.status === 200;
  };
  if (c.attributes.service_id !== drive.id && !(await put({ service_id: drive.id }))) return;
  const days = await s.call('GET', checkout(`/${c.id}/creneaux?service_id=${drive.id}`));
  if (days.status !== 200) return;
  const slot = (days.json().data as { creneaux: { id: number; etat: string }[] }[])
    .flatMap((d) => d.creneaux)
    .find((sl) => sl.etat === 'disponible' || sl.etat === 'choisi');
  if (!slot) return;
  const held = await s.call('POST', checkout(`/${c.id}/creneau${q()}`), { creneau_id: slot.id });
  if (held.status !== 200) return;
  c = held.json().data;
  if (!(await put({ avec_sacs: false, modePaiement: 'cb' }))) return;

  if (action === 'change-store') {
    await s.call('POST', '/api/me/panier/changement-magasin', { magasin_id: otherStoreId });
  } else if (action === 'empty-cart') {
    await s.call('DELETE', `/api/magasins/${storeId}/panier?type_panier=drive`);
  } else if (action === 'cancel') {
    await s.call('DELETE', checkout(`/${c.id}${q()}`));
  } else if (action === 'gift-edit' || action === 'gift-cancel') {
    const gift = await s.call('POST', checkout(`/${c.id}/carte-cadeau${q()}`), {
      carte_cadeau: { numero: s.giftCard, pin: GIFT_CARD_PIN },
    });
    if (gift.status !== 200) return;
    const res = await s.call('POST', checkout(`/${c.id}/processPaiement`), { confirmer: true });
    if (res.status !== 200) return;
    const orderId = await payPage(res.json().url_webview_paiement);
    if (orderId === null) return;
    acknowledged.push(orderId);
    if (await changeOrder(s, orderId, action)) refunded.push(orderId);
  } else {
    const sessions: string[] = [];
    for (let i = 0; i < (action === 'pay-twice' ? 2 : 1); i++) {
      const res = await s.call('POST', checkout(`/${c.id}/processPaiement`), { confirmer: true });
      if (res.status === 200) sessions.push(res.json().url_webview_paiement);
    }
    // The replaced session first (it must make no order), then the last one, concurrently.
    const orders = await Promise.all(sessions.map(payPage));
    for (const id of orders) if (id !== null) acknowledged.push(id);
  }
}

/**
 * Edits a paid order down by one unit of its first line (a refund), or cancels it (the whole refund):
 * true when the shop acknowledged the change.
 */
async function changeOrder(s: Shopper, orderId: number, action: 'gift-edit' | 'gift-cancel') {
  const order = (rest: string) => `/api/me/commandes/${orderId}${rest}`;
  if (action === 'gift-cancel') return (await s.call('POST', order('/annulation'))).status === 200;
  const draft = await s.call('GET', order('/modification'));
  if (draft.status !== 200) return false;
  const lines = draft.json().data.lignes as { produit_id: number; quantite: number }[];
  const smaller = lines
    .map((l, i) => ({ produit_id: l.produit_id, quantite: i === 0 ? l.quantite - 1 : l.quantite }))
    .filter((l) => l.quantite > 0);
  if (!smaller.length) return false;
  if ((await s.call('PUT', order('/modification'), { lignes: smaller })).status !== 200) return false;
  return (await s.call('POST', order('/modification/confirmation'))).status === 200;
}

/** Every shopper runs rounds until the shop dies under them. */
async function burst(shoppers: Shopper[], acknowledged: number[], refunded: number[]) {
  await Promise.all(
    shoppers.map(async (s, index) => {
      try {
        for (let n = 0; n < 200; n++)
          await round(s, ACTIONS[(n + index) % ACTIONS.length]!, acknowledged, refunded);
      } catch {
        // The shop was killed: requests in flight fail, nothing of theirs was acknowledged.
      }
    }),
  );
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

describe('kill -9 during a burst of checkouts and payments', () => {
  it('keeps every acknowledged order and refund, never two orders per checkout, slot counters and balances exact', async () => {
    const acknowledged: number[] = [];
    const refunded: number[] = [];
    shop = await startShopProcess(data, port);
    const shoppers = emails.map((email, i) => new Shopper(email, giftCardOf(i)));
    for (const s of shoppers) await s.login();
    const running = burst(shoppers, acknowledged, refunded);
    await waitFor(
      () => acknowledged.length >= ACKS_BEFORE_KILL && refunded.length >= REFUNDS_BEFORE_KILL,
      30_000,
    );
    await shop.crash();
    await running;
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(refunded.length).toBeGreaterThanOrEqual(REFUNDS_BEFORE_KILL);

    shop = await startShopProcess(data, port);
    const ready = await fetch(`${shop.baseUrl}/readyz`);
    expect(ready.status, await ready.clone().text()).toBe(200);
    const database = openData();
    try {
      const { db } = database;
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'checkout_id', 'payment_session_id'])
        .execute();
      const ids = new Set(orders.map((o) => o.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      const perCheckout = new Map<number, number>();
      for (const o of orders) perCheckout.set(o.checkout_id, (perCheckout.get(o.checkout_id) ?? 0) + 1);
      expect([...perCheckout].filter(([, n]) => n > 1)).toEqual([]);
      const sessions = await db
        .selectFrom('payment_sessions')
        .select(['id', 'status'])
        .where('id', 'in', orders.length ? orders.map((o) => o.payment_session_id) : [''])
        .execute();
      expect(sessions.filter((p) => p.status !== 'acceptee')).toEqual([]);
      expect(await new SlotsService(db).slotConsistency()).toEqual([]);
      expect(await new StoredValueLedger(db).mismatches()).toEqual([]);
      // Each gift card holds what its orders still in force left on it: edits and cancels that
      // committed gave their refund back once, those the kill stopped gave nothing.
      const spent = await db
        .selectFrom('orders as o')
        .innerJoin('payment_sessions as p', 'p.id', 'o.payment_session_id')
        .select(['p.gift_card_numero', 'o.gift_card_cents', 'o.statut_code'])
        .where('p.gift_card_numero', 'is not', null)
        .execute();
      const cards = await db
        .selectFrom('gift_cards')
        .select(['numero', 'solde_cents'])
        .where(
          'numero',
          'in',
          emails.map((_, i) => giftCardOf(i)),
        )
        .execute();
      for (const card of cards) {
        const live = spent.filter((o) => o.gift_card_numero === card.numero && o.statut_code !== 'ANNULEE');
        expect(card.solde_cents, card.numero).toBe(
          GIFT_CARD_CENTS - live.reduce((sum, o) => sum + o.gift_card_cents, 0),
        );
      }
    } finally {
      await database.destroy();
    }
  }, 120_000);
});
