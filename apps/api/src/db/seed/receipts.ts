import { vatRateFor } from '@cabas/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import { openBalances } from '../../modules/ledger/ledger.repository.ts';
import { StoredValueLedger } from '../../modules/ledger/stored-value-ledger.ts';
import { tillReceiptKey } from '../../modules/till-receipts/till-receipts.service.ts';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import type {} from '../schema-checkout.ts';
import type { ReceiptLinesTable } from '../schema-order-documents.ts';
import type {} from '../schema-till-receipts.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { insertRows } from './batch-insert.ts';
import { LINKED_DEMO_CARD } from './loyalty.ts';
import type { SeedClock } from './product-builder.ts';
import { randomFor } from './random.ts';

type Db = Kysely<DB>;
const DAY_MS = 86_400_000;
/** Receipts of the loyalty demo account over the last year. */
const RECEIPT_COUNT = 46;
/** The cagnotte the receipts gathered is spent at the till once it reaches this (a « bon » of whole euros). */
const SPEND_FROM_CENTS = 500;

/** Days before the seed day of each purchase: about weekly over a year, more often lately. */
function purchaseDays(count: number): number[] {
  const random = randomFor('receipts', 'days');
  const days = new Set<number>();
  for (let i = 0; days.size < count && i < count * 10; i++) {
    const recent = i % 4 === 0;
    days.add(recent ? random.int(1, 40) : random.int(1, 364));
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * Till receipts of the loyalty-card customer (README "Demo accounts"): his shopping in his store
 * and sometimes in a second one, real products of the seeded catalogue at the store's prices, paid
 * by card or in cash, his partner card scanned, with the cagnotte earned (1 % of the total) and, once
 * the receipts gathered 5 € or more, their whole euros spent at the till. Each receipt moves his
 * card's cagnotte through the ledger as a till's would (decision 128), dated at its purchase; the
 * card's balance (12,50 €) includes what the receipts left on it. Deterministic for a seed day.
 */
export async function seedReceipts(db: Db, clock: SeedClock): Promise<number> {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'id_magasin', 'num_carte_cabas'])
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirst();
  if (!client?.id_magasin) return 0;
  const other = await db
    .selectFrom('stores')
    .select('id')
    .where('is_national', '=', 0)
    .where('id', '<>', client.id_magasin)
    .orderBy('id')
    .executeTakeFirst();
  const storeIds = [client.id_magasin, ...(other ? [other.id] : [])];
  const shelves = new Map<
    number,
    { id: number; designation: string; price: number; strike: number | null; rate: number }[]
  >();
  for (const storeId of storeIds) {
    const rows = await db
      .selectFrom('offers as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select([
        'p.id',
        'p.designation',
        'p.category_id',
        'p.is_alcool',
        'o.price_cents',
        'o.strike_price_cents',
      ])
      .where('o.store_id', '=', storeId)
      .where('p.type', '<>', 'CKDO')
      .where('p.is_weighed', '=', 0)
      .where('p.corapro', '=', 0)
      .orderBy('p.id')
      .limit(400)
      .execute();
    shelves.set(
      storeId,
      rows.map((r) => ({
        id: r.id,
        designation: r.designation,
        price: r.price_cents,
        strike: r.strike_price_cents,
        rate: vatRateFor({ categoryId: r.category_id, isAlcohol: r.is_alcool === 1, isGiftCard: false }),
      })),
    );
  }
  const card = LINKED_DEMO_CARD.numero;
  const posted: { storeId: number; numero: string; at: string; earned: number; spent: number }[] = [];
  let gathered = 0;
  let receipts = 0;
  for (const [index, daysBefore] of purchaseDays(RECEIPT_COUNT).entries()) {
    const random = randomFor('receipt', index);
    const storeId = storeIds.length > 1 && random.chance(0.2) ? storeIds[1]! : storeIds[0]!;
    const shelf = shelves.get(storeId) ?? [];
    if (shelf.length < 3) continue;
    // Between 9 h and 19 h 30, Paris time (UTC+1 or +2: an hour off at most, still opening hours).
    const minutes = random.int(8 * 60, 18 * 60 + 30);
    const at = new Date(clock.today.getTime() - daysBefore * DAY_MS + minutes * 60_000);
    const products = random.sample(shelf, random.int(3, 22));
    const lines = products.map((p) => {
      const quantity = random.chance(0.75) ? 1 : random.int(2, 4);
      return {
        designation: p.designation,
        product_id: p.id,
        quantity,
        unit_price_cents: p.price,
        total_cents: p.price * quantity,
        tva_taux: p.rate,
        remise: p.strike !== null && p.strike > p.price ? (p.strike - p.price) * quantity : 0,
      };
    });
    const total = lines.reduce((sum, l) => sum + l.total_cents, 0);
    const caisse = random.int(1, 14);
    const day = at.toISOString().slice(0, 10).replaceAll('-', '');
    const numero = `${String(storeId).padStart(4, '0')}-${day}-${String(caisse).padStart(2, '0')}-${String(random.int(1, 9999)).padStart(4, '0')}`;
    const earned = Math.floor(total / 100);
    const spent =
      gathered >= SPEND_FROM_CENTS ? Math.min(gathered, total) - (Math.min(gathered, total) % 100) : 0;
    gathered += earned - spent;
    const { id } = await db
      .insertInto('receipts')
      .values({
        client_id: client.id,
        store_id: storeId,
        numero,
        caisse,
        purchased_at: at.toISOString(),
        total_cents: total,
        remise_cents: lines.reduce((sum, l) => sum + l.remise, 0),
        cagnotte_gagnee_cents: earned,
        cagnotte_utilisee_cents: spent,
        mode_paiement: random.chance(0.85) ? 'cb' : 'especes',
        num_carte: card,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    posted.push({ storeId, numero, at: at.toISOString(), earned, spent });
    const rows: Insertable<ReceiptLinesTable>[] = lines.map(({ remise: _, ...l }) => ({
      ...l,
      receipt_id: id,
    }));
    await insertRows(db, 'receipt_lines', rows);
    receipts++;
  }
  await creditReceipts(db, client.id, card, posted);
  return receipts;
}

/**
 * The receipts' movements on the card, oldest first, as the tills would have posted them (their
 * journal rows too, so that a till re-posting one is refused, not counted twice). The card's seeded
 * balance already holds what they left: it opens the ledger at that balance less it (the opening
 * comes first in the ledger, so no debit ever finds the cagnotte short), then the receipts bring it
 * back to the seeded balance.
 */
async function creditReceipts(
  db: Db,
  clientId: number,
  card: string,
  posted: readonly { storeId: number; numero: string; at: string; earned: number; spent: number }[],
): Promise<void> {
  if (!posted.length) return;
  const left = posted.reduce((sum, r) => sum + r.earned - r.spent, 0);
  const lowered = await db
    .updateTable('loyalty_cards')
    .set({ solde_cents: sql`solde_cents - ${left}` })
    .where('numero', '=', card)
    .where('client_id', '=', clientId)
    .where('solde_cents', '>=', left)
    .executeTakeFirst();
  if (Number(lowered.numUpdatedRows) !== 1)
    throw new Error(`The seed's card ${card} cannot hold the ${left} cents its receipts left`);
  await openBalances(db, new Date().toISOString());
  const ledger = new StoredValueLedger(db);
  const chronological = [...posted].sort((a, b) => a.at.localeCompare(b.at));
  for (const r of chronological) {
    const key = tillReceiptKey(r.storeId, r.numero);
    const moved = await ledger.tillReceipt(
      db,
      { numero: card, spentCents: r.spent, earnedCents: r.earned, key },
      r.at,
    );
    if (!moved) throw new Error(`The seed's receipt ${r.numero} spends more than the card holds`);
  }
  const receipts = await db
    .selectFrom('receipts')
    .select(['id', 'store_id', 'numero', 'caisse', 'purchased_at', 'total_cents'])
    .where('client_id', '=', clientId)
    .where('num_carte', '=', card)
    .execute();
  const byNumero = new Map(posted.map((r) => [r.numero, r]));
  await insertRows(
    db,
    'till_receipts',
    receipts.map((r) => {
      const moved = byNumero.get(r.numero);
      return {
        store_id: r.store_id,
        numero: r.numero,
        caisse: r.caisse,
        purchased_at: r.purchased_at,
        num_carte: card,
        client_id: clientId,
        receipt_id: r.id,
        outcome: 'credite',
        total_cents: r.total_cents,
        cagnotte_gagnee_cents: moved?.earned ?? 0,
        cagnotte_utilisee_cents: moved?.spent ?? 0,
        credited_cents: moved?.earned ?? 0,
        debited_cents: moved?.spent ?? 0,
        content_hash: 'seed',
        created_at: r.purchased_at,
      };
    }),
  );
}
