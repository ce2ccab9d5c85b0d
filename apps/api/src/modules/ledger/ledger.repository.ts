import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-checkout.ts';
import type { StoredValueAccount } from '../../db/schema-ledger.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewMovement {
  account: StoredValueAccount;
  numero: string;
  cents: number;
  cause: string;
  key: string;
  orderId?: number | null;
  sessionId?: string | null;
  nowIso: string;
}

/** Writes a movement once: false when its idempotency key is already in the ledger. */
export async function insertMovement(db: Db, m: NewMovement): Promise<boolean> {
  const result = await db
    .insertInto('stored_value_movements')
    .values({
      account: m.account,
      numero: m.numero,
      amount_cents: m.cents,
      cause: m.cause,
      order_id: m.orderId ?? null,
      payment_session_id: m.sessionId ?? null,
      idempotency_key: m.key,
      created_at: m.nowIso,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Takes from a gift card if its balance allows and it has not expired; false otherwise. */
export async function takeFromGiftCard(db: Db, numero: string, cents: number, nowIso: string) {
  const result = await db
    .updateTable('gift_cards')
    .set({ solde_cents: sql`solde_cents - ${cents}`, updated_at: nowIso })
    .where('numero', '=', numero)
    .where('solde_cents', '>=', cents)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addToGiftCard(db: Db, numero: string, cents: number, nowIso: string) {
  const result = await db
    .updateTable('gift_cards')
    .set({ solde_cents: sql`solde_cents + ${cents}`, updated_at: nowIso })
    .where('numero', '=', numero)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes from the cagnotte of a card this client holds if its balance allows; false otherwise. */
export async function takeFromCagnotte(
  db: Db,
  numero: string,
  clientId: number,
  cents: number,
  nowIso: string,
) {
  const result = await db
    .updateTable('loyalty_cards')
    .set({ solde_cents: sql`solde_cents - ${cents}`, updated_at: nowIso })
    .where('numero', '=', numero)
    .where('client_id', '=', clientId)
    .where('solde_cents', '>=', cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Adds to a card's cagnotte where the card is now: the account that holds it, else the issuer's
 * register (a partner card removed from its account). False when neither knows the number.
 */
export function addToCagnotte(db: Db, numero: string, cents: number, nowIso: string) {
  return addToLoyaltyCard(db, numero, 'solde_cents', cents, nowIso);
}

/**
 * Takes from a card's cagnotte where the card is now (its account, else the register) if it holds
 * that much: the expiry of euros (decision 127). False otherwise.
 */
export async function takeFromCagnotteWhereItIs(db: Db, numero: string, cents: number, nowIso: string) {
  await lockIssuedCard(db, numero, nowIso);
  const linked = await db
    .updateTable('loyalty_cards')
    .set({ solde_cents: sql`solde_cents - ${cents}`, updated_at: nowIso })
    .where('numero', '=', numero)
    .where('solde_cents', '>=', cents)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) === 1) return true;
  const held = await db
    .selectFrom('loyalty_cards')
    .select('id')
    .where('numero', '=', numero)
    .executeTakeFirst();
  if (held) return false;
  const issued = await db
    .updateTable('loyalty_card_register')
    .set({ solde_cents: sql`solde_cents - ${cents}`, updated_at: nowIso })
    .where('numero', '=', numero)
    .where('solde_cents', '>=', cents)
    .executeTakeFirst();
  return Number(issued.numUpdatedRows) === 1;
}

/** Adds points to a card where it is now, as `addToCagnotte` adds euros (decision 123). */
export function addPoints(db: Db, numero: string, points: number, nowIso: string) {
  return addToLoyaltyCard(db, numero, 'solde_points', points, nowIso);
}

async function addToLoyaltyCard(
  db: Db,
  numero: string,
  column: 'solde_cents' | 'solde_points',
  amount: number,
  nowIso: string,
) {
  // The register's row first (linking and removing a partner card take it first too): no deadlock.
  await lockIssuedCard(db, numero, nowIso);
  const linked = await db
    .updateTable('loyalty_cards')
    .set({ [column]: sql`${sql.ref(column)} + ${amount}`, updated_at: nowIso })
    .where('numero', '=', numero)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) === 1) return true;
  const issued = await db
    .updateTable('loyalty_card_register')
    .set({ [column]: sql`${sql.ref(column)} + ${amount}`, updated_at: nowIso })
    .where('numero', '=', numero)
    .executeTakeFirst();
  return Number(issued.numUpdatedRows) === 1;
}

/** The client's own-brand cards (no register keeps them) with money on their cagnotte. */
export function ownCardsWithMoney(db: Db, clientId: number) {
  return db
    .selectFrom('loyalty_cards')
    .select(['numero', 'solde_cents'])
    .where('client_id', '=', clientId)
    .where('sous_type', '=', 'CP')
    .where('solde_cents', '>', 0)
    .execute();
}

/** The client's own-brand cards with points on them. */
export function ownCardsWithPoints(db: Db, clientId: number) {
  return db
    .selectFrom('loyalty_cards')
    .select(['numero', 'solde_points'])
    .where('client_id', '=', clientId)
    .where('sous_type', '=', 'CP')
    .where('solde_points', '>', 0)
    .execute();
}

/** Empties a card's points that are still exactly `points`; false when they moved meanwhile. */
export async function emptyPoints(db: Db, numero: string, points: number, nowIso: string) {
  const result = await db
    .updateTable('loyalty_cards')
    .set({ solde_points: 0, updated_at: nowIso })
    .where('numero', '=', numero)
    .where('solde_points', '=', points)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Empties a cagnotte that still holds exactly `cents`; false when it moved meanwhile. */
export async function emptyCagnotte(db: Db, numero: string, cents: number, nowIso: string) {
  const result = await db
    .updateTable('loyalty_cards')
    .set({ solde_cents: 0, updated_at: nowIso })
    .where('numero', '=', numero)
    .where('solde_cents', '=', cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Points turned into euros on a card this client holds (decision 125), both balances in one
 * conditional update (register row locked first, as everywhere): false when the card holds fewer
 * points, or is not the client's.
 */
export async function convertPointsOnCard(
  db: Db,
  c: { numero: string; clientId: number; points: number; cents: number },
  nowIso: string,
) {
  await lockIssuedCard(db, c.numero, nowIso);
  const result = await db
    .updateTable('loyalty_cards')
    .set({
      solde_points: sql`solde_points - ${c.points}`,
      solde_cents: sql`solde_cents + ${c.cents}`,
      updated_at: nowIso,
    })
    .where('numero', '=', c.numero)
    .where('client_id', '=', c.clientId)
    .where('solde_points', '>=', c.points)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The movements written under these keys. */
export function movementsByKeys(db: Db, keys: readonly string[]) {
  return db
    .selectFrom('stored_value_movements')
    .select(['account', 'numero', 'amount_cents', 'idempotency_key'])
    .where('idempotency_key', 'in', keys)
    .execute();
}

/** Locks a partner card's register row (a no-op update) in the caller's transaction. */
async function lockIssuedCard(db: Db, numero: string, nowIso: string): Promise<void> {
  await db
    .updateTable('loyalty_card_register')
    .set({ updated_at: nowIso })
    .where('numero', '=', numero)
    .execute();
}

export function movementsOf(db: Db, filter: { orderId?: number; sessionIds?: string[] }) {
  let query = db.selectFrom('stored_value_movements').selectAll().orderBy('id');
  if (filter.orderId !== undefined) query = query.where('order_id', '=', filter.orderId);
  if (filter.sessionIds) {
    if (!filter.sessionIds.length) return Promise.resolve([]);
    query = query.where('payment_session_id', 'in', filter.sessionIds);
  }
  return query.execute();
}

/** Opening movements for the cards whose balance the ledger does not know yet (seed, new issues). */
export async function openBalances(db: Db, nowIso: string): Promise<void> {
  await sql`INSERT INTO stored_value_movements
      (account, numero, amount_cents, cause, idempotency_key, created_at)
    SELECT 'carte_cadeau', g.numero, g.solde_cents, 'solde_initial',
      'solde_initial:carte_cadeau:' || g.numero, ${nowIso}
    FROM gift_cards g
    WHERE g.solde_cents <> 0 AND NOT EXISTS (SELECT 1 FROM stored_value_movements m
      WHERE m.account = 'carte_cadeau' AND m.numero = g.numero)`.execute(db);
  await sql`INSERT INTO stored_value_movements
      (account, numero, amount_cents, cause, idempotency_key, created_at)
    SELECT 'cagnotte', c.numero, c.solde_cents, 'solde_initial',
      'solde_initial:cagnotte:' || c.numero, ${nowIso}
    FROM (
      SELECT numero, solde_cents FROM loyalty_cards
      UNION ALL
      SELECT r.numero, r.solde_cents FROM loyalty_card_register r
      WHERE NOT EXISTS (SELECT 1 FROM loyalty_cards l WHERE l.numero = r.numero)
    ) c
    WHERE c.solde_cents <> 0 AND NOT EXISTS (SELECT 1 FROM stored_value_movements m
      WHERE m.account = 'cagnotte' AND m.numero = c.numero)`.execute(db);
  await sql`INSERT INTO stored_value_movements
      (account, numero, amount_cents, cause, idempotency_key, created_at)
    SELECT 'points', c.numero, c.solde_points, 'solde_initial',
      'solde_initial:points:' || c.numero, ${nowIso}
    FROM (
      SELECT numero, solde_points FROM loyalty_cards
      UNION ALL
      SELECT r.numero, r.solde_points FROM loyalty_card_register r
      WHERE NOT EXISTS (SELECT 1 FROM loyalty_cards l WHERE l.numero = r.numero)
    ) c
    WHERE c.solde_points <> 0 AND NOT EXISTS (SELECT 1 FROM stored_value_movements m
      WHERE m.account = 'points' AND m.numero = c.numero)`.execute(db);
}

export interface BalanceMismatch {
  account: StoredValueAccount;
  numero: string;
  balance_cents: number;
  ledger_cents: number;
}

/**
 * The cards whose balance (cagnotte, points, gift card) is not the sum of their movements (empty
 * when the ledger holds). A partner card's balances are read where it lives now: its account, else
 * the register.
 */
export async function balanceMismatches(db: Db): Promise<BalanceMismatch[]> {
  const { rows } = await sql<BalanceMismatch>`
    WITH sums AS (
      SELECT account, numero, SUM(amount_cents) AS cents FROM stored_value_movements
      GROUP BY account, numero
    ),
    balances AS (
      SELECT 'carte_cadeau' AS account, numero, solde_cents AS cents FROM gift_cards
      UNION ALL
      SELECT 'cagnotte', numero, solde_cents FROM loyalty_cards
      UNION ALL
      SELECT 'cagnotte', r.numero, r.solde_cents FROM loyalty_card_register r
      WHERE NOT EXISTS (SELECT 1 FROM loyalty_cards l WHERE l.numero = r.numero)
      UNION ALL
      SELECT 'points', numero, solde_points FROM loyalty_cards
      UNION ALL
      SELECT 'points', r.numero, r.solde_points FROM loyalty_card_register r
      WHERE NOT EXISTS (SELECT 1 FROM loyalty_cards l WHERE l.numero = r.numero)
    ),
    everything AS (
      SELECT account, numero FROM sums UNION SELECT account, numero FROM balances
    )
    SELECT e.account, e.numero,
      COALESCE(b.cents, 0) AS balance_cents, COALESCE(s.cents, 0) AS ledger_cents
    FROM everything e
    LEFT JOIN balances b ON b.account = e.account AND b.numero = e.numero
    LEFT JOIN sums s ON s.account = e.account AND s.numero = e.numero
    WHERE COALESCE(b.cents, 0) <> COALESCE(s.cents, 0)
    ORDER BY e.account, e.numero`.execute(db);
  return rows.map((r) => ({
    ...r,
    balance_cents: Number(r.balance_cents),
    ledger_cents: Number(r.ledger_cents),
  }));
}
