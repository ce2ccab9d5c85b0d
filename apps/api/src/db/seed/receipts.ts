import { vatRateFor } from '@cabas/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import type { ReceiptLinesTable } from '../schema-order-documents.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { insertRows } from './batch-insert.ts';
import type { SeedClock } from './product-builder.ts';
import { randomFor } from './random.ts';

type Db = Kysely<DB>;
const DAY_MS = 86_400_000;
/** Receipts of the loyalty demo account over the last year. */
const RECEIPT_COUNT = 46;

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
 * by card or in cash, with the cagnotte earned (1 % of the total). Deterministic for a seed day.
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
  const card = client.num_carte_cabas ?? '9250000000000000';
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
    const { id } = await db
      .insertInto('receipts')
      .values({
        client_id: client.id,
        store_id: storeId,
        numero: `${String(storeId).padStart(4, '0')}-${day}-${String(caisse).padStart(2, '0')}-${String(random.int(1, 9999)).padStart(4, '0')}`,
        caisse,
        purchased_at: at.toISOString(),
        total_cents: total,
        remise_cents: lines.reduce((sum, l) => sum + l.remise, 0),
        cagnotte_gagnee_cents: Math.floor(total / 100),
        mode_paiement: random.chance(0.85) ? 'cb' : 'especes',
        num_carte: card,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows: Insertable<ReceiptLinesTable>[] = lines.map(({ remise: _, ...l }) => ({
      ...l,
      receipt_id: id,
    }));
    await insertRows(db, 'receipt_lines', rows);
    receipts++;
  }
  return receipts;
}
