import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDriveCart, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { payDriveCart } from '../../../test/helpers/drive-payment.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-order-changes.ts';
import type { PaymentProvider, RefundRequest } from '../../platform/payments/provider.ts';
import { SandboxProvider } from '../../platform/payments/sandbox-provider.ts';
import { OrderLedger } from '../payments/order-ledger.ts';
import { SlotsService } from '../slots/slots.service.ts';
import { OrderChangesService } from './order-changes.service.ts';

/** A refund the provider does not confirm is kept asked, and the worker's job asks it again. */

let t: TestApp;
let s: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
});
afterAll(() => t?.close());

/** The sandbox behind a network that fails while `down` is true; counts what reached it. */
class FlakyProvider implements PaymentProvider {
  readonly name = 'sandbox';
  down = true;
  readonly asked: RefundRequest[] = [];
  readonly #sandbox = new SandboxProvider('secret-de-test', 'http://127.0.0.1');
  paymentPageUrl(sessionId: string) {
    return this.#sandbox.paymentPageUrl(sessionId);
  }
  verifyNotification(body: string, signature: string | undefined) {
    return this.#sandbox.verifyNotification(body, signature);
  }
  async refund(request: RefundRequest) {
    if (this.down) throw new Error('connect ECONNREFUSED 10.0.0.1:443');
    this.asked.push(request);
    return this.#sandbox.refund(request);
  }
}

const refunds = (orderId: number) =>
  t.database.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).execute();

describe('refunds the provider did not confirm', () => {
  it('cancels the order anyway, then asks again when due, once, until it is done', async () => {
    await fillDriveCart(t, s, 30);
    const order = await payDriveCart(t, s, 0);
    const provider = new FlakyProvider();
    const service = new OrderChangesService(
      t.database.db,
      provider,
      t.app.outbox,
      new SlotsService(t.database.db),
      new OrderLedger(t.app.services.stock),
      t.app.services.ledger,
      t.app.services.carts,
    );
    const now = new Date();
    const client = (
      await t.database.db
        .selectFrom('orders')
        .select('client_id')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).client_id;

    const cancelled = await service.cancel(client, order.id, now);
    expect(cancelled.statut_code).toBe('ANNULEE');
    const [asked] = await refunds(order.id);
    expect(asked).toMatchObject({ status: 'demande', attempts: 1 });
    expect(asked!.last_error).toContain('ECONNREFUSED');
    const nextAt = new Date(asked!.next_attempt_at!).getTime();
    expect(nextAt - now.getTime()).toBeGreaterThanOrEqual(60_000);

    // Not yet due: nothing asked. Due while the provider is still down: later again.
    expect(await service.settlePendingRefunds(new Date(nextAt - 1000))).toBe(0);
    expect(await service.settlePendingRefunds(new Date(nextAt))).toBe(0);
    const again = (await refunds(order.id))[0]!;
    expect(again.attempts).toBe(2);
    expect(new Date(again.next_attempt_at!).getTime() - nextAt).toBeGreaterThanOrEqual(120_000);

    // The provider is back: the refund is done once, with the same key, and never asked again.
    provider.down = false;
    const later = new Date(again.next_attempt_at!);
    expect(await service.settlePendingRefunds(later)).toBe(1);
    expect(await service.settlePendingRefunds(new Date(later.getTime() + 3_600_000))).toBe(0);
    expect(provider.asked.map((r) => r.idempotencyKey)).toEqual([asked!.idempotency_key]);
    expect((await refunds(order.id))[0]).toMatchObject({
      status: 'effectue',
      amount_cents: asked!.amount_cents,
    });
  });
});
