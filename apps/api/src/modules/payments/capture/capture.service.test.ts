import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardOrder, giftCardBalance, placeCardOrder } from '../../../../test/helpers/card-orders.ts';
import { createTestServices, type TestServices } from '../../../../test/test-services.ts';
import type {} from '../../../db/schema-authorisation-changes.ts';
import type {} from '../../../db/schema-card-captures.ts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { PaymentProvider } from '../../../platform/payments/provider.ts';
import { recordCardRefunds } from '../../order-changes/steps/card-refunds.ts';
import { CaptureService } from './capture.service.ts';

/**
 * `captureOrder` on orders placed by the real notification service (both databases): the card part
 * captured within its authorisation, the rest released, the gift card's difference given back through
 * the ledger, once whatever the retries and races (decision 109).
 */

let m: TestServices;
beforeAll(async () => {
  m = await createTestServices();
});
afterAll(() => m?.close());

const staff = { kind: 'staff', staffId: 1 } as const;
const operations = (orderId: number) =>
  m.database.db
    .selectFrom('payment_card_operations')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
const orderAmounts = (orderId: number) =>
  m.database.db
    .selectFrom('orders')
    .select(['gift_card_cents', 'tirelire_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('captureOrder', () => {
  it('captures the final card part of a card order and releases the rest', async () => {
    const order = await placeCardOrder(m, { quantity: 10 });
    const final = order.totalCents - 137;
    const outcome = await m.services.captures.captureOrder(order.id, final, staff);
    expect(outcome).toMatchObject({
      status: 'effectuee',
      finalCents: final,
      cardCents: final,
      authorisedCents: order.cardCents,
      capturedCents: final,
      releasedCents: 137,
      shortfallCents: 0,
      refused: [],
    });
    expect(await m.services.paymentProvider.authorisation(order.sessionId)).toEqual({
      authorisedCents: order.cardCents,
      capturedCents: final,
      refundedCents: 0,
      releasedCents: 137,
      closed: true,
    });
    expect((await operations(order.id)).map((o) => [o.kind, o.status, o.amount_cents])).toEqual([
      ['capture', 'effectue', final],
      ['liberation', 'effectue', 137],
    ]);
  });

  it('never captures more than was authorised: a higher final amount is a shortfall', async () => {
    const order = await placeCardOrder(m, { quantity: 3 });
    const outcome = await m.services.captures.captureOrder(order.id, order.totalCents + 250, staff);
    expect(outcome).toMatchObject({ capturedCents: order.cardCents, releasedCents: 0, shortfallCents: 250 });
    expect((await m.services.paymentProvider.authorisation(order.sessionId))?.capturedCents).toBe(
      order.cardCents,
    );
  });

  it('splits a lower amount as at order time: the card lowered first, then the gift card given back', async () => {
    const order: CardOrder = await placeCardOrder(m, { quantity: 10, giftCardCents: 500 });
    expect(order.cardCents).toBe(order.totalCents - 500);
    expect(await giftCardBalance(m, order.giftCard!)).toBe(0);
    // 300 cents of the gift card kept: the card captures nothing, the gift card gets 200 back.
    const outcome = await m.services.captures.captureOrder(order.id, 300, staff);
    expect(outcome).toMatchObject({
      giftCardCents: 300,
      cardCents: 0,
      capturedCents: 0,
      releasedCents: order.cardCents,
      giftCardBackCents: 200,
    });
    expect(await giftCardBalance(m, order.giftCard!)).toBe(200);
    expect(await orderAmounts(order.id)).toEqual({ gift_card_cents: 300, tirelire_cents: 0 });
    expect(await m.services.ledger.mismatches()).toEqual([]);
  });

  it('keeps the gift card when only the card part is lower', async () => {
    const order = await placeCardOrder(m, { quantity: 10, giftCardCents: 500 });
    const outcome = await m.services.captures.captureOrder(order.id, order.totalCents - 100, staff);
    expect(outcome).toMatchObject({
      giftCardCents: 500,
      capturedCents: order.cardCents - 100,
      giftCardBackCents: 0,
    });
    expect(await giftCardBalance(m, order.giftCard!)).toBe(0);
  });

  it('is one operation: called again it answers the same, another amount is refused', async () => {
    const order = await placeCardOrder(m, { quantity: 4, giftCardCents: 100 });
    const first = await m.services.captures.captureOrder(order.id, order.totalCents - 150, staff);
    const again = await m.services.captures.captureOrder(order.id, order.totalCents - 150, staff);
    expect(again).toEqual(first);
    await expect(m.services.captures.captureOrder(order.id, 10, staff)).rejects.toBeInstanceOf(DomainError);
    expect(await operations(order.id)).toHaveLength(2);
    expect(await giftCardBalance(m, order.giftCard!)).toBe(0);
  });

  it('captures once when two calls race', async () => {
    const order = await placeCardOrder(m, { quantity: 6 });
    const final = order.totalCents - 42;
    const [a, b] = await Promise.all([
      m.services.captures.captureOrder(order.id, final, staff),
      m.services.captures.captureOrder(order.id, final, staff),
    ]);
    expect(a.capturedCents).toBe(final);
    expect(b.capturedCents).toBe(final);
    const sandbox = await m.database.db
      .selectFrom('sandbox_operations')
      .select(['kind', 'answer'])
      .where('session_id', '=', order.sessionId)
      .execute();
    expect(sandbox.map((o) => o.kind).sort()).toEqual(['capture', 'liberation']);
    expect(await m.services.paymentProvider.authorisation(order.sessionId)).toMatchObject({
      capturedCents: final,
      releasedCents: 42,
    });
  });

  it('takes a change before the capture as a lowered authorisation, counted once', async () => {
    const order = await placeCardOrder(m, { quantity: 10 });
    // What a change lowering the order by 300 records before the capture (nothing asked of the provider).
    await m.database.db.transaction().execute((trx) =>
      recordCardRefunds(
        trx,
        [
          {
            key: `modification:999${order.id}:${order.sessionId}`,
            path: 'reduction',
            provider: 'sandbox',
            sessionId: order.sessionId,
            orderId: order.id,
            cents: 300,
          },
        ],
        new Date().toISOString(),
      ),
    );
    expect(await m.services.paymentProvider.authorisation(order.sessionId)).toMatchObject({
      releasedCents: 0,
      closed: false,
    });
    const final = order.totalCents - 300 - 50;
    const outcome = await m.services.captures.captureOrder(order.id, final, staff);
    expect(outcome).toMatchObject({
      status: 'effectuee',
      authorisedCents: order.cardCents - 300,
      capturedCents: final,
      // What the capture gave back beyond the change's reduction: the reduction is not counted again.
      releasedCents: 50,
      shortfallCents: 0,
    });
    expect(outcome.capturedCents + outcome.releasedCents + 300).toBe(order.cardCents);
    // The provider releases all it was not asked to capture: the reduction and the capture's rest.
    expect(await m.services.paymentProvider.authorisation(order.sessionId)).toEqual({
      authorisedCents: order.cardCents,
      capturedCents: final,
      refundedCents: 0,
      releasedCents: 350,
      closed: true,
    });
    expect(
      await m.database.db
        .selectFrom('payment_refunds')
        .select('id')
        .where('order_id', '=', order.id)
        .execute(),
    ).toEqual([]);
  });

  it('never captures what a change lowered: a final amount above it is a shortfall', async () => {
    const order = await placeCardOrder(m, { quantity: 4 });
    await m.database.db.transaction().execute((trx) =>
      recordCardRefunds(
        trx,
        [
          {
            key: `modification:998${order.id}:${order.sessionId}`,
            path: 'reduction',
            provider: 'sandbox',
            sessionId: order.sessionId,
            orderId: order.id,
            cents: 120,
          },
        ],
        new Date().toISOString(),
      ),
    );
    const outcome = await m.services.captures.captureOrder(order.id, order.totalCents, staff);
    expect(outcome).toMatchObject({
      capturedCents: order.cardCents - 120,
      releasedCents: 0,
      shortfallCents: 120,
    });
  });

  it('refuses an unknown order and a cancelled one', async () => {
    await expect(m.services.captures.captureOrder(987654, 100, staff)).rejects.toMatchObject({
      code: 'commande_introuvable',
    });
    const order = await placeCardOrder(m, { quantity: 2 });
    await m.database.db
      .updateTable('orders')
      .set({ statut_code: 'ANNULEE' })
      .where('id', '=', order.id)
      .execute();
    await expect(m.services.captures.captureOrder(order.id, 100, staff)).rejects.toMatchObject({
      code: 'commande_non_modifiable',
    });
  });

  it('captures exactly once when the answer is lost after the provider captured (a crash)', async () => {
    const order = await placeCardOrder(m, { quantity: 5 });
    const sandbox = m.services.paymentProvider;
    // The provider captures, then the process dies before it hears the answer: the line drops.
    let lost = 0;
    const dying: PaymentProvider = Object.assign(Object.create(sandbox) as PaymentProvider, {
      capture: async (request: Parameters<PaymentProvider['capture']>[0]) => {
        await sandbox.capture(request);
        lost++;
        throw new Error('socket hang up');
      },
    });
    const crashed = new CaptureService(m.database.db, dying, m.services.ledger, m.services.orders);
    const final = order.totalCents - 99;
    const pending = await crashed.captureOrder(order.id, final, staff);
    expect(lost).toBe(1);
    expect(pending).toMatchObject({ status: 'demandee', capturedCents: 0 });
    // The release waited for its capture: the authorisation is still open.
    expect(await sandbox.authorisation(order.sessionId)).toMatchObject({
      capturedCents: final,
      closed: false,
    });
    const asked = await operations(order.id);
    expect(asked.map((o) => [o.kind, o.status, o.attempts])).toEqual([
      ['capture', 'demande', 1],
      ['liberation', 'demande', 0],
    ]);

    // The restarted shop: the worker's job asks again with the same keys once due.
    const later = new Date(Date.now() + 3_600_000);
    expect(await m.services.captures.settlePendingCaptures(later)).toBe(1);
    expect(await m.services.captures.outcome(order.id)).toMatchObject({
      status: 'effectuee',
      capturedCents: final,
      releasedCents: 99,
    });
    expect(await sandbox.authorisation(order.sessionId)).toMatchObject({
      capturedCents: final,
      releasedCents: 99,
      closed: true,
    });
  });
});
