import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LoyaltyCardRow, LoyaltyCardsTable } from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-orders.ts';

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

/** Deletes the client's card, answering it as it was when deleted (null when there was none). */
export async function deleteCard(db: Db, clientId: number, id: number): Promise<LoyaltyCardRow | null> {
  const row = await db
    .deleteFrom('loyalty_cards')
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The checkouts that chose this card for their cagnotte forget it (their rows locked first). */
export async function forgetInCheckouts(db: Db, cardId: number): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ wallet_card_id: null })
    .where('wallet_card_id', '=', cardId)
    .execute();
}

/** Locks a partner card's register row (a no-op update) in the caller's transaction. */
export async function lockIssuedCard(db: Db, numero: string, nowIso: string): Promise<void> {
  await db
    .updateTable('loyalty_card_register')
    .set({ updated_at: nowIso })
    .where('numero', '=', numero)
    .execute();
}

/**
 * Whether a card's cagnotte holds money, or may be owed some: an order paid with it that can still
 * be cancelled or refused, or a payment with it still open.
 */
export async function ownCardHoldsMoney(db: Db, numero: string): Promise<boolean> {
  const card = await db
    .selectFrom('loyalty_cards')
    .select('solde_cents')
    .where('numero', '=', numero)
    .executeTakeFirst();
  if ((card?.solde_cents ?? 0) > 0) return true;
  const owed = await db
    .selectFrom('payment_sessions as p')
    .leftJoin('orders as o', 'o.payment_session_id', 'p.id')
    .select('p.id')
    .where('p.loyalty_card_numero', '=', numero)
    .where('p.tirelire_cents', '>', 0)
    .where((eb) =>
      eb.or([
        eb('p.status', 'in', ['ouverte', 'en_attente']),
        eb('o.statut_code', 'in', ['COMMANDEE', 'EN_ATTENTE']),
      ]),
    )
    .executeTakeFirst();
  return owed !== undefined;
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
