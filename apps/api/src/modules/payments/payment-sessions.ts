import { randomBytes } from 'node:crypto';
import { API_ERROR_CODES, cartMessages, PAYMENT_SESSION_MINUTES } from '@cabas/contracts';
import type { PaymentSplit } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { claimCheckoutForPayment } from '../checkout/checkout.service.ts';
import { extendHold } from '../slots/slots.service.ts';
import type { OrderDraft } from './order-draft.ts';
import * as repo from './payments.repository.ts';

const firstOrderTaken = () =>
  new DomainError(API_ERROR_CODES.promoCodeFirstOrder, cartMessages.promoCodeFirstOrder);

/** Who takes the session's payment: its name is kept with the session. */
export interface SessionProvider {
  readonly name: string;
}

export interface SessionInput {
  draft: OrderDraft;
  modePaiement: string;
  split: PaymentSplit;
  loyaltyCardId: number | null;
  giftCardId: number | null;
  aliasId: number | null;
}

/**
 * Opens a payment session at the provider: the priced order is kept with it. It replaces the
 * checkout's other open sessions (cancelled in the same transaction, so a late payment on one of them
 * makes no order). Null when the checkout is no longer open (paid or cancelled meanwhile).
 */
export async function openPaymentSession(
  db: Kysely<DB>,
  provider: SessionProvider,
  input: SessionInput,
  now: Date,
): Promise<{ id: string; expiresAt: string } | null> {
  const id = randomBytes(18).toString('base64url');
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + PAYMENT_SESSION_MINUTES * 60_000).toISOString();
  const { draft, split } = input;
  const codes = draft.reductions.flatMap((r) => (r.code ? [r.code] : []));
  const firstOrder = await repo.usesFirstOrderPromo(db, codes);
  const opened = await db.transaction().execute(async (trx) => {
    if (!(await claimCheckoutForPayment(trx, draft.checkoutId))) return false;
    await repo.cancelOtherSessions(trx, draft.checkoutId, id, nowIso);
    await repo.insertSession(trx, {
      id,
      provider: provider.name,
      checkoutId: draft.checkoutId,
      clientId: draft.clientId,
      storeId: draft.storeId,
      typePanier: draft.typePanier,
      modePaiement: input.modePaiement,
      totalCents: draft.totalCents,
      cardCents: split.card,
      tirelireCents: split.tirelire,
      giftCardCents: split.giftCard,
      loyaltyCardId: input.loyaltyCardId,
      giftCardId: input.giftCardId,
      aliasId: input.aliasId === null ? null : String(input.aliasId),
      draft: JSON.stringify(draft),
      // An order's card is authorised now and captured when the store closes it (decision 109).
      captureMode: 'autorisation',
      nowIso,
      expiresAt,
    });
    // The slot stays held while the client is on the payment page.
    if (draft.slot) await extendHold(trx, draft.slot.holdId, expiresAt);
    // A welcome code: this session takes the first-order right, unless another one (another store's
    // checkout) holds it; then nothing of this session is kept.
    if (firstOrder && !(await repo.claimFirstOrder(trx, draft.clientId, id, nowIso))) throw firstOrderTaken();
    return true;
  });
  if (!opened) return null;
  return { id, expiresAt };
}
