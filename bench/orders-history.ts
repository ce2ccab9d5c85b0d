// Gives one demo customer 200 past orders (bench of the orders API): `DATA_DIR=… npx tsx bench/orders-history.ts`.
// Run against a seeded database (the API seeds an empty one when it starts).
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../apps/api/src/db/seed/accounts.ts';
import { historyPlan, insertHistoryOrders, storeProducts } from '../apps/api/src/db/seed/orders-history.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';

const COUNT = Number(process.env.BENCH_ORDERS ?? 200);
const database = openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: path.join(process.env.DATA_DIR ?? 'data', 'cabas.sqlite'),
});
try {
  const client = await database.db
    .selectFrom('clients')
    .select(['id', 'email', 'id_magasin'])
    .where('email', '=', DEMO_ACCOUNTS.standard.email)
    .executeTakeFirstOrThrow();
  if (!client.id_magasin) throw new Error('The demo customer has no store.');
  const products = await storeProducts(database.db, client.id_magasin, 60);
  const [guaranteed] = await storeProducts(database.db, client.id_magasin, 1, true);
  const plan = historyPlan(client.id_magasin, new Date(), products, {
    count: COUNT,
    spacingDays: 3,
    guaranteed: guaranteed ?? null,
  });
  await database.db.transaction().execute((trx) => insertHistoryOrders(trx, client, plan));
  console.log(`${COUNT} commandes ajoutées pour ${client.email}`);
} finally {
  await database.destroy();
}
