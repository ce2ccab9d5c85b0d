import { randomBytes } from 'node:crypto';
import {
  API_ERROR_CODES,
  PAYMENT_SESSION_MINUTES,
  type PaymentNotificationResponse,
  type SubscriptionPurchaseBody,
  type SubscriptionPurchaseResponse,
  subscriptionMessages,
} from '@cabas/contracts';
import {
  centsToEuros,
  mayBuySubscription,
  type PaymentEventKind,
  parisDay,
  type SubscriptionOfferState,
  subscriptionLastDay,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PaymentSessionRow } from '../../db/schema-orders.ts';
import { HttpError } from '../../platform/errors.ts';
import type { OrderLedger } from '../payments/order-ledger.ts';
import type { PaymentPages } from '../payments/payment-pages.ts';
import * as repo from './subscriptions.repository.ts';
import { proForbidden, type SubscriptionsService } from './subscriptions.service.ts';

/** The `type_panier` of a payment session that pays a subscription (no checkout, no order). */
export const SUBSCRIPTION_PAYMENT_KIND = 'abonnement';

/** What a subscription's payment session keeps (its `order_draft`): the offer as sold. */
interface SubscriptionDraft {
  abonnement: { offre_id: number; code: string; duree_mois: number; prix_cents: number };
}

const REFUSALS: Partial<Record<SubscriptionOfferState, () => HttpError>> = {
  pro: proForbidden,
  national: () =>
    new HttpError(409, subscriptionMessages.national, undefined, API_ERROR_CODES.subscriptionNotOffered),
  non_eligible: () =>
    new HttpError(409, subscriptionMessages.notEligible, undefined, API_ERROR_CODES.subscriptionNotOffered),
  deja_abonne: () =>
    new HttpError(
      409,
      subscriptionMessages.alreadySubscribed,
      undefined,
      API_ERROR_CODES.subscriptionAlreadyCurrent,
    ),
  complet: () =>
    new HttpError(
      409,
      subscriptionMessages.maximumReached,
      undefined,
      API_ERROR_CODES.subscriptionMaximumReached,
    ),
};

const SESSION_OUTCOME: Partial<Record<PaymentSessionRow['status'], string>> = {
  acceptee: 'ok',
  en_attente: 'en-attente',
  refusee: 'refus',
  annulee: 'annulation',
  erreur: 'erreur',
};

/** The subscription cannot be made any more (bought meanwhile, maximum reached): the payment is refused. */
class PurchaseRefused extends Error {}
class AlreadyProcessed extends Error {}

/**
 * Buying a delivery subscription (decision 081): a payment session on the same hosted payment page
 * as orders, with `type_panier` `abonnement`, no checkout (`checkout_id` 0) and the offer as sold in
 * its draft. The accepted notification moves the session once and writes the subscription in the
 * same transaction (its `payment_session_id` is unique), so a payment makes one subscription at most
 * and a notification replayed changes nothing.
 */
export class SubscriptionPurchases {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly pages: PaymentPages,
    private readonly ledger: OrderLedger,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async open(
    client: { id: number; isPro: boolean },
    body: SubscriptionPurchaseBody,
    origin: string,
    now: Date,
  ): Promise<SubscriptionPurchaseResponse> {
    if (client.isPro) throw proForbidden();
    const { offers, state, store } = await this.subscriptions.storeOffer(client, body.magasin_id, now);
    const refusal = REFUSALS[state];
    if (refusal) throw refusal();
    const offer = offers.find((o) => o.id === body.offre_id);
    if (!offer)
      throw new HttpError(
        404,
        subscriptionMessages.offerUnknown,
        { offre_id: [subscriptionMessages.offerUnknown] },
        API_ERROR_CODES.subscriptionOfferNotFound,
      );
    if (!mayBuySubscription(state)) throw REFUSALS.non_eligible!();
    const id = randomBytes(18).toString('base64url');
    const nowIso = now.toISOString();
    const expiresAt = new Date(now.getTime() + PAYMENT_SESSION_MINUTES * 60_000).toISOString();
    const draft: SubscriptionDraft = {
      abonnement: {
        offre_id: offer.id,
        code: offer.code,
        duree_mois: offer.duree_mois,
        prix_cents: offer.prix_cents,
      },
    };
    await this.db.transaction().execute(async (trx) => {
      // One subscription payment open at a time per store: an earlier tab's session can no longer pay.
      await repo.cancelOtherPurchases(trx, client.id, store.id, id, SUBSCRIPTION_PAYMENT_KIND, nowIso);
      await this.ledger.insertSession(trx, {
        id,
        provider: this.pages.name,
        checkoutId: 0,
        clientId: client.id,
        storeId: store.id,
        typePanier: SUBSCRIPTION_PAYMENT_KIND,
        modePaiement: 'cb',
        totalCents: offer.prix_cents,
        cardCents: offer.prix_cents,
        tirelireCents: 0,
        giftCardCents: 0,
        loyaltyCardId: null,
        giftCardId: null,
        aliasId: null,
        draft: JSON.stringify(draft),
        nowIso,
        expiresAt,
      });
    });
    return {
      session_id: id,
      url_webview_paiement: await this.pages.urlFor(id, origin),
      montant: centsToEuros(offer.prix_cents),
    };
  }

