import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allEndpoints, endpoint } from '@cabas/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshDatabase } from '../../../test/test-database.ts';
import { registerApi } from '../../app.ts';
import { endpointRoutes } from './endpoint-routes.ts';

const registered: string[] = [];
let app: FastifyInstance;
let dataDir: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-test-data-'));
  app = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
        registered.push(`${method} ${route.url}`);
  });
  await registerApi(app, { database: fresh.database, config: { publicUrl: 'http://localhost', dataDir } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('API routes come from the declarations of packages/contracts', () => {
  it('registers every declared call', () => {
    const missing = allEndpoints
      .map((e) => `${e.method} /api${e.path}`)
      .filter((key) => !registered.includes(key));
    expect(missing).toEqual([]);
  });

  it('declares every route it registers', () => {
    const declared = new Set(allEndpoints.map((e) => `${e.method} /api${e.path}`));
    const undeclared = registered.filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
  });

  it('declares each call once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe('a declared route', () => {
  const secret = endpoint({
    method: 'POST',
    path: '/essai/:id',
    summary: 'Essai',
    tags: ['essai'],
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ nom: z.string() }),
    response: z.object({ id: z.number(), nom: z.string() }),
    status: 201,
    errors: ['json_invalide'],
  });
  let small: FastifyInstance;
  beforeAll(async () => {
    small = Fastify();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    endpointRoutes(small)(secret, async (request) => ({
      id: request.params.id,
      nom: request.body.nom,
      // A field the response schema does not declare never leaves the API.
      mot_de_passe: 'secret',
    }));
    await small.ready();
  });
  afterAll(() => small.close());

  it('answers with its declared status and only the declared fields', async () => {
    const res = await small.inject({ method: 'POST', url: '/essai/7', payload: { nom: 'Lea' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 7, nom: 'Lea' });
  });

  it('validates its inputs with the declared schemas', async () => {
    const res = await small.inject({ method: 'POST', url: '/essai/abc', payload: { nom: 'Lea' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('a declared route whose handler sends its own answer', () => {
  const text = endpoint({
    method: 'GET',
    path: '/texte',
    summary: 'Essai',
    tags: ['essai'],
    response: z.object({ nom: z.string() }),
    errors: [],
  });
  const gone = endpoint({
    method: 'DELETE',
    path: '/texte',
    summary: 'Essai',
    tags: ['essai'],
    response: null,
    status: 204,
    errors: [],
  });
  const logged: string[] = [];
  let small: FastifyInstance;
  beforeAll(async () => {
    small = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    const route = endpointRoutes(small);
    // Cached answers are sent as JSON text, and the handler returns the reply it sent.
    route(text, async (_request, reply) => reply.type('application/json').send('{"nom":"Lea"}'));
    route(gone, async () => undefined);
    await small.ready();
  });
  beforeEach(() => {
    logged.length = 0;
  });
  afterAll(() => small.close());

  it('sends it once, without a "reply already sent" warning (each one logged a stack)', async () => {
    const res = await small.inject({ method: 'GET', url: '/texte' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nom: 'Lea' });
    expect(logged).toEqual([]);
  });

  it('answers its declared status with an empty body when the handler returns nothing', async () => {
    const res = await small.inject({ method: 'DELETE', url: '/texte' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(logged).toEqual([]);
  });
});
