import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-staff.ts';

type Db = Kysely<DB>;

/** A staff account as the team pages show it, with its stores (id and name, by id). */
export interface TeamRow {
  id: number;
  email: string;
  display_name: string;
  role: string;
  active: number;
  password_set: number;
  created_at: string;
  stores: { id: number; name: string }[];
}

const ACCOUNT_COLUMNS = [
  'a.id',
  'a.email',
  'a.display_name',
  'a.role',
  'a.active',
  'a.password_set',
  'a.created_at',
] as const;

async function withStores(db: Db, accounts: Omit<TeamRow, 'stores'>[]): Promise<TeamRow[]> {
  if (!accounts.length) return [];
  const links = await db
    .selectFrom('staff_stores as ss')
    .innerJoin('stores as s', 's.id', 'ss.store_id')
    .select(['ss.staff_id', 's.id', 's.name'])
    .where(
      'ss.staff_id',
      'in',
      accounts.map((a) => a.id),
    )
    .orderBy('s.id')
    .execute();
  return accounts.map((account) => ({
    ...account,
    stores: links.filter((l) => l.staff_id === account.id).map((l) => ({ id: l.id, name: l.name })),
  }));
}

/**
 * The staff of these stores (an assignment in one of them), or every account (`all`), by role
 * (head office first) then name.
 */
export async function listTeam(db: Db, stores: 'all' | readonly number[]): Promise<TeamRow[]> {
  if (stores !== 'all' && stores.length === 0) return [];
  let query = db.selectFrom('staff_accounts as a').select(ACCOUNT_COLUMNS);
  if (stores !== 'all')
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_stores as ss')
          .select('ss.staff_id')
          .whereRef('ss.staff_id', '=', 'a.id')
          .where('ss.store_id', 'in', [...stores]),
      ),
    );
  const accounts = await query.orderBy('a.display_name').orderBy('a.id').execute();
  return withStores(db, accounts);
}

/** One staff account with its stores, active or not. */
export async function findMember(db: Db, staffId: number): Promise<TeamRow | null> {
  const account = await db
    .selectFrom('staff_accounts as a')
    .select(ACCOUNT_COLUMNS)
    .where('a.id', '=', staffId)
    .executeTakeFirst();
  if (!account) return null;
  const [row] = await withStores(db, [account]);
  return row ?? null;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stores that exist among `storeIds` (the chain's stores, not the national one). */
export async function existingStoreIds(db: Db, storeIds: readonly number[]): Promise<number[]> {
  if (!storeIds.length) return [];
  const rows = await db
    .selectFrom('stores')
    .select('id')
    .where('id', 'in', [...storeIds])
    .where('is_national', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}

/** Every store of the chain (not the national one), by name. */
export function chainStores(db: Db) {
  return db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('is_national', '=', 0)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** A new account without a password yet (`password_set` 0, no usable hash): it cannot log in. */
export async function insertInvitedMember(
  db: Db,
  member: { email: string; displayName: string; role: string; storeIds: readonly number[]; now: string },
): Promise<number> {
  const row = await db
    .insertInto('staff_accounts')
    .values({
      email: member.email,
      password_hash: '',
      password_set: 0,
      display_name: member.displayName,
      role: member.role,
      created_at: member.now,
      updated_at: member.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceStores(db, row.id, member.storeIds);
  return row.id;
}

export async function updateMember(
  db: Db,
  staffId: number,
  change: { display_name?: string; role?: string; active?: 0 | 1; now: string },
) {
  const { now, ...values } = change;
  await db
    .updateTable('staff_accounts')
    .set({ ...values, updated_at: now })
    .where('id', '=', staffId)
    .execute();
}

export async function replaceStores(db: Db, staffId: number, storeIds: readonly number[]) {
  await db.deleteFrom('staff_stores').where('staff_id', '=', staffId).execute();
  if (storeIds.length)
    await db
      .insertInto('staff_stores')
      .values(storeIds.map((storeId) => ({ staff_id: staffId, store_id: storeId })))
      .execute();
}

/** Ends every open session of the account at once; the number ended. */
export async function revokeMemberSessions(db: Db, staffId: number, now: string, reason: string) {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertInvitation(
  db: Db,
  invitation: { hash: string; staffId: number; invitedBy: number; now: string; expiresAt: string },
) {
  await db
    .insertInto('staff_invitations')
    .values({
      token_hash: invitation.hash,
      staff_id: invitation.staffId,
      invited_by: invitation.invitedBy,
      created_at: invitation.now,
      expires_at: invitation.expiresAt,
    })
    .execute();
}

/** Voids the member's invitations still unused (a newer one, a deactivation, the chosen password). */
export async function voidInvitations(db: Db, staffId: number, now: string) {
  await db
    .updateTable('staff_invitations')
    .set({ voided_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}

/** An invitation by the hash of its token, with its account. */
export function findInvitation(db: Db, hash: string) {
  return db
    .selectFrom('staff_invitations as i')
    .innerJoin('staff_accounts as a', 'a.id', 'i.staff_id')
    .select([
      'i.staff_id',
      'i.expires_at',
      'i.used_at',
      'i.voided_at',
      'a.email',
      'a.display_name',
      'a.active',
      'a.password_set',
    ])
    .where('i.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Uses an invitation still unused, not voided and not over; false when another call used it first. */
export async function consumeInvitation(db: Db, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The invited member's chosen password: the account may log in from now on. */
export async function setMemberPassword(db: Db, staffId: number, passwordHash: string, now: string) {
  await db
    .updateTable('staff_accounts')
    .set({ password_hash: passwordHash, password_set: 1, updated_at: now })
    .where('id', '=', staffId)
    .execute();
}

/** A unique index refused the row (the e-mail taken by a concurrent creation). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
