/**
 * A shop process for test/capture-crash.test.ts: it places Marie's card order (authorised by the
 * sandbox), asks its capture, and its provider never answers: `avant`, the capture never reaches the
 * provider; `pendant`, the provider captures and its answer is lost. Once the capture is committed and
 * the provider asked, it says `committed` on stdout and waits to be killed (SIGKILL).
 */

import { CaptureService } from '../src/modules/payments/capture/capture.service.ts';
import { openDatabase } from '../src/platform/database.ts';
import { Outbox } from '../src/platform/outbox/outbox.ts';
import type { PaymentProvider } from '../src/platform/payments/provider.ts';
import { buildServices } from '../src/services.ts';
import { placeCardOrder } from './helpers/card-orders.ts';
import type { TestServices } from './test-services.ts';

const variant = process.argv[2];
if (variant !== 'avant' && variant !== 'pendant') throw new Error(`unknown variant ${variant}`);
const connection = process.env.CRASH_DATABASE;
if (!connection) throw new Error('CRASH_DATABASE is missing');

const database = openDatabase(JSON.parse(connection));
const log = { warn: () => {}, error: () => {} };
const mailer = { send: async () => ({ messageId: '<crash@cabas.test>', file: null }), close: async () => {} };
const outbox = new Outbox(database.db, mailer, log);
const services = buildServices(database, {
  outbox,
  paymentSecret: 'secret-de-paiement-du-test-de-panne-0123',
  publicUrl: 'http://localhost:3000',
});
const m: TestServices = { database, services, outbox, mails: [], close: async () => {} };

const order = await placeCardOrder(m, { quantity: 6 });
const final = order.totalCents - 123;
const sandbox = services.paymentProvider;
// The provider's line: the capture goes out (`pendant`: the provider takes it) and no answer comes back.
const silent: PaymentProvider = Object.assign(Object.create(sandbox) as PaymentProvider, {
  capture: async (request: Parameters<PaymentProvider['capture']>[0]) => {
    if (variant === 'pendant') await sandbox.capture(request);
    process.stdout.write(`committed ${JSON.stringify({ ...order, final })}\n`);
    return new Promise<never>(() => {});
  },
});
await new CaptureService(database.db, silent, services.ledger, services.orders).captureOrder(
  order.id,
  final,
  { kind: 'systeme' },
);
throw new Error('the provider answered: the test expected it to hang');
