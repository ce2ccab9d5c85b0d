#!/usr/bin/env node
// `npm run bench [name…]`: runs the benchmarks, writes bench/results/<name>.json and prints each
// figure against its budget. Names: the keys of `all` below (default: all but `saturday` and `seed-pg`,
// which seed the full catalogue on PostgreSQL and run for many minutes: ask for them by name).
import { benchBundles } from './bundles.mjs';
import { benchCart, benchCartPg } from './cart.mjs';
import { benchCartPage } from './cart-page.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { benchCheckout } from './checkout.mjs';
import { benchCms } from './cms.mjs';
import { benchLeaflets } from './leaflets.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLists } from './lists.mjs';
import { benchLogin } from './login.mjs';
import { benchOrderClosing } from './order-closing.mjs';
import { benchOrders } from './orders.mjs';
import { benchProCheckout } from './pro-checkout.mjs';
import { benchSaturday } from './saturday.mjs';
import { benchSeed, benchSeedPg } from './seed.mjs';
import { benchSsr } from './ssr.mjs';
import { benchStaffOrders } from './staff-orders.mjs';
import { benchStartup } from './startup.mjs';
import { benchStorePage } from './store-page.mjs';
import { benchStoreSearch } from './stores.mjs';
import { benchUsualProducts } from './usual-products.mjs';

const all = {
  seed: benchSeed,
  'seed-pg': benchSeedPg,
  stores: benchStoreSearch,
  catalogue: benchCatalogue,
  login: benchLogin,
  cart: benchCart,
  'cart-pg': benchCartPg,
  checkout: benchCheckout,
  orders: benchOrders,
  ssr: benchSsr,
  'cart-page': benchCartPage,
  lighthouse: benchLighthouse,
  bundles: benchBundles,
  leaflets: benchLeaflets,
  'store-page': benchStorePage,
  cms: benchCms,
  lists: benchLists,
  'usual-products': benchUsualProducts,
  saturday: benchSaturday,
  startup: benchStartup,
  'staff-orders': benchStaffOrders,
  'order-closing': benchOrderClosing,
  'pro-checkout': benchProCheckout,
};
const ON_REQUEST_ONLY = new Set(['saturday', 'seed-pg']);
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(all).filter((name) => !ON_REQUEST_ONLY.has(name));

let overBudget = 0;
const rows = [];
for (const name of names) {
  const bench = all[name];
  if (!bench) {
    console.error(`Benchmark inconnu : ${name} (connus : ${Object.keys(all).join(', ')})`);
    process.exit(2);
  }
  const result = await bench();
  for (const m of result.metrics) {
    if (m.ok === false) overBudget++;
    const budget = m.budget ? (m.budget.max !== undefined ? `<= ${m.budget.max}` : `>= ${m.budget.min}`) : '';
    rows.push({
      benchmark: result.name,
      metric: m.name,
      value: `${m.value} ${m.unit}`,
      budget,
      status: m.ok === null ? '' : m.ok ? 'OK' : 'OVER',
    });
  }
}
console.table(rows);
if (overBudget) {
  console.log(`${overBudget} figure(s) over budget`);
  process.exitCode = 1;
}
