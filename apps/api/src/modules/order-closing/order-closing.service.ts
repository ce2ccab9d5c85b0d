import { API_ERROR_CODES, type OrderClosing, orderClosingMessages, paymentMessages } from '@cabas/contracts';
import { centsToEuros, handedOverStatus, isHandedOver, orderStatusLabel } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { assertStaffStore } from '../../platform/auth/guards.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { LoyaltyChallengesService } from '../loyalty-challenges/loyalty-challenges.service.ts';
import type { LoyaltyEarningService } from '../loyalty-earning/loyalty-earning.service.ts';
import type { CaptureActor, CaptureOutcome, CaptureService } from '../payments/capture/capture.service.ts';
import type { ProInvoices } from '../pro-space/pro-invoices.ts';
import type { StaffAudit } from '../staff/audit.service.ts';
import * as repo from './order-closing.repository.ts';
import type { ClosedAmounts } from './order-status-mail.ts';
import type { OrderStatusMails } from './order-status-mails.ts';

/**
 * The final amount of a prepared order, in cents: the one place the closing reads it (decision 114).
 * The composition root gives the preparation's (decision 112).
 */
export type FinalAmountSource = (staff: AuthenticatedStaff, orderId: number, now: Date) => Promise<number>;

/** Events loyalty reads per call. */
const EVENTS_PER_READ = 500;

const notFound = () => new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);

function closedAmounts(o: CaptureOutcome): ClosedAmounts {
  return {
    finalCents: o.finalCents,
    cardCents: o.cardCents,
    giftCardCents: o.giftCardCents,
    tirelireCents: o.tirelireCents,
    notDebitedCents: Math.max(0, o.authorisedCents - o.cardCents),
    giftCardBackCents: o.giftCardBackCents,
    tirelireBackCents: o.tirelireBackCents,
  };
}

/**
 * Closing an order in the store (issue #37, item 5, decision 114): a prepared order (EN_ATTENTE) has
 * its final amount captured through the capture (decision 109: never more than authorised, the rest
 * released, gift card and cagnotte given back through the ledger), then, in one transaction, is
 * handed over (RETIREE, or LIVREE for a home delivery) with its audit row, the customer's e-mail,
 * the `commande_retiree` event, the défis it completes (decision 126), what it earns on the customer's
 * loyalty card (decision 123) and, for a pro order, its invoice and (on invoice, where nothing is
 * captured) its receivable moved to the final amount (decision 119).
 *
 * Idempotent and crash-safe: the capture is recorded once per order and asked with its keys; the
 * hand-over is one conditional update, so a retry — after a crash between the capture and the
 * hand-over, a second click, a concurrent closing — finishes the job once and answers the same.
 */
