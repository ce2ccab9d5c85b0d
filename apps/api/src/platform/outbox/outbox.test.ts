import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts-helpers.ts';
import { freshDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type {} from '../../db/schema-cart.ts';
import type {} from '../../db/schema-checkout.ts';
import { SlotsService } from '../../modules/slots/slots.service.ts';
import { type Database, openDatabase } from '../database.ts';
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer.ts';
import { Outbox, type OutboxOptions } from './outbox.ts';
import { DEFAULT_MAIL_FROM } from './register.ts';
import { defaultJobs } from './scheduled-jobs.ts';

let fresh: TestDatabase;
let mailDir: string;
const mailDirs: string[] = [];
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  fresh = await freshDatabase();
});
afterEach(async () => {
  for (const o of opened.splice(0)) await o.close();
  for (const dir of mailDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(() => fresh?.drop());

const db = () => fresh.database.db;

/** Another connection to the test database, as another process of the shop would have. */
function secondConnection(): Database {
  const database = openDatabase(fresh.connection);
  opened.push({ close: () => database.destroy() });
  return database;
}

interface Logged {
  level: 'warn' | 'error';
  message: string;
}

/** The file transport, counting what it is asked to send; `failures` first sends fail (SMTP down). */
function countingMailer(failures = 0) {
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-outbox-'));
  mailDirs.push(mailDir);
  const real = createMailer({ from: DEFAULT_MAIL_FROM, mailDir });
  let failing = failures;
  const sent: string[] = [];
  const mailer: Mailer = {
    async send(message, options) {
      if (failing > 0) {
        failing--;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      }
      sent.push(options?.key ?? '');
      return real.send(message, options);
    },
    close: () => real.close(),
  };
  return { mailer, sent };
}

function outboxOn(database: Kysely, mailer: Mailer, options: Partial<OutboxOptions> = {}) {
  const logs: Logged[] = [];
  const log = {
    warn: (_: object, message: string) => logs.push({ level: 'warn', message }),
    error: (_: object, message: string) => logs.push({ level: 'error', message }),
  };
  const outbox = new Outbox(database, mailer, log, options);
  opened.unshift(outbox);
  return { outbox, logs };
}
type Kysely = Database['db'];

const mail = (n: number): MailMessage => ({
  to: `client${n}@exemple.fr`,
  subject: `Message ${n}`,
  text: `Bonjour, voici le lien secret ${n}.`,
  html: `<p>Bonjour, voici le lien secret ${n}.</p>`,
});

let keys = 0;
const uniqueKey = () => `test:${process.pid}:${++keys}`;

async function enqueue(outbox: Outbox, n: number, key = uniqueKey()) {
  await db()
    .transaction()
    .execute((trx) => outbox.enqueueMail(trx, { kind: 'test', key, message: mail(n) }));
  return key;
}

const rowOf = (key: string) =>
  db().selectFrom('outbox').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
const emlFiles = () =>
  fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];

describe('outbox', () => {
  it('sends a message written in a committed transaction once, under a name and Message-ID of its row', async () => {
    const { mailer, sent } = countingMailer();
    const { outbox } = outboxOn(db(), mailer);
    const key = await enqueue(outbox, 1);
    await outbox.drain();
    await outbox.drain();
    const row = await rowOf(key);
    expect(row).toMatchObject({ status: 'envoye', attempts: 1, claimed_by: null, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(sent).toHaveLength(1);
    const [file] = emlFiles();
    expect(file).toBe(`${sent[0]}.eml`);
    expect(sent[0]).toMatch(new RegExp(`-${String(row.id).padStart(10, '0')}$`));
    const eml = fs.readFileSync(path.join(mailDir, file!), 'utf8');
    expect(eml).toContain(`Message-ID: <${sent[0]}@cabas.example>`);
    expect(eml).toContain('To: client1@exemple.fr');
    // Once sent, the body (which may hold a one-time link) is no longer kept.
    expect(JSON.parse(row.payload)).toEqual({ to: 'client1@exemple.fr', subject: 'Message 1' });
  });

  it('sends nothing for a transaction that is rolled back', async () => {
    const { mailer, sent } = countingMailer();
    const { outbox } = outboxOn(db(), mailer);
    const key = uniqueKey();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await outbox.enqueueMail(trx, { kind: 'test', key, message: mail(2) });
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    await outbox.drain();
    expect(await db().selectFrom('outbox').select('id').where('idempotency_key', '=', key).execute()).toEqual(
      [],
    );
    expect(sent).toEqual([]);
  });

  it('keeps one message per idempotency key', async () => {
    const { mailer, sent } = countingMailer();
    const { outbox } = outboxOn(db(), mailer);
    const key = await enqueue(outbox, 3);
    await enqueue(outbox, 3, key);
    await outbox.drain();
    expect(sent).toHaveLength(1);
  });

  it('retries a failed send after a growing delay, then sends it once', async () => {
    const clock = testClock();
    const { mailer, sent } = countingMailer(2);
    const retry = { maxAttempts: 5, baseMs: 60_000, maxMs: 3_600_000 };
    const { outbox, logs } = outboxOn(db(), mailer, { clock, retry });
    const key = await enqueue(outbox, 4);

    await outbox.drain();
    const first = await rowOf(key);
    expect(first).toMatchObject({ status: 'en_attente', attempts: 1, claimed_by: null });
    expect(first.last_error).toContain('ECONNREFUSED');
    expect(first.next_attempt_at > clock().toISOString()).toBe(true);
    expect(logs).toEqual([{ level: 'warn', message: 'mail not sent, will retry' }]);

    // Not due yet: nothing happens.
    await outbox.drain();
    expect((await rowOf(key)).attempts).toBe(1);

    clock.advance(60_000);
    await outbox.drain();
    const second = await rowOf(key);
    expect(second).toMatchObject({ status: 'en_attente', attempts: 2 });
    // The second wait is longer than the first.
    const secondWait = Date.parse(second.next_attempt_at) - clock().getTime();
    expect(secondWait).toBeGreaterThan(Date.parse(first.next_attempt_at) - Date.parse(first.created_at));

    clock.advance(secondWait);
    await outbox.drain();
    await outbox.drain();
    expect(await rowOf(key)).toMatchObject({ status: 'envoye', attempts: 3, last_error: null });
    expect(sent).toHaveLength(1);
    expect(emlFiles()).toHaveLength(1);
  });

  it('gives up after the last attempt when the SMTP server cannot be reached, and logs it', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const smtp = createMailer({ from: DEFAULT_MAIL_FROM, smtpUrl: `smtp://127.0.0.1:${closedPort}` });
    const { outbox, logs } = outboxOn(db(), smtp, { retry: { maxAttempts: 2, baseMs: 0, maxMs: 0 } });
    const key = await enqueue(outbox, 5);
    await outbox.drain();
    const row = await rowOf(key);
    expect(row).toMatchObject({ status: 'echec', attempts: 2, claimed_by: null });
    expect(row.last_error).toContain('ECONNREFUSED');
    expect(logs.map((l) => l.level)).toEqual(['warn', 'error']);
    // A message given up is not tried again.
    await outbox.drain();
    expect((await rowOf(key)).attempts).toBe(2);
  });

  it('two processes draining at once send each message exactly once', async () => {
    const a = countingMailer();
    const b = countingMailer();
    const first = outboxOn(db(), a.mailer).outbox;
    const second = outboxOn(secondConnection().db, b.mailer).outbox;
    const mine: string[] = [];
    for (let n = 0; n < 20; n++) mine.push(await enqueue(first, 100 + n));
    await Promise.all([first.drain(), second.drain()]);
    const sent = [...a.sent, ...b.sent];
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
    const rows = await db()
      .selectFrom('outbox')
      .select(['status'])
      .where('idempotency_key', 'in', mine)
      .execute();
    expect(rows.every((r) => r.status === 'envoye')).toBe(true);
  });
});

describe('scheduled jobs', () => {
  it('run in one process at a time, then again when their interval has passed', async () => {
    const clock = testClock();
    let runs = 0;
    const job = {
      name: `test-job-${process.pid}-${Date.now()}`,
      everyMs: 60_000,
      run: async (database: Kysely) => {
        runs++;
        await database.selectFrom('outbox').select('id').limit(1).execute();
      },
    };
    const { mailer } = countingMailer();
    const first = outboxOn(db(), mailer, { clock, jobs: [job] }).outbox;
    const second = outboxOn(secondConnection().db, mailer, { clock, jobs: [job] }).outbox;
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(runs).toBe(1);
    const third = outboxOn(db(), mailer, { clock, jobs: [job] }).outbox;
    expect(await third.runDueJobs()).toBe(0);
    clock.advance(60_000);
    expect(await third.runDueJobs()).toBe(1);
    expect(runs).toBe(2);
  });

  it('the hold-expiry job gives the places of expired holds back', async () => {
    const now = new Date();
    const cart = await db()
      .selectFrom('carts')
      .select(['id', 'client_id', 'store_id'])
      .where('client_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const service = await db()
      .selectFrom('store_mode_services')
      .select('id')
      .where('store_id', '=', cart.store_id)
      .executeTakeFirstOrThrow();
    const start = new Date(now.getTime() + 40 * 86_400_000);
    const slot = await db()
      .insertInto('slots')
      .values({
        service_id: service.id,
        store_id: cart.store_id,
        day: start.toISOString().slice(0, 10),
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
        cutoff_at: start.toISOString(),
        capacity: 5,
        reserved: 2,
        price_cents: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const checkout = await db()
      .insertInto('checkouts')
      .values({
        client_id: cart.client_id!,
        store_id: cart.store_id,
        cart_id: cart.id,
        type_panier: 'drive',
        open_key: `outbox-test:${Date.now()}`,
        service_id: service.id,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hold = (expiresInMs: number) => ({
      slot_id: slot.id,
      checkout_id: checkout.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + expiresInMs).toISOString(),
    });
    const [expired, current] = await db()
      .insertInto('slot_holds')
      .values([hold(-60_000), hold(30 * 60_000)])
      .returning('id')
      .execute();

    const { mailer } = countingMailer();
    const jobs = defaultJobs({ slots: new SlotsService(db()) });
    const { outbox } = outboxOn(db(), mailer, { jobs });
    expect(await outbox.runDueJobs()).toBe(jobs.length);

    const holds = await db()
      .selectFrom('slot_holds')
      .select(['id', 'released_at'])
      .where('slot_id', '=', slot.id)
      .orderBy('id')
      .execute();
    expect(holds.find((h) => h.id === expired!.id)?.released_at).not.toBeNull();
    expect(holds.find((h) => h.id === current!.id)?.released_at).toBeNull();
    const after = await db()
      .selectFrom('slots')
      .select('reserved')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(after.reserved).toBe(1);
  });
});
