import { randomBytes } from 'node:crypto';
import { PAYMENT_SESSION_MINUTES } from '@cabas/contracts';
import type { PaymentEventKind } from '@cabas/domain';
import type { OrderChangeRow } from '../../../db/schema-order-changes.ts';
import type { PaymentSessionRow } from '../../../db/schema-orders.ts';
import * as repo from '../order-changes.repository.ts';
import { notEditable } from './changeability.ts';
import type { Order, OrderChangeDeps } from './context.ts';

/**
 * Opens the card payment of a change's difference, in a transaction that claims the still placed
 * order (else 409) and cancels the change's previous payment. Answers the new session's id.
 */
export async function openExtraPayment(
  { db, ledger, provider }: Pick<OrderChangeDeps, 'db' | 'ledger' | 'provider'>,
  order: Order,
  change: OrderChangeRow,
  cents: number,
  now: Date,
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + PAYMENT_SESSION_MINUTES * 60_000).toISOString();
  const opened = await db.transaction().execute(async (trx) => {
    if (!(await repo.claimPlacedOrder(trx, order.id, nowIso))) return false;
    if (change.payment_session_id)
      await ledger.moveSession(trx, change.payment_session_id, ['ouverte'], 'annulee', nowIso);
    await ledger.insertSession(trx, {
      id,
      provider: provider.name,
      checkoutId: order.checkout_id,
      clientId: order.client_id,
      storeId: order.store_id,
      typePanier: order.type_panier,
      modePaiement: 'cb',
      totalCents: cents,
      cardCents: cents,
      tirelireCents: 0,
      giftCardCents: 0,
      loyaltyCardId: null,
      giftCardId: null,
      aliasId: null,
      draft: JSON.stringify({ modification: change.id, commande: order.id }),
      // Captured with the order's first payment when the store closes the order (decision 109).
      captureMode: 'autorisation',
      nowIso,
      expiresAt,
    });
    return repo.moveChange(trx, change.id, ['brouillon', 'en_paiement'], 'en_paiement', nowIso, {
      paymentSessionId: id,
      extraCardCents: cents,
      expiresAt,
    });
  });
  if (!opened) throw notEditable('statut');
  return id;
}

/**
 * The extra payment did not go through (or its change could not apply): the session moves once to
 * its outcome and the change goes back to a draft. False when another notification came first.
 */
export async function failExtraPayment(
  { db, ledger }: Pick<OrderChangeDeps, 'db' | 'ledger'>,
  change: OrderChangeRow,
  sessionId: string,
  outcome: Exclude<PaymentEventKind, 'acceptee' | 'en_attente'>,
  nowIso: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await ledger.moveSession(trx, sessionId, ['ouverte'], outcome, nowIso))) return false;
    await repo.moveChange(trx, change.id, ['en_paiement'], 'brouillon', nowIso);
    return true;
  });
}

/**
 * The provider accepted a change's payment that this shop does not apply (its change could no
 * longer apply, was abandoned or replaced by another payment): the card's authorisation would stay
 * held for nothing. Its release is recorded once (its key) and asked after the commit, then again by
 * the worker's job until the provider answers. False when the session was applied (nothing to
 * release) or its release was already recorded.
 */
export async function releaseUnappliedPayment(
  { db }: Pick<OrderChangeDeps, 'db'>,
  change: Pick<OrderChangeRow, 'order_id'>,
  session: Pick<PaymentSessionRow, 'id' | 'provider' | 'card_cents'>,
  nowIso: string,
): Promise<boolean> {
  const status = await repo.sessionStatus(db, session.id);
  if (status === undefined || status === 'acceptee' || session.card_cents <= 0) return false;
  return repo.insertAuthorisationChange(db, {
    key: `paiement-non-applique:${session.id}`,
    kind: 'liberation',
    status: 'demande',
    provider: session.provider,
    sessionId: session.id,
    orderId: change.order_id,
    cents: session.card_cents,
    nowIso,
  });
}
