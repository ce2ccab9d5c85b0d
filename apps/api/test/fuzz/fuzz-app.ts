import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { seedOrderHistory } from '../../src/db/seed/orders-history.ts';
import { seedUsualPurchases } from '../../src/db/seed/usual-purchases.ts';
import { loadSecrets } from '../../src/platform/auth/secrets.ts';
import { DEMO_ACCOUNTS, storefrontBasic } from '../accounts-helpers.ts';
import { createCheckout, fillDriveCart } from '../helpers/checkout.ts';
import type { TestApp } from '../test-app.ts';
import { freshDatabase } from '../test-database.ts';
import type { Hints } from './schema-values.ts';

/**
 * The API for the fuzz run, on a fresh copy of the seeded test database, as `createTestApp` builds it
 * but behind a trusted proxy (so that X-Forwarded-For is read, as in production with TRUST_PROXY) and
 * with limits out of the way: rate limits and login lockouts would answer 429 / 403 to most requests
 * and hide the code behind them.
 */
export async function createFuzzApp(): Promise<
  TestApp & { paymentSecret: string; serverErrors: () => string[] }
> {
  const { database, drop } = await freshDatabase();
  // The demo accounts' past orders and usual purchases, which the fast test seed leaves out: the
  // order, invoice, change and usual-products calls then reach real rows.
  const clock = { today: new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`) };
  await seedOrderHistory(database.db, clock);
  await seedUsualPurchases(database.db, clock);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-fuzz-data-'));
  const unlimited = 1_000_000_000;
  // The errors the API logs (the cause of a 5xx), read after each answer.
  let logged: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = JSON.parse(String(chunk)) as {
        msg?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      const at = line.err?.stack?.split('\n').find((l) => l.includes('/apps/') || l.includes('/packages/'));
      logged.push(`${line.msg}: ${line.err?.type} ${line.err?.message}${at ? ` (${at.trim()})` : ''}`);
      done();
    },
  });
  const app = await buildApp({
    database,
    config: { publicUrl: 'http://localhost:3000', dataDir, authRateLimitMax: unlimited },
    rateLimit: { max: unlimited },
    security: {
      captcha: { cost: 1, counterMin: 10, counterMax: 50 },
      login: { pairFailures: unlimited, accountFailures: unlimited, addressFailures: unlimited },
    },
    fastify: { trustProxy: ['127.0.0.1'], logger: { level: 'error', stream } },
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    paymentSecret: loadSecrets({ dataDir }).paymentSecret,
    serverErrors: () => {
      const out = logged;
      logged = [];
      return out;
    },
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Principal {
  name: 'anonyme' | 'client' | 'pro';
  headers(): Record<string, string>;
  /** Logs in again when the fuzz ended the session (logout, e-mail change…); false for the anonymous one. */
  renew(): Promise<boolean>;
}

async function token(t: TestApp, payload: object, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/token', headers, payload });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

export async function principals(t: TestApp): Promise<Principal[]> {
  const app = await token(t, { grant_type: 'client_credentials' }, { authorization: storefrontBasic(t) });
  const anonymous: Principal = {
    name: 'anonyme',
    headers: () => ({ authorization: `Bearer ${app}`, 'x-uuid': '0d6c3f4e-6a63-4f0e-9d3e-0f8b8e8f0a01' }),
    renew: async () => false,
  };
  const shopper = async (name: 'client' | 'pro', account: { email: string; password: string }) => {
    const login = () => token(t, { grant_type: 'password', ...account });
    let access = await login();
    const principal: Principal = {
      name,
      headers: () => ({ authorization: `Bearer ${access}` }),
      renew: async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: principal.headers() });
        if (res.statusCode === 200) return false;
        access = await login();
        return true;
      },
    };
    return principal;
  };
  return [
    anonymous,
    await shopper('client', DEMO_ACCOUNTS.standard),
    await shopper('pro', DEMO_ACCOUNTS.pro),
  ];
}

async function ids(t: TestApp, query: ReturnType<typeof sql<{ id: number | string }>>) {
  const { rows } = await query.execute(t.database.db);
  return rows.map((r) => (typeof r.id === 'string' && /^\d+$/.test(r.id) ? Number(r.id) : r.id));
}

/** Field and query parameter names that carry the ids of a path segment's rows. */
const FIELDS: Record<string, string> = {
  shop: 'magasins',
  shopId: 'magasins',
  magasin_id: 'magasins',
  magasinId: 'magasins',
  mag_id: 'magasins',
  produit_id: 'produits',
  produitId: 'produits',
  productId: 'produits',
  id_produit: 'produits',
  category: 'navigation-content',
  articleId: 'blog',
  itemId: 'items',
  slug: 'prospectus',
  session: 'paiement-sandbox',
  liste_id: 'listes',
  adresse_id: 'adresses',
  recette_id: 'recettes',
  commande_id: 'commandes',
};

export interface DatabaseHints {
  hints: Hints;
  /** Reads one kind of row again (`dateLastUpdate` after each checkout write). */
  reread(key: string): Promise<readonly (string | number)[]>;
  /** Reads again the rows behind an operation's path parameters (the run creates lists, addresses…). */
  refresh(path: string): Promise<void>;
}

/**
 * Real ids of the test database, by the name of the field or query parameter that carries them, and
 * by `path:<segment>` for the path parameter after that segment (`/magasins/{id}` -> path:magasins):
 * random values that pass validation then also reach the rows behind them. The customer's own rows
 * are the standard demo customer's (for the pro, they are someone else's).
 */
export async function databaseHints(t: TestApp): Promise<DatabaseHints> {
  const clientId = sql<{
    id: number;
  }>`(SELECT id FROM clients WHERE email = ${DEMO_ACCOUNTS.standard.email})`;
  const home = await ids(t, sql`SELECT id_magasin AS id FROM clients WHERE id = ${clientId}`);
  const drives = await ids(
    t,
    sql`SELECT s.id FROM stores s WHERE s.is_national = 0 AND EXISTS
      (SELECT 1 FROM store_order_modes m WHERE m.store_id = s.id AND m.type = 'DRIVE') ORDER BY s.id LIMIT 3`,
  );
  const stores = [...new Set([...home, ...drives])];
  const mine = (table: string) => () =>
    ids(t, sql`SELECT id FROM ${sql.table(table)} WHERE client_id = ${clientId} ORDER BY id DESC LIMIT 4`);
  const all =
    (table: string, column = 'id') =>
    () =>
      ids(t, sql`SELECT ${sql.ref(column)} AS id FROM ${sql.table(table)} ORDER BY 1 DESC LIMIT 3`);
  // The store's first products, and a gift card (whose lines are kept per amount).
  const products = async () => [
    ...(await ids(
      t,
      sql`SELECT product_id AS id FROM offers WHERE store_id = ${stores[0]} ORDER BY 1 LIMIT 8`,
    )),
    ...(await ids(
      t,
      sql`SELECT p.id FROM products p JOIN offers o ON o.product_id = p.id
        WHERE o.store_id = ${stores[0]} AND p.type = 'CKDO' ORDER BY 1 LIMIT 1`,
    )),
  ];
  const queries: Record<string, () => Promise<(string | number)[]>> = {
    magasins: async () => stores,
    produits: products,
    'product-infos': products,
    lignes: products,
    'navigation-content': all('categories'),
    panachages: all('mix_groups'),
    communes: all('communes'),
    commandes: mine('orders'),
    listes: mine('shopping_lists'),
    items: () =>
      ids(
        t,
        sql`SELECT l.id FROM shopping_list_lines l JOIN shopping_lists s ON s.id = l.list_id
          WHERE s.client_id = ${clientId} ORDER BY l.id DESC LIMIT 4`,
      ),
    adresses: mine('delivery_addresses'),
    tickets: mine('receipts'),
    fidelites: mine('loyalty_cards'),
    'alias-paiement': mine('payment_aliases'),
    newsletters: mine('newsletter_subscriptions'),
    recettes: all('recipes'),
    'recettes-favorites': all('recipes'),
    'recettes-personnelles': mine('recipes'),
    repas: mine('meal_plan_entries'),
    prospectus: all('store_leaflets', 'slug'),
    blog: all('store_blog_articles'),
    checkout: mine('checkouts'),
    // The optimistic-lock value of the customer's checkouts, and slots of the home store.
    dateLastUpdate: () =>
      ids(
        t,
        sql`SELECT updated_at AS id FROM checkouts WHERE client_id = ${clientId} ORDER BY id DESC LIMIT 2`,
      ),
    creneau_id: () =>
      ids(
        t,
        sql`SELECT id FROM slots WHERE store_id = ${stores[0]} AND cutoff_at > ${new Date().toISOString()}
        ORDER BY starts_at LIMIT 4`,
      ),
    'paiement-sandbox': mine('payment_sessions'),
    // Amounts of a gift card, of the cagnotte (euros).
    montant: async () => [20, 50, 10, '20', '50'],
  };
  const known = new Map<string, (string | number)[]>();
  for (const [key, query] of Object.entries(queries)) known.set(key, await query());
  if (process.env.FUZZ_PROFILE)
    console.log([...known.entries()].map(([k, v]) => `${k}:${v.length}`).join(' '));
  return {
    hints: (name) => known.get(name.startsWith('path:') ? name.slice(5) : (FIELDS[name] ?? name)),
    reread: async (key) => {
      const rows = (await queries[key]?.()) ?? [];
      known.set(key, rows);
      return rows;
    },
    refresh: async (path) => {
      const segments = path.split('/');
      for (const [i, segment] of segments.entries()) {
        const query = queries[segment];
        if (query && segments[i + 1]?.startsWith('{')) known.set(segment, await query());
      }
      if (segments.includes('checkout')) known.set('dateLastUpdate', await queries.dateLastUpdate!());
    },
  };
}

/**
 * The customer's drive cart filled and a checkout opened when she has none open (the run cancels and
 * pays them), so that the checkout calls reach a real one.
 */
export async function openCustomerCheckout(t: TestApp, customer: Principal): Promise<void> {
  const client = await t.database.db
    .selectFrom('clients')
    .select(['id', 'id_magasin'])
    .where('email', '=', DEMO_ACCOUNTS.standard.email)
    .executeTakeFirstOrThrow();
  const open = await t.database.db
    .selectFrom('checkouts')
    .select('id')
    .where('client_id', '=', client.id)
    .where('status', '=', 'ouvert')
    .executeTakeFirst();
  if (open) return;
  const shopper = { headers: customer.headers(), clientId: client.id, shop: client.id_magasin! };
  await fillDriveCart(t, shopper, 60);
  await createCheckout(t, shopper);
}
