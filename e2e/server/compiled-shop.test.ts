/**
 * Production runs the compiled server (dist/, decision 069), not the TypeScript sources through tsx.
 * The journeys' shop (global setup) is that compiled server on fresh data, which it migrated and
 * seeded itself (the data files and CMS pages found from dist/); here a second compiled process
 * starts on the same data and serves the probes and pages, and a compiled tool's error points at
 * the TypeScript lines through the source maps.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { root } from '../../scripts/build-web.mjs';
import { type ShopServer, startShopServer } from '../support/shop-server.ts';

describe('the compiled shop', () => {
  let shop: ShopServer;

  beforeAll(async () => {
    // NODE_OPTIONS emptied: nothing may bring tsx in by the environment.
    shop = await startShopServer({ NODE_OPTIONS: '' }, { dataDir: inject('dataDir') });
  });

  afterAll(async () => {
    await shop?.stop();
  });

  it('is plain node on dist/shop.js, with source maps', () => {
    const args = shop.process.spawnargs.slice(1);
    expect(args.at(-1)).toBe('dist/shop.js');
    expect(args).toContain('--enable-source-maps');
    expect(args.join(' ')).not.toMatch(/tsx/);
  });

  it('answers the probes', async () => {
    const ready = await fetch(`${shop.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    const health = await fetch(`${shop.baseUrl}/healthz`);
    expect(health.status).toBe(200);
  });

  it('serves a page rendered on the server and the API', async () => {
    const page = await fetch(`${shop.baseUrl}/legal/cookies`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toMatch(/<h1[^>]*>[^<]*[Cc]ookies/);

    const stores = await fetch(`${shop.baseUrl}/api/magasins?code_postal=69003`);
    expect(stores.status).toBe(200);
    const { data } = (await stores.json()) as { data: unknown[] };
    expect(data.length).toBeGreaterThan(0);
  });
});

describe('the compiled tools', () => {
  it('report an error at the TypeScript file and line, through the source maps', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-compiled-')), 'not-a-folder');
    fs.writeFileSync(file, '');
    try {
      const run = spawnSync(process.execPath, ['--enable-source-maps', 'dist/migrate.js'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', DATA_DIR: path.join(file, 'data') },
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/ENOTDIR/);
      expect(run.stderr).toMatch(/apps\/api\/src\/platform\/data-dir\.ts:\d+:\d+/);
      expect(run.stderr).not.toMatch(/dist\/chunk-/);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
