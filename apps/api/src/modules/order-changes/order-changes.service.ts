import type {
  Cancellation,
  CancellationPreview,
  OrderChangeBody,
  OrderChangeConfirmation,
  OrderChangeSlot,
  OrderChangeView,
  PaymentNotificationResponse,
} from '@cabas/contracts';
import type { PaymentEventKind } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OrderChangeRow } from '../../db/schema-order-changes.ts';
import type { PaymentSessionRow } from '../../db/schema-orders.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { CardOperations } from '../../platform/payments/provider.ts';
import type { StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import type { OrderLedger } from '../payments/order-ledger.ts';
import type { PaymentPages } from '../payments/payment-pages.ts';
import type { ProInvoices } from '../pro-space/pro-invoices.ts';
import type { SlotsService } from '../slots/slots.service.ts';
import { assertCartRules, type CartRules, type EditingClient } from './order-change-rules.ts';
import * as repo from './order-changes.repository.ts';
import { assertAmountAccepted } from './steps/amount-limits.ts';
import { applyConfirmed, applyPaid, changeNotFound } from './steps/apply-change.ts';
import { cancelOrder } from './steps/cancel-order.ts';
import { cancelPreviewRefund, cancelRefund, editPreviewRefund } from './steps/card-refunds.ts';
import { abandonDraft, saveDraft } from './steps/change-draft.ts';
import {
  assertCancellable,
  assertEditable,
  changeRefusal,
  notCancellable,
  notEditableOnInvoice,
} from './steps/changeability.ts';
import type { OrderChangeDeps } from './steps/context.ts';
import { failExtraPayment, openExtraPayment, releaseUnappliedPayment } from './steps/extra-payment.ts';
import { loadFacts, loadOrder } from './steps/load-order.ts';
import { priceEdit } from './steps/price-edit.ts';
import { settlePendingRefunds, settlePendingReleases, settleRefunds } from './steps/provider-refunds.ts';
import { assertStockAvailable } from './steps/stock.ts';
import {
  appliedConfirmation,
  cancellation,
  cancellationPreview,
  changeView,
  paymentConfirmation,
  returnPathOf,
  slotChoices,
} from './steps/views.ts';
import { draftLines, placedLines, slotAsked, wantedLines } from './steps/wanted-lines.ts';

const SLOTS_SHOWN = 40;

/**
 * Cancelling and editing a placed order until its slot's cut-off (records 041, 042 and 101): each
 * call runs the named steps of `steps/`. A change starts with a conditional update of the order's
 * row while it is still `COMMANDEE`, so two cancels, or a cancel and an edit, never both apply; what
 * goes back (slot place, stock, cagnotte, gift card) and the refunds to ask are written in that same
 * transaction, each refund with an idempotency key, so the provider is asked once per payment and
 * reason. Before the order's capture (decision 109), a card authorised and not captured is not
 * refunded: a lowering lowers what the capture will take, a cancel releases the authorisation. Rows are locked in one order everywhere (decision 093) so that concurrent requests on
 * PostgreSQL wait for each other instead of deadlocking.
 */
export class OrderChangesService {
  private readonly deps: OrderChangeDeps;

  constructor(
    db: Kysely<DB>,
    provider: CardOperations,
    pages: PaymentPages,
    outbox: Outbox,
    slots: SlotsService,
    ledger: OrderLedger,
    storedValue: StoredValueLedger,
    /** The cart's rules, applied to what an edit adds or changes (issue #35). */
    carts: CartRules,
    /** A pro order on invoice: its cancel gives back what the company owed for it (decision 119). */
    proInvoices: Pick<ProInvoices, 'atCancel'>,
  ) {
    this.deps = { db, provider, pages, outbox, slots, ledger, storedValue, carts, proInvoices };
  }

  // --- cancelling ---

  async cancelPreview(clientId: number, id: number, now: Date): Promise<CancellationPreview> {
    const { db } = this.deps;
    const order = await loadOrder(db, clientId, id);
    const refund =
      order.statut_code === 'ANNULEE' ? await cancelRefund(db, order) : await cancelPreviewRefund(db, order);
    return cancellationPreview(order, changeRefusal(order, now), refund);
  }

  async cancel(clientId: number, id: number, now: Date): Promise<Cancellation> {
    const { db, outbox, provider } = this.deps;
    const order = await loadOrder(db, clientId, id);
    if (order.statut_code !== 'ANNULEE') {
      assertCancellable(order, now);
      await db.transaction().execute((trx) => cancelOrder(this.deps, trx, order, now.toISOString()));
      outbox.nudge();
    }
    // Cancelled now, by a concurrent request, or before: its refunds and releases are asked (again,
    // same keys).
    const cancelled = await loadOrder(db, clientId, id);
    if (cancelled.statut_code !== 'ANNULEE') throw notCancellable('statut');
    await settleRefunds(db, provider, id);
    return cancellation(cancelled, await cancelRefund(db, cancelled));
  }

  // --- editing ---

  /** The client's order, refused when it was placed on invoice (`notEditableOnInvoice`). */
  private async editableOrder(clientId: number, id: number) {
    const order = await loadOrder(this.deps.db, clientId, id);
    if (await repo.placedOnInvoice(this.deps.db, id)) throw notEditableOnInvoice();
    return order;
  }

  async getChange(clientId: number, id: number, now: Date): Promise<OrderChangeView> {
    const { db } = this.deps;
    const order = await this.editableOrder(clientId, id);
    const open = (await repo.findOpenChange(db, id)) ?? null;
    const facts = await loadFacts(db, id);
    const wanted = open ? draftLines(open) : placedLines(facts);
    const { priced, slot } = await priceEdit(db, {
      order,
      facts,
      wanted,
      slotId: open?.slot_id ?? null,
      now,
    });
    const refund = await editPreviewRefund(db, order, priced.totalCents - order.total_cents);
    return changeView(order, open, priced, slot, refund);
  }

  async updateChange(
    client: EditingClient,
    id: number,
    body: OrderChangeBody,
    now: Date,
  ): Promise<OrderChangeView> {
    const { db, carts } = this.deps;
    const order = await this.editableOrder(client.id, id);
    assertEditable(order, now);
    const wanted = wantedLines(body);
    const slotId = slotAsked(body, order);
    const facts = await loadFacts(db, id);
    const indexOf = (productId: number) => body.lignes.findIndex((l) => l.produit_id === productId);
    await assertCartRules(carts, { order, client, facts, wanted, now, indexOf });
    const { priced, slot } = await priceEdit(db, { order, facts, wanted, slotId, now }, true);
    assertAmountAccepted(order, priced);
    await assertStockAvailable(db, order, facts, priced);
    await saveDraft(this.deps, { orderId: id, clientId: client.id, wanted, slotId, now });
    const open = (await repo.findOpenChange(db, id)) ?? null;
    const refund = await editPreviewRefund(db, order, priced.totalCents - order.total_cents);
    return changeView(order, open, priced, slot, refund);
  }

  async abandonChange(clientId: number, id: number, now: Date): Promise<void> {
    await loadOrder(this.deps.db, clientId, id);
    await abandonDraft(this.deps, id, now);
  }

  async confirmChange(
    client: EditingClient,
    id: number,
    now: Date,
    origin?: string,
  ): Promise<OrderChangeConfirmation> {
    const { db, carts, outbox, provider, pages } = this.deps;
    const order = await this.editableOrder(client.id, id);
    assertEditable(order, now);
    const open = await repo.findOpenChange(db, id);
    if (!open) throw changeNotFound();
    const facts = await loadFacts(db, id);
    const wanted = draftLines(open);
    // Checked again: a product may have been withdrawn, or its stock taken, since the draft.
    await assertCartRules(carts, { order, client, facts, wanted, now });
    const { priced } = await priceEdit(db, { order, facts, wanted, slotId: open.slot_id, now });
    const difference = priced.totalCents - order.total_cents;
    if (difference > 0) {
      const sessionId = await openExtraPayment(this.deps, order, open, difference, now);
      return paymentConfirmation(id, {
        sessionId,
        url: await pages.urlFor(sessionId, origin),
        cents: difference,
      });
    }
    const refund = await applyConfirmed(this.deps, order, open, now);
    outbox.nudge();
    await settleRefunds(db, provider, id);
    return appliedConfirmation(id, refund);
  }

  async changeSlots(clientId: number, id: number, now: Date): Promise<OrderChangeSlot[]> {
    const { db, slots } = this.deps;
    const order = await this.editableOrder(clientId, id);
    if (order.service_id === null) return [];
    await slots.ensurePlanning(order.store_id, now);
    return slotChoices(await repo.nextSlots(db, order.service_id, now.toISOString(), SLOTS_SHOWN), order);
  }

  // --- the extra payment of a change ---

  /** Whether a payment session pays the difference of an order change (not a new order). */
  async ownsSession(sessionId: string): Promise<boolean> {
    return (await repo.findChangeBySession(this.deps.db, sessionId)) !== undefined;
  }

  /** Where the sandbox page sends the shopper back after paying a change's difference. */
  async returnPath(sessionId: string, result: string): Promise<string | null> {
    const change = await repo.findChangeBySession(this.deps.db, sessionId);
    return change ? returnPathOf(change.order_id, result) : null;
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
    const change = await repo.findChangeBySession(this.deps.db, session.id);
    if (!change) return { resultat: 'erreur', commande_id: null };
    let outcome = event;
    if (event === 'acceptee') {
      const applied = await applyPaid(this.deps, change, session, nowIso);
      if (applied === 'deja-traitee') {
        await this.releaseUnapplied(change, session, nowIso);
        return { resultat: 'deja-traitee', commande_id: change.order_id };
      }
      if (applied === 'appliquee') {
        this.deps.outbox.nudge();
        return { resultat: 'ok', commande_id: change.order_id };
      }
      // Not applied: the payment is refused (the provider does not capture it), the draft stays.
      outcome = 'refusee';
    }
    const failed = outcome === 'en_attente' || outcome === 'acceptee' ? 'refusee' : outcome;
    const moved = await failExtraPayment(this.deps, change, session.id, failed, nowIso);
    if (event === 'acceptee') await this.releaseUnapplied(change, session, nowIso);
    if (!moved) return { resultat: 'deja-traitee', commande_id: null };
    const resultat = failed === 'annulee' ? 'annulation' : failed === 'erreur' ? 'erreur' : 'refus';
    return { resultat, commande_id: null };
  }

  /** A change's payment accepted after the shop closed its session: its authorisation released. */
  async acceptedAfterClose(session: PaymentSessionRow, nowIso: string): Promise<void> {
    const change = await repo.findChangeBySession(this.deps.db, session.id);
    if (change) await this.releaseUnapplied(change, session, nowIso);
  }

  /** An accepted payment the shop did not apply: its authorisation released (recorded once, asked now). */
  private async releaseUnapplied(change: OrderChangeRow, session: PaymentSessionRow, nowIso: string) {
    if (await releaseUnappliedPayment(this.deps, change, session, nowIso))
      await settleRefunds(this.deps.db, this.deps.provider, change.order_id);
  }

  /** The worker's job: asks again every refund whose next attempt is due. */
  settlePendingRefunds(now: Date): Promise<number> {
    return settlePendingRefunds(this.deps.db, this.deps.provider, now);
  }

  /** The worker's job: asks again every release of a cancelled order's authorisation that is due. */
  settlePendingReleases(now: Date): Promise<number> {
    return settlePendingReleases(this.deps.db, this.deps.provider, now);
  }
}
