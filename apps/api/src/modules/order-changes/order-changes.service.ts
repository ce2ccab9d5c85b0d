import { randomBytes } from 'node:crypto';
import {
  API_ERROR_CODES,
  type Cancellation,
  type CancellationPreview,
  orderChangeMessages as m,
  ORDER_CHANGE_DRAFT_MINUTES,
  type OrderChangeBody,
  type OrderChangeConfirmation,
  type OrderChangeSlot,
  type OrderChangeView,
  PAYMENT_SESSION_MINUTES,
  type PaymentNotificationResponse,
  paymentMessages,
  type RefundAmounts,
} from '@cabas/contracts';
import {
  centsToEuros,
  type ImmediateReduction,
  type OrderChangeRefusal,
  orderChangeRefusal,
  type PaidMeans,
  type PaymentEventKind,
  refundRetryDelayMs,
  serviceCheck,
  stockDifference,
} from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OrderChangeRow } from '../../db/schema-order-changes.ts';
import type { PaymentSessionRow } from '../../db/schema-orders.ts';
import { HttpError } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import type { Held, StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import type { OrderLedger } from '../payments/order-ledger.ts';
import type { SlotsService } from '../slots/slots.service.ts';
import { orderChangeMail } from './order-change-mail.ts';
import {
  type OrderFacts,
  type PricedChange,
  type PricingFacts,
  priceChange,
  refundOfDifference,
} from './order-change-pricing.ts';
import { assertCartRules, type CartRules, type EditingClient } from './order-change-rules.ts';
import * as repo from './order-changes.repository.ts';

type Order = repo.ChangeableOrder;
/** Refunds asked again per run of the worker's job. */
const PENDING_REFUNDS_PER_RUN = 50;
const NO_REFUND: PaidMeans = { card: 0, giftCard: 0, tirelire: 0 };
const SLOTS_SHOWN = 40;

const notFound = () =>
  new HttpError(404, paymentMessages.orderUnknown, undefined, API_ERROR_CODES.orderNotFound);

const CANCEL_REFUSALS: Record<OrderChangeRefusal, string> = {
  statut: m.cancelNotPlaced,
  sans_creneau: m.cancelNoSlot,
  delai_depasse: m.cancelTooLate,
};
const EDIT_REFUSALS: Record<OrderChangeRefusal, string> = {
  statut: m.editNotPlaced,
  sans_creneau: m.editNoSlot,
  delai_depasse: m.editTooLate,
};

const amounts = (r: PaidMeans): RefundAmounts => ({
  carte: centsToEuros(r.card),
  carte_cadeau: centsToEuros(r.giftCard),
  tirelire: centsToEuros(r.tirelire),
  total: centsToEuros(r.card + r.giftCard + r.tirelire),
});

/** A change that cannot apply any more (stock or slot taken meanwhile): nothing of it is kept. */
class ChangeRefused extends HttpError {}

/**
 * Cancelling and editing a placed order until its slot's cut-off (records 041 and 042). Each change
 * of an order starts with a conditional update of the order's row while it is still `COMMANDEE`, so
 * two cancels, or a cancel and an edit, never both apply; what is given back (slot place, stock,
 * cagnotte, gift card) and the refunds to ask are written in that same transaction, and each refund
 * has an idempotency key, so the provider is asked once per payment and reason. Rows are locked in
 * one order everywhere — the order, its payment sessions, its change, then offers, then slots — so
 * concurrent requests on PostgreSQL wait for each other instead of deadlocking.
 */
export class OrderChangesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly provider: PaymentProvider,
    private readonly outbox: Outbox,
    private readonly slots: SlotsService,
    private readonly ledger: OrderLedger,
    private readonly storedValue: StoredValueLedger,
    /** The cart's rules, applied to what an edit adds or changes (issue #35). */
    private readonly carts: CartRules,
  ) {}

  // --- cancelling ---

  async cancelPreview(clientId: number, id: number, now: Date): Promise<CancellationPreview> {
    const order = await this.order(clientId, id);
    const refusal = orderChangeRefusal(this.rule(order), now);
    const cancelled = order.statut_code === 'ANNULEE';
    const refund = cancelled ? await this.cancelRefund(order) : await this.paidMeans(this.db, order);
    return {
      commande_id: order.id,
      code: order.code,
      statut_code: order.statut_code,
      annulable: refusal === null,
      motif: refusal === null ? null : CANCEL_REFUSALS[refusal],
      date_limite: order.cutoff_at,
      remboursement: amounts(refund),
      creneau: this.slotOf(order),
    };
  }

  async cancel(clientId: number, id: number, now: Date): Promise<Cancellation> {
    const order = await this.order(clientId, id);
    if (order.statut_code !== 'ANNULEE') {
      const refusal = orderChangeRefusal(this.rule(order), now);
      if (refusal) throw this.notCancellable(refusal);
      await this.db.transaction().execute((trx) => this.cancelIn(trx, order, now.toISOString()));
      this.outbox.nudge();
    }
    // Cancelled now, by a concurrent request, or before: its refunds are asked (again, same keys).
    const cancelled = await this.order(clientId, id);
    if (cancelled.statut_code !== 'ANNULEE') throw this.notCancellable('statut');
    await this.settleRefunds(id);
    return {
      commande_id: id,
      code: cancelled.code,
      statut_code: 'ANNULEE',
      date_annulation: cancelled.updated_at,
      remboursement: amounts(await this.cancelRefund(cancelled)),
      creneau_libere: cancelled.slot_id !== null,
    };
  }

  /** What the cancel of an order gave back to each means. */
  private async cancelRefund(order: Order): Promise<PaidMeans> {
    const refunds = (await repo.refundsOf(this.db, order.id)).filter((r) =>
      r.idempotency_key.startsWith(`annulation:${order.id}:`),
    );
    return {
      card: refunds.reduce((s, r) => s + r.amount_cents, 0),
      giftCard: order.gift_card_cents,
      tirelire: order.tirelire_cents,
    };
  }

  private async cancelIn(trx: Transaction<DB>, placed: Order, nowIso: string) {
    // The one conditional update: a second cancel (or an edit) finds the order no longer placed.
    if (!(await repo.moveOrderFromPlaced(trx, placed.id, 'ANNULEE', nowIso))) return;
    // Read again under the update's lock: an edit confirmed meanwhile moved its amounts and slot.
    const order = (await repo.findClientOrder(trx, placed.client_id, placed.id)) ?? placed;
    const open = await repo.findOpenChange(trx, order.id);
    if (open) await this.endChange(trx, open, 'abandonnee', nowIso);
    const lines = await repo.orderLines(trx, order.id);
    for (const line of [...lines].sort((a, b) => a.product_id - b.product_id)) {
      await this.ledger.releaseStock(trx, order.store_id, line.product_id, line.reserved_units);
    }
    // Offers, then cards, then slots: the order in which a payment locks them (no deadlock).
    await this.giveBackStoredValue(
      trx,
      order,
      { giftCard: order.gift_card_cents, tirelire: order.tirelire_cents },
      {
        cause: 'annulation',
        key: `annulation:${order.id}`,
      },
      nowIso,
    );
    if (order.slot_id !== null) await this.slots.givePlaceBack(trx, order.slot_id);
    const remaining = await this.cardRemaining(trx, order);
    for (const s of remaining) {
      await repo.insertRefund(trx, {
        key: `annulation:${order.id}:${s.id}`,
        provider: s.provider,
        sessionId: s.id,
        orderId: order.id,
        cents: s.cents,
        nowIso,
      });
    }
    const refund = {
      card: remaining.reduce((sum, s) => sum + s.cents, 0),
      giftCard: order.gift_card_cents,
      tirelire: order.tirelire_cents,
    };
    await this.outbox.enqueueMail(trx, {
      kind: 'commande-annulation',
      key: `annulation:${order.id}`,
      message: orderChangeMail({ ...this.mailBase(order), kind: 'annulation', refund }),
    });
  }

  // --- editing ---

  async getChange(clientId: number, id: number, now: Date): Promise<OrderChangeView> {
    const order = await this.order(clientId, id);
    const open = await repo.findOpenChange(this.db, id);
    const facts = await this.facts(this.db, id);
    const wanted = open
      ? (JSON.parse(open.lines) as { productId: number; quantity: number }[])
      : facts.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));
    const priced = await this.price(this.db, order, facts, wanted, open?.slot_id ?? null, now);
    return this.view(order, open ?? null, priced.priced, priced.slot);
  }

  async updateChange(
    client: EditingClient,
    id: number,
    body: OrderChangeBody,
    now: Date,
  ): Promise<OrderChangeView> {
    const order = await this.order(client.id, id);
    this.assertEditable(order, now);
    const wanted = mergeLines(body.lignes.map((l) => ({ productId: l.produit_id, quantity: l.quantite })));
    if (!wanted.length)
      throw new HttpError(422, m.changeEmpty, { lignes: [m.changeEmpty] }, API_ERROR_CODES.orderChangeEmpty);
    const slotId = body.creneau_id && body.creneau_id !== order.slot_id ? body.creneau_id : null;
    const facts = await this.facts(this.db, id);
    await assertCartRules(this.carts, {
      order,
      client,
      facts,
      wanted,
      now,
      indexOf: (productId) => body.lignes.findIndex((l) => l.produit_id === productId),
    });
    const { priced, slot } = await this.price(this.db, order, facts, wanted, slotId, now, true);
    await this.checkStock(order, facts, priced);
    const nowIso = now.toISOString();
    const expiresAt = new Date(now.getTime() + ORDER_CHANGE_DRAFT_MINUTES * 60_000).toISOString();
    await this.db.transaction().execute(async (trx) => {
      const open = await repo.findOpenChange(trx, id);
      // A change sent again while its extra payment is open starts over: that payment is cancelled.
      if (open?.status === 'en_paiement') await this.endChange(trx, open, 'brouillon', nowIso);
      await repo.insertChange(trx, {
        orderId: id,
        clientId: client.id,
        lines: JSON.stringify(wanted),
        slotId,
        nowIso,
        expiresAt,
      });
    });
    const open = await repo.findOpenChange(this.db, id);
    return this.view(order, open ?? null, priced, slot);
  }

  async abandonChange(clientId: number, id: number, now: Date): Promise<void> {
    await this.order(clientId, id);
    await this.db.transaction().execute(async (trx) => {
      const open = await repo.findOpenChange(trx, id);
      if (open) await this.endChange(trx, open, 'abandonnee', now.toISOString());
    });
  }

  async confirmChange(client: EditingClient, id: number, now: Date): Promise<OrderChangeConfirmation> {
    const order = await this.order(client.id, id);
    this.assertEditable(order, now);
    const open = await repo.findOpenChange(this.db, id);
    if (!open) throw new HttpError(404, m.changeNotFound, undefined, API_ERROR_CODES.orderChangeNotFound);
    const facts = await this.facts(this.db, id);
    const wanted = JSON.parse(open.lines) as { productId: number; quantity: number }[];
    // Checked again: a product may have been withdrawn, or its stock taken, since the draft.
    await assertCartRules(this.carts, { order, client, facts, wanted, now });
    const { priced } = await this.price(this.db, order, facts, wanted, open.slot_id, now);
    const difference = priced.totalCents - order.total_cents;
    const nowIso = now.toISOString();
    if (difference <= 0) {
      const refund = await this.db.transaction().execute(async (trx) => {
        if (!(await repo.claimPlacedOrder(trx, order.id, nowIso))) throw this.notEditable('statut');
        if (open.payment_session_id)
          await this.ledger.moveSession(trx, open.payment_session_id, ['ouverte'], 'annulee', nowIso);
        if (!(await repo.moveChange(trx, open.id, ['brouillon', 'en_paiement'], 'appliquee', nowIso)))
          throw new HttpError(404, m.changeNotFound, undefined, API_ERROR_CODES.orderChangeNotFound);
        return this.applyIn(trx, order, open, nowIso);
      });
      this.outbox.nudge();
      await this.settleRefunds(id);
      return {
        commande_id: id,
        resultat: 'appliquee',
        url_webview_paiement: null,
        session_id: null,
        remboursement: amounts(refund),
        a_payer: 0,
      };
    }
    const sessionId = await this.openExtraPayment(order, open, difference, now);
    return {
      commande_id: id,
      resultat: 'paiement',
      url_webview_paiement: this.provider.paymentPageUrl(sessionId),
      session_id: sessionId,
      remboursement: amounts(NO_REFUND),
      a_payer: centsToEuros(difference),
    };
  }

  async changeSlots(clientId: number, id: number, now: Date): Promise<OrderChangeSlot[]> {
    const order = await this.order(clientId, id);
    if (order.service_id === null) return [];
    await this.slots.ensurePlanning(order.store_id, now);
    const rows = await repo.nextSlots(this.db, order.service_id, now.toISOString(), SLOTS_SHOWN);
    return rows.map((s) => ({
      id: s.id,
      debut: s.starts_at,
      fin: s.ends_at,
      prix: centsToEuros(s.price_cents),
      disponible: s.id === order.slot_id || s.reserved < s.capacity,
    }));
  }

  // --- the extra payment of a change ---

  /** Whether a payment session pays the difference of an order change (not a new order). */
  async ownsSession(sessionId: string): Promise<boolean> {
    return (await repo.findChangeBySession(this.db, sessionId)) !== undefined;
  }

  /** Where the sandbox page sends the shopper back after paying a change's difference. */
  async returnPath(sessionId: string, result: string): Promise<string | null> {
    const change = await repo.findChangeBySession(this.db, sessionId);
    if (!change) return null;
    const outcome = result === 'ok' || result === 'deja-traitee' ? 'ok' : result;
    return `/mon-compte/mes-commandes/${change.order_id}/modifier?paiement=${encodeURIComponent(outcome)}`;
  }

  /**
   * A notification of a change's extra payment: accepted, the change applies in the session's
   * transaction (the session moves once); anything else, or a change that can no longer apply, leaves
   * the order as it was and the change back to a draft.
   */
  async applyPayment(
    session: PaymentSessionRow,
    event: PaymentEventKind,
    nowIso: string,
  ): Promise<PaymentNotificationResponse> {
    const change = await repo.findChangeBySession(this.db, session.id);
    if (!change) return { resultat: 'erreur', commande_id: null };
    if (event === 'acceptee') {
      try {
        await this.db.transaction().execute(async (trx) => {
          if (!(await repo.claimPlacedOrder(trx, change.order_id, nowIso)))
            throw new ChangeRefused(409, m.editNotPlaced);
          if (
            !(await this.ledger.moveSession(
              trx,
              session.id,
              ['ouverte'],
              'acceptee',
              nowIso,
              change.order_id,
            ))
          )
            throw new AlreadyProcessed();
          if (!(await repo.moveChange(trx, change.id, ['en_paiement'], 'appliquee', nowIso)))
            throw new ChangeRefused(409, m.changeNotFound);
          const order = await repo.findClientOrder(trx, change.client_id, change.order_id);
          if (!order) throw new ChangeRefused(404, paymentMessages.orderUnknown);
          await this.applyIn(trx, order, change, nowIso, session.card_cents);
        });
        this.outbox.nudge();
        return { resultat: 'ok', commande_id: change.order_id };
      } catch (error) {
        if (error instanceof AlreadyProcessed)
          return { resultat: 'deja-traitee', commande_id: change.order_id };
        if (!(error instanceof HttpError)) throw error;
        // Not applied: the payment is refused (the provider does not capture it), the draft stays.
      }
      event = 'refusee';
    }
    const failed = event === 'en_attente' ? 'refusee' : event;
    const moved = await this.db.transaction().execute(async (trx) => {
      if (!(await this.ledger.moveSession(trx, session.id, ['ouverte'], failed, nowIso))) return false;
      await repo.moveChange(trx, change.id, ['en_paiement'], 'brouillon', nowIso);
      return true;
    });
    if (!moved) return { resultat: 'deja-traitee', commande_id: null };
    const resultat = failed === 'annulee' ? 'annulation' : failed === 'erreur' ? 'erreur' : 'refus';
    return { resultat, commande_id: null };
  }

  private async openExtraPayment(order: Order, change: OrderChangeRow, cents: number, now: Date) {
    const id = randomBytes(18).toString('base64url');
    const nowIso = now.toISOString();
    const expiresAt = new Date(now.getTime() + PAYMENT_SESSION_MINUTES * 60_000).toISOString();
    const opened = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.claimPlacedOrder(trx, order.id, nowIso))) return false;
      if (change.payment_session_id)
        await this.ledger.moveSession(trx, change.payment_session_id, ['ouverte'], 'annulee', nowIso);
      await this.ledger.insertSession(trx, {
        id,
        provider: this.provider.name,
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
        nowIso,
        expiresAt,
      });
      return repo.moveChange(trx, change.id, ['brouillon', 'en_paiement'], 'en_paiement', nowIso, {
        paymentSessionId: id,
        extraCardCents: cents,
        expiresAt,
      });
    });
    if (!opened) throw this.notEditable('statut');
    return id;
  }

  /**
   * Applies a change in the caller's transaction: the order must still be placed; the new slot's
   * place is taken before the old one is given back, stock is taken and given back by difference,
   * the lines and amounts rewritten, and a lower total refunded (card first). Answers the refund.
   */
  private async applyIn(
    trx: Transaction<DB>,
    placed: Order,
    change: OrderChangeRow,
    nowIso: string,
    extraCardCents = 0,
  ): Promise<PaidMeans> {
    if (!(await repo.claimPlacedOrder(trx, placed.id, nowIso))) throw this.notEditable('statut');
    // Read again under the claim: a change applied meanwhile moved its amounts and slot.
    const order = (await repo.findClientOrder(trx, placed.client_id, placed.id)) ?? placed;
    const refusal = orderChangeRefusal(this.rule(order), new Date(nowIso));
    if (refusal) throw this.notEditable(refusal);
    const facts = await this.facts(trx, order.id);
    const { priced, slot } = await this.price(
      trx,
      order,
      facts,
      JSON.parse(change.lines),
      change.slot_id,
      new Date(nowIso),
    );
    const difference = priced.totalCents - order.total_cents;
    // The extra payment was for this exact difference (prices are the order's and the draft's).
    if (difference > 0 && difference !== extraCardCents) throw new ChangeRefused(409, m.changeNotFound);
    const before = facts.lines.map((l) => ({ productId: l.product_id, units: l.reserved_units }));
    const after = priced.lines.map((l) => ({ productId: l.productId, units: l.units }));
    for (const d of stockDifference(before, after)) {
      if (d.units > 0) {
        if (!(await this.ledger.reserveStock(trx, order.store_id, d.productId, d.units)))
          throw new ChangeRefused(409, m.stockMissing, undefined, API_ERROR_CODES.stockInsufficient);
      } else {
        await this.ledger.releaseStock(trx, order.store_id, d.productId, -d.units);
      }
    }
    const paid = await this.paidMeans(trx, order);
    const refund = refundOfDifference(difference, paid);
    if (refund.card > 0) await this.recordCardRefund(trx, order, change.id, refund.card, nowIso);
    // Offers, then cards, then slots: the order in which a payment and a cancel lock them (no deadlock).
    await this.giveBackStoredValue(
      trx,
      order,
      refund,
      {
        cause: 'modification',
        key: `modification:${change.id}`,
      },
      nowIso,
    );
    if (slot && slot.id !== order.slot_id) {
      if (!(await this.slots.takePlace(trx, slot.id, nowIso)))
        throw new ChangeRefused(409, m.slotFull, undefined, API_ERROR_CODES.slotFull);
      if (order.slot_id !== null) await this.slots.givePlaceBack(trx, order.slot_id);
    }
    await repo.rewriteOrder(trx, order.id, {
      lines: priced.lines,
      slot: slot && slot.id !== order.slot_id ? slot : null,
      slotFee: priced.slotFee,
      immediateCents: priced.immediateCents,
      orderReductions: priced.orderReductions,
      totalCents: priced.totalCents,
      giftCardCents: order.gift_card_cents - refund.giftCard,
      tirelireCents: order.tirelire_cents - refund.tirelire,
      nowIso,
    });
    await this.outbox.enqueueMail(trx, {
      kind: 'commande-modification',
      key: `modification:${change.id}`,
      message: orderChangeMail({
        ...this.mailBase(order),
        kind: 'modification',
        refund,
        newTotalCents: priced.totalCents,
        extraCardCents,
      }),
    });
    return refund;
  }

  /**
   * Gives the order's gift card and cagnotte money back to the cards it came from (their numbers, kept
   * with the order's payment), through the ledger, once per cause.
   */
  private async giveBackStoredValue(
    trx: Transaction<DB>,
    order: Order,
    cents: { giftCard: number; tirelire: number },
    why: { cause: 'annulation' | 'modification'; key: string },
    nowIso: string,
  ) {
    const back: Held[] = [];
    if (cents.tirelire > 0 && order.loyalty_card_numero)
      back.push({ account: 'cagnotte', numero: order.loyalty_card_numero, cents: cents.tirelire });
    if (cents.giftCard > 0 && order.gift_card_numero)
      back.push({ account: 'carte_cadeau', numero: order.gift_card_numero, cents: cents.giftCard });
    for (const held of back) {
      const key = `${why.key}:${held.account}`;
      await this.storedValue.giveBack(trx, { held, cause: why.cause, key, orderId: order.id }, nowIso);
    }
  }

  /** A card refund spread over the order's card payments, the latest first. */
  private async recordCardRefund(
    trx: Transaction<DB>,
    order: Order,
    changeId: number,
    cents: number,
    nowIso: string,
  ) {
    let rest = cents;
    for (const s of [...(await this.cardRemaining(trx, order))].reverse()) {
      const part = Math.min(rest, s.cents);
      if (part <= 0) continue;
      await repo.insertRefund(trx, {
        key: `modification:${changeId}:${s.id}`,
        provider: s.provider,
        sessionId: s.id,
        orderId: order.id,
        cents: part,
        nowIso,
      });
      rest -= part;
    }
  }

  // --- shared ---

  /**
   * Asks the provider for the order's refunds recorded and not yet done (same keys: never paid
   * twice). A provider that does not answer fails nothing: the cancel or the change is applied, the
   * refund stays asked, and the worker asks again (`settlePendingRefunds`).
   */
  private async settleRefunds(orderId: number) {
    for (const r of await repo.refundsOf(this.db, orderId)) {
      if (r.status === 'demande') await this.askRefund(r, new Date());
    }
  }

  /** The worker's job: asks again every refund whose next attempt is due. */
  async settlePendingRefunds(now: Date): Promise<number> {
    const due = await repo.pendingRefunds(this.db, now.toISOString(), PENDING_REFUNDS_PER_RUN);
    let done = 0;
    for (const r of due) if (await this.askRefund(r, now)) done++;
    return done;
  }

  private async askRefund(
    r: { idempotency_key: string; payment_session_id: string; amount_cents: number; attempts: number },
    now: Date,
  ): Promise<boolean> {
    try {
      const answer = await this.provider.refund({
        idempotencyKey: r.idempotency_key,
        sessionId: r.payment_session_id,
        amountCents: r.amount_cents,
      });
      await repo.markRefundDone(this.db, r.idempotency_key, answer.reference, now.toISOString());
      return true;
    } catch (failure) {
      const next = new Date(now.getTime() + refundRetryDelayMs(r.attempts)).toISOString();
      await repo.markRefundFailed(this.db, r.idempotency_key, String(failure), next, now.toISOString());
      return false;
    }
  }

  /** What each card payment of the order still holds (paid minus refunded). */
  private async cardRemaining(db: Kysely<DB>, order: Order) {
    const [sessions, refunds] = await Promise.all([
      repo.cardSessions(db, order),
      repo.refundsOf(db, order.id),
    ]);
    return sessions.map((s) => ({
      id: s.id,
      provider: s.provider,
      cents:
        s.card_cents -
        refunds.filter((r) => r.payment_session_id === s.id).reduce((sum, r) => sum + r.amount_cents, 0),
    }));
  }

  private async paidMeans(db: Kysely<DB>, order: Order): Promise<PaidMeans> {
    const card = (await this.cardRemaining(db, order)).reduce((s, r) => s + Math.max(0, r.cents), 0);
    return { card, giftCard: order.gift_card_cents, tirelire: order.tirelire_cents };
  }

  private async price(
    db: Kysely<DB>,
    order: Order,
    facts: OrderFacts,
    wanted: { productId: number; quantity: number }[],
    slotId: number | null,
    now: Date,
    checkPlace = false,
  ) {
    let slot: { id: number; debut: string; fin: string } | null = null;
    let newSlotFeeCents: number | null = null;
    if (slotId !== null && slotId !== order.slot_id) {
      const row = await repo.findSlot(db, slotId);
      if (!row || row.service_id !== order.service_id)
        throw new HttpError(422, m.slotUnknown, { creneau_id: [m.slotUnknown] });
      if (row.cutoff_at <= now.toISOString())
        throw new HttpError(409, m.editTooLate, undefined, API_ERROR_CODES.slotClosed);
      if (checkPlace && row.reserved >= row.capacity)
        throw new HttpError(409, m.slotFull, { creneau_id: [m.slotFull] }, API_ERROR_CODES.slotFull);
      slot = { id: row.id, debut: row.starts_at, fin: row.ends_at };
      newSlotFeeCents = row.price_cents;
    }
    const pricing = await this.pricingFacts(db, order, facts, wanted, now);
    const priced = priceChange({
      facts,
      wanted,
      pricing,
      newSlotFeeCents,
      mode: order.code_type_commande,
    });
    return { priced, slot };
  }

  /**
   * The store's offers of the wanted products (price, regular price, weighed), the immediate
   * reductions running now (new products) and when the order was placed (lines whose quantity
   * changes), and the rules of the order's promo codes.
   */
  private async pricingFacts(
    db: Kysely<DB>,
    order: Order,
    facts: OrderFacts,
    wanted: { productId: number; quantity: number }[],
    now: Date,
  ): Promise<PricingFacts> {
    const placed = new Map(facts.lines.map((l) => [l.product_id, l.quantity]));
    const ids = wanted.map((w) => w.productId);
    const isNew = (id: number) => !placed.has(id);
    const changed = wanted.filter((w) => placed.has(w.productId) && placed.get(w.productId) !== w.quantity);
    const codes = facts.fees.flatMap((f) => (f.kind === 'reduction' && f.code ? [f.code] : []));
    const [offers, running, atOrder, promos] = await Promise.all([
      repo.storeOffers(db, order.store_id, ids),
      repo.immediateReductionsAt(db, order.store_id, ids.filter(isNew), now.toISOString()),
      repo.immediateReductionsAt(
        db,
        order.store_id,
        changed.map((w) => w.productId),
        order.placed_at,
      ),
      repo.promoCodes(db, codes),
    ]);
    const byProduct = (rows: typeof running) => {
      const map = new Map<number, ImmediateReduction[]>();
      for (const r of rows) {
        const list = map.get(r.product_id) ?? [];
        list.push({ lot: r.lot, nb_pdt_lot: r.nb_pdt_lot, valeur: r.valeur, unite: r.unite as '%' | 'EUR' });
        map.set(r.product_id, list);
      }
      return map;
    };
    return {
      offers: new Map(
        offers.map((o) => [
          o.product_id,
          {
            designation: o.designation,
            priceCents: o.price_cents,
            strikePriceCents: o.strike_price_cents,
            weighed: o.is_weighed === 1,
          },
        ]),
      ),
      reductionsNow: byProduct(running),
      reductionsAtOrder: byProduct(atOrder),
      promoRules: new Map(
        promos.map((p) => [
          p.code,
          {
            percent: p.percent,
            amountCents: p.amount_cents,
            minBasketCents: p.min_basket_cents,
            startsAt: p.starts_at,
            endsAt: p.ends_at,
            storeIds: p.store_ids === null ? null : (JSON.parse(p.store_ids) as number[]),
            firstOrderOnly: p.first_order_only === 1,
          },
        ]),
      ),
    };
  }

  /** Enough stock for what the change adds, and the order's mode still accepts the amount. */
  private async checkStock(order: Order, facts: OrderFacts, priced: PricedChange) {
    const check = serviceCheck({
      mode: order.code_type_commande,
      cartKind: order.type_panier,
      cartCents: priced.lines.reduce((s, l) => s + l.totalCents, 0),
      minimumCents: ['LAD', 'LC'].includes(order.code_type_commande) ? order.montant_minimum_lad_cents : null,
      maximumCents: order.montant_max_cents,
    });
    const amountRefusal = check.refusals.find((r) => r.code === 'minimum' || r.code === 'maximum');
    if (amountRefusal) {
      const message =
        amountRefusal.code === 'minimum'
          ? `Le montant minimum de commande pour ce mode est de ${centsToEuros(amountRefusal.cents ?? 0)
              .toFixed(2)
              .replace('.', ',')} €.`
          : `Le montant maximum de commande pour ce mode est de ${centsToEuros(amountRefusal.cents ?? 0)
              .toFixed(2)
              .replace('.', ',')} €.`;
      throw new HttpError(422, message, { lignes: [message] });
    }
    const before = facts.lines.map((l) => ({ productId: l.product_id, units: l.reserved_units }));
    const after = priced.lines.map((l) => ({ productId: l.productId, units: l.units }));
    const more = stockDifference(before, after).filter((d) => d.units > 0);
    const offers = await repo.storeOffers(
      this.db,
      order.store_id,
      more.map((d) => d.productId),
    );
    for (const d of more) {
      const offer = offers.find((o) => o.product_id === d.productId);
      if (!offer || offer.stock - offer.reserved < d.units)
        throw new HttpError(
          409,
          m.stockMissing,
          { lignes: [m.stockMissing] },
          API_ERROR_CODES.stockInsufficient,
        );
    }
  }

  private async view(
    order: Order,
    open: OrderChangeRow | null,
    priced: PricedChange,
    slot: { id: number; debut: string; fin: string } | null,
  ): Promise<OrderChangeView> {
    const difference = priced.totalCents - order.total_cents;
    const paid = await this.paidMeans(this.db, order);
    return {
      id: open?.id ?? null,
      commande_id: order.id,
      code: order.code,
      magasin_id: order.store_id,
      statut: open ? (open.status === 'en_paiement' ? 'en_paiement' : 'brouillon') : 'aucune',
      lignes: priced.lines.map((l) => ({
        produit_id: l.productId,
        designation: l.designation,
        quantite: l.quantity,
        prix_unitaire: centsToEuros(l.unitPriceCents),
        montant_ttc: centsToEuros(l.totalCents),
      })),
      creneau: slot ?? this.slotOf(order),
      frais: centsToEuros(priced.feesCents),
      reductions: centsToEuros(priced.reductionsCents),
      avertissements: priced.droppedCodes.map(m.promoDropped),
      total_ttc: centsToEuros(priced.totalCents),
      total_paye: centsToEuros(order.total_cents),
      difference: centsToEuros(difference),
      remboursement: amounts(refundOfDifference(difference, paid)),
      date_limite: order.cutoff_at,
    };
  }

  /** Ends a change (abandoned, or back to a draft): its open extra payment is cancelled with it. */
  private async endChange(
    trx: Transaction<DB>,
    change: OrderChangeRow,
    status: 'abandonnee' | 'brouillon',
    nowIso: string,
  ) {
    if (change.payment_session_id)
      await this.ledger.moveSession(trx, change.payment_session_id, ['ouverte'], 'annulee', nowIso);
    await repo.moveChange(trx, change.id, ['brouillon', 'en_paiement'], status, nowIso);
  }

  private facts(db: Kysely<DB>, orderId: number): Promise<OrderFacts> {
    return Promise.all([repo.orderLines(db, orderId), repo.orderFees(db, orderId)]).then(([lines, fees]) => ({
      lines,
      fees,
    }));
  }

  private async order(clientId: number, id: number): Promise<Order> {
    const order = await repo.findClientOrder(this.db, clientId, id);
    if (!order) throw notFound();
    return order;
  }

  private rule(order: Order) {
    return { status: order.statut_code, slotCutoffAt: order.cutoff_at };
  }

  private assertEditable(order: Order, now: Date) {
    const refusal = orderChangeRefusal(this.rule(order), now);
    if (refusal) throw this.notEditable(refusal);
  }

  private notCancellable(refusal: OrderChangeRefusal) {
    return new HttpError(409, CANCEL_REFUSALS[refusal], undefined, API_ERROR_CODES.orderNotCancellable);
  }

  private notEditable(refusal: OrderChangeRefusal) {
    return new HttpError(409, EDIT_REFUSALS[refusal], undefined, API_ERROR_CODES.orderNotEditable);
  }

  private slotOf(order: Order) {
    return order.slot_id !== null && order.starts_at && order.ends_at
      ? { id: order.slot_id, debut: order.starts_at, fin: order.ends_at }
      : null;
  }

  private mailBase(order: Order) {
    const draft = JSON.parse(order.order_draft) as { prenom?: string };
    return {
      to: order.email,
      prenom: draft.prenom ?? '',
      code: order.code,
      store: { name: order.store_name, telephone: order.store_telephone },
    };
  }
}

/** Another notification of this session got there first. */
class AlreadyProcessed extends Error {}

/** One line per product (the quantities of a product sent twice are added up). */
function mergeLines(lines: { productId: number; quantity: number }[]) {
  const byProduct = new Map<number, number>();
  for (const l of lines) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}
