import { refundRetryDelayMs } from '@cabas/domain';
import type { CardOperations } from '../../../platform/payments/provider.ts';
import * as repo from '../order-changes.repository.ts';
import type { Db } from './context.ts';

/** Refunds asked again per run of the worker's job. */
const PENDING_REFUNDS_PER_RUN = 50;

type AskedRefund = {
  idempotency_key: string;
  payment_session_id: string;
  amount_cents: number;
  attempts: number;
};

/** Asks the provider for one refund (its key: never paid twice); a failure is asked again later. */
async function askRefund(db: Db, provider: CardOperations, r: AskedRefund, now: Date): Promise<boolean> {
  try {
    const answer = await provider.refund({
      idempotencyKey: r.idempotency_key,
      sessionId: r.payment_session_id,
      amountCents: r.amount_cents,
    });
    await repo.markRefundDone(db, r.idempotency_key, answer.reference, now.toISOString());
    return true;
  } catch (failure) {
    const next = new Date(now.getTime() + refundRetryDelayMs(r.attempts)).toISOString();
    await repo.markRefundFailed(db, r.idempotency_key, String(failure), next, now.toISOString());
    return false;
  }
}

/**
 * Asks the provider for the order's refunds recorded and not yet done. A provider that does not
 * answer fails nothing: the cancel or the change is applied, the refund stays asked, and the worker
 * asks again (`settlePendingRefunds`).
 */
export async function settleRefunds(db: Db, provider: CardOperations, orderId: number): Promise<void> {
  for (const r of await repo.refundsOf(db, orderId)) {
    if (r.status === 'demande') await askRefund(db, provider, r, new Date());
  }
  for (const r of await repo.authorisationChangesOf(db, orderId)) {
    if (r.kind === 'liberation' && r.status === 'demande') await askRelease(db, provider, r, new Date());
  }
}

/**
 * Asks the provider to release a cancelled order's authorisation (its key: released once). A refusal
 * (an authorisation the provider no longer knows, or already closed) is kept: nothing can be taken
 * on it. A failure is asked again later, as a refund.
 */
async function askRelease(db: Db, provider: CardOperations, r: AskedRefund, now: Date): Promise<boolean> {
  try {
    const answer = await provider.release({
      idempotencyKey: r.idempotency_key,
      sessionId: r.payment_session_id,
    });
    await repo.markReleaseAnswered(
      db,
      r.idempotency_key,
      answer.status === 'effectue'
        ? { status: 'effectue', reference: answer.reference }
        : { status: 'refusee', refusal: answer.reason },
      now.toISOString(),
    );
    return true;
  } catch (failure) {
    const next = new Date(now.getTime() + refundRetryDelayMs(r.attempts)).toISOString();
    await repo.markReleaseFailed(db, r.idempotency_key, String(failure), next, now.toISOString());
    return false;
  }
}

/** The worker's job: asks again every release whose next attempt is due; answers how many were answered. */
export async function settlePendingReleases(db: Db, provider: CardOperations, now: Date): Promise<number> {
  const due = await repo.pendingReleases(db, now.toISOString(), PENDING_REFUNDS_PER_RUN);
  let done = 0;
  for (const r of due) if (await askRelease(db, provider, r, now)) done++;
  return done;
}

/** The worker's job: asks again every refund whose next attempt is due; answers how many were done. */
export async function settlePendingRefunds(db: Db, provider: CardOperations, now: Date): Promise<number> {
  const due = await repo.pendingRefunds(db, now.toISOString(), PENDING_REFUNDS_PER_RUN);
  let done = 0;
  for (const r of due) if (await askRefund(db, provider, r, now)) done++;
  return done;
}
