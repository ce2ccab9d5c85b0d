// Gives Julien Moreau's store `BENCH_STAFF_ORDERS` (500) orders on one day (bench of the staff's day list):
// `DATA_DIR=… BENCH_DAY=YYYY-MM-DD npx tsx bench/staff-orders-day.ts`. Run against a seeded database.
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/seed/accounts.ts';
import {
  type DayOrderPlan,
  dayOrderLines,
  insertDayOrders,
  parisSlot,
} from '../apps/api/src/db/seed/day-orders.ts';
import { storeProducts } from '../apps/api/src/db/seed/orders-history.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';

const COUNT = Number(process.env.BENCH_STAFF_ORDERS ?? 500);
const DAY = process.env.BENCH_DAY;
if (!DAY || !/^\d{4}-\d{2}-\d{2}$/.test(DAY)) throw new Error('BENCH_DAY=YYYY-MM-DD is required.');
const STATUSES = ['COMMANDEE', 'COMMANDEE', 'VALIDEE', 'EN_ATTENTE', 'RETIREE', 'ANNULEE'];
const MODES = [
  { code: 'DRIVE', kind: 'drive' },
  { code: 'DRIVE', kind: 'drive' },
  { code: 'LAD', kind: 'drive' },
  { code: 'CC', kind: 'click_and_collect' },
];

const database = openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: path.join(process.env.DATA_DIR ?? 'data', 'cabas.sqlite'),
});
try {
  const { db } = database;
  const julien = await db
    .selectFrom('clients')
    .select('id_magasin')
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirstOrThrow();
  const storeId = julien.id_magasin;
  if (!storeId) throw new Error('Julien Moreau has no store.');
  const clients = await db.selectFrom('clients').select(['id', 'email']).orderBy('id').limit(50).execute();
  const products = await storeProducts(db, storeId, 60);
  const plans: DayOrderPlan[] = [];
  for (let i = 0; i < COUNT; i++) {
    // Slots of one hour from 8 h to 20 h, about 40 orders each.
    const slot = parisSlot(DAY, 8 + (i % 12));
    const mode = MODES[i % MODES.length]!;
    plans.push({
      client: clients[i % clients.length]!,
      statut: STATUSES[i % STATUSES.length]!,
      codeTypeCommande: mode.code,
      typePanier: mode.kind,
      slotStart: slot.start,
      slotEnd: slot.end,
      placedAt: new Date(slot.start.getTime() - 2 * 86_400_000),
      lines: dayOrderLines(products, i),
      fraisCents: i % 2 ? 300 : 0,
      note: mode.code === 'LAD' && i % 3 === 0 ? 'Sonner deux fois, 3e étage à gauche.' : null,
    });
  }
  await db.transaction().execute((trx) => insertDayOrders(trx, storeId, plans));
  console.log(`${COUNT} commandes ajoutées au magasin ${storeId} le ${DAY}`);
} finally {
  await database.destroy();
}
