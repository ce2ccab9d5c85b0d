import fs from 'node:fs';
import { API_ERROR_CODES, paymentNotification } from '@cabas/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signBody } from '../../src/platform/payments/signature.ts';
import { solvedCaptcha } from '../accounts-helpers.ts';
import {
  createFuzzApp,
  type DatabaseHints,
  databaseHints,
  openCustomerCheckout,
  type Principal,
  principals,
} from './fuzz-app.ts';
import {
  type Budget,
  CaseBuilder,
  FULL,
  type FuzzCase,
  LIGHT,
  type Operation,
  operationsOf,
  PRO,
} from './fuzz-cases.ts';
import { hashSeed, Prng } from './prng.ts';
import { type Hints, mapLeaves, type Schema, validValue } from './schema-values.ts';

/**
 * Fuzz run of every operation of the API's OpenAPI document (issue #35): malformed path and query
 * parameters, bodies and headers, and random bodies that the schemas accept, sent as an anonymous
 * shopper (the storefront's client token), as a logged-in customer and as a pro customer. No answer
 * may be a 5xx, and every 4xx is the API's error body `{status_code, message, code}` in French.
 *
 * Reproducible: the requests come from a seeded PRNG, one stream per principal and operation
 * (FUZZ_SEED=<n> to try another seed; FUZZ_ONLY=<text> runs the operations whose "METHOD /path"
 * contains it). A failure prints the seed and the request.
 *
 * Nothing is excluded. Besides the document's operations the run also sends requests to the routes
 * served outside it (the probes, the root copy of the instalment simulation, the docs' JSON and static
 * files). Two kinds of answers are let through the error-body check, not the 5xx check: the sandbox
 * provider's hosted payment pages, which answer their errors in HTML for the shopper's browser, and
 * the docs' static files (@fastify/static answers its own 404).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 0x0c4ba5);
const ONLY = process.env.FUZZ_ONLY;
/** A file the failures are also written to (FUZZ_REPORT=/tmp/fuzz.txt), easier to read than the runner's diff. */
const REPORT = process.env.FUZZ_REPORT;
const PROFILE = process.env.FUZZ_PROFILE;
/** Prints every valid call and its answer (FUZZ_TRACE=1), to see how far the random ones get. */
const TRACE = process.env.FUZZ_TRACE;
/** A longer run (FUZZ_SCALE=5 sends about five times as many requests of each family), by hand. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const scaled = (budget: Budget): Budget =>
  Object.fromEntries(
    Object.entries(budget).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * SCALE) : v]),
  ) as unknown as Budget;
const profile = new Map<string, number>();

/** Operations whose 4xx answers are HTML pages or another plugin's, not the API's error body. */
const NOT_JSON_ERRORS = [/^\/paiement-sandbox\//, /^\/docs\//];

/** English words in an error message (the API speaks French to shoppers). */
const ENGLISH =
  /\b(the|must|should|is|are|expected|required|invalid|unexpected|not found|unsupported|received|cannot|body|error)\b/i;
const ERROR_CODES = new Set<string>(Object.values(API_ERROR_CODES));

const t = await createFuzzApp();
const documentResponse = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const documentOperations = operationsOf(documentResponse.json());

/** The routes served outside the OpenAPI document. */
const instalments = documentOperations.find((o) => o.path === '/ws/v1/simulation-echeancier');
const EXTRA_OPERATIONS: Operation[] = [
  { method: 'GET', path: '/healthz', params: [], prefix: '' },
  { method: 'GET', path: '/readyz', params: [], prefix: '' },
  ...(instalments ? [{ ...instalments, prefix: '' }] : []),
  { method: 'GET', path: '/docs/json', params: [] },
  {
    method: 'GET',
    path: '/docs/static/{file}',
    params: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', enum: ['index.css'] } }],
  },
];
const operations = [...documentOperations, ...EXTRA_OPERATIONS].filter(
  (op) => !ONLY || `${op.method} ${op.path}`.includes(ONLY),
);

let people: Principal[] = [];
let rows: DatabaseHints;
const hints: Hints = (name) => rows.hints(name);
const statuses = new Map<number, number>();
/** Operations that answered at least one call with a 2xx or 3xx (the others were only refused). */
const succeeded = new Set<string>();
let sent = 0;
const started = Date.now();

beforeAll(async () => {
  console.log(`fuzz : graine ${SEED} (FUZZ_SEED), ${operations.length} opérations`);
  people = await principals(t);
  await openCustomerCheckout(t, people.find((p) => p.name === 'client')!);
  rows = await databaseHints(t);
});

afterAll(async () => {
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`fuzz : ${sent} requêtes en ${seconds} s, statuts ${byStatus.join(' ')}`);
  const refused = operations.map((op) => `${op.method} ${op.path}`).filter((op) => !succeeded.has(op));
  console.log(`fuzz : ${refused.length} opérations sans aucune réponse 2xx/3xx : ${refused.join(', ')}`);
  if (PROFILE)
    console.log(
      [...profile.entries()]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 40)
        .map(([k, ms]) => `${ms.toFixed(0).padStart(7)} ms ${k}`)
        .join('\n'),
    );
  await t.close();
});

