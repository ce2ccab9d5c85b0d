import { cartMessages, paymentMessages } from '@cabas/contracts';
import { collectedAtStore, INVOICE_PROVIDER, type PaymentEventKind } from '@cabas/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { PaymentSessionRow } from '../../../db/schema-orders.ts';
import { type DraftLine, type OrderDraft, reservedUnits } from '../order-draft.ts';
import { orderConfirmationMail } from '../order-mail.ts';
import * as repo from '../payments.repository.ts';
import { type PaymentModules, storedValueSpends } from './payment-modules.ts';

/** Why an order could not be made: the whole transaction is undone and the payment refused. */
export class OrderRefused extends Error {}
/** An order on invoice that no longer fits within the company's outstanding limit (decision 119). */
export class OutstandingExceeded extends OrderRefused {}
/** Another notification of this session got there first. */
export class AlreadyProcessed extends Error {}

/** An accepted or pending payment of an open session, becoming its order. */
interface Placement {
  trx: Transaction<DB>;
  session: PaymentSessionRow;
  draft: OrderDraft;
  event: PaymentEventKind;
  nowIso: string;
  /** The draft's lines with their stock units, in product id order. */
  lines: (DraftLine & { units: number })[];
}

export interface PlacedOrder {
  id: number;
  code: string;
}

/**
 * The order of a payment, in one transaction: each step changes one module through its service, and
 * a refusal (`OrderRefused`) or a lost race (`AlreadyProcessed`) undoes them all. Rows are locked in
 * the order of decision 093 (checkout, session, offers, cards, slots; the new order's rows lock
 * nothing another transaction waits for), so concurrent payments never deadlock on PostgreSQL.
 */
export async function placeOrder(
  m: PaymentModules,
  input: Omit<Placement, 'trx' | 'lines'>,
): Promise<PlacedOrder> {
  // Products in id order: concurrent orders lock offers in the same order.
  const lines = [...input.draft.lines]
    .sort((a, b) => a.productId - b.productId)
    .map((l) => ({ ...l, units: reservedUnits(l.quantity) }));
  return m.db.transaction().execute(async (trx) => {
    const p: Placement = { ...input, trx, lines };
    await closeCheckout(m, p);
    await takeSession(p);
    await reserveStock(m, p);
    await useFirstOrderRight(p);
    await spendStoredValues(m, p);
    await bookSlot(m, p);
    const order = await createOrder(m, p);
    await chargeReceivable(m, p, order.id);
    await linkSession(p, order.id);
    await emptyCart(m, p);
    await queueConfirmation(m, p, order);
    return order;
  });
}

/** One checkout, one order: it must still be open, and closes here. Its row is locked first. */
async function closeCheckout(m: PaymentModules, p: Placement) {
  if (!(await m.checkout.closeAsPaid(p.trx, p.session.checkout_id, p.nowIso)))
    throw new OrderRefused(paymentMessages.checkoutPaid);
}

/** The session moves from open to this outcome once: the conditional update that applies a notification once. */
async function takeSession(p: Placement) {
  if (!(await repo.moveSession(p.trx, p.session.id, ['ouverte'], p.event, p.nowIso)))
    throw new AlreadyProcessed();
}

async function reserveStock(m: PaymentModules, p: Placement) {
  for (const line of p.lines) {
    if (!(await m.stock.reserve(p.trx, p.session.store_id, line.productId, line.units)))
      throw new OrderRefused(paymentMessages.stockMissing);
  }
}

/** A welcome code's first-order right must still be this session's (taken when it opened). */
async function useFirstOrderRight(p: Placement) {
  const codes = p.draft.reductions.flatMap((r) => (r.code ? [r.code] : []));
  if (
    (await repo.usesFirstOrderPromo(p.trx, codes)) &&
    !(await repo.useFirstOrderClaim(p.trx, p.session.client_id, p.session.id, p.nowIso))
  )
    throw new OrderRefused(cartMessages.promoCodeFirstOrder);
}

/**
 * The cagnotte is spent as it was reserved (decision 124): the card, locked first, must still cover
 * it besides the client's other open checkouts' reservations (a reservation that lapsed and whose
 * euros another checkout reserved since refuses the order); then the ledger takes it.
 */
async function spendStoredValues(m: PaymentModules, p: Placement) {
  for (const spend of storedValueSpends(p.session)) {
    if (
      spend.account === 'cagnotte' &&
      !(await m.checkout.cagnotteCovers(
        p.trx,
        {
          clientId: spend.clientId,
          numero: spend.numero,
          cents: spend.cents,
          checkoutId: p.session.checkout_id,
        },
        p.nowIso,
      ))
    )
      throw new OrderRefused(paymentMessages.balanceMissing);
    if (!(await m.ledger.spend(p.trx, spend, p.nowIso)))
      throw new OrderRefused(paymentMessages.balanceMissing);
  }
}

