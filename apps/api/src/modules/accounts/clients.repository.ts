import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ClientRow, NewClient } from '../../db/schema-accounts.ts';

type Db = Kysely<DB>;

export function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The client's orders taken into account (refused, cancelled and failed payments are not orders). */
export async function orderSummary(db: Db, clientId: number) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('placed_at').as('last')])
    .where('client_id', '=', clientId)
    .where('statut_code', 'in', ['COMMANDEE', 'VALIDEE', 'EN_ATTENTE', 'RETIREE', 'LIVREE'])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), last: (row?.last as string | null | undefined) ?? null };
}

/** What a login needs, by e-mail (already in lower case). */
export function findLoginByEmail(db: Db, email: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'password_hash', 'statut', 'is_pro'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Who an e-mail about this address would go to (forgotten password, sign-up, e-mail change), by e-mail. */
export function findMailRecipientByEmail(db: Db, email: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'email', 'prenom', 'is_pro', 'statut', 'pro_contact_id'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findPasswordHash(db: Db, id: number) {
  return db.selectFrom('clients').select(['email', 'password_hash']).where('id', '=', id).executeTakeFirst();
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function insertClient(db: Db, client: NewClient): Promise<number> {
  const row = await db.insertInto('clients').values(client).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateClient(
  db: Db,
  id: number,
  changes: Partial<Omit<ClientRow, 'id' | 'email' | 'created_at'>>,
) {
  await db.updateTable('clients').set(changes).where('id', '=', id).execute();
}

export async function findAgreementStoreIds(db: Db, clientId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('client_pro_stores')
    .select('store_id')
    .where('client_id', '=', clientId)
    .orderBy('store_id')
    .execute();
  return rows.map((r) => r.store_id);
}

export function findProContact(db: Db, contactId: number) {
  return db.selectFrom('store_pro_contacts').selectAll().where('id', '=', contactId).executeTakeFirst();
}

/** A unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e?.message ?? '')
  );
}

export async function updateClientEmail(db: Db, id: number, email: string, now: string) {
  await db.updateTable('clients').set({ email, updated_at: now }).where('id', '=', id).execute();
}
