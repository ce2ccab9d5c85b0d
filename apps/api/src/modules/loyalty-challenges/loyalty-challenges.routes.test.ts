import { API_ERROR_CODES } from '@cabas/contracts';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call, plainProducts, setLine } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import { payDriveCart } from '../../../test/helpers/drive-payment.ts';
import { markPrepared, staffIdOf } from '../../../test/helpers/order-closing.ts';
import { staffHeaders } from '../../../test/helpers/preparation.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-cart.ts';
import type {} from '../../db/schema-ledger.ts';
import type { LoyaltyChallengesTable } from '../../db/schema-loyalty-challenges.ts';
import type {} from '../../db/schema-loyalty-earning.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';

/**
 * Défis through the API on both databases (decision 126): Julien sees the challenges offered to him
 * with his progress, measured on his withdrawn orders; a challenge met by two orders handed over at
 * the same time is rewarded once; nobody else sees his challenges or his progress.
 */

/** Julien's own-brand card (family CP): the card his challenges credit. */
const OWN_CARD = '9130000087654321';
const DAY_MS = 86_400_000;
const DRIVE_REWARD_CENTS = 700;
const DEPARTMENT_REWARD_POINTS = 150;

let t: TestApp;
let s: Shopper;
let staffId: number;
let preparer: Record<string, string>;
let slotIndex = 0;
let product: { id: number; price_cents: number };
const ids = { drive: 0, department: 0, otherStore: 0, ended: 0, future: 0 };

const db = () => t.database.db;
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function challenge(c: Partial<Insertable<LoyaltyChallengesTable>>): Insertable<LoyaltyChallengesTable> {
  return {
    store_id: s.shop,
    titre: '2 commandes drive',
    description: 'Retirez 2 commandes drive.',
    goal_kind: 'commandes',
    goal_target: 2,
    type_panier: 'drive',
    category_id: null,
    reward_kind: 'cagnotte',
    reward_amount: DRIVE_REWARD_CENTS,
    eligibility: 'carte_enseigne',
    starts_at: at(-1),
    ends_at: at(10),
    created_at: at(-1),
    ...c,
  };
}

