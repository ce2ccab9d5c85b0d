import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_APP_ID,
  API_AUTH_SCHEME,
  API_ERROR_CODES,
  API_HEADERS,
  API_MEDIA_TYPE,
  END_USER_IP_HEADER,
  END_USER_SIGNATURE_HEADER,
  type EndpointErrorCode,
  endpoint,
  messages,
} from '@cabas/contracts';
import { verifyEndUserAddress } from '@cabas/secrets';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { withVerbs } from '../../test/api-verbs.ts';
import {
  ApiError,
  clientSignature,
  createApiClient,
  errorMessage,
  isApiError,
  RETRYABLE_STATUSES,
  resolveStatus,
} from './api-client.server.ts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

const STOREFRONT_SECRET = 'secret-de-la-boutique-pour-les-tests-0123456789';
process.env.STOREFRONT_CLIENT_SECRET = STOREFRONT_SECRET;

let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: Handler = (_req, res) => res.end();

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, { data: [] });
});

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function client(extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return withVerbs(createApiClient({ baseUrl, timeoutMs: 1000, retryDelayMs: 1, ...extra }));
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
}

describe('api client: headers and URLs', () => {
  it('sends the common headers of every call', async () => {
    handler = (_req, res) => json(res, 200, { data: { ok: true } });
    const api = client({
      uuid: 'f1b0c2e4-0000-4000-8000-000000000001',
      token: 'tok',
      userAgent: CHROME_DESKTOP,
      endUserIp: '203.0.113.7',
    });
    const data = await api.get<{ data: { ok: boolean } }>('/magasins/12');
    expect(data).toEqual({ data: { ok: true } });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/magasins/12');
    expect(request?.headers['cache-control']).toBe('no-cache');
    expect(request?.headers.accept).toBe(API_MEDIA_TYPE);
    expect(request?.headers[API_HEADERS.authScheme]).toBe(API_AUTH_SCHEME);
    expect(request?.headers[API_HEADERS.appId]).toBe(API_APP_ID);
    expect(request?.headers[API_HEADERS.signature]).toBe('chrome/126/d');
    expect(request?.headers[API_HEADERS.uuid]).toBe('f1b0c2e4-0000-4000-8000-000000000001');
    expect(request?.headers.authorization).toBe('Bearer tok');
    // The shopper's address, believed by the API only from the storefront (limits per shopper): signed
    // with the storefront's client secret, over HTTP (API_URL) as in-process.
    expect(request?.headers[END_USER_IP_HEADER]).toBe('203.0.113.7');
    const signature = String(request?.headers[END_USER_SIGNATURE_HEADER]);
    expect(verifyEndUserAddress(STOREFRONT_SECRET, '203.0.113.7', signature)).toBe(true);
    expect(verifyEndUserAddress(STOREFRONT_SECRET, '203.0.113.8', signature)).toBe(false);
    // No body, no JSON content type (the API would refuse an empty JSON body).
    expect(request?.headers['content-type']).toBeUndefined();
  });

  it('omits the bearer when there is no token and sends JSON bodies with a JSON content type', async () => {
    handler = (_req, res, body) => json(res, 201, { data: JSON.parse(body) });
    const api = client();
    const data = await api.post<{ data: unknown }>('/magasins/12/checkout', { type_panier: 'drive' });
    expect(data).toEqual({ data: { type_panier: 'drive' } });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.body).toBe('{"type_panier":"drive"}');
  });

  it('encodes query parameters, repeats arrays and skips empty values', async () => {
    const api = client();
    await api.get('/magasins', {
      query: { q: 'Saint-Étienne', limit: 30, latitude: undefined, x: null, f: ['a', 'b'] },
    });
    expect(seen[0]?.url).toBe('/api/magasins?q=Saint-%C3%89tienne&limit=30&f=a&f=b');
  });

  it('returns undefined for an empty 204 answer', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    await expect(client().delete('/me/alias-paiement/3')).resolves.toBeUndefined();
  });
});

describe('api client: retries', () => {
  it.each([...RETRYABLE_STATUSES])('retries a GET once after %i', async (status) => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1) json(res, status, { status_code: status, message: 'KO' });
      else json(res, 200, { data: 'ok' });
    };
    await expect(client().get('/categories')).resolves.toEqual({ data: 'ok' });
    expect(calls).toBe(2);
  });

  it('gives up after one retry and raises the second error', async () => {
    handler = (_req, res) => json(res, 503, { status_code: 503, message: 'Indisponible' });
    const error = await caught(client().get('/categories'));
    expect(seen).toHaveLength(2);
    expect(error.status).toBe(503);
    expect(error.request.attempt).toBe(2);
  });

  it.each([400, 401, 404, 410, 422, 501])('does not retry a GET after %i', async (status) => {
    handler = (_req, res) => json(res, status, { status_code: status, message: 'Non' });
    const error = await caught(client().get('/magasins/1'));
    expect(seen).toHaveLength(1);
    expect(error.status).toBe(status);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s', async (method) => {
    handler = (_req, res) => json(res, 503, { status_code: 503, message: 'Indisponible' });
    const api = client();
    const call =
      method === 'POST'
        ? api.post('/x', { a: 1 })
        : method === 'PUT'
          ? api.put('/x', { a: 1 })
          : method === 'PATCH'
            ? api.patch('/x', { a: 1 })
            : api.delete('/x');
    const error = await caught(call);
    expect(error.status).toBe(503);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe(method);
  });
});

