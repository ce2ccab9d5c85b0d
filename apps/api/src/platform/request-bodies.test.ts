import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ERROR_CODES, apiMessages } from '@cabas/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../test/accounts-helpers.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { registerApi } from '../app.ts';
import { requireClient } from './auth/guards.ts';

/** Bodies that are not JSON objects get French answers; the token is checked first. */
let app: FastifyInstance;
let dataDir: string;
let drop: () => Promise<void>;
/** Every route guarded by `requireClient`, whatever hook declares it, as the modules wrote it. */
const guarded: { method: string; url: string }[] = [];

const hooksOf = (route: RouteOptions) =>
  (['onRequest', 'preValidation', 'preHandler'] as const).flatMap((name) => {
    const hooks = route[name];
    return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  });

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-test-data-'));
  app = Fastify();
  app.addHook('onRoute', (route) => {
    if (!hooksOf(route).includes(requireClient)) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') guarded.push({ method, url: route.url });
  });
  await registerApi(app, { database: fresh.database, config: { publicUrl: 'http://localhost', dataDir } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The TestApp shape the account helpers take. */
const asTestApp = () => ({ app, dataDir, database: undefined as never, close: async () => {} });

describe('request bodies and guard order', () => {
  it('answers a text/plain body with a French 415 and its code', async () => {
    const token = await appToken(asTestApp());
    const res = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: 'civilite=Mme',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status_code: 415,
      message: apiMessages.unsupportedMediaType,
      code: API_ERROR_CODES.unsupportedMediaType,
    });
  });

  it('answers JSON that is not an object (array, string, number, null) with a French 422', async () => {
    const token = await appToken(asTestApp());
    for (const payload of ['[1,2]', '"bonjour"', '42', 'null']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/clients',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json(), payload).toEqual({
        status_code: 422,
        message: apiMessages.bodyNotObject,
        errors: { _: [apiMessages.bodyNotObject] },
        code: API_ERROR_CODES.bodyNotObject,
      });
    }
  });

  it('answers a malformed JSON body with a French 400 and its code', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_code: 400,
      message: apiMessages.badJson,
      code: API_ERROR_CODES.invalidJson,
    });
  });

  it('words the wrong types no schema words in French too', async () => {
    const token = await appToken(asTestApp());
    const res = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: bearer(token),
      payload: { optIn: 'oui', optin_sms_suivi_commande_drive: [true] },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    for (const field of ['optIn', 'optin_sms_suivi_commande_drive']) {
      expect(errors[field]?.[0], field).toMatch(/^Entrée invalide/);
    }
  });

  it('checks the token before the body on every route guarded by requireClient', async () => {
    expect(guarded.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const { method, url } of guarded) {
      // Path ids that fail their own validation, a bad query and a body of the wrong shape.
      const target = `${url.replace(/:\w+/g, 'zz')}?dateLastUpdate=x&magasin_id=zz`;
      const res = await app.inject({
        method: method as 'POST',
        url: target,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: [1] }),
      });
      if (res.statusCode !== 401) failures.push(`${method} ${url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
