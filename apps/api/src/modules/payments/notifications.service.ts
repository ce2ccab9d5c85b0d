import type { PaymentNotification, PaymentNotificationResponse, PaymentResult } from '@cabas/contracts';
import { API_ERROR_CODES, paymentMessages } from '@cabas/contracts';
import { canApply, createsOrder, type PaymentEventKind } from '@cabas/domain';
import type { PaymentSessionRow } from '../../db/schema-orders.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { AlreadyProcessed, OrderRefused, placeOrder } from './notification/order-placement.ts';
import type { PaymentModules } from './notification/payment-modules.ts';
import { settlePendingOrder } from './notification/pending-settlement.ts';
import type { OrderDraft } from './order-draft.ts';
import type { OtherPayments } from './other-payments.ts';
import * as repo from './payments.repository.ts';

const FAILED_RESULT: Record<'refusee' | 'annulee' | 'erreur', PaymentResult> = {
  refusee: 'refus',
  annulee: 'annulation',
  erreur: 'erreur',
};

/** Outcomes of an open session move it only from `ouverte`; a pending one ends in settlePending. */
const OPEN = ['ouverte'] as const;

/**
 * Applies a provider's notification once (a notification processed twice changes nothing the second
 * time): the session moves with one conditional update, in the same transaction as the order and
 * what it changes in the other modules (`notification/`). A notification that cannot apply (replayed,
 * or after a later one) changes nothing and answers `deja-traitee`.
 */
export class NotificationService {
  constructor(
    private readonly modules: PaymentModules,
    private readonly otherPayments: OtherPayments,
  ) {}

  async handle(n: PaymentNotification, now: Date): Promise<PaymentNotificationResponse> {
    const nowIso = now.toISOString();
    const session = await repo.findSession(this.modules.db, n.session_id);
    if (!session)
      throw new DomainError(API_ERROR_CODES.paymentSessionNotFound, paymentMessages.sessionUnknown);
    // An authorisation for another amount than the one asked is not this payment: nothing changes.
    if (createsOrder(n.resultat) && n.montant_cents !== session.card_cents) {
      throw new DomainError(API_ERROR_CODES.amountMismatch, paymentMessages.amountMismatch, {
        montant_cents: [paymentMessages.amountMismatch],
      });
    }
    const answer = await this.apply(session, n.resultat, nowIso);
    const effect = answer.resultat === 'deja-traitee' ? 'deja_traitee' : 'appliquee';
    await repo.logNotification(this.modules.db, {
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
    const other = await this.otherPayments.ownerOf(session.id);
    if (!canApply(session.status, event)) {
      if (event === 'acceptee') await other?.acceptedAfterClose?.(session, nowIso);
      return already;
    }
    if (other) return other.applyPayment(session, event, nowIso);
    if (session.status === 'en_attente') return this.settlePending(session, event, nowIso);
    if (!createsOrder(event)) {
      const moved = await repo.moveSession(this.modules.db, session.id, OPEN, event, nowIso);
      if (moved) return { resultat: FAILED_RESULT[event as keyof typeof FAILED_RESULT], commande_id: null };
      return this.afterRace(session.id, event, nowIso);
    }
    const draft = JSON.parse(session.order_draft) as OrderDraft;
    try {
      const order = await placeOrder(this.modules, { session, draft, event, nowIso });
      this.modules.outbox.nudge();
      return { resultat: event === 'acceptee' ? 'ok' : 'en-attente', commande_id: order.id };
    } catch (error) {
      if (error instanceof AlreadyProcessed) return this.afterRace(session.id, event, nowIso);
      if (!(error instanceof OrderRefused)) throw error;
      // Nothing of the order was kept; the payment is refused (the provider would refund it).
      const moved = await repo.moveSession(this.modules.db, session.id, OPEN, 'refusee', nowIso);
      return moved ? { resultat: 'refus', commande_id: null } : this.afterRace(session.id, event, nowIso);
    }
  }

  /**
   * Another notification moved the open session first: a pending session still takes this final
   * outcome; anything else is already processed.
   */
  private async afterRace(sessionId: string, event: PaymentEventKind, nowIso: string) {
    const current = await repo.findSession(this.modules.db, sessionId);
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
    if (!(await settlePendingOrder(this.modules, session, event, nowIso)))
      return { resultat: 'deja-traitee', commande_id: orderId };
    return event === 'acceptee'
      ? { resultat: 'ok', commande_id: orderId }
      : { resultat: 'refus', commande_id: null };
  }
}
