import { API_ERROR_CODES, apiMessages, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer } from '../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { HttpError } from './errors.ts';
import { API_ERROR_SCHEMA_NAME } from './openapi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALL_CODES = Object.values(API_ERROR_CODES);

describe('error codes in the OpenAPI document', () => {
  it('lists every code of API_ERROR_CODES in the error body schema, with the code required', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = spec.components.schemas[API_ERROR_SCHEMA_NAME];
    expect(schema.required).toEqual(expect.arrayContaining(['status_code', 'message', 'code']));
    expect([...schema.properties.code.enum].sort()).toEqual([...ALL_CODES].sort());
  });

  it('points every operation at the error body for its errors', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ref = `#/components/schemas/${API_ERROR_SCHEMA_NAME}`;
    let operations = 0;
    for (const [path, item] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(
      spec.paths,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        operations++;
        expect(operation.responses.default, `${method} ${path}`).toEqual({
          description: 'Erreur',
          content: { 'application/json': { schema: { $ref: ref } } },
        });
      }
    }
    expect(operations).toBeGreaterThan(30);
  });
});

describe('every error body carries a code', () => {
  it('an unknown API address: 404 adresse_inconnue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nulle-part' });
    expect(res.json()).toEqual({
      status_code: 404,
      message: apiMessages.routeNotFound,
      code: API_ERROR_CODES.routeNotFound,
    });
  });

  it('a call that needs a session, without one: 401 non_authentifie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status_code: 401,
      message: messages.mustLogin,
      code: API_ERROR_CODES.unauthenticated,
    });
  });

  it('a token that cannot be read: 401 session_expiree', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer('pas-un-jeton') });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(API_ERROR_CODES.sessionExpired);
  });

  it('a body whose fields fail their schema: 422 donnees_invalides with the field errors', async () => {
    const token = await appToken(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: bearer(token),
      payload: { optIn: 'oui' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(API_ERROR_CODES.invalidData);
    expect(body.errors.optIn?.[0]).toMatch(/^Entrée invalide/);
  });

  it('a body that is not JSON: 415 type_de_contenu_non_accepte', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'grant_type=password',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(API_ERROR_CODES.unsupportedMediaType);
  });

  it('a burst of calls: 429 trop_de_requetes with the French message', async () => {
    const limited = await createTestApp({ rateLimit: { max: 1, timeWindow: '1 minute' } });
    try {
      expect((await limited.app.inject({ method: 'GET', url: '/api/infos' })).statusCode).toBe(200);
      const res = await limited.app.inject({ method: 'GET', url: '/api/infos' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toEqual({
        status_code: 429,
        message: messages.tooManyAttempts,
        code: API_ERROR_CODES.tooManyRequests,
      });
    } finally {
      await limited.close();
    }
  });

  it('errors thrown with or without a code, and unexpected failures', async () => {
    const app = await buildApp({ database: t.database, config: { publicUrl: 'http://localhost' } });
    await app.register(
      async (api) => {
        api.get('/conflit', async () => {
          throw new HttpError(409, 'Déjà fait.');
        });
        api.get('/propre-code', async () => {
          throw new HttpError(403, 'Non.', undefined, API_ERROR_CODES.storefrontTokenRequired);
        });
        api.get('/parti', async () => {
          throw new HttpError(410, 'Trop tard.');
        });
        api.get('/panne', async () => {
          throw new Error('détail interne');
        });
      },
      { prefix: '/api' },
    );
    const body = async (url: string) => (await app.inject({ method: 'GET', url })).json();
    try {
      expect(await body('/api/conflit')).toEqual({
        status_code: 409,
        message: 'Déjà fait.',
        code: API_ERROR_CODES.conflict,
      });
      expect((await body('/api/propre-code')).code).toBe(API_ERROR_CODES.storefrontTokenRequired);
      expect((await body('/api/parti')).code).toBe(API_ERROR_CODES.gone);
      expect(await body('/api/panne')).toEqual({
        status_code: 500,
        message: messages.generic,
        code: API_ERROR_CODES.internalError,
      });
    } finally {
      await app.close();
    }
  });
});
