import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AdyenPaymentRecords } from '../../platform/payments/adyen/adyen-gateway.ts';
import type { AuthorisationState } from '../../platform/payments/provider.ts';
import * as repo from './provider-records.repository.ts';

/**
 * What the shop keeps of a real provider's payments: the payment of each session (captures, releases
 * and refunds name our session) and, for a provider with no call that reads a payment (Adyen), its
 * amounts from what the shop recorded: the authorisation it applied and the operations answered.
 */
export class ProviderRecords implements AdyenPaymentRecords {
  constructor(private readonly db: Kysely<DB>) {}

  async accountOf(sessionId: string): Promise<string | undefined> {
    return (await repo.accountOf(this.db, sessionId)) ?? undefined;
  }

  paymentOf(sessionId: string): Promise<string | null> {
    return repo.paymentOf(this.db, sessionId);
  }

  /** The store whose account at the provider takes the session's payment (per-store accounts). */
  storeOf(sessionId: string): Promise<number | null> {
    return repo.storeOf(this.db, sessionId);
  }

  async authorisationOf(sessionId: string): Promise<AuthorisationState | null> {
    const recorded = await repo.recordedCard(this.db, sessionId);
    if (!recorded) return null;
    const sum = (kind: string) =>
      recorded.operations.filter((o) => o.kind === kind).reduce((cents, o) => cents + o.amount_cents, 0);
    const capturedCents = sum('capture');
    // A capture closes the authorisation too: the provider cancels what it did not take (one capture).
    const closed = recorded.operations.some((o) => o.kind === 'capture' || o.kind === 'liberation');
    return {
      authorisedCents: recorded.authorisedCents,
      capturedCents,
      refundedCents: recorded.refundedCents + sum('remboursement'),
      releasedCents: closed ? recorded.authorisedCents - capturedCents : 0,
      closed,
    };
  }
}
