import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import type {} from '../../src/db/schema-card-captures.ts';
import type {} from '../../src/db/schema-order-events.ts';
import type {} from '../../src/db/schema-orders.ts';
import type {} from '../../src/db/schema-outbox.ts';
import type {} from '../../src/db/schema-staff.ts';

/**
 * The closing's fixtures (decision 114): an order as the preparation leaves it (decision 112 writes
 * these columns when it ends), and what the closing wrote.
 */

/** The order prepared by this staff member: EN_ATTENTE, its preparation started and ended. */
export async function markPrepared(db: Kysely<DB>, orderId: number, staffId: number, mode?: string) {
  const nowIso = new Date().toISOString();
  await db
    .updateTable('orders')
    .set({
      statut_code: 'EN_ATTENTE',
      preparation_started_at: nowIso,
      preparation_started_by: staffId,
      prepared_at: nowIso,
      prepared_by: staffId,
      ...(mode ? { code_type_commande: mode } : {}),
    })
    .where('id', '=', orderId)
    .execute();
}

export async function staffIdOf(db: Kysely<DB>, email: string): Promise<number> {
  const row = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const orderRow = (db: Kysely<DB>, id: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const eventsOf = (db: Kysely<DB>, orderId: number) =>
  db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

export const outboxOf = (db: Kysely<DB>, orderId: number) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('idempotency_key', 'like', `statut:${orderId}:%`)
    .orderBy('id')
    .execute();

export const auditOf = (db: Kysely<DB>, orderId: number, action: string) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'commande')
    .where('entity_id', '=', String(orderId))
    .where('action', '=', action)
    .execute();

export const captureOf = (db: Kysely<DB>, orderId: number) =>
  db.selectFrom('order_card_captures').selectAll().where('order_id', '=', orderId).executeTakeFirst();
