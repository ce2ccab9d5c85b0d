import {
  API_ERROR_CODES,
  type CheckoutResponse,
  checkoutMessages,
  INSTALMENT_LIMITS,
  NATIONAL_STORE_ID,
  type ProcessPaymentBody,
  type ProcessPaymentResponse,
  paymentMessages,
  RECENT_ORDER_MINUTES,
} from '@cabas/contracts';
import { centsToEuros, eurosToCents, formatEuros, orderDate, splitPayment } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { HttpError } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { draftFromCheckout } from './checkout-draft.ts';
import { openPaymentSession } from './payment-sessions.ts';
import * as repo from './payments.repository.ts';

/** Reads the client's checkout as the checkout module answers it (404 when not his). */
export type CheckoutReader = (
  client: AuthenticatedClient,
  shop: number,
  id: number,
  now: Date,
) => Promise<CheckoutResponse>;

/** Card payments of processPaiement; the own-card modes go through processPaiementCarteCarrefour. */
const CARD_MODES = ['cb', '3FCB', '4FCB', 'ckdo'];
const OWN_CARD_MODES = ['carte_cabas', 'CRF', 'carte_malin'];
const HOME_DELIVERY = ['LAD', 'LDD'];

const unprocessable = (message: string, field: string) => new HttpError(422, message, { [field]: [message] });
/** A paid checkout takes no new payment (409); a cancelled one is no longer the client's to pay. */
const notOpen = (status: string | undefined) =>
  status === 'paye'
    ? new HttpError(409, paymentMessages.checkoutPaid, undefined, API_ERROR_CODES.checkoutPaid)
    : new HttpError(404, paymentMessages.checkoutUnknown, undefined, API_ERROR_CODES.checkoutNotFound);

/**
 * processPaiement: checks that the checkout can be paid now (slot still
 * held, mode, address, amounts), warns of a recent order, then opens a session at the provider.
 */
