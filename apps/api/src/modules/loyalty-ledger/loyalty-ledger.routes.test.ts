import { API_ERROR_CODES, loyaltyLedgerMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, decodeQuotedPrintable, sentMails } from '../../../test/accounts-helpers.ts';
import { placeCardOrder } from '../../../test/helpers/card-orders.ts';
import { call } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-ledger.ts';
import type {} from '../../db/schema-loyalty-ledger.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-outbox.ts';
import { LoyaltyExpiryService } from './loyalty-expiry.service.ts';

/**
 * A card's history and the expiry of its euros (decision 127), through the API on both databases:
 * labels, expiry days and what is left, filters and pages, who may read it; the daily job that
 * writes off what is due once and reminds once, and the ledger that still holds after it.
 */

/** Julien's own-brand « Plus » card (CP): no euros in the test seed. */
const OWN_CARD = '9130000087654321';
/** The job's day: a year after the first credit, a little more. */
const JOB_DAY = new Date('2027-06-15T10:00:00.000Z');

let t: TestApp;
let j: Shopper;
let m: Shopper;
let pro: Shopper;
let cardId: number;
let order: { id: number; code: string; payment_session_id: string };

beforeAll(async () => {
  t = await createTestApp();
  [j, m, pro] = await Promise.all([julien(t), marie(t), shopperOf(t, DEMO_ACCOUNTS.pro)]);
  cardId = (await card()).id;
  const placed = await placeCardOrder(
    { database: t.database, services: t.app.services },
    { email: DEMO_ACCOUNTS.loyalty.email },
  );
  order = await db()
    .selectFrom('orders')
    .select(['id', 'code', 'payment_session_id'])
    .where('id', '=', placed.id)
    .executeTakeFirstOrThrow();
  await history();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const ledger = () => t.app.services.ledger;
const card = () =>
  db().selectFrom('loyalty_cards').selectAll().where('numero', '=', OWN_CARD).executeTakeFirstOrThrow();
const list = (who: Shopper, id: number, query = '') =>
  call(t, 'GET', `/api/me/fidelites/${id}/mouvements${query}`, who.headers);
const balancesHold = async () => {
  expect(await ledger().mismatches()).toEqual([]);
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
};

/**
 * Julien's history: his 340 points opened on 1 January 2026; 5,00 € earned by his order on 1 June, a
 * 3,00 € défi and 0,25 € earned on 1 July, 200 points converted into 2,00 € on 1 December; on 1 March
 * 2027 his order paid 6,00 € (the June euros, then 1,00 € of the défi's), and its cancellation gave
 * 4,00 € back on 2 March (the défi's 1,00 €, then 3,00 € of June's).
 */
async function history() {
  await db()
    .updateTable('stored_value_movements')
    .set({ created_at: '2026-01-01T00:00:00.000Z' })
    .where('numero', '=', OWN_CARD)
    .where('cause', '=', 'solde_initial')
    .execute();
  const credit = (amount: number, cause: 'gain' | 'defi', key: string, at: string) =>
    db()
      .transaction()
      .execute((trx) =>
        ledger().credit(
          trx,
          { account: 'cagnotte', numero: OWN_CARD, amount, key, orderId: order.id, cause },
          at,
        ),
      );
  await credit(500, 'gain', `gain:${order.id}:cagnotte`, '2026-06-01T10:00:00.000Z');
  await credit(300, 'defi', `defi:999:${j.clientId}`, '2026-07-01T10:00:00.000Z');
  await credit(25, 'gain', 'gain:test:cagnotte', '2026-07-01T18:00:00.000Z');
  await db()
    .transaction()
    .execute((trx) =>
      ledger().credit(
        trx,
        { account: 'points', numero: OWN_CARD, amount: 200, key: 'gain:test:points', orderId: order.id },
        '2026-11-30T10:00:00.000Z',
      ),
    );
  await db()
    .transaction()
    .execute((trx) =>
      ledger().convertPoints(
        trx,
        { numero: OWN_CARD, clientId: j.clientId, points: 200, cents: 200, key: 'conversion:test' },
        '2026-12-01T10:00:00.000Z',
      ),
    );
  const spend = { account: 'cagnotte' as const, numero: OWN_CARD, clientId: j.clientId, cents: 600 };
  await db()
    .transaction()
    .execute((trx) =>
      ledger().spend(trx, { ...spend, sessionId: order.payment_session_id }, '2027-03-01T10:00:00.000Z'),
    );
  await db()
    .transaction()
    .execute((trx) =>
      ledger().giveBack(
        trx,
        {
          held: { account: 'cagnotte', numero: OWN_CARD, cents: 400 },
          cause: 'annulation',
          key: `annulation:${order.id}:cagnotte`,
          orderId: order.id,
        },
        '2027-03-02T10:00:00.000Z',
      ),
    );
}

describe('the history of a loyalty card', () => {
  it('lists every movement, newest first, each with its French label, and the euros still to expire', async () => {
    const res = await list(j, cardId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, par_page: 20, total: 9 });
    expect(body.meta.carte).toMatchObject({ id: cardId, solde_euro: 8.25, solde_point: 340 });
    const lines = body.data.map((d: Record<string, unknown>) => [d.libelle, d.montant_euro ?? d.points]);
    expect(lines).toEqual([
      [`Remboursement commande n° ${order.code}`, 4],
      [`Paiement commande n° ${order.code}`, -6],
      ['Conversion de points', 2],
      ['Conversion de points', -200],
      [`Commande n° ${order.code}`, 200],
      [`Commande n° ${order.code}`, 0.25],
      ['Défi', 3],
      [`Commande n° ${order.code}`, 5],
      ['Solde à l’ouverture', 340],
    ]);
    const byLabel = (label: string) => body.data.find((d: { libelle: string }) => d.libelle === label);
    // The June euros: 5,00 € − 5,00 € paid + 3,00 € given back, until 1 June 2027.
    expect(body.data.at(-2).expiration).toEqual({ date: '2027-06-01', reste: 3, expire: false });
    expect(byLabel('Défi').expiration).toEqual({ date: '2027-07-01', reste: 3, expire: false });
    expect(byLabel('Défi').cause).toBe('defi');
    // A refund put back into the euros its payment took has no date of its own.
    expect(body.data[0]).toMatchObject({ sens: 'credit', cause: 'remboursement', expiration: null });
    expect(body.meta.expirations).toEqual([
      { date: '2027-06-01', montant: 3 },
      { date: '2027-07-01', montant: 3.25 },
      { date: '2027-12-01', montant: 2 },
    ]);
    await balancesHold();
  });

  it('filters by period, direction, cause and account, and pages', async () => {
    const labels = async (query: string) =>
      (await list(j, cardId, query)).json().data.map((d: { libelle: string }) => d.libelle);
    expect(await labels('?sens=debit')).toEqual([
      `Paiement commande n° ${order.code}`,
      'Conversion de points',
    ]);
    expect(await labels('?cause=remboursement')).toEqual([`Remboursement commande n° ${order.code}`]);
    expect(await labels('?cause=defi&sens=credit')).toEqual(['Défi']);
    expect(await labels('?du=2026-07-01&au=2026-07-01')).toEqual([`Commande n° ${order.code}`, 'Défi']);
    expect(await labels('?compte=points')).toEqual([
      'Conversion de points',
      `Commande n° ${order.code}`,
      'Solde à l’ouverture',
    ]);
    // An empty field of the page's GET form is no filter.
    expect((await list(j, cardId, '?du=&au=&sens=&cause=&compte=')).json().meta.total).toBe(9);
    const second = (await list(j, cardId, '?page=2')).json();
    expect(second).toMatchObject({ data: [], meta: { page: 2, total: 9 } });
  });

  it('refuses a bad filter with a French message', async () => {
    const res = await list(j, cardId, '?du=2026-02-30&sens=autre');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.invalidData,
      errors: { du: [loyaltyLedgerMessages.dayInvalid], sens: [loyaltyLedgerMessages.direction] },
    });
    const backwards = await list(j, cardId, '?du=2026-07-02&au=2026-07-01');
    expect(backwards.json().errors).toEqual({ au: [loyaltyLedgerMessages.dayRange] });
  });

  it('is the holder’s only: another customer gets 404, a pro 403, nobody logged in 401', async () => {
    expect((await list(m, cardId)).json()).toMatchObject({
      status_code: 404,
      code: API_ERROR_CODES.loyaltyCardNotFound,
    });
    expect((await list(pro, cardId)).json()).toMatchObject({
      status_code: 403,
      code: API_ERROR_CODES.loyaltyProRefused,
    });
    expect((await call(t, 'GET', `/api/me/fidelites/${cardId}/mouvements`, {})).statusCode).toBe(401);
  });
});

