import type { PaymentNotification, PaymentNotificationResponse, PaymentResult } from '@cabas/contracts';
import { API_ERROR_CODES, cartMessages, paymentMessages } from '@cabas/contracts';
import { canApply, createsOrder, defaultOrderTitle, orderCode, type PaymentEventKind } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PaymentSessionRow } from '../../db/schema-orders.ts';
import { HttpError } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import type { OrderDraft } from './order-draft.ts';
import { reservedUnits } from './order-draft.ts';
import { orderConfirmationMail } from './order-mail.ts';
import * as repo from './payments.repository.ts';

const FAILED_RESULT: Record<'refusee' | 'annulee' | 'erreur', PaymentResult> = {
  refusee: 'refus',
  annulee: 'annulation',
  erreur: 'erreur',
};

/** Outcomes of an open session move it only from `ouverte`; a pending one ends in settlePending. */
const OPEN = ['ouverte'] as const;

/** Payments that are not a new order: the extra payment of a placed order's change (order-changes). */
export interface OtherPayments {
  ownsSession(sessionId: string): Promise<boolean>;
  applyPayment(
    session: PaymentSessionRow,
    event: PaymentEventKind,
    nowIso: string,
  ): Promise<PaymentNotificationResponse>;
}

/** Why an order could not be made: the whole transaction is undone and the payment refused. */
class OrderRefused extends Error {}
/** Another notification of this session got there first. */
class AlreadyProcessed extends Error {}

/**
 * Applies a provider's notification once (a notification processed twice changes nothing the second time): the session moves with one
 * conditional update, in the same transaction as the order, its stock, cagnotte, gift card, slot and
 * cart. A notification that cannot apply (replayed, or after a later one) changes nothing and answers
 * `deja-traitee`.
 */
