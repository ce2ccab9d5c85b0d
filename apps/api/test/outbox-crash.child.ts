/**
 * A shop process for src/platform/outbox/outbox-crash.test.ts: it makes an order or asks for a
 * password reset through the real API, says `committed` on stdout, and waits to be killed. Its mail
 * goes to the SMTP server of CRASH_SMTP_URL, which the test keeps silent, so that the process dies
 * before the send ends.
 */

import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/platform/database.ts';
import { appToken, bearer, DEMO_ACCOUNTS, solvedCaptcha } from './accounts-helpers.ts';
import { driveStore, plainProducts } from './helpers/cart.ts';
import { clientIdOf, draftOf, notificationBody, openSession, postNotification } from './helpers/payments.ts';
import type { TestApp } from './test-app.ts';

const scenario = process.argv[2];
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is missing`);
  return value;
};

const database = openDatabase(JSON.parse(env('CRASH_DATABASE')));
const dataDir = env('CRASH_DATA_DIR');
const app = await buildApp({
  database,
  config: {
    publicUrl: 'http://localhost:3000',
    dataDir,
    smtpUrl: env('CRASH_SMTP_URL'),
    authRateLimitMax: 1000,
  },
  outbox: { leaseMs: Number(env('CRASH_LEASE_MS')) },
  security: { captcha: { cost: 1, counterMin: 10, counterMax: 50 } },
});
await app.ready();
const t: TestApp = { app, database, dataDir, close: async () => {} };

if (scenario === 'order') {
  const shop = await driveStore(t);
  const [product] = await plainProducts(t, shop, 1);
  const marie = {
    ...(await clientIdOf(t, DEMO_ACCOUNTS.standard.email)),
    email: DEMO_ACCOUNTS.standard.email,
  };
  const session = await openSession(t, draftOf(marie, shop, [product!]));
  const res = await postNotification(t, notificationBody(session.id, 'acceptee'));
  if (res.statusCode !== 200) throw new Error(`notification: ${res.statusCode} ${res.body}`);
  process.stdout.write(`committed ${JSON.stringify(res.json())}\n`);
} else if (scenario === 'reset') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/mot-de-passe-oublie',
    headers: bearer(await appToken(t)),
    payload: { email: DEMO_ACCOUNTS.standard.email, altcha: await solvedCaptcha(t) },
  });
  if (res.statusCode !== 200) throw new Error(`forgotten password: ${res.statusCode} ${res.body}`);
  process.stdout.write('committed {}\n');
} else throw new Error(`unknown scenario ${scenario}`);

// Waits for SIGKILL.
setInterval(() => {}, 60_000);