export class OrderClosingService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly captures: CaptureService,
    private readonly audit: StaffAudit,
    private readonly mails: OrderStatusMails,
    private readonly finalAmount: FinalAmountSource,
    /** A pro order's receivable and invoice at its hand-over (decision 119). */
    private readonly proInvoices: Pick<ProInvoices, 'atHandOver'>,
    /** What the order earns on the customer's loyalty card (decision 123). */
    private readonly loyaltyEarning: Pick<LoyaltyEarningService, 'atHandOver'>,
    /** The défis the order completes, rewarded once (decision 126). */
    private readonly loyaltyChallenges: Pick<LoyaltyChallengesService, 'atHandOver'>,
  ) {}

  /** The staff's call: the order's store checked, its final amount read from its preparation. */
  async closeByStaff(staff: AuthenticatedStaff, orderId: number, now: Date): Promise<OrderClosing> {
    const order = await repo.findOrder(this.db, orderId);
    if (!order) throw notFound();
    assertStaffStore(staff, order.store_id);
    const recorded = await this.captures.outcome(orderId);
    // A capture already recorded (a retry) keeps its amount; else the prepared order's, never above
    // what the customer's payments allow: weighed goods heavier than authorised are the store's loss,
    // never a hand-over refused at the drive (decision 114).
    const finalCents =
      recorded?.finalCents ??
      (closable(order)
        ? Math.min(await this.finalAmount(staff, orderId, now), await this.captures.ceilingCents(orderId))
        : (order.final_total_cents ?? 0));
    return this.close(orderId, finalCents, { kind: 'staff', staffId: staff.id }, now);
  }

  /** Closes a prepared order for `finalCents` (an order already handed over: the same answer, nothing done). */
  async close(
    orderId: number,
    finalCents: number,
    actor: CaptureActor,
    now = new Date(),
  ): Promise<OrderClosing> {
    const order = await repo.findOrder(this.db, orderId);
    if (!order) throw notFound();
    if (isHandedOver(order.statut_code)) return this.answer(order);
    refuseUnlessClosable(order);
    const recorded = await this.captures.outcome(orderId);
    if (recorded && recorded.shortfallCents > 0)
      throw new DomainError(API_ERROR_CODES.closingAboveAuthorised, orderClosingMessages.aboveAuthorised);
    const outcome = await this.captures.captureOrder(
      orderId,
      recorded?.finalCents ?? finalCents,
      actor,
      now,
      {
        refuseShortfall: true,
      },
    );
    if (outcome.refused.some((r) => r.key.startsWith('capture:')))
      throw new DomainError(API_ERROR_CODES.captureRefused, orderClosingMessages.captureRefused);
    const status = handedOverStatus(order.code_type_commande);
    const nowIso = now.toISOString();
    const moved = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.moveToHandedOver(trx, orderId, status, outcome.finalCents, nowIso))) return false;
      await this.proInvoices.atHandOver(trx, orderId, now);
      await this.loyaltyChallenges.atHandOver(trx, orderId, now);
      await this.loyaltyEarning.atHandOver(trx, orderId, now);
      const amounts = closedAmounts(outcome);
      if (actor.kind === 'staff')
        await this.audit.audit(
          {
            staffId: actor.staffId,
            action: 'commande_cloturee',
            entity: 'commande',
            entityId: orderId,
            storeId: order.store_id,
            details: {
              code: order.code,
              statut: status,
              montant_commande_centimes: order.total_cents,
              montant_final_centimes: amounts.finalCents,
              carte_centimes: amounts.cardCents,
              non_debite_centimes: amounts.notDebitedCents,
              recredite_carte_cadeau_centimes: amounts.giftCardBackCents,
              recredite_cagnotte_centimes: amounts.tirelireBackCents,
            },
            at: now,
          },
          trx,
        );
      await this.mails.enqueueHandedOver(trx, orderId, status, amounts);
      await repo.insertEvent(trx, {
        orderId,
        clientId: order.client_id,
        kind: 'commande_retiree',
        amountCents: amounts.finalCents,
        nowIso,
      });
      return true;
    });
    if (moved) this.mails.sendNow();
    const closed = await repo.findOrder(this.db, orderId);
    if (!closed) throw notFound();
    return this.answer(closed);
  }

  /** The `commande_retiree` events since `since` (ISO), oldest first: what loyalty credits. */
  events(since: string) {
    return repo.eventsOf(this.db, 'commande_retiree', since, EVENTS_PER_READ);
  }

  /** A handed-over order's closing, from its recorded capture. */
  private async answer(order: repo.ClosingOrderRow): Promise<OrderClosing> {
    const outcome = await this.captures.outcome(order.id);
    // Handed over before the store closed orders through the shop (history): nothing to answer.
    if (!outcome || !isHandedOver(order.statut_code))
      throw new DomainError(API_ERROR_CODES.closingNotAllowed, orderClosingMessages.alreadyHandedOver);
    const a = closedAmounts(outcome);
    return {
      id: order.id,
      code: order.code,
      statut_code: order.statut_code,
      statut_libelle: orderStatusLabel(order.statut_code),
      montant_final: centsToEuros(a.finalCents),
      carte_cadeau: centsToEuros(a.giftCardCents),
      cagnotte: centsToEuros(a.tirelireCents),
      carte_bancaire: centsToEuros(a.cardCents),
      autorise: centsToEuros(outcome.authorisedCents),
      non_debite: centsToEuros(a.notDebitedCents),
      recredite_carte_cadeau: centsToEuros(a.giftCardBackCents),
      recredite_cagnotte: centsToEuros(a.tirelireBackCents),
      encaissement: outcome.status,
    };
  }
}

/** Prepared and waiting for its customer (an order whose payment the bank checks is EN_ATTENTE too). */
const closable = (order: repo.ClosingOrderRow) =>
  order.statut_code.toUpperCase() === 'EN_ATTENTE' && order.prepared_at !== null;

function refuseUnlessClosable(order: repo.ClosingOrderRow) {
  if (closable(order)) return;
  const cancelled = ['ANNULEE', 'REFUSEE'].includes(order.statut_code.toUpperCase());
  throw new DomainError(
    API_ERROR_CODES.closingNotAllowed,
    cancelled ? orderClosingMessages.cancelled : orderClosingMessages.notReady,
  );
}
