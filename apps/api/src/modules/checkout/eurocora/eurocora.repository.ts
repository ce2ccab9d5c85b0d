import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type {} from '../../../db/schema-checkout.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * What the client's other open checkouts reserve on each of these cards at `nowIso` (cents by card
 * id): a reservation counts while its checkout is open and before its end.
 */
export async function reservedElsewhere(
  db: Db,
  cardIds: readonly number[],
  checkoutId: number,
  nowIso: string,
): Promise<Map<number, number>> {
  if (!cardIds.length) return new Map();
  const rows = await db
    .selectFrom('checkouts')
    .select(['wallet_card_id', sql<number>`SUM(wallet_cents)`.as('cents')])
    .where('wallet_card_id', 'in', cardIds)
    .where('status', '=', 'ouvert')
    .where('wallet_cents', '>', 0)
    .where('wallet_reserved_until', '>', nowIso)
    .where('id', '<>', checkoutId)
    .groupBy('wallet_card_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.wallet_card_id), Number(r.cents)]));
}

const CARD_COLUMNS = ['id', 'numero', 'solde_cents', 'type_carte', 'sous_type', 'expired'] as const;

/**
 * Locks one of the client's cards (a no-op update) in the caller's transaction and reads it: two
 * reservations or a reservation and a payment of one card run one after the other, each seeing what
 * the other wrote. Undefined when the client holds no such card.
 */
export function lockCardById(trx: Db, clientId: number, cardId: number) {
  return trx
    .updateTable('loyalty_cards')
    .set({ solde_cents: sql`solde_cents` })
    .where('id', '=', cardId)
    .where('client_id', '=', clientId)
    .returning(CARD_COLUMNS)
    .executeTakeFirst();
}

/** Locks a card of the client by its number, as `lockCardById`. */
export function lockCardByNumero(trx: Db, clientId: number, numero: string) {
  return trx
    .updateTable('loyalty_cards')
    .set({ solde_cents: sql`solde_cents` })
    .where('numero', '=', numero)
    .where('client_id', '=', clientId)
    .returning(CARD_COLUMNS)
    .executeTakeFirst();
}
