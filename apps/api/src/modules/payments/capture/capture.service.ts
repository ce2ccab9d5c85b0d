import { API_ERROR_CODES, orderClosingMessages, paymentMessages } from '@cabas/contracts';
import { isOnInvoice, refundRetryDelayMs } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { OrderCardCaptureRow, PaymentCardOperationRow } from '../../../db/schema-card-captures.ts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { CardOperations } from '../../../platform/payments/provider.ts';
import type { StoredValueLedger } from '../../ledger/stored-value-ledger.ts';
import type { OrderService } from '../../orders/orders.service.ts';
import * as repo from './capture.repository.ts';
import { planCapture } from './capture-plan.ts';

/** Who closes the order: a member of the store's staff, or the shop itself (a job). */
export type CaptureActor = { kind: 'staff'; staffId: number } | { kind: 'systeme' };

/** An order's capture as recorded: `demandee` while an operation waits for the provider's answer. */
export interface CaptureOutcome {
  orderId: number;
  status: 'demandee' | 'effectuee';
  finalCents: number;
  /** The final amount's split. */
  giftCardCents: number;
  tirelireCents: number;
  cardCents: number;
  /** What the card payments allowed, what the provider took, what it released (or refunded). */
  authorisedCents: number;
  capturedCents: number;
  releasedCents: number;
  giftCardBackCents: number;
  tirelireBackCents: number;
  /** The card's part beyond what it allowed: not taken. */
  shortfallCents: number;
  /** The operations the provider refused (their keys and reasons), for the operators. */
  refused: { key: string; reason: string }[];
}

export interface CaptureOptions {
  /**
   * Refuse a final amount above what the order's payments allow (`montant_final_superieur_autorise`,
   * nothing recorded) instead of recording the difference as `shortfall` (decision 114: the store's
   * closing).
   */
  refuseShortfall?: boolean;
}

/** Orders whose pending operations the worker asks again per run. */
const PENDING_PER_RUN = 50;

const notCapturable = (message: string) => new DomainError(API_ERROR_CODES.orderNotEditable, message);

/**
 * Closing an order's payment (decision 109): `captureOrder` records, in one transaction under the
 * order's lock, the split of the final amount, the gift card and cagnotte given back through the
 * ledger, and every provider operation with its idempotency key; after the commit it asks the
 * provider (captures before releases). The same call again — a retry after a crash, a second click,
 * a concurrent call — finds the recorded capture and only asks again what is still asked, with the
 * same keys: the provider captures once.
 */
