import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDriveCart, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { payDriveCart } from '../../../test/helpers/drive-payment.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-authorisation-changes.ts';
import type {} from '../../db/schema-order-changes.ts';
import type {
  CaptureRequest,
  PaymentProvider,
  RefundRequest,
  ReleaseRequest,
} from '../../platform/payments/provider.ts';
import { SandboxProvider } from '../../platform/payments/sandbox-provider.ts';
import { OrderLedger } from '../payments/order-ledger.ts';
import { SlotsService } from '../slots/slots.service.ts';
import { OrderChangesService } from './order-changes.service.ts';

/**
 * A refund, or a release of an authorisation not captured yet (decision 109), that the provider does
 * not confirm is kept asked, and the worker's job asks it again.
 */

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
  readonly released: ReleaseRequest[] = [];
  readonly #sandbox: PaymentProvider;
  constructor(sandbox: PaymentProvider = new SandboxProvider('secret-de-test', 'http://127.0.0.1')) {
    this.#sandbox = sandbox;
  }
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
  capture(request: CaptureRequest) {
    return this.#sandbox.capture(request);
  }
  async release(request: ReleaseRequest) {
    if (this.down) throw new Error('connect ECONNREFUSED 10.0.0.1:443');
    this.released.push(request);
    return this.#sandbox.release(request);
  }
  authorisation(sessionId: string) {
    return this.#sandbox.authorisation(sessionId);
  }
}

const refunds = (orderId: number) =>
  t.database.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).execute();
const releases = (orderId: number) =>
  t.database.db
    .selectFrom('payment_authorisation_changes')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'liberation')
    .execute();
const serviceWith = (provider: PaymentProvider) =>
  new OrderChangesService(
    t.database.db,
    provider,
    t.app.services.paymentPages,
    t.app.outbox,
    new SlotsService(t.database.db),
    new OrderLedger(t.app.services.stock),
    t.app.services.ledger,
    t.app.services.carts,
    t.app.services.proInvoices,
  );
const clientOf = async (orderId: number) =>
  (
    await t.database.db
      .selectFrom('orders')
      .select('client_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).client_id;

describe('refunds the provider did not confirm', () => {
  it('cancels the order anyway, then asks again when due, once, until it is done', async () => {
    await fillDriveCart(t, s, 30);
    const order = await payDriveCart(t, s, 0);
    // An order paid as a sale (before decision 109): its cancel is a refund.
    await t.database.db
      .updateTable('payment_sessions')
      .set({ capture_mode: 'vente' })
      .where('order_id', '=', order.id)
      .execute();
    const provider = new FlakyProvider();
    const service = serviceWith(provider);
    const now = new Date();
    const client = await clientOf(order.id);

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

  it('releases an authorisation not captured yet: cancelled anyway, the release asked again once due', async () => {
    await fillDriveCart(t, s, 30);
    const order = await payDriveCart(t, s, 1);
    const provider = new FlakyProvider(t.app.services.sandbox);
    const service = serviceWith(provider);
    const now = new Date();

    const cancelled = await service.cancel(await clientOf(order.id), order.id, now);
    expect(cancelled.statut_code).toBe('ANNULEE');
    expect(await refunds(order.id)).toEqual([]);
    const [asked] = await releases(order.id);
    expect(asked).toMatchObject({ status: 'demande', attempts: 1 });
    expect(asked!.last_error).toContain('ECONNREFUSED');
    const card = () => t.app.services.paymentProvider.authorisation(asked!.payment_session_id);
    expect(await card()).toMatchObject({ releasedCents: 0, closed: false });
    const nextAt = new Date(asked!.next_attempt_at!);
    expect(nextAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(60_000);

    expect(await service.settlePendingReleases(new Date(nextAt.getTime() - 1000))).toBe(0);
    provider.down = false;
    expect(await service.settlePendingReleases(nextAt)).toBe(1);
    expect(await service.settlePendingReleases(new Date(nextAt.getTime() + 3_600_000))).toBe(0);
    expect(provider.released.map((r) => r.idempotencyKey)).toEqual([asked!.idempotency_key]);
    expect((await releases(order.id))[0]).toMatchObject({
      status: 'effectue',
      amount_cents: asked!.amount_cents,
    });
    expect(provider.asked).toEqual([]);
    expect(await card()).toMatchObject({
      capturedCents: 0,
      refundedCents: 0,
      releasedCents: asked!.amount_cents,
      closed: true,
    });
  });
});
