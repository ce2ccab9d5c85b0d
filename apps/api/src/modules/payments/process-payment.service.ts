import {
  API_ERROR_CODES,
  NATIONAL_STORE_ID,
  type ProcessPaymentBody,
  type ProcessPaymentResponse,
  paymentMessages,
} from '@cabas/contracts';
import { centsToEuros } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { CheckoutContext } from '../checkout/checkout-context.ts';
import { type CheckoutWrite, contextAfterWrite, startWrite } from '../checkout/steps/checkout-write.ts';
import type { PaymentPages } from './payment-pages.ts';
import { openPaymentSession } from './payment-sessions.ts';
import { applyBenefits } from './process/benefits.ts';
import { applyChoices } from './process/choices.ts';
import { changesChoices } from './process/commit.ts';
import { holdCagnotteForPayment } from './process/eurocora-hold.ts';
import { refuseMissingChoices } from './process/missing-choices.ts';
import { notOpen, refuseUnlessOpen } from './process/open-checkout.ts';
import { orderDraft } from './process/order-draft.ts';
import { refuseUnpayable } from './process/payability.ts';
import { paymentModeOf } from './process/payment-mode.ts';
import { paymentSplit } from './process/payment-split.ts';
import { paymentFacts } from './process/process.repository.ts';
import type { ProcessContext } from './process/process-context.ts';
import { recentOrderWarning } from './process/recent-order.ts';
import { savedCardOf } from './process/saved-card.ts';
import { refuseWithoutService } from './process/service-chosen.ts';

/** What the payment asks of the checkout module (`CheckoutService`). */
export interface CheckoutForPayment {
  /** The client's checkout read for its payment (as its GET: 401, 404, 409) and his saved cards' count. */
  paymentCheckout(
    client: AuthenticatedClient,
    shop: number,
    id: number,
    now: Date,
  ): Promise<{ ctx: CheckoutContext; savedCards: number }>;
  /** Writes the payment's choices at once, at the version read (409 when another write came first). */
  commitPaymentWrite(write: CheckoutWrite): Promise<string>;
}

/**
 * processPaiement as one workflow of named steps (`process/`, decision 099) over the checkout's
 * context: the shopper's choices (mode, saved card, bags) and the benefits by the checkout's own
 * steps, everything missing refused at once, the checks that make it payable, one write; then the
 * recent-order warning, the order drafted in cents from the context and the provider's session.
 */
export class ProcessPaymentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly pages: PaymentPages,
    private readonly checkouts: CheckoutForPayment,
  ) {}

  async process(
    client: AuthenticatedClient,
    shop: number,
    id: number,
    body: ProcessPaymentBody,
    ownCard: boolean,
    now: Date,
    /** The storefront's origin the shopper is on: the payment page sends her back there. */
    origin?: string,
  ): Promise<ProcessPaymentResponse> {
    if (shop === NATIONAL_STORE_ID)
      throw new DomainError(API_ERROR_CODES.nationalStore, paymentMessages.nationalStore);
    const { ctx, savedCards } = await this.checkouts.paymentCheckout(client, shop, id, now);
    refuseUnlessOpen(ctx.row.status);
    const p: ProcessContext = { client, body, ownCard, savedCards, write: startWrite(ctx), now };
    const refusals = await applyChoices(p, this.db);
    const chosen = changesChoices(p.write);
    applyBenefits(p);
    refuseWithoutService(p);
    refuseMissingChoices(p, refusals);
    const after = contextAfterWrite(p.write);
    refuseUnpayable(after, now);
    const codePaiement = paymentModeOf(after, ownCard);
    const { split, loyaltyCardId, giftCardId } = paymentSplit(p, after);
    const aliasId = await savedCardOf(p, after, this.db);
    const reserving = holdCagnotteForPayment(p, split, loyaltyCardId);
    const version =
      chosen || reserving ? await this.checkouts.commitPaymentWrite(p.write) : ctx.row.updated_at;

    const recent = await recentOrderWarning(this.db, client.id, Boolean(body.confirmer), now);
    if (recent)
      return {
        dateLastUpdate: version,
        url_webview_paiement: null,
        session_id: null,
        montants: null,
        warning: { commande_recente: recent },
      };
    const facts = await paymentFacts(this.db, client.id, shop, id);
    if (!facts) throw notOpen(undefined);
    const draft = orderDraft(after, facts, { codePaiement, hasAlias: aliasId !== null });
    const session = await openPaymentSession(
      this.db,
      this.pages,
      { draft, modePaiement: codePaiement, split, loyaltyCardId, giftCardId, aliasId },
      now,
    );
    // Paid or cancelled meanwhile (the check above was before the session's transaction).
    if (!session) throw notOpen((await paymentFacts(this.db, client.id, shop, id))?.status);
    return {
      dateLastUpdate: version,
      url_webview_paiement: await this.pages.urlFor(session.id, origin),
      session_id: session.id,
      montants: {
        carte: centsToEuros(split.card),
        tirelire: centsToEuros(split.tirelire),
        carte_cadeau: centsToEuros(split.giftCard),
        total: centsToEuros(draft.totalCents),
      },
      warning: { commande_recente: null },
    };
  }
}