const clip = (text: string | undefined, max = 300) =>
  text === undefined ? '' : text.length > max ? `${text.slice(0, max)}… (${text.length} caractères)` : text;

/** What is wrong with an answer, or null. */
function problem(op: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `statut ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (NOT_JSON_ERRORS.some((re) => re.test(op.path))) return null;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `corps d'erreur non JSON (${res.headers['content-type']})`;
  }
  if (body.status_code !== res.statusCode) return `status_code ${body.status_code} ≠ ${res.statusCode}`;
  if (typeof body.message !== 'string' || !body.message.trim()) return 'message absent';
  if (ENGLISH.test(body.message)) return `message en anglais : ${body.message}`;
  if (typeof body.code !== 'string' || !ERROR_CODES.has(body.code)) return `code inconnu ${body.code}`;
  return null;
}

/** Cases whose body the schemas may accept: they get a real captcha and the checkout's version. */
const MAY_PASS = /^(valide|limite|chaque nombre)/;

/**
 * A solved captcha in the `altcha` field of the bodies that may pass validation, so that the forms'
 * bodies reach their service (which checks the captcha first).
 */
async function withCaptcha(c: FuzzCase): Promise<FuzzCase> {
  if (!MAY_PASS.test(c.label) || !c.payload?.includes('"altcha"')) return c;
  const body = JSON.parse(c.payload);
  return { ...c, payload: JSON.stringify({ ...body, altcha: await solvedCaptcha(t) }) };
}

/**
 * The checkout's current `dateLastUpdate` in a valid call on a checkout (every write moves it on), so
 * that the random calls get past the optimistic lock to the checkout's rules.
 */
async function withCurrentVersion(op: Operation, c: FuzzCase): Promise<FuzzCase> {
  if (!MAY_PASS.test(c.label) || !op.path.includes('/checkout/')) return c;
  const stale = rows.hints('dateLastUpdate') ?? [];
  const [current] = await rows.reread('dateLastUpdate');
  if (current === undefined) return c;
  let { url, payload } = c;
  for (const old of stale.map(String)) {
    url = url.replaceAll(encodeURIComponent(old), encodeURIComponent(String(current)));
    payload = payload?.replaceAll(old, String(current));
  }
  return { ...c, url, ...(payload !== undefined ? { payload } : {}) };
}

