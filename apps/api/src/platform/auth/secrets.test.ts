import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('secrets', () => {
  it('are made once under DATA_DIR, private, and found again at the next start', () => {
    const dataDir = tempDir();
    const first = loadSecrets({ dataDir });
    expect(first.authSecret).toMatch(/^[\w-]{43}$/);
    expect(new Set(Object.values(first)).size).toBe(4);
    expect(loadSecrets({ dataDir })).toEqual(first);
    const mode = fs.statSync(path.join(dataDir, 'secrets', 'auth-secret')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('come from the configuration when given, and must be long enough', () => {
    const authSecret = 'x'.repeat(32);
    expect(loadSecrets({ dataDir: tempDir(), authSecret }).authSecret).toBe(authSecret);
    expect(() => loadSecrets({ authSecret: 'court' })).toThrow(
      'AUTH_SECRET doit comporter au moins 32 caractères.',
    );
  });

  it('live for the process only without a data folder', () => {
    expect(loadSecrets({}).authSecret).not.toBe(loadSecrets({}).authSecret);
  });
});