describe('api client: errors', () => {
  it('raises 400-599 as ApiError with request, response, data and status', async () => {
    const body = {
      status_code: 422,
      message: 'Le code postal doit être composé de 5 chiffres.',
      errors: { code_postal: ['Le code postal doit être composé de 5 chiffres.'] },
    };
    handler = (_req, res) => json(res, 422, body);
    const error = await caught(client().get('/magasins', { query: { code_postal: '7501' } }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Le code postal doit être composé de 5 chiffres.');
    expect(error.data).toEqual(body);
    expect(error.fieldErrors).toEqual(body.errors);
    expect(error.request.method).toBe('GET');
    expect(error.request.url).toBe(`${baseUrl}/magasins?code_postal=7501`);
    expect(error.request.headers.accept).toBe(API_MEDIA_TYPE);
    expect(error.response?.status).toBe(422);
    expect(error.response?.headers.get('content-type')).toContain('application/json');
  });

  it('resolves the status from status_code before the HTTP status', async () => {
    handler = (_req, res) => json(res, 400, { status_code: 409, message: 'Carte existante' });
    const error = await caught(client().post('/x', {}));
    expect(error.status).toBe(409);
    expect(error.response?.status).toBe(400);
  });

  it('falls back to the HTTP status, and keeps a non-JSON body as text', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    const error = await caught(client().post('/x', {}));
    expect(error.status).toBe(502);
    expect(error.data).toBe('<h1>Bad gateway</h1>');
    expect(error.message).toBe(messages.generic);
  });

  it('maps 403 and 429 to their French messages', async () => {
    handler = (_req, res) => json(res, 403, { status_code: 403, message: 'Forbidden' });
    expect((await caught(client().post('/x', {}))).message).toBe(messages.tooManyWrongAttempts);
    handler = (_req, res) => json(res, 429, { status_code: 429, message: 'Too many' });
    expect((await caught(client().post('/x', {}))).message).toBe(messages.tooManyAttempts);
  });

  it('times out with a 504 and the temporary-error message, without retrying', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, { late: true }), 400);
    };
    const error = await caught(client({ timeoutMs: 100 }).get('/lent'));
    expect(error.status).toBe(504);
    expect(error.response).toBeNull();
    expect(error.isNoResponse).toBe(true);
    expect(error.message).toBe(messages.temporaryError);
    expect(seen).toHaveLength(1);
  });

  it('gives a 504 when nothing answers, after one retry of a GET', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    let fetches = 0;
    const counting: typeof fetch = (input, init) => {
      fetches += 1;
      return fetch(input, init);
    };
    const api = withVerbs(
      createApiClient({
        baseUrl: `http://127.0.0.1:${port}/api`,
        timeoutMs: 500,
        retryDelayMs: 1,
        fetch: counting,
      }),
    );
    const error = await caught(api.get('/categories'));
    expect(error.status).toBe(504);
    expect(error.response).toBeNull();
    expect(fetches).toBe(2);
  });
});

describe('status resolution and messages', () => {
  it('uses status_code, then the HTTP status, then 500', () => {
    expect(resolveStatus({ status_code: 404 }, 500)).toBe(404);
    expect(resolveStatus({ status_code: '410' }, 500)).toBe(410);
    expect(resolveStatus({ message: 'x' }, 502)).toBe(502);
    expect(resolveStatus(undefined, undefined)).toBe(500);
    expect(resolveStatus({ status_code: 'abc' }, null)).toBe(500);
  });

  it('prefers the server message, else the generic one', () => {
    expect(errorMessage(404, { message: "Ce magasin n'existe pas." })).toBe("Ce magasin n'existe pas.");
    expect(errorMessage(500, {})).toBe(messages.generic);
    expect(errorMessage(504, undefined, true)).toBe(messages.temporaryError);
  });
});

