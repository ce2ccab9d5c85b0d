import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const bootModule = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'boot.ts')).href;
const configModule = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'config.ts')).href;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the API's boot (as `npm start` does) on `dataDir` in its own process, SQLite. */
function boot(dataDir: string) {
  const script = `
    import { bootDatabase } from ${JSON.stringify(bootModule)};
    import { loadConfig } from ${JSON.stringify(configModule)};
    const config = { ...loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)} }), databaseUrl: undefined };
    const database = await bootDatabase(config, { info: () => {} });
    await database.destroy();
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

// Tests run as root, for whom a folder's mode does not stop writes: an unusable DATA_DIR is a path
// through a file, or a data folder whose database file is a folder.
describe('start-up on a data folder that cannot be written', () => {
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-boot-'));
    dirs.push(dir);
    return dir;
  };

  it('stops with a message that names the folder and the cause, without a stack', () => {
    const parentFile = path.join(tempDir(), 'fichier');
    fs.writeFileSync(parentFile, '');
    const dataDir = path.join(parentFile, 'var');
    const run = boot(dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Impossible de démarrer : le dossier de données ${dataDir} n'est pas utilisable en écriture : ` +
        `un élément du chemin est un fichier, pas un dossier (ENOTDIR). Vérifiez qu'il existe, que ` +
        `l'utilisateur du service peut y écrire et que le disque n'est pas plein, ou choisissez-en un ` +
        `autre avec DATA_DIR.`,
    );
  });

  it('says so when the database file cannot be opened', () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'cabas.sqlite'));
    const run = boot(dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Impossible de démarrer : le dossier de données ${dataDir} n'est pas`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('start-up with a payment provider that cannot run', () => {
  it('stops before listening, listing every missing setting in French, without a stack', () => {
    const script = `
      import { loadConfigOrExit } from ${JSON.stringify(configModule)};
      loadConfigOrExit({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'TEST', ADYEN_API_KEY: 'AQE-secret-value' });
      console.log('démarré');
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('démarré');
    expect(run.stderr).toContain('Configuration du paiement invalide :');
    expect(run.stderr).toContain('- ADYEN_MERCHANT_ACCOUNT manque');
    expect(run.stderr).toContain('- ADYEN_HMAC_KEY manque');
    expect(run.stderr).not.toContain('secret-value');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
