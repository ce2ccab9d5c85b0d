import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, decodeQuotedPrintable } from '../../../test/accounts-helpers.ts';
import { freshDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { Outbox } from './outbox.ts';
import { DEFAULT_MAIL_FROM } from './register.ts';

/**
 * "Kill the process between commit and send": a shop process (test/outbox-crash.child.ts) commits an
 * order or a reset link, its worker starts sending to an SMTP server that never answers, and the
 * process is killed (SIGKILL). Another process's worker then sends the message, exactly once.
 */

const CHILD = fileURLToPath(new URL('../../../test/outbox-crash.child.ts', import.meta.url));
const CHILD_LEASE_MS = 1_000;

let fresh: TestDatabase | undefined;
let dataDir: string;
let child: ChildProcess | undefined;
let smtp: net.Server | undefined;
const sockets = new Set<net.Socket>();

afterEach(async () => {
  child?.kill('SIGKILL');
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve(undefined)));
  await fresh?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An SMTP server that takes connections and never says a word: the send hangs. */
async function silentSmtpServer(): Promise<string> {
  smtp = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${(smtp.address() as net.AddressInfo).port}`;
}

function startShopProcess(scenario: 'order' | 'reset', smtpUrl: string): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', CHILD, scenario], {
    env: {
      ...process.env,
      CRASH_DATABASE: JSON.stringify(fresh!.connection),
      CRASH_DATA_DIR: dataDir,
      CRASH_SMTP_URL: smtpUrl,
      CRASH_LEASE_MS: String(CHILD_LEASE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    child!.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = /^committed (.*)$/m.exec(out);
      if (line) resolve(line[1]!);
    });
    child!.stderr!.on('data', (chunk) => {
      err += chunk;
    });
    child!.on('exit', (code) => reject(new Error(`the shop process ended (${code}): ${err}`)));
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const emlFiles = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];

function countingMailer(mailDir: string) {
  const real = createMailer({ from: DEFAULT_MAIL_FROM, mailDir });
  const sent: string[] = [];
  const mailer: Mailer = {
    send: (message, options) => {
      sent.push(message.subject);
      return real.send(message, options);
    },
    close: () => real.close(),
  };
  return { mailer, sent };
}

const silentLog = { warn: () => {}, error: () => {} };

describe.each([
  ['order', 'commande-confirmation'],
  ['reset', 'mot-de-passe-oublie'],
] as const)('a shop process killed between the commit of its %s and the send', (scenario, kind) => {
  it('loses no e-mail: another process sends it, exactly once', async () => {
    fresh = await freshDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-crash-'));
    const { db } = fresh.database;
    const answer = JSON.parse(await startShopProcess(scenario, await silentSmtpServer()));

    // The message was committed with the change, and the dying process had begun to send it.
    const claimed = await until('the shop process to take the message', async () => {
      const row = await db.selectFrom('outbox').selectAll().where('kind', '=', kind).executeTakeFirst();
      return row?.claimed_by && sockets.size > 0 ? row : undefined;
    });
    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;
    const mailDir = path.join(dataDir, 'mail');
    expect(emlFiles(mailDir)).toEqual([]);
    expect(claimed).toMatchObject({ status: 'en_attente', attempts: 1 });

    // Another process: its worker takes the message over once the dead one's lease has run out.
    const { mailer, sent } = countingMailer(mailDir);
    const survivor = new Outbox(db, mailer, silentLog);
    try {
      const sentRow = await until('the message to be sent', async () => {
        await survivor.drain();
        const row = await db.selectFrom('outbox').selectAll().where('id', '=', claimed.id).executeTakeFirst();
        return row?.status === 'envoye' ? row : undefined;
      });
      expect(sentRow.attempts).toBe(2);
      await survivor.drain();
      expect(sent).toHaveLength(1);
      const files = emlFiles(mailDir);
      expect(files).toHaveLength(1);
      const eml = decodeQuotedPrintable(fs.readFileSync(path.join(mailDir, files[0]!), 'utf8'));
      expect(eml).toContain(`To: ${DEMO_ACCOUNTS.standard.email}`);
      if (scenario === 'order') {
        const order = await db
          .selectFrom('orders')
          .select('code')
          .where('id', '=', answer.commande_id)
          .executeTakeFirstOrThrow();
        expect(eml).toContain(`Confirmation de votre commande ${order.code}`);
      } else {
        expect(eml).toMatch(/\/mdp-oublie\/reinitialisation\?token=[\w-]+/);
      }
    } finally {
      await survivor.close();
    }
    // Starting a TypeScript process takes seconds on a loaded 2-core runner.
  }, 120_000);
});
