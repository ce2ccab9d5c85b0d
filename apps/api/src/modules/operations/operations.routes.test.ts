import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_ERROR_CODES,
  API_HEADERS,
  apiMessages,
  CLIENT_ERROR_LIMITS,
  type ClientErrorReportInput,
} from '@cabas/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../platform/database.ts';
import { CLIENT_ERROR_REPORTS_PER_MINUTE } from './client-errors.routes.ts';

const TOKEN = 'jeton-de-supervision-de-test';
const REPORTS = '/api/erreurs-client';

interface Served {
  app: FastifyInstance;
  database: Database;
  logged: Record<string, unknown>[];
  close(): Promise<void>;
}

/** The API with a logger kept in memory (the reports' log lines are read back). */
async function serve(metricsToken?: string): Promise<Served> {
  const { database, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-test-data-'));
  const logged: Record<string, unknown>[] = [];
  const app = await buildApp({
    database,
    config: { publicUrl: 'http://localhost:3000', dataDir, metricsToken },
    fastify: {
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    },
  });
  await app.ready();
  return {
    app,
    database,
    logged,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let s: Served;
let bare: Served;
beforeAll(async () => {
  [s, bare] = await Promise.all([serve(TOKEN), serve()]);
});
afterAll(async () => {
  await Promise.all([s?.close(), bare?.close()]);
});

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
const metricsText = async () => {
  const res = await scrape(s.app, `Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one series of the scrape, or undefined. */
const seriesValue = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

const report = (
  body: unknown,
  options: { address?: string; contentType?: string; raw?: string } = {},
): Promise<LightMyRequestResponse> =>
  s.app.inject({
    method: 'POST',
    url: REPORTS,
    remoteAddress: options.address ?? '203.0.113.10',
    headers: { 'content-type': options.contentType ?? 'application/json' },
    payload: options.raw ?? JSON.stringify(body),
  });

const valid: ClientErrorReportInput = {
  type: 'erreur',
  page: '/panier',
  version: 'abc123',
  message: "TypeError: Cannot read properties of undefined (reading 'prix')",
  pile: 'TypeError: x\n    at render (http://localhost:3000/assets/cart-AbC.js:1:2)',
};

const expectErrorBody = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ status_code: status });
  expect(typeof body.message).toBe('string');
  expect(typeof body.code).toBe('string');
};

describe('/metrics', () => {
  it('is not served without METRICS_TOKEN', async () => {
    expect((await scrape(bare.app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect((await scrape(bare.app)).statusCode).toBe(404);
  });

  it('answers 401 in the API error shape without the token, or with a wrong one', async () => {
    const headers = [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN} ${TOKEN}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
      `Bearer ${'x'.repeat(8000)}`,
      'Bearer é€😀',
      'Bearer \t',
    ];
    for (const authorization of headers) {
      const res = await scrape(s.app, authorization);
      expectErrorBody(res, 401);
      expect(res.json()).toMatchObject({
        code: API_ERROR_CODES.unauthenticated,
        message: apiMessages.metricsUnauthorized,
      });
      expect(res.body).not.toContain('cabas_http_requests_total');
    }
    const asQuery = await s.app.inject({ method: 'GET', url: `/metrics?token=${TOKEN}` });
    expectErrorBody(asQuery, 401);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await s.app.inject({
        method,
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('counts requests by route pattern, never by the address asked', async () => {
    const store = (await s.app.inject({ method: 'GET', url: '/api/magasins' })).json().data?.[0]?.id;
    const asked = `/api/magasins/${store ?? 1}?ref=courriel-marie@example.fr`;
    await s.app.inject({ method: 'GET', url: asked });
    await s.app.inject({ method: 'GET', url: '/api/pas-de-route-ici/12345' });
    await s.app.inject({ method: 'GET', url: '/healthz' });
    const text = await metricsText();
    expect(text).toMatch(/cabas_http_requests_total\{method="GET",route="\/healthz",status="200"\} [1-9]/);
    expect(text).toMatch(
      /cabas_http_requests_total\{method="GET",route="\/api\/magasins\/:[a-z_]+",status="\d+"\}/,
    );
    expect(text).toMatch(/cabas_http_requests_total\{method="GET",route="unmatched",status="404"\}/);
    expect(text).toMatch(
      /cabas_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"\}/,
    );
    expect(text).not.toContain('12345');
    expect(text).not.toContain('example.fr');
  });

  it('reports the event loop, the outbox, slot holds, orders and payments, and the pool on PostgreSQL', async () => {
    const text = await metricsText();
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(seriesValue(text, 'cabas_slot_holds_active')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'cabas_outbox_messages{statut="en_attente"}')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'cabas_outbox_oldest_age_seconds{statut="echec"}')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE cabas_orders_last_hour gauge');
    expect(text).toContain('# TYPE cabas_payment_sessions_last_hour gauge');
    expect(text).not.toContain('cabas_metrics_collect_failures_total{');
    if (s.database.dialect === 'postgres') {
      expect(seriesValue(text, 'cabas_db_pool_connections{state="max"}')).toBe(10);
      expect(seriesValue(text, 'cabas_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('cabas_db_pool_connections');
    }
  });

  it('counts a pending outbox message and the age of the oldest', async () => {
    const createdAt = new Date(Date.now() - 120_000).toISOString();
    await s.database.db
      .insertInto('outbox')
      .values({
        kind: 'test-metriques',
        idempotency_key: `metriques:${createdAt}`,
        payload: '{}',
        status: 'en_attente',
        next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
        created_at: createdAt,
      })
      .execute();
    const text = await metricsText();
    expect(seriesValue(text, 'cabas_outbox_messages{statut="en_attente"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'cabas_outbox_oldest_age_seconds{statut="en_attente"}')).toBeGreaterThanOrEqual(
      119,
    );
  });
});

describe('POST /api/erreurs-client', () => {
  it('logs a report with its request id, without query strings or e-mail addresses, and counts it', async () => {
    const before =
      seriesValue(await metricsText(), 'cabas_client_error_reports_total{type="hydratation"}') ?? 0;
    const res = await report({
      ...valid,
      type: 'hydratation',
      page: '/mon-compte/mon-profil?email=marie.dupont@example.fr#haut',
      message: 'Échec pour marie.dupont@example.fr sur /recherche/lait?q=secret',
      pile: `Error\n    at f (http://localhost:3000/assets/a.js?v=marie@example.fr:1:2)`,
    });
    expect(res.statusCode, res.body).toBe(204);
    const requestId = res.headers[API_HEADERS.requestId];
    const line = s.logged.find((l) => l.reqId === requestId && l.msg === 'client error report');
    expect(line).toBeDefined();
    expect(line?.rapport).toMatchObject({
      type: 'hydratation',
      page: '/mon-compte/mon-profil',
      version: 'abc123',
      message: 'Échec pour [courriel] sur /recherche/lait',
    });
    expect(JSON.stringify(line)).not.toContain('example.fr');
    expect(JSON.stringify(line)).not.toContain('secret');
    const after = seriesValue(await metricsText(), 'cabas_client_error_reports_total{type="hydratation"}');
    expect(after).toBe(before + 1);
  });

  it('refuses bad input with a 4xx in the API error shape, never a 5xx', async () => {
    const huge = 'x'.repeat(20_000);
    const bodies: unknown[] = [
      {},
      null,
      [],
      [valid],
      'erreur',
      42,
      { ...valid, type: 'autre' },
      { ...valid, type: 1 },
      { ...valid, page: 12 },
      { ...valid, page: 'https://ailleurs.example/page' },
      { ...valid, page: 'sans-barre' },
      { ...valid, page: `/${'a'.repeat(CLIENT_ERROR_LIMITS.page)}` },
      { ...valid, version: 'a b' },
      { ...valid, version: 'v'.repeat(CLIENT_ERROR_LIMITS.version + 1) },
      { ...valid, message: '' },
      { ...valid, message: '   ' },
      { ...valid, message: 'm'.repeat(CLIENT_ERROR_LIMITS.message + 1) },
      { ...valid, message: { texte: 'objet' } },
      { ...valid, pile: 'p'.repeat(CLIENT_ERROR_LIMITS.pile + 1) },
      { ...valid, pile: ['a'] },
      { ...valid, message: huge },
      { ...valid, extra: 'champ en trop' },
      { type: 'erreur' },
      { page: '/', version: '', message: 'sans type' },
      { ...valid, message: 'nul \u0000 caractère' },
    ];
    for (const body of bodies) {
      const res = await report(body, { address: '198.51.100.1' });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expectErrorBody(res, res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    }
    const raws: { raw: string; contentType?: string }[] = [
      { raw: '{"type": "erreur", ' },
      { raw: 'pas du json' },
      { raw: '' },
      { raw: JSON.stringify(valid), contentType: 'text/plain' },
      { raw: JSON.stringify(valid), contentType: 'application/x-www-form-urlencoded' },
      { raw: `{"message":"${'y'.repeat(40_000)}"}` },
      { raw: '\u0000\u0001\u0002' },
    ];
    for (const { raw, contentType } of raws) {
      const res = await report(undefined, { raw, contentType, address: '198.51.100.2' });
      expect(res.statusCode, raw.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectErrorBody(res, res.statusCode);
    }
  });

  it('takes a minimal report (no stack, no build id)', async () => {
    const res = await report({ type: 'rejet', page: '/', version: '', message: 'Promesse rejetée' });
    expect(res.statusCode, res.body).toBe(204);
  });

  it(`is limited to ${CLIENT_ERROR_REPORTS_PER_MINUTE} reports a minute per address`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < CLIENT_ERROR_REPORTS_PER_MINUTE; i++) {
      const res = await report(valid, { address });
      expect(res.statusCode, `report ${i + 1}`).toBe(204);
    }
    const before = seriesValue(await metricsText(), 'cabas_client_error_reports_limited_total') ?? 0;
    const refused = await report(valid, { address });
    expectErrorBody(refused, 429);
    expect(refused.json().code).toBe(API_ERROR_CODES.tooManyRequests);
    expect(seriesValue(await metricsText(), 'cabas_client_error_reports_limited_total')).toBe(before + 1);
    // Another shopper is not held back by this one.
    expect((await report(valid, { address: '192.0.2.78' })).statusCode).toBe(204);
  });
});
