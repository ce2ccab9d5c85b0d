import { randomUUID } from 'node:crypto';
import type { PaymentNotificationResponse } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type {
  GatewayNotification,
  OperationOutcome,
  PaymentGateway,
  SavedCardsOnRequest,
} from '../../platform/payments/gateway.ts';
import type { PaymentAliasesService } from '../payment-aliases/payment-aliases.service.ts';
import type { NotificationService } from './notifications.service.ts';
import type { OtherPayments } from './other-payments.ts';
import * as records from './provider-records.repository.ts';

export type WebhookLogger = (message: string, detail?: unknown) => void;

/**
 * A real provider's webhook deliveries, once translated by its adapter: each event applied through
 * the same `NotificationService` as the sandbox's notifications (an order once, whatever the order and
 * number of deliveries), after keeping the provider's payment that captures and refunds will name.
 * An event already applied (same id) is skipped; one for a session the shop does not know, or not
 * this provider's, changes nothing. None is an error: the provider must stop resending it.
 */
export class ProviderWebhooks {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly gateway: PaymentGateway,
    private readonly notifications: NotificationService,
    private readonly otherPayments: OtherPayments,
    private readonly aliases: PaymentAliasesService,
    private readonly log: WebhookLogger,
  ) {}

  async apply(events: GatewayNotification[], now: Date, operations: OperationOutcome[] = []): Promise<void> {
    for (const event of events) await this.applyOne(event, now);
    for (const outcome of operations) if (!outcome.success) await this.failed(outcome, now);
  }

  /**
   * The provider took back an operation it had answered (a capture the bank refused days later, a
   * refund that could not reach the card): the shop no longer counts that money as moved, and its
   * operators are told. A success confirms what the shop already recorded.
   */
  private async failed(outcome: OperationOutcome, now: Date): Promise<void> {
    const marked = await records.markOperationFailed(this.db, outcome, now.toISOString());
    this.log(
      `${this.gateway.name}: ${outcome.kind} ${outcome.reference} failed at the provider (${outcome.reason}): ${marked ? 'recorded, to settle by hand' : 'unknown to the shop'}`,
    );
  }

  private async applyOne(event: GatewayNotification, now: Date): Promise<void> {
    const { notification: n } = event;
    const session = await records.sessionOwner(this.db, n.session_id);
    if (!session || session.provider !== this.gateway.name) {
      this.log(`${this.gateway.name} webhook for an unknown session, ignored`, { session: n.session_id });
      return;
    }
    if (await records.eventApplied(this.db, n.session_id, n.evenement_id)) return;
    if (event.paymentReference) await records.keepPayment(this.db, n.session_id, event.paymentReference);
    let answer: PaymentNotificationResponse;
    try {
      answer = await this.notifications.handle(n, now);
    } catch (error) {
      // An amount that is not the session's: nothing was applied, the operators see it.
      if (!(error instanceof DomainError)) throw error;
      this.log(`${this.gateway.name} webhook refused: ${error.message}`, { session: n.session_id });
      return;
    }
    if (n.resultat !== 'acceptee') return;
    if (answer.resultat === 'deja-traitee' && answer.commande_id === null)
      await this.giveBackLatePayment(n.session_id);
    else if (answer.resultat === 'ok') await this.keepCard(event, session.client_id, now);
  }

  /**
   * A card accepted on the provider's page after the shop closed the session (expired, replaced by a
   * newer one): no order takes it, so the provider gives it back at once. An order change releases
   * its own (`acceptedAfterClose`).
   */
  private async giveBackLatePayment(sessionId: string): Promise<void> {
    const owner = await this.otherPayments.ownerOf(sessionId);
    if (owner?.acceptedAfterClose) return;
    const row = await records.closedPayment(this.db, sessionId);
    if (!row) return;
    const key = `tardif:${sessionId}`;
    try {
      if (row.capture_mode === 'autorisation') await this.gateway.release({ idempotencyKey: key, sessionId });
      else await this.gateway.refund({ idempotencyKey: key, sessionId, amountCents: row.card_cents });
    } catch (error) {
      this.log(`${this.gateway.name}: late payment of ${sessionId} not given back, to do by hand`, error);
    }
  }

  /** The card the provider kept for next time, saved on the account page's list. */
  private async keepCard(event: GatewayNotification, clientId: number, now: Date): Promise<void> {
    let card = event.savedCard;
    if (!card && isOnRequest(this.gateway)) {
      try {
        [card = null] = (await this.gateway.withSavedCards([event])).map((e) => e.savedCard);
      } catch (error) {
        this.log(`${this.gateway.name}: saved card of ${event.notification.session_id} not read`, error);
      }
    }
    if (!card) return;
    await records.keepProviderCustomer(
      this.db,
      clientId,
      this.gateway.name,
      card.customer,
      now.toISOString(),
    );
    await this.aliases.saveProviderCard(event.notification.session_id, this.gateway.name, card, now);
  }
}

const isOnRequest = (gateway: PaymentGateway): gateway is PaymentGateway & SavedCardsOnRequest =>
  'withSavedCards' in gateway && typeof gateway.withSavedCards === 'function';

/** The shop's own event id for what the shop decides itself on a return (never a provider's id). */
export const returnEventId = (sessionId: string, what: string) =>
  `retour:${what}:${sessionId}:${randomUUID()}`;
