import { API_MEDIA_TYPE, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('answers unknown API routes with a JSON 404 in French', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nulle-part' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status_code: 404,
      message: "Cette adresse de l'API n'existe pas.",
      code: 'adresse_inconnue',
    });
  });

  it('accepts the vendor media type and the app id, and tags answers with a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/categories?profondeur=1',
      headers: { accept: API_MEDIA_TYPE, 'x-app-id': '1', 'x-request-id': 'essai-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('essai-123');
    const other = await t.app.inject({ method: 'GET', url: '/api/categories?profondeur=1' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('has liveness and readiness probes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.dialect });
  });

  it('publishes its OpenAPI description at /api/docs', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/magasins', '/magasins/{id}', '/communes']),
    );
  });

  it('hides internal errors behind the generic French message, without a stack', async () => {
    const app = await buildApp({ database: t.database, config: { publicUrl: 'http://localhost' } });
    await app.register(
      async (api) => {
        api.get('/boom', async () => {
          throw new Error('secret internal detail');
        });
      },
      { prefix: '/api' },
    );
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status_code: 500, message: messages.generic, code: 'erreur_interne' });
    await app.close();
  });

  it('refuses a malformed JSON body with a clear 400', async () => {
    const app = await buildApp({ database: t.database, config: { publicUrl: 'http://localhost' } });
    await app.register(
      async (api) => {
        api.post('/echo', async (request) => request.body);
      },
      { prefix: '/api' },
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': API_MEDIA_TYPE },
      payload: '{"titre": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status_code: 400,
      message: 'Le corps de la requête n’est pas un JSON valide.'.replace('’', "'"),
      code: 'json_invalide',
    });
    const good = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': API_MEDIA_TYPE },
      payload: '{"titre":"Courses"}',
    });
    expect(good.json()).toEqual({ titre: 'Courses' });
    await app.close();
  });
});
