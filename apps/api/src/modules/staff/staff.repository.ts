import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-staff.ts';

type Db = Kysely<DB>;

/** A staff account by its e-mail (lower case), for the login (`password_set` 0: invited, no password yet). */
export function findStaffLogin(db: Db, email: string) {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'password_hash', 'active', 'password_set'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function updateStaffPasswordHash(db: Db, staffId: number, passwordHash: string, now: string) {
  await db
    .updateTable('staff_accounts')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', staffId)
    .execute();
}

/** An active staff account with its stores (ids, in order). */
export async function findActiveStaff(db: Db, staffId: number) {
  const account = await db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'display_name', 'role'])
    .where('id', '=', staffId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!account) return null;
  return { ...account, storeIds: await staffStoreIds(db, staffId) };
}

/** The staff member behind a session still open (not revoked nor over) on an active account. */
export async function findSessionStaff(db: Db, staffId: number, sessionId: string, now: string) {
  const account = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select(['a.id', 'a.email', 'a.display_name', 'a.role'])
    .where('s.id', '=', sessionId)
    .where('s.staff_id', '=', staffId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('a.active', '=', 1)
    .executeTakeFirst();
  if (!account) return null;
  return { ...account, storeIds: await staffStoreIds(db, staffId) };
}

async function staffStoreIds(db: Db, staffId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('staff_stores')
    .select('store_id')
    .where('staff_id', '=', staffId)
    .orderBy('store_id')
    .execute();
  return rows.map((row) => row.store_id);
}

/** Names of stores, by id. */
export async function storeNames(db: Db, storeIds: readonly number[]) {
  if (!storeIds.length) return [];
  return db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('id', 'in', [...storeIds])
    .orderBy('id')
    .execute();
}

export async function insertStaffSession(
  db: Db,
  session: { id: string; staffId: number; now: string; expiresAt: string },
) {
  await db
    .insertInto('staff_sessions')
    .values({
      id: session.id,
      staff_id: session.staffId,
      created_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** Revokes an open session; false when it was already over. */
export async function revokeStaffSession(db: Db, sessionId: string, now: string, reason: string) {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A staff account and its stores (the seed, tests). */
export async function insertStaffAccount(
  db: Db,
  account: {
    email: string;
    passwordHash: string;
    displayName: string;
    role: string;
    storeIds: readonly number[];
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('staff_accounts')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      display_name: account.displayName,
      role: account.role,
      created_at: account.now,
      updated_at: account.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (account.storeIds.length)
    await db
      .insertInto('staff_stores')
      .values(account.storeIds.map((storeId) => ({ staff_id: row.id, store_id: storeId })))
      .execute();
  return row.id;
}
