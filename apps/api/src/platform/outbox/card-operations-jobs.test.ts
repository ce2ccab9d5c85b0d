import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeCardOrder } from '../../../test/helpers/card-orders.ts';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import type {} from '../../db/schema-authorisation-changes.ts';
import type {} from '../../db/schema-card-captures.ts';
import { recordCardRefunds } from '../../modules/order-changes/steps/card-refunds.ts';
import { CaptureService } from '../../modules/payments/capture/capture.service.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { Outbox } from './outbox.ts';
import { pendingCardOperationsJobs } from './scheduled-jobs.ts';

/**
 * The worker's jobs of decision 109: a capture and a cancel's release that the provider did not
 * answer are asked again by the scheduled jobs once due, with their keys, and never twice.
 */

let m: TestServices;
beforeAll(async () => {
  m = await createTestServices();
});
afterAll(() => m?.close());

const silent = { warn: () => {}, error: () => {} };
const noMail = { send: async () => ({ messageId: '<x@cabas.test>', file: null }), close: async () => {} };

describe('the pending card operations jobs', () => {
  it('are named and run every minute', () => {
    const jobs = pendingCardOperationsJobs(m.services.captures, m.services.orderChanges);
    expect(jobs.map((j) => [j.name, j.everyMs])).toEqual([
      ['encaissements-en-attente', 60_000],
      ['liberations-en-attente', 60_000],
    ]);
  });

  it('capture and release once what the provider did not answer, when due', async () => {
    const sandbox = m.services.paymentProvider;
    const down: PaymentProvider = Object.assign(Object.create(sandbox) as PaymentProvider, {
      capture: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.1:443');
      },
    });
    // A capture asked while the provider was down: recorded, not taken.
    const closed = await placeCardOrder(m, { quantity: 5 });
    const final = closed.totalCents - 80;
    const pending = await new CaptureService(
      m.database.db,
      down,
      m.services.ledger,
      m.services.orders,
    ).captureOrder(closed.id, final, { kind: 'systeme' });
    expect(pending.status).toBe('demandee');
    // A cancel's release recorded and not asked yet (a process that died after its commit).
    const cancelled = await placeCardOrder(m, { quantity: 3 });
    await m.database.db.transaction().execute((trx) =>
      recordCardRefunds(
        trx,
        [
          {
            key: `annulation:${cancelled.id}:${cancelled.sessionId}`,
            path: 'liberation',
            provider: 'sandbox',
            sessionId: cancelled.sessionId,
            orderId: cancelled.id,
            cents: cancelled.cardCents,
          },
        ],
        new Date().toISOString(),
      ),
    );

    let clock = new Date(Date.now() + 3_600_000);
    const jobs = pendingCardOperationsJobs(m.services.captures, m.services.orderChanges);
    const worker = new Outbox(m.database.db, noMail, silent, { jobs, clock: () => clock });
    try {
      expect(await worker.runDueJobs()).toBe(2);
      expect(await m.services.captures.outcome(closed.id)).toMatchObject({
        status: 'effectuee',
        capturedCents: final,
        releasedCents: 80,
      });
      expect(await sandbox.authorisation(closed.sessionId)).toMatchObject({
        capturedCents: final,
        releasedCents: 80,
        closed: true,
      });
      const release = await m.database.db
        .selectFrom('payment_authorisation_changes')
        .selectAll()
        .where('order_id', '=', cancelled.id)
        .executeTakeFirstOrThrow();
      expect(release).toMatchObject({ kind: 'liberation', status: 'effectue' });
      expect(await sandbox.authorisation(cancelled.sessionId)).toMatchObject({
        capturedCents: 0,
        releasedCents: cancelled.cardCents,
        closed: true,
      });
      // The next runs find nothing more to ask.
      clock = new Date(clock.getTime() + 120_000);
      expect(await worker.runDueJobs()).toBe(2);
      const keys = await m.database.db
        .selectFrom('sandbox_operations')
        .select('kind')
        .where('session_id', 'in', [closed.sessionId, cancelled.sessionId])
        .execute();
      expect(keys.map((k) => k.kind).sort()).toEqual(['capture', 'liberation', 'liberation']);
    } finally {
      await worker.close();
    }
  });
});
