import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ClientsTable } from '../../db/schema-accounts.ts';

export interface AuthenticatedClient {
  id: number;
  email: ClientsTable['email'];
  isPro: boolean;
  sessionId: string;
}

/** The client behind a session that is still open (not revoked nor over) on an active account. */
export async function findSessionClient(
  db: Kysely<DB>,
  claims: { clientId: number; sessionId: string },
  now: Date,
): Promise<AuthenticatedClient | null> {
  const row = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select(['c.id', 'c.email', 'c.is_pro', 's.id as session_id'])
    .where('s.id', '=', claims.sessionId)
    .where('s.client_id', '=', claims.clientId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .where('c.statut', '=', 'actif')
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, isPro: row.is_pro === 1, sessionId: row.session_id } : null;
}
