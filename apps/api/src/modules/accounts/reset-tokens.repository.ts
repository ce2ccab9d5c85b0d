import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';

type Db = Kysely<DB>;

export async function insertResetToken(
  db: Db,
  token: { hash: string; clientId: number; now: string; expiresAt: string },
) {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: token.hash,
      client_id: token.clientId,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

export function findResetToken(db: Db, hash: string) {
  return db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('clients as c', 'c.id', 't.client_id')
    .select(['t.client_id', 't.expires_at', 't.used_at', 'c.email', 'c.is_pro', 'c.statut'])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Uses a token that is still unused and valid; false when it was used meanwhile or is over. */
export async function consumeResetToken(db: Db, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After a reset, the client's other links stop working too. */
export async function consumeClientResetTokens(db: Db, clientId: number, now: string) {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('client_id', '=', clientId)
    .where('used_at', 'is', null)
    .execute();
}