describe('the expiry of cagnotte euros', () => {
  it('writes off what is left of euros past their day, once, and reminds once 30 days before', async () => {
    const expiry = t.app.services.loyaltyExpiry;
    expect(await expiry.run(JOB_DAY)).toEqual({ expired: 1, reminded: 1 });
    expect((await card()).solde_cents).toBe(825 - 300);
    const expired = await db()
      .selectFrom('stored_value_movements')
      .select(['amount_cents', 'cause', 'idempotency_key'])
      .where('numero', '=', OWN_CARD)
      .where('cause', '=', 'expiration')
      .execute();
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ amount_cents: -300, cause: 'expiration' });
    await balancesHold();

    const reminders = async (count: number) =>
      (await sentMails(t, count)).map(decodeQuotedPrintable).filter((eml) => eml.includes('expirent le'));
    const mails = await reminders(2);
    expect(mails).toHaveLength(1);
    const text = mails[0]!;
    expect(text).toContain('Bonjour Julien');
    expect(text).toContain('3,25 € de votre cagnotte fidélité');
    expect(text).toContain('expirent le 1er juillet 2027');
    expect(text).toContain(`/mon-compte/ma-fidelite/mouvements/${cardId}`);

    // A second run, a restart (another service, the outbox purged of sent mail): nothing more.
    expect(await expiry.run(JOB_DAY)).toEqual({ expired: 0, reminded: 0 });
    await db().deleteFrom('outbox').execute();
    const restarted = new LoyaltyExpiryService(db(), ledger(), t.app.outbox, 'http://localhost:3000');
    expect(await restarted.run(new Date(JOB_DAY.getTime() + 86_400_000))).toEqual({
      expired: 0,
      reminded: 0,
    });
    expect(await reminders(3)).toHaveLength(1);

    const body = (await list(j, cardId, '?cause=expiration')).json();
    expect(body.data).toMatchObject([{ libelle: 'Expiration', montant_euro: -3, sens: 'debit' }]);
  });

  it('is a daily job of the outbox’s scheduler, its next run kept in the database', async () => {
    await t.app.outbox.runDueJobs();
    const job = await db()
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'expiration-cagnottes')
      .executeTakeFirstOrThrow();
    expect(job.last_error).toBeNull();
    expect(Date.parse(job.next_run_at) - Date.parse(job.last_run_at!)).toBe(86_400_000);
  });

  it('keeps the ledger right when a payment races the expiry of the same euros', async () => {
    const at = '2027-03-10T10:00:00.000Z';
    await db()
      .transaction()
      .execute((trx) =>
        ledger().credit(
          trx,
          { account: 'cagnotte', numero: OWN_CARD, amount: 1000, key: 'gain:race', orderId: order.id },
          at,
        ),
      );
    const before = (await card()).solde_cents;
    const due = new Date('2028-03-11T10:00:00.000Z');
    const spend = { account: 'cagnotte' as const, numero: OWN_CARD, clientId: j.clientId, sessionId: 'race' };
    const [run, paid] = await Promise.all([
      t.app.services.loyaltyExpiry.run(due),
      db()
        .transaction()
        .execute((trx) => ledger().spend(trx, { ...spend, cents: before }, due.toISOString())),
    ]);
    const after = (await card()).solde_cents;
    expect(after).toBeGreaterThanOrEqual(0);
    if (paid) expect(after).toBe(0);
    else expect(run.expired).toBeGreaterThan(0);
    await balancesHold();
  });
});