async function send(principal: Principal, op: Operation, raw: FuzzCase, failures: string[]) {
  const c = await withCurrentVersion(op, await withCaptcha(raw));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...principal.headers(), ...c.headers }))
    if (value !== null) headers[name] = value;
  const before = performance.now();
  const res = await t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers,
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
  sent++;
  if (PROFILE) {
    const family = `${principal.name} ${c.label.replace(/[ #=].*$/, '')}`;
    const spent = performance.now() - before;
    profile.set(family, (profile.get(family) ?? 0) + spent);
    const opKey = `${principal.name} ${op.method} ${op.path}`;
    profile.set(opKey, (profile.get(opKey) ?? 0) + spent);
  }
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode < 400) succeeded.add(`${op.method} ${op.path}`);
  if (TRACE && c.label.startsWith('valide'))
    console.log(
      `${principal.name} ${c.method} ${clip(c.url, 200)} ${clip(c.payload, 300)} -> ${res.statusCode} ${clip(res.body, 300)}`,
    );
  const wrong = problem(op, res);
  const logged = t.serverErrors();
  if (wrong) {
    failures.push(
      [
        `${wrong} — graine ${SEED}, ${principal.name}, ${op.method} ${op.path}, cas « ${c.label} »`,
        `  ${c.method} ${clip(c.url, 400)}`,
        `  en-têtes ${clip(JSON.stringify(c.headers))}`,
        `  corps ${clip(c.payload)}`,
        `  réponse ${res.statusCode} ${clip(res.body)}`,
        ...logged.map((line) => `  journal ${clip(line.replace(/\s+/g, ' '), 1200)}`),
      ].join('\n'),
    );
  }
  return res;
}

/** Notifications signed with the provider's secret: random ones reach the notification service. */
function signedNotifications(prng: Prng, count: number): FuzzCase[] {
  const { $schema: _, ...schema } = z.toJSONSchema(paymentNotification, { target: 'openapi-3.0' });
  const bodies: unknown[] = Array.from({ length: count }, () => validValue(schema as Schema, prng, hints));
  bodies.push(
    mapLeaves(bodies[0], (s) => `${s}\u0000`, null),
    mapLeaves(bodies[0], null, () => 99_999_999_999),
  );
  return bodies.map((body, i) => {
    const payload = JSON.stringify(body);
    return {
      label: `notification signée #${i + 1}`,
      method: 'POST',
      url: '/api/paiements/notifications',
      headers: {
        'content-type': 'application/json',
        'x-cabas-signature': signBody(t.paymentSecret, payload),
      },
      payload,
    };
  });
}

for (const principalName of ['anonyme', 'client', 'pro'] as const) {
  describe(`fuzz en ${principalName}`, () => {
    for (const op of operations) {
      it(
        `${op.method} ${op.path}`,
        async () => {
          const principal = people.find((p) => p.name === principalName)!;
          const prng = new Prng(hashSeed(SEED, `${principalName} ${op.method} ${op.path}`));
          if (principalName === 'client' && op.path.includes('/checkout/{id}'))
            await openCustomerCheckout(t, principal);
          await rows.refresh(op.path);
          const builder = new CaseBuilder(op, prng, hints);
          const failures: string[] = [];
          const [first, ...rest] = builder.cases(FULL);
          // The account area answers anonymous calls 401 before it looks at their parameters and body:
          // fewer requests there; the pro, a second logged-in shopper, gets mostly valid ones.
          const baseline = await send(principal, op, first!, failures);
          const kind = principalName === 'pro' ? PRO : baseline.statusCode === 401 ? LIGHT : FULL;
          const cases = SCALE === 1 && kind === FULL ? rest : builder.cases(scaled(kind)).slice(1);
          const light = kind !== FULL;
          if (op.path === '/paiements/notifications' && !light) cases.push(...signedNotifications(prng, 6));
          for (const c of cases) await send(principal, op, c, failures);
          const renewed = await principal.renew();
          if (renewed)
            console.log(`fuzz : session de ${principalName} rouverte après ${op.method} ${op.path}`);
          if (REPORT && failures.length) fs.appendFileSync(REPORT, `${failures.join('\n\n')}\n\n`);
          expect(failures, failures.join('\n\n')).toEqual([]);
        },
        30_000 * Math.max(1, SCALE),
      );
    }
  });
}