export class CaptureService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly provider: CardOperations,
    private readonly ledger: StoredValueLedger,
    private readonly orders: OrderService,
  ) {}

  async captureOrder(
    orderId: number,
    finalAmountCents: number,
    actor: CaptureActor,
    now = new Date(),
    options: CaptureOptions = {},
  ): Promise<CaptureOutcome> {
    if (!Number.isInteger(finalAmountCents) || finalAmountCents < 0)
      throw new RangeError(`final amount must be whole cents >= 0, got ${finalAmountCents}`);
    await this.record(orderId, finalAmountCents, actor, now, options);
    return this.settle(orderId, now);
  }

  /**
   * The most the order's payments allow to take now: its gift card and cagnotte parts and what its
   * card payments still authorise (or hold, for a sale).
   */
  async ceilingCents(orderId: number): Promise<number> {
    const order = await repo.orderToCapture(this.db, orderId);
    if (!order) throw new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);
    // On invoice no card holds the amount: the company owes what the store prepared (decision 119).
    if (isOnInvoice(order.provider)) return Number.MAX_SAFE_INTEGER;
    const payments = await repo.cardPayments(this.db, orderId, order.payment_session_id);
    const held = { giftCard: order.gift_card_cents, tirelire: order.tirelire_cents };
    return planCapture(orderId, 0, held, payments).authorisedCents + held.giftCard + held.tirelire;
  }

  /** The order's capture as recorded, or null when none was asked. */
  async outcome(orderId: number): Promise<CaptureOutcome | null> {
    const capture = await repo.findCapture(this.db, orderId);
    return capture ? outcomeOf(capture, await repo.operationsOf(this.db, orderId)) : null;
  }

  /** The worker's job: asks again what the provider did not answer; answers how many orders were settled. */
  async settlePendingCaptures(now = new Date()): Promise<number> {
    const orderIds = await repo.ordersWithPendingOperations(this.db, now.toISOString(), PENDING_PER_RUN);
    let settled = 0;
    for (const id of orderIds) if ((await this.settle(id, now)).status === 'effectuee') settled++;
    return settled;
  }

  /** One transaction: the order locked, the capture and its operations recorded once, stored values given back. */
  private record(
    orderId: number,
    finalCents: number,
    actor: CaptureActor,
    now: Date,
    options: CaptureOptions,
  ) {
    const nowIso = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      if (!(await repo.lockOrder(trx, orderId, nowIso)))
        throw new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);
      const recorded = await repo.findCapture(trx, orderId);
      if (recorded) {
        if (recorded.final_cents !== finalCents)
          throw notCapturable('Le paiement de cette commande a déjà été encaissé pour un autre montant.');
        return;
      }
      const order = await repo.orderToCapture(trx, orderId);
      if (!order) throw new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);
      if (order.statut_code === 'ANNULEE')
        throw notCapturable("Cette commande est annulée : il n'y a rien à encaisser.");
      const payments = await repo.cardPayments(trx, orderId, order.payment_session_id);
      const plan = planCapture(
        orderId,
        finalCents,
        { giftCard: order.gift_card_cents, tirelire: order.tirelire_cents },
        payments,
      );
      const { kept, giveBack } = plan.split;
      // On invoice nothing is authorised: the final amount is owed through the company's receivable
      // (moved at the hand-over, decision 119), not a part the card could not take.
      const shortfall = isOnInvoice(order.provider) ? 0 : plan.split.shortfall;
      if (shortfall > 0 && options.refuseShortfall)
        throw new DomainError(API_ERROR_CODES.closingAboveAuthorised, orderClosingMessages.aboveAuthorised);
      await repo.insertCapture(trx, {
        order_id: orderId,
        final_cents: finalCents,
        gift_card_cents: kept.giftCard,
        tirelire_cents: kept.tirelire,
        card_cents: kept.card,
        authorised_cents: plan.authorisedCents,
        gift_card_back_cents: giveBack.giftCard,
        tirelire_back_cents: giveBack.tirelire,
        shortfall_cents: shortfall,
        requested_by: actor.kind === 'staff' ? `staff:${actor.staffId}` : 'systeme',
        created_at: nowIso,
        updated_at: nowIso,
      });
      for (const o of plan.operations) await repo.insertOperation(trx, { ...o, orderId, nowIso });
      // Lock order of decision 093: the order, then the cards.
      if (giveBack.tirelire > 0 && order.loyalty_card_numero)
        await this.ledger.giveBack(
          trx,
          {
            held: { account: 'cagnotte', numero: order.loyalty_card_numero, cents: giveBack.tirelire },
            cause: 'cloture',
            key: `cloture:${orderId}:cagnotte`,
            orderId,
          },
          nowIso,
        );
      if (giveBack.giftCard > 0 && order.gift_card_numero)
        await this.ledger.giveBack(
          trx,
          {
            held: { account: 'carte_cadeau', numero: order.gift_card_numero, cents: giveBack.giftCard },
            cause: 'cloture',
            key: `cloture:${orderId}:carte_cadeau`,
            orderId,
          },
          nowIso,
        );
      await this.orders.keepStoredValues(
        trx,
        orderId,
        { giftCardCents: kept.giftCard, tirelireCents: kept.tirelire },
        nowIso,
      );
    });
  }

  /**
   * Asks the provider every operation still asked, captures first: a session's release waits for its
   * capture's answer (released first, the authorisation could no longer be captured). A provider that
   * does not answer fails nothing: the operation stays asked and is asked again with its key.
   */
  private async settle(orderId: number, now: Date): Promise<CaptureOutcome> {
    const operations = await repo.operationsOf(this.db, orderId);
    const unanswered = new Set<string>();
    const byKind = (kind: string) => operations.filter((o) => o.kind === kind && o.status === 'demande');
    for (const o of byKind('capture')) if (!(await this.ask(o, now))) unanswered.add(o.payment_session_id);
    for (const o of [...byKind('liberation'), ...byKind('remboursement')])
      if (!unanswered.has(o.payment_session_id)) await this.ask(o, now);
    const after = await repo.operationsOf(this.db, orderId);
    if (after.every((o) => o.status !== 'demande'))
      await repo.finishCapture(this.db, orderId, totalsOf(after), now.toISOString());
    const capture = await repo.findCapture(this.db, orderId);
    if (!capture) throw new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);
    return outcomeOf(capture, after);
  }

  /** One operation asked of the provider with its key; false when the provider did not answer. */
  private async ask(o: PaymentCardOperationRow, now: Date): Promise<boolean> {
    const nowIso = now.toISOString();
    const request = { idempotencyKey: o.idempotency_key, sessionId: o.payment_session_id };
    try {
      if (o.kind === 'capture') {
        const answer = await this.provider.capture({ ...request, amountCents: o.amount_cents });
        await repo.markOperation(
          this.db,
          o.idempotency_key,
          answer.status === 'effectue'
            ? { status: 'effectue', reference: answer.reference, cents: answer.amountCents }
            : { status: 'refusee', refusal: answer.reason },
          nowIso,
        );
      } else if (o.kind === 'liberation') {
        const answer = await this.provider.release(request);
        // The provider releases what the order's changes lowered before the capture too (they were
        // never asked of it): the operation keeps only what the capture gave back, so that no cent
        // is counted both as a reduction and as released.
        const reduced = await repo.reducedCentsOf(this.db, o.order_id, o.payment_session_id);
        await repo.markOperation(
          this.db,
          o.idempotency_key,
          answer.status === 'effectue'
            ? {
                status: 'effectue',
                reference: answer.reference,
                cents: Math.max(0, answer.releasedCents - reduced),
              }
            : { status: 'refusee', refusal: answer.reason },
          nowIso,
        );
      } else {
        const answer = await this.provider.refund({ ...request, amountCents: o.amount_cents });
        await repo.markOperation(
          this.db,
          o.idempotency_key,
          { status: 'effectue', reference: answer.reference, cents: o.amount_cents },
          nowIso,
        );
      }
      return true;
    } catch (failure) {
      const next = new Date(now.getTime() + refundRetryDelayMs(o.attempts)).toISOString();
      await repo.markOperationFailed(this.db, o.idempotency_key, String(failure), next, nowIso);
      return false;
    }
  }
}

function totalsOf(operations: readonly PaymentCardOperationRow[]) {
  const sum = (kinds: string[]) =>
    operations
      .filter((o) => o.status === 'effectue' && kinds.includes(o.kind))
      .reduce((s, o) => s + o.amount_cents, 0);
  return { capturedCents: sum(['capture']), releasedCents: sum(['liberation', 'remboursement']) };
}

function outcomeOf(c: OrderCardCaptureRow, operations: readonly PaymentCardOperationRow[]): CaptureOutcome {
  const totals = totalsOf(operations);
  return {
    orderId: c.order_id,
    status: c.status,
    finalCents: c.final_cents,
    giftCardCents: c.gift_card_cents,
    tirelireCents: c.tirelire_cents,
    cardCents: c.card_cents,
    authorisedCents: c.authorised_cents,
    capturedCents: totals.capturedCents,
    releasedCents: totals.releasedCents,
    giftCardBackCents: c.gift_card_back_cents,
    tirelireBackCents: c.tirelire_back_cents,
    shortfallCents: c.shortfall_cents,
    refused: operations
      .filter((o) => o.status === 'refusee')
      .map((o) => ({ key: o.idempotency_key, reason: o.refusal ?? '' })),
  };
}
