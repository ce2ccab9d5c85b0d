import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allEndpoints, endpoint } from '@cabas/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshDatabase } from '../../../test/test-database.ts';
import { registerApi } from '../../app.ts';
import { endpointRoutes } from './endpoint-routes.ts';

/**
 * Routes under /api that are not declared in packages/contracts yet. The list only shrinks: a new
 * route is declared there first.
 */
const NOT_YET_DECLARED = new Set<string>([
  // catalogue, stores, communes, images (helper "catalogue")
  'GET /api/communes',
  'GET /api/communes/:id',
  'GET /api/images/categories/:file',
  'GET /api/images/produits/:file',
  'GET /api/infos',
  'GET /api/magasins',
  'GET /api/magasins/:id',
  'GET /api/magasins/:id/communes-livraison',
  'GET /api/magasins/:id/eligibilite-livraison',
  'GET /api/magasins/:id/infos',
  'GET /api/magasins/:shop/navigation-content/:category',
  'GET /api/magasins/:shop/panachages/:id',
  'GET /api/magasins/:shop/produits/:id',
  'GET /api/magasins/:shop/recherche',
  'GET /api/magasins/:shop/recherche-ean',
  'GET /api/magasins/:shop/suggestions',
  'GET /api/magasins/:shopId/produits/:productId/reviews',
  'GET /api/product-infos/:id',
  'GET /api/product-infos/recherche',
  // checkout, slots, addresses, instalments, payments, orders (helper "checkout")
  'GET /api/adresseSuggestions/communes',
  'POST /api/magasins/:shop/checkout',
  'DELETE /api/magasins/:shop/checkout/:id',
  'GET /api/magasins/:shop/checkout/:id',
  'PUT /api/magasins/:shop/checkout/:id',
  'DELETE /api/magasins/:shop/checkout/:id/carte-cadeau',
  'POST /api/magasins/:shop/checkout/:id/carte-cadeau',
  'DELETE /api/magasins/:shop/checkout/:id/creneau',
  'POST /api/magasins/:shop/checkout/:id/creneau',
  'GET /api/magasins/:shop/checkout/:id/creneaux',
  'GET /api/magasins/:shop/checkout/:id/modes-paiement',
  'POST /api/magasins/:shop/checkout/:id/processAvantages',
  'POST /api/magasins/:shop/checkout/:id/processCodePromo',
  'POST /api/magasins/:shop/checkout/:id/processFormRedevance',
  'POST /api/magasins/:shop/checkout/:id/processPaiement',
  'POST /api/magasins/:shop/checkout/:id/processPaiementCarteCarrefour',
  'GET /api/magasins/:shop/planning',
  'GET /api/me/adresses',
  'POST /api/me/adresses',
  'DELETE /api/me/adresses/:id',
  'PUT /api/me/adresses/:id',
  'GET /api/me/commandes',
  'GET /api/me/commandes/:id',
  'PUT /api/me/commandes/:id',
  'GET /api/paiement-sandbox/:session',
  'POST /api/paiement-sandbox/:session',
  'POST /api/paiement-sandbox/:session/3ds',
  'POST /api/paiement-sandbox/:session/annulation',
  'POST /api/paiements/notifications',
  'GET /api/ws/v1/simulation-echeancier',
  // auth, captcha, accounts (helper "accounts")
  'POST /api/auth/logout',
  'POST /api/auth/token',
  'GET /api/captcha/challenge',
  'POST /api/clients',
  'GET /api/me',
  'PUT /api/me',
  'GET /api/me/magasin-autorisation',
  'PUT /api/me/password',
  'POST /api/mot-de-passe-oublie',
  'POST /api/mot-de-passe-oublie/reinitialisation',
  'POST /api/mot-de-passe-oublie/verification',
]);

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
    const undeclared = registered.filter((key) => !declared.has(key) && !NOT_YET_DECLARED.has(key));
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
