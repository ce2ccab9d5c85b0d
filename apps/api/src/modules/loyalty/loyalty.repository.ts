import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LoyaltyCardRow, LoyaltyCardsTable } from '../../db/schema-checkout.ts';

type Db = Kysely<DB>;

export function findCards(db: Db, clientId: number): Promise<LoyaltyCardRow[]> {
  return db
    .selectFrom('loyalty_cards')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findOwnedCard(db: Db, clientId: number, id: number) {
  return db
    .selectFrom('loyalty_cards')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function isNumberLinked(db: Db, numero: string): Promise<boolean> {
  const row = await db
    .selectFrom('loyalty_cards')
    .select('id')
    .where('numero', '=', numero)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasOwnCard(db: Db, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('loyalty_cards')
    .select('id')
    .where('client_id', '=', clientId)
    .where('sous_type', '=', 'CP')
    .executeTakeFirst();
  return row !== undefined;
}

export function findIssuedCard(db: Db, numero: string) {
  return db.selectFrom('loyalty_card_register').selectAll().where('numero', '=', numero).executeTakeFirst();
}

export async function insertCard(db: Db, card: Insertable<LoyaltyCardsTable>): Promise<number> {
  const row = await db.insertInto('loyalty_cards').values(card).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCard(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('loyalty_cards')
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A partner card removed from an account: the issuer's register gets its balances back. */
export async function returnToRegister(db: Db, card: LoyaltyCardRow, nowIso: string): Promise<void> {
  await db
    .updateTable('loyalty_card_register')
    .set({
      solde_cents: card.solde_cents,
      solde_suiv_cents: card.solde_suiv_cents,
      solde_points: card.solde_points,
      solde_points_suiv: card.solde_points_suiv,
      updated_at: nowIso,
    })
    .where('numero', '=', card.numero)
    .execute();
}

/**
 * The card-holder flags of the client, from the cards of the account: the partner card flag while a
 * partner card is linked, the own-brand flag while an own card is linked or an own card number is
 * known from elsewhere (the card request forms, the in-store card).
 */
export async function refreshHolderFlags(db: Db, clientId: number): Promise<void> {
  const cards = await db
    .selectFrom('loyalty_cards')
    .select('sous_type')
    .where('client_id', '=', clientId)
    .execute();
  const client = await db
    .selectFrom('clients')
    .select(['num_carte_cabas', 'num_carte_malin'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client) return;
  const partner = cards.some((c) => c.sous_type === 'CRF');
  const own =
    cards.some((c) => c.sous_type === 'CP') ||
    client.num_carte_cabas !== null ||
    client.num_carte_malin !== null;
  await db
    .updateTable('clients')
    .set({ partner_card_holder: partner ? 1 : 0, own_cards_holder: own ? 1 : 0 })
    .where('id', '=', clientId)
    .execute();
}
