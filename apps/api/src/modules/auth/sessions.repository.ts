import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';

type Db = Kysely<DB>;

export async function insertSession(
  db: Db,
  session: { id: string; clientId: number; now: string; expiresAt: string },
) {
  await db
    .insertInto('auth_sessions')
    .values({
      id: session.id,
      client_id: session.clientId,
      created_at: session.now,
      expires_at: session.expiresAt,
      last_used_at: session.now,
    })
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  token: { hash: string; sessionId: string; issuedAt: string; expiresAt: string },
) {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: token.hash,
      session_id: token.sessionId,
      issued_at: token.issuedAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** A refresh token with its session and the state of the account. */
export function findRefreshToken(db: Db, hash: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select([
      't.session_id',
      't.expires_at',
      't.rotated_at',
      's.client_id',
      's.expires_at as session_expires_at',
      's.revoked_at',
      'c.statut',
    ])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Marks a token as exchanged; false when someone exchanged it first. */
export async function markRotated(db: Db, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('token_hash', '=', hash)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchSession(db: Db, sessionId: string, now: string) {
  await db.updateTable('auth_sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string, now: string, reason: string) {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every open session of a client, but `keep` (the current one) when given. */
export async function revokeClientSessions(
  db: Db,
  clientId: number,
  now: string,
  reason: string,
  keep?: string,
) {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Forgets sessions over for a week (their tokens go with them) and used or expired reset tokens. */
export async function purgeExpired(db: Db, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  await db
    .deleteFrom('auth_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', weekAgo), eb('revoked_at', '<', weekAgo)]))
    .execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', weekAgo).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', weekAgo).execute();
}