describe('client signature', () => {
  it('reads browser, major version and screen class from the user agent', () => {
    expect(clientSignature(CHROME_DESKTOP)).toBe('chrome/126/d');
    expect(
      clientSignature(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('safari/17/m');
    expect(
      clientSignature('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('firefox/128/d');
    expect(
      clientSignature(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      ),
    ).toBe('edge/126/d');
    expect(clientSignature(undefined)).toBe('other/0/d');
  });
});

describe('api client: the anonymous client token', () => {
  function tokens() {
    let n = 0;
    const invalidated: string[] = [];
    return {
      invalidated,
      source: {
        get: async () => `app-${++n}`,
        invalidate: (token: string) => {
          invalidated.push(token);
        },
      },
    };
  }

  it('is sent only on the calls flagged as needing it', async () => {
    const { source } = tokens();
    const api = client({ clientToken: source });
    await api.get('/magasins/12');
    await api.post('/clients', { email: 'a@b.fr' }, { needsClientToken: true });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers.authorization).toBe('Bearer app-1');
  });

  it("gives way to the shopper's own token", async () => {
    const { source } = tokens();
    await client({ clientToken: source, token: 'client' }).post('/clients', {}, { needsClientToken: true });
    expect(seen[0]?.headers.authorization).toBe('Bearer client');
  });

  it('drops a refused token and tries once more with a new one', async () => {
    const { source, invalidated } = tokens();
    handler = (req, res) =>
      req.headers.authorization === 'Bearer app-1'
        ? json(res, 401, { status_code: 401, message: 'Jeton refusé' })
        : json(res, 200, { data: 'ok' });
    const data = await client({ clientToken: source }).post(
      '/mot-de-passe-oublie',
      {},
      { needsClientToken: true },
    );
    expect(data).toEqual({ data: 'ok' });
    expect(invalidated).toEqual(['app-1']);
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer app-1', 'Bearer app-2']);
  });

  it('does not try again after another error', async () => {
    const { source, invalidated } = tokens();
    handler = (_req, res) => json(res, 422, { status_code: 422, message: 'Invalide', errors: {} });
    const error = await caught(
      client({ clientToken: source }).post('/clients', {}, { needsClientToken: true }),
    );
    expect(error.status).toBe(422);
    expect(invalidated).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

describe('api client: declared calls', () => {
  const declared = endpoint({
    method: 'PUT',
    path: '/magasins/:shop/panier/lignes/:produitId',
    summary: 'Essai',
    tags: ['essai'],
    params: z.object({ shop: z.number(), produitId: z.string() }),
    query: z.object({ type_panier: z.string().optional() }),
    body: z.object({ quantite: z.number() }),
    response: z.object({ data: z.object({ ok: z.boolean() }) }),
    errors: [],
  });

  it('fills the path from the params (encoded), adds the query and sends the body', async () => {
    handler = (_req, res) => json(res, 200, { data: { ok: true } });
    const answer = await client().call(declared, {
      params: { shop: 12, produitId: 'a/b c' },
      query: { type_panier: 'principal' },
      body: { quantite: 2 },
    });
    expect(answer.data.ok).toBe(true);
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url).toBe('/api/magasins/12/panier/lignes/a%2Fb%20c?type_panier=principal');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ quantite: 2 });
  });

  it('refuses a call whose path parameter is missing, before any request', async () => {
    const api = client();
    await expect(
      api.call(declared, { params: { shop: 12, produitId: '' }, body: { quantite: 1 } }),
    ).rejects.toThrow(/produitId/);
    expect(seen).toEqual([]);
  });
});

describe('api client: the errors of a declared call', () => {
  const read = endpoint({
    method: 'GET',
    path: '/magasins/:id',
    summary: 'Essai',
    tags: ['essai'],
    params: z.object({ id: z.number() }),
    response: z.object({ data: z.object({ id: z.number() }) }),
    errors: [API_ERROR_CODES.storeNotFound],
  });
  const other = endpoint({ ...read, path: '/autre/:id', errors: [API_ERROR_CODES.listUnknown] });

  it('carry the call they answer, their code typed with the codes it declares', async () => {
    handler = (_req, res) =>
      json(res, 404, { status_code: 404, message: 'Magasin inconnu.', code: API_ERROR_CODES.storeNotFound });
    const error = await caught(client().call(read, { params: { id: 7 } }));
    expect(error.endpoint).toBe(read);
    expect(isApiError(error, read)).toBe(true);
    expect(isApiError(error, other)).toBe(false);
    if (!isApiError(error, read)) throw new Error('expected an error of the store call');
    expectTypeOf(error.code).toEqualTypeOf<EndpointErrorCode<typeof read> | undefined>();
    expect(error.code).toBe(API_ERROR_CODES.storeNotFound);
    expect(error.hasCode(API_ERROR_CODES.storeNotFound, API_ERROR_CODES.invalidData)).toBe(true);
    expect(error.hasCode(API_ERROR_CODES.badRequest)).toBe(false);
    // A code the call does not declare does not compile.
    // @ts-expect-error `liste_inconnue` is not a code of the store call
    error.hasCode(API_ERROR_CODES.listUnknown);
  });

  it('without an answer, keep their call and no code', async () => {
    const api = client({ fetch: async () => Promise.reject(new Error('connexion refusée')) });
    const error = await caught(api.call(read, { params: { id: 7 } }));
    expect(isApiError(error, read)).toBe(true);
    expect(error.code).toBeUndefined();
    expect(error.hasCode(API_ERROR_CODES.storeNotFound)).toBe(false);
  });
});
