import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import {
  adminQuery,
  databaseUrlFor,
  serverUrl,
  templatePgName,
  templateSqliteFile,
} from './test-database.ts';

/** The API as a real process (`apps/api/src/server.ts`), on data that outlives it: for crash tests. */

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ShopData {
  dataDir: string;
  /** PostgreSQL URL, or undefined for the SQLite file under dataDir. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  drop(): Promise<void>;
}

/** A fresh copy of the seeded test template, on the dialect of the run (DATABASE_URL or SQLite). */
export async function freshShopData(): Promise<ShopData> {
  const runId = inject('testRunId');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-crash-'));
  const sqliteFile = path.join(dataDir, 'cabas.sqlite');
  let databaseUrl: string | undefined;
  let name = '';
  if (serverUrl) {
    name = `cabas_crash_${path.basename(dataDir).replace(/\W/g, '').toLowerCase()}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templatePgName(runId)} STRATEGY FILE_COPY`);
    databaseUrl = databaseUrlFor(name);
  } else {
    fs.copyFileSync(templateSqliteFile(runId), sqliteFile);
  }
  return {
    dataDir,
    databaseUrl,
    sqliteFile,
    drop: async () => {
      if (name) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

export interface ShopProcess {
  baseUrl: string;
  child: ChildProcess;
  /** kill -9: no shutdown hook, no flush. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the API on these data and waits until it answers /healthz. */
export async function startShopProcess(data: ShopData, port: number): Promise<ShopProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: baseUrl,
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API stopped (code ${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`the API does not answer on ${baseUrl}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, child, crash: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
