import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { adoptSharedSecrets } from './shared-secrets.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(): Promise<TestDatabase> {
  const test = await freshDatabase();
  cleanups.push(test.drop);
  return test;
}

function host(dataDirFiles: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-host-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (Object.keys(dataDirFiles).length) {
    fs.mkdirSync(path.join(dataDir, 'secrets'));
    for (const [file, value] of Object.entries(dataDirFiles))
      fs.writeFileSync(path.join(dataDir, 'secrets', file), value);
  }
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
  return { env, config: loadConfig(env) };
}

describe('secrets shared through the database', () => {
  it('gives two hosts of one database the same keys, made on the first start', async () => {
    const { database: first, connection } = await database();
    const second = openDatabase(connection);
    cleanups.push(() => second.destroy());
    const a = host();
    const b = host();
    await Promise.all([
      adoptSharedSecrets(first.db, a.config, a.env),
      adoptSharedSecrets(second.db, b.config, b.env),
    ]);

    for (const name of [
      'AUTH_SECRET',
      'CAPTCHA_SECRET',
      'STOREFRONT_CLIENT_SECRET',
      'PAYMENT_SECRET',
      'SESSION_SECRET',
    ])
      expect(a.env[name], name).toMatch(/^[\w-]{43}$/);
    expect(b.env).toMatchObject({ ...a.env, DATA_DIR: b.env.DATA_DIR });
    expect(new Set([a.env.AUTH_SECRET, a.env.CAPTCHA_SECRET, a.env.SESSION_SECRET]).size).toBe(3);
    expect(a.config.authSecret).toBe(a.env.AUTH_SECRET);
    expect(b.config.paymentSecret).toBe(a.env.PAYMENT_SECRET);
    expect(b.config.storefrontClientSecret).toBe(a.env.STOREFRONT_CLIENT_SECRET);
    // Nothing written to either host's disk.
    expect(fs.existsSync(path.join(a.config.dataDir, 'secrets'))).toBe(false);

    const later = host();
    await adoptSharedSecrets(first.db, later.config, later.env);
    expect(later.env.AUTH_SECRET).toBe(a.env.AUTH_SECRET);
  });

  it('leaves a configured secret alone and does not store it', async () => {
    const { database: db } = await database();
    const configured = host();
    configured.env.AUTH_SECRET = 'c'.repeat(40);
    configured.config.authSecret = configured.env.AUTH_SECRET;
    await adoptSharedSecrets(db.db, configured.config, configured.env);
    expect(configured.config.authSecret).toBe('c'.repeat(40));
    const other = host();
    await adoptSharedSecrets(db.db, other.config, other.env);
    expect(other.env.AUTH_SECRET).not.toBe('c'.repeat(40));
    expect(other.env.CAPTCHA_SECRET).toBe(configured.env.CAPTCHA_SECRET);
  });

  it("keeps the keys an earlier version made under DATA_DIR, so that shoppers' sessions survive", async () => {
    const { database: db } = await database();
    const earlier = 's'.repeat(43);
    const upgraded = host({ 'session-secret': earlier, 'auth-secret': 'trop-court' });
    await adoptSharedSecrets(db.db, upgraded.config, upgraded.env);
    expect(upgraded.env.SESSION_SECRET).toBe(earlier);
    expect(upgraded.env.AUTH_SECRET).not.toBe('trop-court');
    expect(upgraded.env.AUTH_SECRET).toMatch(/^[\w-]{43}$/);
  });
});
