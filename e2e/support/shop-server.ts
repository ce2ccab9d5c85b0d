import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM script without types
import { buildShopIfStale, root, SHOP_ENTRY } from '../../scripts/build-web.mjs';
// @ts-expect-error plain ESM script without types
import { SHOP_NODE_FLAGS } from '../../scripts/node-flags.mjs';

export interface ShopServer {
  baseUrl: string;
  /** The shop's DATA_DIR (fresh demo data; the e-mails as .eml files under `mail/`). */
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Builds the shop if needed and runs it as `npm start` does (the compiled server, dist/shop.js) on a
 * free port with fresh demo data, waiting until it is ready; `env` adds or overrides variables. With
 * `dataDir` it runs on that folder's data instead (another shop's, left in place on stop).
 */
export async function startShopServer(
  env: Record<string, string> = {},
  { dataDir: given }: { dataDir?: string } = {},
): Promise<ShopServer> {
  buildShopIfStale();
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, SHOP_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Counters in memory: a Redis shared with other runs (CI's, a developer's) would carry their
      // failed logins over and lock the demo accounts out.
      REDIS_URL: '',
      // Links in the e-mails (password reset) and the hosted payment page's return point at the
      // address the journeys browse (same host: same cookies).
      PUBLIC_URL: baseUrl,
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Le serveur de la boutique s'est arrêté (code ${child.exitCode}).`);
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`La boutique ne répond pas sur ${baseUrl}.`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { baseUrl, dataDir, process: child, stop };
}
