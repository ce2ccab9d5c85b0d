// The 100k-product catalogue of the issue-4 budgets, shared by the catalogue, ssr and lighthouse
// benchmarks.
//
// CATALOGUE_BENCH_DATA_DIR=/path reuses a data folder already seeded with
// `DATA_DIR=/path npm run seed -- --products 100000 --fresh`; without it a fresh one is seeded (~30 s)
// and removed by `cleanup()`.
import fs from 'node:fs';
import path from 'node:path';
import { run, tempDataDir } from './lib.mjs';

export const CATALOGUE_PRODUCTS = 100_000;

export async function catalogueDataDir(label = 'catalogue') {
  const reused = process.env.CATALOGUE_BENCH_DATA_DIR;
  if (reused) return { dataDir: path.resolve(reused), cleanup: () => {} };
  const dataDir = tempDataDir(label);
  await run(
    'npx',
    ['tsx', 'apps/api/src/db/seed/cli.ts', '--fresh', '--products', String(CATALOGUE_PRODUCTS)],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  return { dataDir, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * A leaf category of the catalogue with at least `min` products in `storeId` (its first page is a
 * full page of 48 cards), and the first product of that page: the pages the SSR and Lighthouse
 * benchmarks measure.
 */
export async function catalogueTargets(base, storeId, min = 48) {
  const tree = (await (await fetch(`${base}/api/categories`)).json()).data;
  const leaves = [];
  const walk = (nodes) => {
    for (const node of nodes) node.children?.length ? walk(node.children) : leaves.push(node);
  };
  walk(tree);
  for (const leaf of leaves) {
    const res = await fetch(`${base}/api/magasins/${storeId}/navigation-content/C-${leaf.id}`);
    if (!res.ok) continue;
    const body = await res.json();
    const list = body.data.attributes.product_list;
    if (list.meta.pagination.nb_total_items < min || list.data.length < min) continue;
    const product = list.data.find((card) => card.attributes.en_stock) ?? list.data[0];
    return {
      category: { path: new URL(body.meta.head.canonical, base).pathname, title: body.data.attributes.title },
      product: { path: product.attributes.url, title: product.attributes.designation },
      cards: list.data.length,
    };
  }
  throw new Error(`no category with ${min} products in store ${storeId}`);
}
