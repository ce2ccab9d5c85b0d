import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type {} from '../src/db/schema-card-captures.ts';
import { Outbox } from '../src/platform/outbox/outbox.ts';
import { buildServices } from '../src/services.ts';
import { freshDatabase, type TestDatabase } from './test-database.ts';

/**
 * "Kill the process during a capture" (decision 109): a shop process (test/capture-crash.child.ts)
 * commits an order's capture and asks the provider, which never answers — before the provider got the
 * request (`avant`), or after it captured (`pendant`) — and the process is killed (SIGKILL). Another
 * process's `settlePendingCaptures` then asks again with the same keys: the card is captured exactly
 * once, for the final amount, and the rest of the authorisation released once.
 */

const CHILD = fileURLToPath(new URL('./capture-crash.child.ts', import.meta.url));

let fresh: TestDatabase | undefined;
let child: ChildProcess | undefined;

afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  await fresh?.drop();
  fresh = undefined;
});

interface Committed {
  id: number;
  sessionId: string;
  cardCents: number;
  final: number;
}

function startCapture(variant: 'avant' | 'pendant'): Promise<Committed> {
  child = spawn(process.execPath, ['--import', 'tsx', CHILD, variant], {
    env: { ...process.env, CRASH_DATABASE: JSON.stringify(fresh!.connection) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    child!.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = /^committed (.*)$/m.exec(out);
      if (line) resolve(JSON.parse(line[1]!) as Committed);
    });
    child!.stderr!.on('data', (chunk) => {
      err += chunk;
    });
    child!.on('exit', (code) => reject(new Error(`the shop process ended (${code}): ${err}`)));
  });
}

describe.each([
  ['avant', 0],
  ['pendant', 1],
] as const)('a shop process killed during a capture (%s the provider took it)', (variant, takenBefore) => {
  it('captures exactly once and releases the rest once, on the retry of another process', async () => {
    fresh = await freshDatabase();
    const { db } = fresh.database;
    const order = await startCapture(variant);
    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;

    const sandboxOps = () =>
      db
        .selectFrom('sandbox_operations')
        .select(['idempotency_key', 'kind'])
        .where('session_id', '=', order.sessionId)
        .orderBy('idempotency_key')
        .execute();
    // The capture and its operations were committed before the provider was asked; nothing answered.
    const recorded = await db
      .selectFrom('payment_card_operations')
      .select(['kind', 'status'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(recorded).toEqual([
      { kind: 'capture', status: 'demande' },
      { kind: 'liberation', status: 'demande' },
    ]);
    expect((await sandboxOps()).length).toBe(takenBefore);

    // Another process: its worker's job asks again what is still asked, with the same keys.
    const outbox = new Outbox(
      db,
      { send: async () => ({ messageId: '<x>', file: null }), close: async () => {} },
      {
        warn: () => {},
        error: () => {},
      },
    );
    try {
      const services = buildServices(fresh.database, {
        outbox,
        paymentSecret: 'secret-de-paiement-du-test-de-panne-0123',
        publicUrl: 'http://localhost:3000',
      });
      expect(await services.captures.settlePendingCaptures(new Date())).toBe(1);
      expect(await services.captures.settlePendingCaptures(new Date(Date.now() + 3_600_000))).toBe(0);
      expect(await services.captures.outcome(order.id)).toMatchObject({
        status: 'effectuee',
        capturedCents: order.final,
        releasedCents: order.cardCents - order.final,
        refused: [],
      });
      expect(await services.paymentProvider.authorisation(order.sessionId)).toEqual({
        authorisedCents: order.cardCents,
        capturedCents: order.final,
        refundedCents: 0,
        releasedCents: order.cardCents - order.final,
        closed: true,
      });
      expect((await sandboxOps()).map((o) => [o.idempotency_key, o.kind])).toEqual([
        [`capture:${order.id}:${order.sessionId}`, 'capture'],
        [`liberation:${order.id}:${order.sessionId}`, 'liberation'],
      ]);
    } finally {
      await outbox.close();
    }
    // Starting a TypeScript process takes seconds on a loaded 2-core runner.
  }, 120_000);
});
