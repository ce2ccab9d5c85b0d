/**
 * Issue #17: the API's limits count each shopper the storefront serves, not the storefront itself.
 * The real API (SQLite, demo data) and the storefront's real middleware, loaders and actions, joined
 * by the in-process transport as `server.ts` joins them; React Router's static handler answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerApi } from '@cabas/api';
import { openDatabase } from '@cabas/api/database';
import { endpoints, messages } from '@cabas/contracts';
import Fastify from 'fastify';
import {
  createStaticHandler,
  isRouteErrorResponse,
  RouterContextProvider,
  type StaticHandlerContext,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import { DEMO_ACCOUNTS } from '../../api/src/db/seed/accounts.ts';
import { seedDatabase } from '../../api/src/db/seed/index.ts';
import { setApiTransport } from '../../web/app/lib/api-transport.server.ts';
import { CLIENT_IP_HEADER } from '../../web/app/lib/client-ip.ts';
import { inProcessApiFetch } from '../src/in-process-api.ts';

const RATE_LIMIT_MAX = 6;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-web-limits-'));
const database = openDatabase({ sqliteFile: path.join(dataDir, 'cabas.sqlite') });
const app = Fastify();
let handler: ReturnType<typeof createStaticHandler>;

beforeAll(async () => {
  process.env.STOREFRONT_CLIENT_SECRET = 'secret-de-la-boutique-pour-les-limites-0123456789';
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  await migrateToLatest(database.db);
  await seedDatabase(database, { limit: 50 });
  await registerApi(app, {
    database,
    config: {
      publicUrl: 'http://shop.test',
      dataDir,
      storefrontClientSecret: process.env.STOREFRONT_CLIENT_SECRET,
      authRateLimitMax: 100,
    },
    rateLimit: { max: RATE_LIMIT_MAX, timeWindow: '1 minute' },
  });
  setApiTransport(inProcessApiFetch(app, 'http://127.0.0.1:3000/api'));
  await app.ready();

  const { storeContextMiddleware } = await import('../../web/app/features/stores/store-context.server.ts');
  const { chooserLoader } = await import('../../web/app/features/stores/chooser.server.ts');
  const { loginAction } = await import('../../web/app/features/auth/auth.server.ts');
  const { authedApi } = await import('../../web/app/lib/authed-api.server.ts');
  type Args = { request: Request; context: Readonly<RouterContextProvider> };
  // The root middleware of `root.tsx`, around one loader or action.
  const withShop =
    <T>(run: (args: Args) => Promise<T>) =>
    async (args: Args): Promise<T> => {
      let result: T | undefined;
      await storeContextMiddleware({ ...args, params: {} } as never, async () => {
        result = await run(args);
        return new Response(null);
      });
      return result as T;
    };
  handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      children: [
        {
          id: 'chooser',
          path: 'magasins/choisir',
          loader: withShop(({ request, context }) => chooserLoader(request, context)),
        },
        {
          id: 'login',
          path: 'connexion',
          action: withShop(({ request, context }) => loginAction(request, context)),
        },
        {
          id: 'account',
          path: 'mon-compte',
          loader: withShop(async ({ request, context }) =>
            (await authedApi(request, context)).call(endpoints.accounts.me),
          ),
        },
      ],
    },
  ]);
  // Loading the demo data takes seconds on a busy 2-core machine.
}, 180_000);

afterAll(async () => {
  setApiTransport(undefined);
  await app.close();
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function page(url: string, address: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  // What `server/web.ts` hands React Router: the address its HTTP server saw.
  headers.set(CLIENT_IP_HEADER, address);
  const request = new Request(`http://shop.test${url}`, { ...init, headers });
  return handler.query(request, { requestContext: new RouterContextProvider() });
}

const status = (result: StaticHandlerContext | Response) => (result as StaticHandlerContext).statusCode;

describe("the API's limits behind the storefront (issue #17)", () => {
  it('stop the busy shopper with the 429 page; another shopper still logs in and sees their account', async () => {
    const busy = '198.51.100.20';
    for (let i = 0; i < RATE_LIMIT_MAX; i++)
      expect(status(await page('/magasins/choisir?recherche=Paris', busy))).toBe(200);
    const limited = (await page('/magasins/choisir?recherche=Paris', busy)) as StaticHandlerContext;
    expect(limited.statusCode).toBe(429);
    // The route error of the 429 page (features/errors), with the spec's message; not a 500.
    const [error] = Object.values(limited.errors ?? {});
    expect(isRouteErrorResponse(error) && error.status).toBe(429);
    expect(isRouteErrorResponse(error) && error.data).toMatchObject({ message: messages.tooManyAttempts });

    const other = '203.0.113.45';
    expect(status(await page('/magasins/choisir?recherche=Lyon', other))).toBe(200);
    const login = (await page('/connexion', other, {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...DEMO_ACCOUNTS.standard, redirectTo: '/mon-compte' }),
    })) as Response;
    expect(login.status).toBe(302);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const account = (await page('/mon-compte', other, { headers: { cookie } })) as StaticHandlerContext;
    expect(account.statusCode).toBe(200);
    expect(account.loaderData.account).toMatchObject({ data: { attributes: { prenom: 'Marie' } } });
  });
});
