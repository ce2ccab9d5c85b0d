import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { buildWebIfStale, root } from '../../scripts/build-web.mjs';

let server: ReturnType<typeof spawn> | undefined;
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Builds the shop if needed and runs it on a free port with fresh demo data. */
export async function setup(project: TestProject) {
  buildWebIfStale();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
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
      // Links in the e-mails (password reset) and the hosted payment page's return point at the
      // address the journeys browse (same host: same cookies).
      PUBLIC_URL: baseUrl,
    },
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`Le serveur de la boutique s'est arrêté (code ${server.exitCode}).`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`La boutique ne répond pas sur ${baseUrl}.`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  // Where the shop writes its files (the e-mails as .eml under mail/).
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shop's DATA_DIR: the e-mails sent are .eml files under its `mail` folder. */
    dataDir: string;
  }
}
