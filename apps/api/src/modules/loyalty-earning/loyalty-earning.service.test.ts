import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeCardOrder } from '../../../test/helpers/card-orders.ts';
import { markPrepared, orderRow, staffIdOf } from '../../../test/helpers/order-closing.ts';
import { placeProOrder, proClientId } from '../../../test/helpers/pro-orders.ts';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-ledger.ts';
import type {} from '../../db/schema-loyalty-earning.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';

/**
 * Who earns nothing at the hand-over (decision 123), without HTTP (both databases): a pro, even
 * holding a card, and a customer without a card — the order is handed over all the same.
 */

let m: TestServices;
let staffId: number;
beforeAll(async () => {
  m = await createTestServices();
  staffId = await staffIdOf(db(), DEMO_STAFF_ACCOUNTS.preparer.email);
});
afterAll(() => m?.close());

const db = () => m.database.db;
const actor = () => ({ kind: 'staff', staffId }) as const;
const earned = (orderId: number) =>
  db().selectFrom('order_loyalty_earnings').selectAll().where('order_id', '=', orderId).execute();
const gains = (orderId: number) =>
  db()
    .selectFrom('stored_value_movements')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('cause', '=', 'gain')
    .execute();

describe('orders that earn nothing', () => {
  it('a pro’s order, even with a card on the account', async () => {
    const clientId = await proClientId(m);
    const nowIso = new Date().toISOString();
    await db()
      .insertInto('loyalty_cards')
      .values({
        client_id: clientId,
        type_carte: 'CM',
        sous_type: 'CP',
        numero: '9130000000000999',
        code_hash: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    const order = await placeProOrder(m, { onInvoice: false });
    await markPrepared(db(), order.id, staffId);
    await m.services.orderClosing.close(order.id, order.totalCents, actor());
    expect((await orderRow(db(), order.id)).statut_code).toBe('RETIREE');
    expect(await earned(order.id)).toEqual([]);
    expect(await gains(order.id)).toEqual([]);
    const card = await db()
      .selectFrom('loyalty_cards')
      .select(['solde_cents', 'solde_points'])
      .where('numero', '=', '9130000000000999')
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ solde_cents: 0, solde_points: 0 });
  });

  it('a customer without a card: handed over, nothing credited, no error', async () => {
    const order = await placeCardOrder(m, { quantity: 5 });
    const { client_id } = await orderRow(db(), order.id);
    expect(
      await db().selectFrom('loyalty_cards').select('id').where('client_id', '=', client_id).execute(),
    ).toEqual([]);
    await markPrepared(db(), order.id, staffId);
    await m.services.orderClosing.close(order.id, order.totalCents, actor());
    expect((await orderRow(db(), order.id)).statut_code).toBe('RETIREE');
    expect(await earned(order.id)).toEqual([]);
    expect(await gains(order.id)).toEqual([]);
    expect(await m.services.ledger.mismatches()).toEqual([]);
  });
});

describe('points in the ledger', () => {
  it('an own-brand card removed with points: they leave the ledger with it, /readyz’s check holds', async () => {
    const order = await placeCardOrder(m, { quantity: 2 });
    const { client_id } = await orderRow(db(), order.id);
    const shopper = { id: client_id, isPro: false };
    const { data } = await m.services.loyalty.create(
      shopper,
      { acceptEmail: false, acceptSms: false },
      new Date(),
    );
    const numero = (
      await db()
        .selectFrom('loyalty_cards')
        .select('numero')
        .where('id', '=', data.id)
        .executeTakeFirstOrThrow()
    ).numero;
    await db()
      .transaction()
      .execute((trx) =>
        m.services.ledger.credit(
          trx,
          { account: 'points', numero, amount: 120, key: `gain:${order.id}:points`, orderId: order.id },
          new Date().toISOString(),
        ),
      );
    expect(await m.services.ledger.mismatches()).toEqual([]);
    await m.services.loyalty.remove(shopper, data.id, new Date());
    const movements = await db()
      .selectFrom('stored_value_movements')
      .select(['account', 'amount_cents', 'cause'])
      .where('numero', '=', numero)
      .orderBy('id')
      .execute();
    expect(movements).toEqual([
      { account: 'points', amount_cents: 120, cause: 'gain' },
      { account: 'points', amount_cents: -120, cause: 'carte_supprimee' },
    ]);
    expect(await m.services.ledger.mismatches()).toEqual([]);
  });

  it('finds points moved outside the ledger', async () => {
    await db()
      .updateTable('loyalty_cards')
      .set({ solde_points: 999 })
      .where('numero', '=', '9130000000000999')
      .execute();
    expect(await m.services.ledger.mismatches()).toEqual([
      { account: 'points', numero: '9130000000000999', balance_cents: 999, ledger_cents: 0 },
    ]);
  });
});
