import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, isApiError } from '../../web/app/lib/api-client.server.ts';
import { withVerbs } from '../../web/test/api-verbs.ts';
import { inProcessApiFetch } from '../src/in-process-api.ts';

const BASE = 'http://127.0.0.1:3000/api';

describe('the in-process API transport', () => {
  const app = Fastify();
  const seen: { ip: string; headers: Record<string, unknown>; body: unknown }[] = [];
  beforeAll(async () => {
    app.get('/api/echo', async (request) => {
      seen.push({ ip: request.ip, headers: request.headers, body: undefined });
      return { query: request.query };
    });
    app.post('/api/lignes', async (request, reply) => {
      seen.push({ ip: request.ip, headers: request.headers, body: request.body });
      reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      return reply.code(201).send({ ok: true });
    });
    app.delete('/api/lignes', async (_request, reply) => reply.code(204).send());
    app.get('/api/refus', async (_request, reply) =>
      reply.code(422).send({ status_code: 422, message: 'La quantité est invalide.', errors: { q: ['x'] } }),
    );
    app.get('/api/lent', () => new Promise(() => {}));
    transport = inProcessApiFetch(app, BASE);
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => vi.unstubAllGlobals());

  let transport: typeof fetch;
  const fetchInProcess = () => transport;

  it('answers a GET with its status, headers and JSON body, the caller seen as 127.0.0.1', async () => {
    const response = await fetchInProcess()(`${BASE}/echo?page=2&tri=prix`, {
      headers: { 'x-uuid': 'abc', accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ query: { page: '2', tri: 'prix' } });
    expect(seen.at(-1)?.ip).toBe('127.0.0.1');
    expect(seen.at(-1)?.headers['x-uuid']).toBe('abc');
  });

  it('sends a JSON body and keeps every Set-Cookie header', async () => {
    const response = await fetchInProcess()(`${BASE}/lignes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ produit_id: 7 }),
    });
    expect(response.status).toBe(201);
    expect(seen.at(-1)?.body).toEqual({ produit_id: 7 });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('answers 204 without a body', async () => {
    const response = await fetchInProcess()(`${BASE}/lignes`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('gives the api client the same errors as over HTTP', async () => {
    const api = withVerbs(createApiClient({ baseUrl: BASE, timeoutMs: 1000, fetch: fetchInProcess() }));
    const error = await api.get('/refus').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.message).toBe('La quantité est invalide.');
    expect(isApiError(error) && error.fieldErrors).toEqual({ q: ['x'] });
  });

  it('stops waiting when the call is aborted (time limit)', async () => {
    const api = withVerbs(createApiClient({ baseUrl: BASE, timeoutMs: 30, fetch: fetchInProcess() }));
    const error = await api.post('/lent').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
    const timedOut = await api.get('/lent').catch((e: unknown) => e);
    expect(isApiError(timedOut) && timedOut.isNoResponse).toBe(true);
    const slow = await fetchInProcess()(`${BASE}/lent`, { signal: AbortSignal.timeout(30) }).catch(
      (e: unknown) => e,
    );
    expect((slow as Error).name).toBe('TimeoutError');
  });

  it('sends a call to another address over the network', async () => {
    const network = vi.fn(async () => new Response('dehors'));
    vi.stubGlobal('fetch', network);
    const response = await fetchInProcess()('http://autre.exemple.fr/api/echo');
    expect(await response.text()).toBe('dehors');
    expect(network).toHaveBeenCalledOnce();
  });

  it('leaves the answers of every other caller as they are (HTTP, tests injecting requests)', async () => {
    const direct = await app.inject({
      url: '/api/echo?page=3',
      headers: { 'x-cabas-appel-interne': 'devine' },
    });
    expect(direct.json()).toEqual({ query: { page: '3' } });
    const response = await fetchInProcess()(`${BASE}/echo?page=3`);
    expect(await response.text()).toBe('{"query":{"page":"3"}}');
  });
});
