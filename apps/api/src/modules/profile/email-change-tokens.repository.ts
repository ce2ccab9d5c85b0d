import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-profile.ts';

type Db = Kysely<DB>;

export async function insertEmailChangeToken(
  db: Db,
  token: { hash: string; clientId: number; newEmail: string; now: string; expiresAt: string },
) {
  await db
    .insertInto('email_change_tokens')
    .values({
      token_hash: token.hash,
      client_id: token.clientId,
      new_email: token.newEmail,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** A newer request replaces the client's earlier links: they count as used. */
export async function retirePendingTokens(db: Db, clientId: number, now: string) {
  await db
    .updateTable('email_change_tokens')
    .set({ used_at: now })
    .where('client_id', '=', clientId)
    .where('used_at', 'is', null)
    .execute();
}

export function findEmailChangeToken(db: Db, hash: string) {
  return db
    .selectFrom('email_change_tokens')
    .select(['client_id', 'new_email', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** Uses a link still unused and valid; false when it was used meanwhile or is over. */
export async function consumeEmailChangeToken(db: Db, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_change_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
