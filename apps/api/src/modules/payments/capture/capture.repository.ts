import { INVOICE_PROVIDER } from '@cabas/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type {} from '../../../db/schema-authorisation-changes.ts';
import type {
  CardOperationKind,
  OrderCardCapturesTable,
  PaymentCardOperationRow,
} from '../../../db/schema-card-captures.ts';
import type {} from '../../../db/schema-order-changes.ts';
import type {} from '../../../db/schema-orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Locks an order's row for its capture (no-op update); false when there is no such order. */
export async function lockOrder(db: Db, orderId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ updated_at: nowIso })
    .where('id', '=', orderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order as its capture reads it: what its stored values hold, and the cards they came from. */
export function orderToCapture(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('payment_sessions as p', 'p.id', 'o.payment_session_id')
    .select([
      'o.id',
      'o.statut_code',
      'o.total_cents',
      'o.gift_card_cents',
      'o.tirelire_cents',
      'o.payment_session_id',
      'p.provider',
      'p.loyalty_card_numero',
      'p.gift_card_numero',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The order's card payments, first one first: its own session and the accepted extra payments of its
 * applied changes, each with what the order's changes already gave back of it: refunded
 * (`payment_refunds`: asked of the provider) and, for an authorisation, lowered before the capture
 * (`payment_authorisation_changes`: never asked; the provider still holds it). Each lowering is in one
 * of the two, so none is counted twice.
 */
export async function cardPayments(db: Db, orderId: number, firstSessionId: string) {
  const sessions = await db
    .selectFrom('payment_sessions')
    .select(['id', 'provider', 'card_cents', 'capture_mode'])
    .where((eb) =>
      eb.or([
        eb('id', '=', firstSessionId),
        eb(
          'id',
          'in',
          eb
            .selectFrom('order_changes')
            .select('payment_session_id')
            .where('order_id', '=', orderId)
            .where('status', '=', 'appliquee')
            .where('payment_session_id', 'is not', null)
            .$narrowType<{ payment_session_id: string }>(),
        ),
      ]),
    )
    .where('status', '=', 'acceptee')
    // A pro order on invoice (decision 119): no card behind its session, nothing to capture or release.
    .where('provider', '!=', INVOICE_PROVIDER)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const refunds = await db
    .selectFrom('payment_refunds')
    .select(['payment_session_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    .execute();
  const reductions = await db
    .selectFrom('payment_authorisation_changes')
    .select(['payment_session_id', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'reduction')
    .execute();
  const sum = (rows: readonly { payment_session_id: string; amount_cents: number }[], id: string) =>
    rows.filter((r) => r.payment_session_id === id).reduce((total, r) => total + r.amount_cents, 0);
  return sessions.map((s) => ({
    ...s,
    refundedCents: sum(refunds, s.id),
    // A cancel's releases need not be read: a cancelled order is never captured.
    reducedCents: sum(reductions, s.id),
  }));
}

/** What the order's changes lowered of a session's authorisation before the capture (never asked). */
export async function reducedCentsOf(db: Db, orderId: number, sessionId: string): Promise<number> {
  const rows = await db
    .selectFrom('payment_authorisation_changes')
    .select('amount_cents')
    .where('order_id', '=', orderId)
    .where('payment_session_id', '=', sessionId)
    .where('kind', '=', 'reduction')
    .execute();
  return rows.reduce((total, r) => total + r.amount_cents, 0);
}

export function findCapture(db: Db, orderId: number) {
  return db.selectFrom('order_card_captures').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Records the order's capture once: false when it was recorded already (nothing written). */
export async function insertCapture(
  db: Db,
  c: Omit<Insertable<OrderCardCapturesTable>, 'id' | 'captured_cents' | 'released_cents' | 'status'>,
): Promise<boolean> {
  const rows = await db
    .insertInto('order_card_captures')
    .values(c)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

export async function insertOperation(
  db: Db,
  o: {
    key: string;
    kind: CardOperationKind;
    provider: string;
    sessionId: string;
    orderId: number;
    cents: number;
    nowIso: string;
  },
) {
  await db
    .insertInto('payment_card_operations')
    .values({
      idempotency_key: o.key,
      kind: o.kind,
      provider: o.provider,
      payment_session_id: o.sessionId,
      order_id: o.orderId,
      amount_cents: o.cents,
      created_at: o.nowIso,
      updated_at: o.nowIso,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

export function operationsOf(db: Db, orderId: number): Promise<PaymentCardOperationRow[]> {
  return db
    .selectFrom('payment_card_operations')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Orders with an operation still asked whose next attempt is due. */
export async function ordersWithPendingOperations(db: Db, nowIso: string, limit: number) {
  const rows = await db
    .selectFrom('payment_card_operations')
    .select('order_id')
    .distinct()
    .where('status', '=', 'demande')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]))
    .orderBy('order_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.order_id);
}

/** The provider's answer, kept once (a second process that got the same answer changes nothing). */
export async function markOperation(
  db: Db,
  key: string,
  answer: { status: 'effectue'; reference: string; cents: number } | { status: 'refusee'; refusal: string },
  nowIso: string,
) {
  await db
    .updateTable('payment_card_operations')
    .set(
      answer.status === 'effectue'
        ? {
            status: 'effectue',
            provider_reference: answer.reference,
            amount_cents: answer.cents,
            updated_at: nowIso,
          }
        : { status: 'refusee', refusal: answer.refusal, updated_at: nowIso },
    )
    .where('idempotency_key', '=', key)
    .where('status', '=', 'demande')
    .execute();
}

/** The provider did not answer: asked again at `nextIso`. */
export async function markOperationFailed(
  db: Db,
  key: string,
  error: string,
  nextIso: string,
  nowIso: string,
) {
  await db
    .updateTable('payment_card_operations')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      next_attempt_at: nextIso,
      updated_at: nowIso,
    }))
    .where('idempotency_key', '=', key)
    .where('status', '=', 'demande')
    .execute();
}

/** Every operation answered: the capture is done, with what the provider took and released. */
export async function finishCapture(
  db: Db,
  orderId: number,
  done: { capturedCents: number; releasedCents: number },
  nowIso: string,
) {
  await db
    .updateTable('order_card_captures')
    .set({
      status: 'effectuee',
      captured_cents: done.capturedCents,
      released_cents: done.releasedCents,
      updated_at: nowIso,
    })
    .where('order_id', '=', orderId)
    .where('status', '=', 'demandee')
    .execute();
}
