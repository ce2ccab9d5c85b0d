/**
 * Issue #35: the API answers a shopper's documents past their limit with 429. Whichever link the
 * shopper followed (the order's `?downloadPDF=1`, an invoice, a till receipt), the storefront shows
 * the 429 page with the specification's message, not a broken download (a JSON body to save, or the
 * order page's "cannot open this document" block). React Router's own request handler decides, from
 * the real route modules: a route without a component nor an error boundary is a resource route,
 * whose errors become JSON.
 */
import { API_ERROR_CODES, messages } from '@cabas/contracts';
import { createRequestHandler, isRouteErrorResponse, type ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

type Manifest = ServerBuild['routes'];
type RouteModule = Manifest[string] extends infer R ? (R extends { module: infer M } ? M : never) : never;

let cookie: string;
let modules: Record<'orderDetail' | 'invoice' | 'receipt' | 'order', RouteModule>;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  const { commitSession } = await import('../../lib/session.server.ts');
  cookie = (
    await commitSession(new Request('http://shop.test/'), {
      accessToken: 'a1',
      refreshToken: 'r1',
      prenom: 'Marie',
      isPro: false,
    })
  ).split(';')[0]!;
  const { orderPdfMiddleware } = await import('./order-pdf.server.ts');
  modules = {
    // The order page (`routes/order-detail.tsx`): its middleware answers `?downloadPDF=1`.
    orderDetail: {
      middleware: [orderPdfMiddleware],
      loader: () => ({ page: 'commande' }),
      default: () => null,
    } as unknown as RouteModule,
    invoice: (await import('../../routes/resources/invoice-pdf.ts')) as unknown as RouteModule,
    receipt: (await import('../../routes/resources/receipt-pdf.ts')) as unknown as RouteModule,
    order: (await import('../../routes/resources/order-pdf.ts')) as unknown as RouteModule,
  };
});

/**
 * A server build of the root and the document routes, whose page rendering answers the status and
 * the route errors React Router would render (the root's error boundary shows `ErrorPage`).
 */
function build(): ServerBuild {
  const manifest: Manifest = {
    root: {
      id: 'root',
      path: '',
      module: { loader: () => 'root', default: () => null, ErrorBoundary: () => null },
    } as Manifest[string],
  };
  const add = (id: string, path: string, module: RouteModule) => {
    manifest[id] = { id, parentId: 'root', path, module } as Manifest[string];
  };
  add('order-detail', 'mon-compte/mes-commandes/:id', modules.orderDetail);
  add('order-pdf', 'mon-compte/mes-commandes/:id/pdf', modules.order);
  add('invoice-pdf', 'mon-compte/mes-commandes/:id/facture/pdf', modules.invoice);
  add('receipt-pdf', 'mon-compte/mes-commandes/en-magasin/:id/pdf', modules.receipt);
  const assetRoutes = Object.fromEntries(
    Object.values(manifest).map((route) => [
      route!.id,
      { ...route!, module: `/assets/${route!.id}.js`, hasLoader: true, hasAction: false },
    ]),
  );
  return {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          _headers: Headers,
          context: { staticHandlerContext: { errors: Record<string, unknown> | null } },
        ) => {
          const errors = Object.fromEntries(
            Object.entries(context.staticHandlerContext.errors ?? {}).map(([id, error]) => [
              id,
              isRouteErrorResponse(error) ? { status: error.status, data: error.data } : String(error),
            ]),
          );
          return Response.json({ page: true, status, errors }, { status });
        },
      },
    },
    routes: manifest,
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: assetRoutes,
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

/** The storefront's answer to `path`, its API answering documents with `document()`. */
async function visit(path: string, document: () => Response) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(new URL(url).pathname.replace(/^\/api/, ''));
    return document();
  }) as typeof globalThis.fetch;
  const context = fakeShopContext(fetch, 2, { clientToken: false, uuid: 'u' });
  const handler = createRequestHandler(build());
  const request = new Request(`http://shop.test${path}`, { headers: { cookie } });
  return { calls, response: await handler(request, context as never) };
}

const limited = () =>
  Response.json(
    { status_code: 429, message: messages.tooManyAttempts, code: API_ERROR_CODES.tooManyRequests },
    { status: 429 },
  );
const pdf = () =>
  new Response(PDF, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="document.pdf"',
    },
  });

const LINKS = [
  { link: '/mon-compte/mes-commandes/7?downloadPDF=1', api: '/me/commandes/7/pdf' },
  { link: '/mon-compte/mes-commandes/7/pdf', api: '/me/commandes/7/pdf' },
  { link: '/mon-compte/mes-commandes/7/facture/pdf', api: '/me/commandes/7/facture/pdf' },
  { link: '/mon-compte/mes-commandes/en-magasin/9/pdf', api: '/me/tickets/9/pdf' },
];

describe('a document past the shopper’s limit (issue #35)', () => {
  for (const { link, api } of LINKS) {
    it(`${link}: the 429 page with the specification’s message`, async () => {
      const { calls, response } = await visit(link, limited);
      expect(calls).toEqual([api]);
      expect(response.status).toBe(429);
      expect(response.headers.get('content-disposition')).toBeNull();
      const page = await response.json();
      expect(page).toMatchObject({ page: true, status: 429 });
      expect(page.errors.root).toMatchObject({ status: 429, data: { message: messages.tooManyAttempts } });
    });

    it(`${link}: the PDF itself when the API gives it`, async () => {
      const { response } = await visit(link, pdf);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    });
  }
});