export class ProcessPaymentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly provider: PaymentProvider,
    private readonly readCheckout: CheckoutReader,
  ) {}

  async process(
    client: AuthenticatedClient,
    shop: number,
    id: number,
    body: ProcessPaymentBody,
    ownCard: boolean,
    now: Date,
  ): Promise<ProcessPaymentResponse> {
    if (shop === NATIONAL_STORE_ID)
      throw new HttpError(409, paymentMessages.nationalStore, undefined, API_ERROR_CODES.nationalStore);
    const checkout = await this.readCheckout(client, shop, id, now);
    const facts = await repo.paymentFacts(this.db, client.id, shop, id);
    if (!facts) throw notOpen(undefined);
    if (facts.status !== 'ouvert') throw notOpen(facts.status);
    const a = checkout.data.attributes;
    const missing = a.a_completer[0];
    if (missing) {
      throw new HttpError(
        422,
        missing.message,
        Object.fromEntries(a.a_completer.map((m) => [m.champ, [m.message]])),
      );
    }

    if (!a.panier.lignes_panier.some((l) => l.disponible))
      throw unprocessable(paymentMessages.emptyCart, 'panier');
    if (a.service_id === null) throw unprocessable(paymentMessages.noMode, 'service_id');
    if (!a.creneau || facts.holdId === null) throw unprocessable(paymentMessages.noSlot, 'creneau');
    if (a.creneau.expire_le <= now.toISOString())
      throw new HttpError(409, paymentMessages.slotExpired, undefined, API_ERROR_CODES.slotHoldExpired);
    if (a.mode_commande && HOME_DELIVERY.includes(a.mode_commande) && !a.adresse_livraison) {
      throw unprocessable(paymentMessages.noAddress, 'idAdresseLivraison');
    }
    if (a.redevance.requise && !a.redevance.renseignee) {
      throw unprocessable(checkoutMessages.redevanceRequired, 'redevance');
    }

    const codePaiement = a.modePaiement ?? (ownCard ? 'carte_cabas' : 'cb');
    if (!(ownCard ? OWN_CARD_MODES : CARD_MODES).includes(codePaiement)) {
      throw unprocessable(paymentMessages.modeNotPossible, 'modePaiement');
    }
    const totalCents = eurosToCents(a.montants.total_ttc);
    if (codePaiement === '3FCB' || codePaiement === '4FCB') {
      const euros = a.montants.total_ttc;
      if (euros < INSTALMENT_LIMITS.min || euros > INSTALMENT_LIMITS.max) {
        throw unprocessable(checkoutMessages.instalmentRange, 'modePaiement');
      }
    }

    // The cagnotte: the checkout's choice, or the one sent with the payment.
    const cardId = body.tirelire
      ? (body.tirelire.carte ?? a.tirelire?.carte ?? null)
      : (a.tirelire?.carte ?? null);
    const wantedCents = body.tirelire
      ? eurosToCents(body.tirelire.montant)
      : eurosToCents(a.tirelire?.montant ?? 0);
    let balanceCents = 0;
    if (wantedCents > 0) {
      const loyalty = cardId === null ? null : await repo.findLoyaltyCard(this.db, client.id, cardId);
      if (!loyalty) throw unprocessable(paymentMessages.tirelireCard, 'tirelire.carte');
      balanceCents = loyalty.solde_cents;
    }
    const giftCents = eurosToCents(a.montants.carte_cadeau);
    const split = splitPayment(totalCents, giftCents, wantedCents, balanceCents);
    if (split.tirelire < wantedCents && body.tirelire) {
      throw unprocessable(paymentMessages.tirelireTooHigh, 'tirelire.montant');
    }

    const aliasId = body.alias_paiement_id ?? a.selectedPaymentId ?? null;
    if (aliasId !== null && !(await repo.isClientAlias(this.db, client.id, aliasId))) {
      throw unprocessable(paymentMessages.aliasUnknown, 'alias_paiement_id');
    }

    if (!body.confirmer) {
      const since = new Date(now.getTime() - RECENT_ORDER_MINUTES * 60_000).toISOString();
      const recent = await repo.latestOrderSince(this.db, client.id, since);
      if (recent) {
        return {
          dateLastUpdate: a.dateLastUpdate,
          url_webview_paiement: null,
          session_id: null,
          montants: null,
          warning: {
            commande_recente: {
              id: recent.id,
              code: recent.code,
              date_commande: orderDate(new Date(recent.placed_at)),
              montant_total_ttc: centsToEuros(recent.total_cents),
              message: `Vous avez passé la commande ${recent.code} (${formatEuros(recent.total_cents)}) il y a moins de ${RECENT_ORDER_MINUTES} minutes. Souhaitez-vous vraiment passer une nouvelle commande ?`,
            },
          },
        };
      }
    }

    const draft = draftFromCheckout(checkout, {
      client: facts.client,
      store: facts.store,
      holdId: facts.holdId,
      codePaiement,
      hasAlias: aliasId !== null,
    });
    const session = await openPaymentSession(
      this.db,
      this.provider,
      {
        draft,
        modePaiement: codePaiement,
        split,
        loyaltyCardId: split.tirelire > 0 ? cardId : null,
        giftCardId: split.giftCard > 0 ? facts.giftCardId : null,
        aliasId,
      },
      now,
    );
    // Paid or cancelled meanwhile (the check above was before the session's transaction).
    if (!session) throw notOpen((await repo.paymentFacts(this.db, client.id, shop, id))?.status);
    return {
      dateLastUpdate: a.dateLastUpdate,
      url_webview_paiement: session.url,
      session_id: session.id,
      montants: {
        carte: centsToEuros(split.card),
        tirelire: centsToEuros(split.tirelire),
        carte_cadeau: centsToEuros(split.giftCard),
        total: centsToEuros(totalCents),
      },
      warning: { commande_recente: null },
    };
  }
}