  async ownsSession(sessionId: string): Promise<boolean> {
    const session = await this.ledger.findSession(this.db, sessionId);
    return session?.type_panier === SUBSCRIPTION_PAYMENT_KIND;
  }

  /**
   * Where the sandbox page sends the shopper back after paying (or not) a subscription: the session's
   * own outcome once it has one (coming back to a paid session shows it paid).
   */
  async returnPath(sessionId: string, result: string): Promise<string | null> {
    const session = await this.ledger.findSession(this.db, sessionId);
    if (session?.type_panier !== SUBSCRIPTION_PAYMENT_KIND) return null;
    const outcome = SESSION_OUTCOME[session.status] ?? (result === 'deja-traitee' ? 'ok' : result);
    const page =
      outcome === 'ok' || outcome === 'en-attente' ? '/mon-compte/abonnements' : '/abonnement-livraison';
    return `${page}?paiement=${encodeURIComponent(outcome)}`;
  }

  /**
   * A notification of a subscription's payment (the payments module checked its signature, amount
   * and that it may apply to the session's status).
   */
  async applyPayment(
    session: PaymentSessionRow,
    event: PaymentEventKind,
    nowIso: string,
  ): Promise<PaymentNotificationResponse> {
    const none = { commande_id: null };
    if (event === 'en_attente') {
      const moved = await this.ledger.moveSession(this.db, session.id, ['ouverte'], 'en_attente', nowIso);
      return { resultat: moved ? 'en-attente' : 'deja-traitee', ...none };
    }
    if (event === 'acceptee') {
      try {
        await this.db.transaction().execute((trx) => this.subscribe(trx, session, nowIso));
        return { resultat: 'ok', ...none };
      } catch (error) {
        if (error instanceof AlreadyProcessed) return { resultat: 'deja-traitee', ...none };
        if (!(error instanceof PurchaseRefused)) throw error;
      }
      event = 'refusee';
    }
    const moved = await this.ledger.moveSession(
      this.db,
      session.id,
      ['ouverte', 'en_attente'],
      event as 'refusee' | 'annulee' | 'erreur',
      nowIso,
    );
    if (!moved) return { resultat: 'deja-traitee', ...none };
    const resultat = event === 'annulee' ? 'annulation' : event === 'erreur' ? 'erreur' : 'refus';
    return { resultat, ...none };
  }

  private async subscribe(trx: Kysely<DB>, session: PaymentSessionRow, nowIso: string) {
    const { abonnement } = JSON.parse(session.order_draft) as SubscriptionDraft;
    // Both rules checked below are the store's: its payments are applied one after the other.
    await repo.lockStoreRow(trx, session.store_id);
    const now = new Date(nowIso);
    const today = parisDay(now);
    if (!(await this.ledger.moveSession(trx, session.id, ['ouverte', 'en_attente'], 'acceptee', nowIso)))
      throw new AlreadyProcessed();
    // The offer is checked again as it is now: already subscribed meanwhile, or the store's maximum
    // of subscribers reached by payments accepted since this one opened.
    const { state } = await this.subscriptions.storeOffer(
      { id: session.client_id, isPro: false },
      session.store_id,
      now,
      trx,
    );
    if (!mayBuySubscription(state)) throw new PurchaseRefused();
    await repo.insertSubscription(trx, {
      client_id: session.client_id,
      store_id: session.store_id,
      code: abonnement.code,
      actif: 1,
      duree_mois: abonnement.duree_mois,
      date_debut: today,
      date_fin: subscriptionLastDay(today, abonnement.duree_mois),
      prix_cents: abonnement.prix_cents,
      payment_session_id: session.id,
    });
  }
}