export class NotificationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly outbox: Outbox,
    private readonly ledger: StoredValueLedger,
    private readonly otherPayments?: OtherPayments,
  ) {}

  async handle(n: PaymentNotification, now: Date): Promise<PaymentNotificationResponse> {
    const nowIso = now.toISOString();
    const session = await repo.findSession(this.db, n.session_id);
    if (!session)
      throw new HttpError(
        404,
        paymentMessages.sessionUnknown,
        undefined,
        API_ERROR_CODES.paymentSessionNotFound,
      );
    // An authorisation for another amount than the one asked is not this payment: nothing changes.
    if (createsOrder(n.resultat) && n.montant_cents !== session.card_cents) {
      throw new HttpError(
        422,
        paymentMessages.amountMismatch,
        { montant_cents: [paymentMessages.amountMismatch] },
        API_ERROR_CODES.amountMismatch,
      );
    }
    const answer = await this.apply(session, n.resultat, nowIso);
    const effect = answer.resultat === 'deja-traitee' ? 'deja_traitee' : 'appliquee';
    await repo.logNotification(this.db, {
      sessionId: session.id,
      evenementId: n.evenement_id,
      resultat: n.resultat,
      effect,
      nowIso,
    });
    return answer;
  }

  private async apply(
    session: PaymentSessionRow,
    event: PaymentEventKind,
    nowIso: string,
  ): Promise<PaymentNotificationResponse> {
    const already = { resultat: 'deja-traitee' as const, commande_id: session.order_id };
    if (!canApply(session.status, event)) return already;
    if (this.otherPayments && (await this.otherPayments.ownsSession(session.id)))
      return this.otherPayments.applyPayment(session, event, nowIso);
    if (session.status === 'en_attente') return this.settlePending(session, event, nowIso);
    if (!createsOrder(event)) {
      const moved = await repo.moveSession(this.db, session.id, OPEN, event, nowIso);
      if (moved) return { resultat: FAILED_RESULT[event as keyof typeof FAILED_RESULT], commande_id: null };
      return this.afterRace(session.id, event, nowIso);
    }
    const draft = JSON.parse(session.order_draft) as OrderDraft;
    try {
      const order = await this.db.transaction().execute(async (trx) => {
        const created = await this.createOrder(trx, session, draft, event, nowIso);
        // The confirmation is written with the order (outbox): it leaves if and only if the order exists.
        await this.outbox.enqueueMail(trx, {
          kind: 'commande-confirmation',
          key: `commande:${created.id}`,
          message: orderConfirmationMail({
            draft,
            code: created.code,
            pending: event === 'en_attente',
            store: created.store,
            tirelireCents: session.tirelire_cents,
            giftCardCents: session.gift_card_cents,
            cardCents: session.card_cents,
          }),
        });
        return created;
      });
      this.outbox.nudge();
      return { resultat: event === 'acceptee' ? 'ok' : 'en-attente', commande_id: order.id };
    } catch (error) {
      if (error instanceof AlreadyProcessed) return this.afterRace(session.id, event, nowIso);
      if (!(error instanceof OrderRefused)) throw error;
      // Nothing of the order was kept; the payment is refused (the provider would refund it).
      const moved = await repo.moveSession(this.db, session.id, OPEN, 'refusee', nowIso);
      return moved ? { resultat: 'refus', commande_id: null } : this.afterRace(session.id, event, nowIso);
    }
  }

  private async createOrder(
    trx: Transaction<DB>,
    session: PaymentSessionRow,
    draft: OrderDraft,
    event: PaymentEventKind,
    nowIso: string,
  ) {
    // One checkout, one order: it must still be open, and closes in this transaction. Its row is
    // locked before the session's, in the order openPaymentSession takes them (no deadlock).
    if (!(await repo.closeCheckout(trx, session.checkout_id, nowIso))) {
      throw new OrderRefused(paymentMessages.checkoutPaid);
    }
    if (!(await repo.moveSession(trx, session.id, OPEN, event, nowIso))) {
      throw new AlreadyProcessed();
    }
    // Products in id order: concurrent orders lock offers in the same order (no deadlock on PostgreSQL).
    const lines = [...draft.lines]
      .sort((a, b) => a.productId - b.productId)
      .map((l) => ({ ...l, units: reservedUnits(l.quantity) }));
    for (const line of lines) {
      if (!(await repo.reserveStock(trx, session.store_id, line.productId, line.units))) {
        throw new OrderRefused(paymentMessages.stockMissing);
      }
    }
    // A welcome code's first-order right must still be this session's (taken when it opened).
    if (
      (await repo.usesFirstOrderPromo(trx, promoCodes(draft))) &&
      !(await repo.useFirstOrderClaim(trx, session.client_id, session.id, nowIso))
    )
      throw new OrderRefused(cartMessages.promoCodeFirstOrder);
    for (const spend of storedValueSpends(session)) {
      if (!(await this.ledger.spend(trx, spend, nowIso)))
        throw new OrderRefused(paymentMessages.balanceMissing);
    }
    const hold = draft.slot && { ...draft.slot, checkoutId: session.checkout_id };
    if (hold && !(await repo.bookSlot(trx, hold, nowIso))) {
      throw new OrderRefused(paymentMessages.slotExpired);
    }
    const orderId = await repo.insertOrder(trx, {
      sessionId: session.id,
      clientId: session.client_id,
      storeId: session.store_id,
      checkoutId: session.checkout_id,
      titre: '',
      statut: event === 'acceptee' ? 'COMMANDEE' : 'EN_ATTENTE',
      codePaiement: draft.codePaiement,
      codeTypeCommande: draft.codeTypeCommande,
      serviceId: draft.serviceId,
      typePanier: draft.typePanier,
      slotId: draft.slot?.slotId ?? null,
      debut: draft.slot?.debut ?? null,
      fin: draft.slot?.fin ?? null,
      adresseRetrait: draft.adresseRetrait ? JSON.stringify(draft.adresseRetrait) : null,
      adresse: draft.adresse ? JSON.stringify(draft.adresse) : null,
      email: draft.email,
      totalCents: draft.totalCents,
      totalRemiseCents: draft.totalRemiseCents,
      tirelireCents: session.tirelire_cents,
      giftCardCents: session.gift_card_cents,
      hasAlias: draft.hasAlias,
      nowIso,
    });
    const code = orderCode(orderId, new Date(nowIso));
    await repo.nameOrder(trx, orderId, code, defaultOrderTitle(code));
    await repo.insertOrderDetails(trx, orderId, lines, draft.frais, draft.reductions);
    await repo.moveSession(trx, session.id, [event], event, nowIso, orderId);
    await repo.clearCart(trx, session.client_id, session.store_id, draft.typePanier, nowIso);
    const store = await trx
      .selectFrom('stores')
      .select(['name', 'telephone'])
      .where('id', '=', session.store_id)
      .executeTakeFirstOrThrow();
    return { id: orderId, code, store };
  }

  /**
   * Another notification moved the open session first: a pending session still takes this final
   * outcome; anything else is already processed.
   */
  private async afterRace(sessionId: string, event: PaymentEventKind, nowIso: string) {
    const current = await repo.findSession(this.db, sessionId);
    if (current?.status === 'en_attente' && canApply(current.status, event)) {
      return this.settlePending(current, event, nowIso);
    }
    return { resultat: 'deja-traitee' as const, commande_id: current?.order_id ?? null };
  }

  /** A pending payment ends: accepted (the order is confirmed) or refused (it is undone). */
  private async settlePending(
    session: PaymentSessionRow,
    event: PaymentEventKind,
    nowIso: string,
  ): Promise<PaymentNotificationResponse> {
    const orderId = session.order_id;
    const done = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.moveSession(trx, session.id, ['en_attente'], event, nowIso))) return false;
      if (orderId === null) return true;
      if (event === 'acceptee') {
        await repo.setOrderStatus(trx, orderId, 'EN_ATTENTE', 'COMMANDEE', nowIso);
        return true;
      }
      await repo.setOrderStatus(trx, orderId, 'EN_ATTENTE', 'REFUSEE', nowIso);
      for (const line of await repo.orderLinesUnits(trx, orderId)) {
        await repo.releaseStock(trx, session.store_id, line.product_id, line.reserved_units);
      }
      for (const { account, numero, cents } of storedValueSpends(session)) {
        const held = { account, numero, cents };
        const key = `paiement_refuse:${session.id}:${account}`;
        await this.ledger.giveBack(trx, { held, cause: 'paiement_refuse', key, orderId }, nowIso);
      }
      const draft = JSON.parse(session.order_draft) as OrderDraft;
      if (draft.slot) await repo.releaseBooking(trx, draft.slot.holdId, draft.slot.slotId, nowIso);
      await repo.releaseFirstOrderClaim(trx, session.id);
      return true;
    });
    if (!done) return { resultat: 'deja-traitee', commande_id: orderId };
    return event === 'acceptee'
      ? { resultat: 'ok', commande_id: orderId }
      : { resultat: 'refus', commande_id: null };
  }
}

const promoCodes = (draft: OrderDraft) => draft.reductions.flatMap((r) => (r.code ? [r.code] : []));

/**
 * What a session spends from stored values: the cagnotte, then the gift card (every payment takes
 * them in this order). A card the session names by id but whose number is unknown spends nothing and
 * refuses the order (`numero` null never matches).
 */
function storedValueSpends(session: PaymentSessionRow) {
  const spends = [];
  if (session.loyalty_card_id && session.tirelire_cents > 0)
    spends.push({
      account: 'cagnotte' as const,
      numero: session.loyalty_card_numero ?? '',
      clientId: session.client_id,
      cents: session.tirelire_cents,
      sessionId: session.id,
    });
  if (session.gift_card_id && session.gift_card_cents > 0)
    spends.push({
      account: 'carte_cadeau' as const,
      numero: session.gift_card_numero ?? '',
      clientId: session.client_id,
      cents: session.gift_card_cents,
      sessionId: session.id,
    });
  return spends;
}