async function bookSlot(m: PaymentModules, p: Placement) {
  const { slot } = p.draft;
  if (slot && !(await m.slots.bookHold(p.trx, { ...slot, checkoutId: p.session.checkout_id }, p.nowIso)))
    throw new OrderRefused(paymentMessages.slotExpired);
}

function createOrder(m: PaymentModules, p: Placement): Promise<PlacedOrder> {
  const { session, draft } = p;
  return m.orders.place(
    p.trx,
    {
      sessionId: session.id,
      clientId: session.client_id,
      storeId: session.store_id,
      checkoutId: session.checkout_id,
      statut: p.event === 'acceptee' ? 'COMMANDEE' : 'EN_ATTENTE',
      codePaiement: draft.codePaiement,
      codeTypeCommande: draft.codeTypeCommande,
      serviceId: draft.serviceId,
      typePanier: draft.typePanier,
      slotId: draft.slot?.slotId ?? null,
      debut: draft.slot?.debut ?? null,
      fin: draft.slot?.fin ?? null,
      adresseRetrait: draft.adresseRetrait ? JSON.stringify(draft.adresseRetrait) : null,
      adresse: draft.adresse ? JSON.stringify(draft.adresse) : null,
      noteClient: draft.noteClient ?? null,
      email: draft.email,
      totalCents: draft.totalCents,
      totalRemiseCents: draft.totalRemiseCents,
      tirelireCents: session.tirelire_cents,
      giftCardCents: session.gift_card_cents,
      hasAlias: draft.hasAlias,
      proBilling: draft.pro ? JSON.stringify(draft.pro) : null,
      nowIso: p.nowIso,
    },
    { lines: p.lines, frais: draft.frais, reductions: draft.reductions },
  );
}

/**
 * An order on invoice is charged to the company's receivable once its row exists, within the
 * outstanding limit: over it, the whole order is undone (the conditional update of `Receivables`
 * holds the limit when two orders of one company are placed at once).
 */
async function chargeReceivable(m: PaymentModules, p: Placement, orderId: number) {
  if (p.session.provider !== INVOICE_PROVIDER) return;
  const charge = {
    clientId: p.session.client_id,
    orderId,
    cents: p.draft.totalCents,
    key: `commande:${p.session.id}`,
  };
  if (!(await m.receivables.chargeOrder(p.trx, charge, p.nowIso))) throw new OutstandingExceeded(charge.key);
}

async function linkSession(p: Placement, orderId: number) {
  await repo.moveSession(p.trx, p.session.id, [p.event], p.event, p.nowIso, orderId);
}

async function emptyCart(m: PaymentModules, p: Placement) {
  const { session, draft } = p;
  const order = { clientId: session.client_id, storeId: session.store_id, kind: draft.typePanier };
  await m.carts.emptyOrderedCart(p.trx, order, p.nowIso);
}

/**
 * The confirmation is written with the order (outbox): it leaves if and only if the order exists. An
 * order collected at the store carries its hand-over QR code and check-in link (decision 116).
 */
async function queueConfirmation(m: PaymentModules, p: Placement, order: PlacedOrder) {
  const { session, draft } = p;
  const store = await repo.findStoreContact(p.trx, session.store_id);
  const handOver = collectedAtStore(draft)
    ? m.handOverLinks.mailParts({ id: order.id, storeId: session.store_id, code: order.code })
    : null;
  await m.outbox.enqueueMail(p.trx, {
    kind: 'commande-confirmation',
    key: `commande:${order.id}`,
    message: orderConfirmationMail({
      draft: p.draft,
      code: order.code,
      pending: p.event === 'en_attente',
      store,
      tirelireCents: session.tirelire_cents,
      giftCardCents: session.gift_card_cents,
      cardCents: session.card_cents,
      handOver,
    }),
  });
}

/**
 * Places the order of a session paid without a provider (on invoice, decision 119) now, by the same
 * placement as a notification's acceptance. A refusal undoes the order, refuses the session and is
 * thrown again (`OutstandingExceeded` over the limit); a session no longer open is `AlreadyProcessed`.
 */
export async function placeSessionOrderNow(
  m: PaymentModules,
  sessionId: string,
  nowIso: string,
): Promise<PlacedOrder> {
  const session = await repo.findSession(m.db, sessionId);
  if (session?.status !== 'ouverte') throw new AlreadyProcessed();
  const draft = JSON.parse(session.order_draft) as OrderDraft;
  try {
    const order = await placeOrder(m, { session, draft, event: 'acceptee', nowIso });
    m.outbox.nudge();
    return order;
  } catch (error) {
    if (error instanceof OrderRefused)
      await repo.moveSession(m.db, session.id, ['ouverte'], 'refusee', nowIso);
    throw error;
  }
}