async function insertChallenge(c: Partial<Insertable<LoyaltyChallengesTable>>) {
  const row = await db()
    .insertInto('loyalty_challenges')
    .values(challenge(c))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The top category of a product. */
async function departmentOf(productId: number) {
  const row = await db()
    .selectFrom('products as p')
    .innerJoin('categories as c1', 'c1.id', 'p.category_id')
    .leftJoin('categories as c2', 'c2.id', 'c1.parent_id')
    .leftJoin('categories as c3', 'c3.id', 'c2.parent_id')
    .select(['c1.id as c1', 'c2.id as c2', 'c3.id as c3'])
    .where('p.id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.c3 ?? row.c2 ?? row.c1;
}

beforeAll(async () => {
  t = await createTestApp();
  s = await julien(t);
  staffId = await staffIdOf(db(), DEMO_STAFF_ACCOUNTS.preparer.email);
  preparer = await staffHeaders(t, 'preparer');
  product = (await plainProducts(t, s.shop, 1))[0]!;
  const otherStore = await db()
    .selectFrom('stores')
    .select('id')
    .where('id', '<>', s.shop)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // This file's challenges only: the seed's would be met by its orders too.
  await db().deleteFrom('loyalty_challenges').execute();
  ids.drive = await insertChallenge({});
  ids.department = await insertChallenge({
    store_id: null,
    titre: 'Le rayon du produit',
    goal_kind: 'montant_rayon',
    goal_target: product.price_cents * 3,
    type_panier: null,
    category_id: await departmentOf(product.id),
    reward_kind: 'points',
    reward_amount: DEPARTMENT_REWARD_POINTS,
    eligibility: 'carte_fidelite',
    ends_at: at(20),
  });
  ids.otherStore = await insertChallenge({ store_id: otherStore.id, titre: 'Un autre magasin' });
  ids.ended = await insertChallenge({ titre: 'Fini', starts_at: at(-80), ends_at: at(-40) });
  ids.future = await insertChallenge({ titre: 'Demain', starts_at: at(1) });
});
afterAll(() => t?.close());

/** Julien's drive cart of one unit of the product, paid, and prepared by the store. */
async function preparedOrder() {
  const cart = await db()
    .selectFrom('carts')
    .select('id')
    .where('client_id', '=', s.clientId)
    .where('store_id', '=', s.shop)
    .where('type_panier', '=', 'drive')
    .executeTakeFirst();
  if (cart) await db().deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
  const res = await setLine(t, s.shop, product.id, s.headers, { quantite: 1, type_panier: 'drive' });
  expect(res.statusCode).toBe(200);
  const { id } = await payDriveCart(t, s, slotIndex++);
  await markPrepared(db(), id, staffId);
  return id;
}

const close = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/gestion/commandes/${id}/cloture`, headers: preparer });
const list = (who: Shopper) => call(t, 'GET', '/api/me/defis', who.headers);
const one = (who: Shopper, id: number) => call(t, 'GET', `/api/me/defis/${id}`, who.headers);
const card = () =>
  db()
    .selectFrom('loyalty_cards')
    .select(['solde_cents', 'solde_points'])
    .where('numero', '=', OWN_CARD)
    .executeTakeFirstOrThrow();
const rewards = (challengeId: number) =>
  db()
    .selectFrom('stored_value_movements')
    .select(['account', 'numero', 'amount_cents', 'order_id'])
    .where('idempotency_key', '=', `defi:${challengeId}:${s.clientId}`)
    .execute();
const earnedBy = async (orderIds: number[]) => {
  const rows = await db()
    .selectFrom('order_loyalty_earnings')
    .select(['cents', 'points'])
    .where('order_id', 'in', orderIds)
    .execute();
  return {
    cents: rows.reduce((sum, r) => sum + r.cents, 0),
    points: rows.reduce((sum, r) => sum + r.points, 0),
  };
};
const readyz = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;

describe('Julien’s défis', () => {
  it('lists the challenges offered to him, running or ended lately, with his progress', async () => {
    const res = await list(s);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ eligible: true });
    expect(data.map((d: { id: number }) => d.id)).toEqual([ids.drive, ids.department]);
    expect(data[0]).toMatchObject({
      titre: '2 commandes drive',
      en_cours: true,
      objectif: { type: 'commandes', cible: 2, rayon: null, type_panier: 'drive' },
      progression: { valeur: 0, pourcentage: 0 },
      recompense: { type: 'cagnotte', valeur: DRIVE_REWARD_CENTS / 100 },
      atteint: false,
      date_recompense: null,
    });
    expect(data[1]).toMatchObject({
      objectif: { type: 'montant_rayon', cible: (product.price_cents * 3) / 100 },
      recompense: { type: 'points', valeur: DEPARTMENT_REWARD_POINTS },
    });
    expect(typeof data[1].objectif.rayon).toBe('string');
    for (const hidden of [ids.otherStore, ids.ended, ids.future, 999_999]) {
      const refused = await one(s, hidden);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe(API_ERROR_CODES.loyaltyChallengeNotFound);
    }
  });

  it('rewards a challenge met by two orders handed over at the same time once', async () => {
    const first = await preparedOrder();
    const second = await preparedOrder();
    const before = await card();
    const answers = await Promise.all([close(first), close(second)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);

    const movements = await rewards(ids.drive);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      account: 'cagnotte',
      numero: OWN_CARD,
      amount_cents: DRIVE_REWARD_CENTS,
    });
    expect([first, second]).toContain(movements[0]!.order_id);
    const earned = await earnedBy([first, second]);
    expect(await card()).toEqual({
      solde_cents: before.solde_cents + earned.cents + DRIVE_REWARD_CENTS,
      solde_points: before.solde_points + earned.points,
    });
    const entries = await db()
      .selectFrom('loyalty_challenge_entries')
      .selectAll()
      .where('client_id', '=', s.clientId)
      .orderBy('challenge_id')
      .execute();
    expect(entries.map((e) => [e.challenge_id, e.rewarded_at !== null])).toEqual([
      [ids.drive, true],
      [ids.department, false],
    ]);
    expect(await readyz()).toBe(200);

    const shown = (await one(s, ids.drive)).json().data;
    expect(shown).toMatchObject({ progression: { valeur: 2, pourcentage: 100 }, atteint: true });
    expect(shown.date_recompense).toBe(entries[0]!.rewarded_at);
    const department = (await one(s, ids.department)).json().data;
    expect(department).toMatchObject({
      progression: { valeur: (product.price_cents * 2) / 100, pourcentage: 66 },
      atteint: false,
    });
  });

  it('never rewards twice; a department’s amount met by the next order earns its points', async () => {
    const before = await card();
    const third = await preparedOrder();
    expect((await close(third)).statusCode).toBe(200);
    expect((await close(third)).statusCode).toBe(200);
    expect(await rewards(ids.drive)).toHaveLength(1);
    expect(await rewards(ids.department)).toEqual([
      { account: 'points', numero: OWN_CARD, amount_cents: DEPARTMENT_REWARD_POINTS, order_id: third },
    ]);
    const earned = await earnedBy([third]);
    expect(await card()).toEqual({
      solde_cents: before.solde_cents + earned.cents,
      solde_points: before.solde_points + earned.points + DEPARTMENT_REWARD_POINTS,
    });
    expect((await one(s, ids.drive)).json().data.progression.valeur).toBe(3);
    expect(await readyz()).toBe(200);
  });
});

describe('nobody else’s défis', () => {
  it('a customer without a card is offered none and sees none of Julien’s', async () => {
    const m = await marie(t);
    const res = await list(m);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], meta: { eligible: false } });
    const refused = await one(m, ids.drive);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe(API_ERROR_CODES.loyaltyChallengeNotFound);
  });

  it('another card holder of his store sees the same challenge with her own progress', async () => {
    const m = await marie(t);
    const nowIso = new Date().toISOString();
    await db().updateTable('clients').set({ id_magasin: s.shop }).where('id', '=', m.clientId).execute();
    await db()
      .insertInto('loyalty_cards')
      .values({
        client_id: m.clientId,
        type_carte: 'CP',
        sous_type: 'CP',
        numero: '9130000000000777',
        code_hash: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    const shown = (await one(m, ids.drive)).json().data;
    expect(shown).toMatchObject({
      progression: { valeur: 0, pourcentage: 0 },
      atteint: false,
      date_recompense: null,
    });
  });

  it('a pro is refused the défis', async () => {
    const pro = await shopperOf(t, DEMO_ACCOUNTS.pro);
    const res = await list(pro);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(API_ERROR_CODES.loyaltyProRefused);
  });

  it('a visitor must log in', async () => {
    expect((await call(t, 'GET', '/api/me/defis', {})).statusCode).toBe(401);
  });
});
