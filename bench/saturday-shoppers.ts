// The Saturday scenario's shoppers (bench/saturday.mjs): `DATABASE_URL=… npx tsx bench/saturday-shoppers.ts N`
// makes N customer accounts samedi.0001@exemple.fr… (password of the demo customer, hashed once), each
// attached to a drive store in turn, and prints the JSON list [{email, password, store}] on its last line.
// Accounts already there are kept (a second run adds only the missing ones).
import type {} from '../apps/api/src/db/schema-accounts.ts';
import { DEMO_ACCOUNTS, seededClientDefaults } from '../apps/api/src/db/seed/accounts.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';

const count = Number(process.argv[2] ?? 1000);
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  const { db } = database;
  const stores = await db
    .selectFrom('stores as s')
    .innerJoin('store_order_modes as m', 'm.store_id', 's.id')
    .select('s.id')
    .distinct()
    .where('s.is_national', '=', 0)
    .where('m.type', '=', 'DRIVE')
    .orderBy('s.id')
    .execute();
  if (!stores.length) throw new Error('no drive store');
  const demo = await db
    .selectFrom('clients')
    .select('password_hash')
    .where('email', '=', DEMO_ACCOUNTS.standard.email)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const shoppers = Array.from({ length: count }, (_, i) => ({
    email: `samedi.${String(i + 1).padStart(4, '0')}@exemple.fr`,
    password: DEMO_ACCOUNTS.standard.password,
    store: stores[i % stores.length]!.id,
  }));
  for (let i = 0; i < shoppers.length; i += 500) {
    await db
      .insertInto('clients')
      .values(
        shoppers.slice(i, i + 500).map((s, j) => ({
          ...seededClientDefaults(now),
          email: s.email,
          password_hash: demo.password_hash,
          civilite: 'Mme',
          nom: 'Samedi',
          prenom: `Cliente ${i + j + 1}`,
          id_magasin: s.store,
          opt_in: 0,
        })),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  console.log(JSON.stringify(shoppers));
} finally {
  await database.destroy();
}
