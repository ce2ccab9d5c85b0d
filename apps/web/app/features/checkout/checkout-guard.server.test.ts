import { type CartKind, messages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { redirectOf, visitGuarded } from '../../../test/guard-layout.ts';
import { wireCart, wireCheckoutAmounts, wireOrderModes } from '../../../test/wire-answers.ts';
import { createApiClient } from '../../lib/api-client.server.ts';
import { CHECKOUT_COOKIE, checkoutRefCookie } from '../../lib/checkout-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';

type Layout = typeof import('../../layouts/checkout-steps.tsx');
/** A route module's middleware (each route's own argument types). */
type StepRoute = { middleware: readonly ((...args: never[]) => unknown)[] };
type Sessions = typeof import('../../lib/session.server.ts');
type CheckoutSession = typeof import('./checkout-session.server.ts');
let layout: Layout;
/** The step pages by their address, as `routes.ts` registers them under the steps' layout. */
let stepRoutes: [RegExp, StepRoute][];
let sessions: Sessions;
let checkoutSession: CheckoutSession;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  layout = await import('../../layouts/checkout-steps.tsx');
  stepRoutes = [
    [/^\/commander$/, await import('../../routes/checkout/start.tsx')],
    [/^\/commander\/mode-livraison$/, await import('../../routes/checkout/delivery-mode.tsx')],
    [
      /^\/commander\/adresse-livraison(\/[^/]+)?$/,
      await import('../../routes/checkout/delivery-address.tsx'),
    ],
    [/^\/commander\/paiement-et-avantages$/, await import('../../routes/checkout/payment.tsx')],
    [/^\/commander\/produits-incompatibles$/, await import('../../routes/checkout/incompatible.tsx')],
  ];
  sessions = await import('../../lib/session.server.ts');
  checkoutSession = await import('./checkout-session.server.ts');
});

interface Progress {
  service?: boolean;
  homeDelivery?: boolean;
  address?: boolean;
  slot?: boolean;
  lines?: number;
  /** Lines of the cart step 1 reads (`GET /api/magasins/7/panier`). */
  cartLines?: number;
  /** The cart read fails (503). */
  cartDown?: boolean;
}

/** The fake API: checkout 5 of store 7, as far as `progress` goes (`null`: no such checkout). */
function fakeApi(progress: Progress | null) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    const { pathname, search } = new URL(url);
    calls.push(pathname + search);
    if (pathname === '/api/magasins/7/checkout/5') {
      if (!progress)
        return Response.json(
          { status_code: 404, message: 'Introuvable', code: 'checkout_introuvable' },
          { status: 404 },
        );
      return Response.json({
        data: {
          id: 5,
          attributes: {
            service_id: progress.service ? 3 : null,
            mode_commande: progress.homeDelivery ? 'LAD' : 'DRIVE',
            idAdresseLivraison: progress.address ? 9 : null,
            creneau: progress.slot ? { id: 1 } : null,
            panier: wireCart({ nb_articles: progress.lines ?? 2 }),
            montants: wireCheckoutAmounts(),
          },
          modesCommande: wireOrderModes(),
        },
      });
    }
    if (pathname === '/api/magasins/7/panier' && progress?.cartDown)
      return Response.json({ status_code: 503, message: 'Indisponible' }, { status: 503 });
    if (pathname === '/api/magasins/7/panier')
      return Response.json({ data: wireCart({ nb_articles: progress?.cartLines ?? 3 }) });
    return Response.json({ message: 'unexpected' }, { status: 500 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

/** The checkout cookie step 1 sets, for a ref written `id.store.kind`; `forged` keeps it unsigned. */
async function signedRef(ref: string): Promise<string> {
  if (ref.startsWith('forged:')) return `${CHECKOUT_COOKIE}=${ref.slice(7)}`;
  const [id, store, kind] = ref.split('.');
  return checkoutRefCookie({ id: Number(id), store: Number(store), kind: kind as CartKind }, false);
}

async function visit(
  path: string,
  options: { shopper?: 'visitor' | 'customer' | 'pro'; storeId?: number | null; ref?: string } & {
    progress?: Progress | null;
    method?: string;
  } = {},
) {
  const api = fakeApi(options.progress === undefined ? {} : options.progress);
  const context = new RouterContextProvider();
  const cookies: string[] = [];
  const shopper = options.shopper ?? 'customer';
  if (shopper !== 'visitor') {
    const cookie = await sessions.commitSession(new Request('http://shop.test/'), {
      accessToken: 'a',
      refreshToken: 'r',
      prenom: 'Marie',
      isPro: shopper === 'pro',
    });
    cookies.push(cookie.split(';')[0]!);
  }
  if (options.ref) cookies.push((await signedRef(options.ref)).split(';')[0]!);
  const cookieHeader = cookies.join('; ') || null;
  context.set(shopContext, {
    uuid: 'u',
    storeId: options.storeId === undefined ? 7 : options.storeId,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 500, fetch: api.fetch }),
    cookieHeader,
    flash: new FlashMessages(cookieHeader),
    secure: false,
    setCookie: () => {},
  });
  const headers = new Headers(cookieHeader ? { cookie: cookieHeader } : {});
  const request = new Request(`http://shop.test${path}`, { headers, method: options.method ?? 'GET' });
  const { pathname } = new URL(request.url);
  const page = stepRoutes.find(([address]) => address.test(pathname))?.[1];
  if (!page) throw new Error(`no checkout step at ${pathname}`);
  const middleware = [...layout.middleware, ...page.middleware] as Layout['middleware'];
  const result = await visitGuarded(middleware, request, context);
  return { ...result, calls: api.calls, request, context };
}

const firstStep = { status: 302, location: '/commander?type_panier=drive' };

describe('the checkout steps middleware', () => {
  it('a visitor gets the 401 page with the login message, on every step, without any API call', async () => {
    for (const path of ['/commander', '/commander/mode-livraison', '/commander/paiement-et-avantages']) {
      const visitor = await visit(path, { shopper: 'visitor', ref: '5.7.drive' });
      expect(visitor.pageRan).toBe(false);
      expect(visitor.outcome).toMatchObject({ data: { message: messages.mustLogin }, init: { status: 401 } });
      expect(visitor.calls).toEqual([]);
    }
  });

  it('a pro is sent to the pro checkout', async () => {
    for (const path of ['/commander', '/commander/adresse-livraison/4']) {
      const pro = await visit(path, { shopper: 'pro', ref: '5.7.drive' });
      expect(redirectOf(pro.outcome)).toEqual({ status: 302, location: '/commander-pro' });
    }
  });

  it('step 1 is shown to a customer whose cart holds something, and in national mode without the cart', async () => {
    const customer = await visit('/commander?type_panier=click_and_collect');
    expect(customer.pageRan).toBe(true);
    expect(customer.calls).toEqual(['/api/magasins/7/panier?type_panier=click_and_collect']);
    const national = await visit('/commander?type_panier=drive', { storeId: null });
    expect(national.pageRan).toBe(true);
    expect(national.calls).toEqual([]);
  });

  it('step 1 with an empty cart goes back to the cart of that kind', async () => {
    const empty = await visit('/commander?type_panier=click_and_collect', { progress: { cartLines: 0 } });
    expect(empty.pageRan).toBe(false);
    expect(redirectOf(empty.outcome)).toEqual({
      status: 302,
      location: '/panier?type_panier=click_and_collect',
    });
    const unknownKind = await visit('/commander?type_panier=autre', { progress: { cartLines: 0 } });
    expect(redirectOf(unknownKind.outcome)).toEqual({ status: 302, location: '/panier?type_panier=drive' });
  });

  it('a form posted to step 1 (a warning dismissed) is not held up by the cart check', async () => {
    const posted = await visit('/commander', { progress: { cartLines: 0 }, method: 'POST' });
    expect(posted.pageRan).toBe(true);
    expect(posted.calls).toEqual([]);
  });

  it('step 1 is left to answer for itself when the cart cannot be read', async () => {
    const failing = await visit('/commander', { progress: { cartDown: true } });
    expect(failing.pageRan).toBe(true);
  });

  it('a later step without the checkout of step 1 in this store goes back to step 1', async () => {
    expect(redirectOf((await visit('/commander/mode-livraison')).outcome)).toEqual(firstStep);
    const otherStore = await visit('/commander/mode-livraison', { ref: '5.8.drive' });
    expect(redirectOf(otherStore.outcome)).toEqual(firstStep);
    const national = await visit('/commander/mode-livraison', { ref: '5.7.drive', storeId: null });
    expect(redirectOf(national.outcome)).toEqual(firstStep);
    const gone = await visit('/commander/mode-livraison', { ref: '5.7.click_and_collect', progress: null });
    expect(redirectOf(gone.outcome)).toEqual({
      status: 302,
      location: '/commander?type_panier=click_and_collect',
    });
  });

  it('a checkout cookie tampered with or written unsigned is ignored: back to step 1, no API call', async () => {
    const genuine = (await signedRef('5.7.drive')).split(';')[0]!.slice(CHECKOUT_COOKIE.length + 1);
    // Another checkout id under the genuine signature.
    const [value, signature] = [
      genuine.slice(0, genuine.lastIndexOf('.')),
      genuine.slice(genuine.lastIndexOf('.') + 1),
    ];
    const otherValue = Buffer.from(JSON.stringify({ id: 6, store: 7, kind: 'drive' })).toString('base64');
    expect(otherValue).not.toBe(value);
    for (const ref of [`forged:${otherValue}.${signature}`, 'forged:5.7.drive', `forged:${value}`]) {
      const answer = await visit('/commander/mode-livraison', { ref, progress: {} });
      expect(redirectOf(answer.outcome), ref).toEqual(firstStep);
      expect(answer.calls, ref).toEqual([]);
    }
    const genuineVisit = await visit('/commander/mode-livraison', { ref: '5.7.drive', progress: {} });
    expect(genuineVisit.pageRan).toBe(true);
  });

  it('keeps the order of the steps', async () => {
    const ref = '5.7.drive';
    expect((await visit('/commander/mode-livraison', { ref, progress: {} })).pageRan).toBe(true);
    expect((await visit('/commander/produits-incompatibles', { ref, progress: {} })).pageRan).toBe(true);
    const noService = await visit('/commander/paiement-et-avantages', { ref, progress: {} });
    expect(redirectOf(noService.outcome)).toEqual(firstStep);
    const noSlot = await visit('/commander/paiement-et-avantages', { ref, progress: { service: true } });
    expect(redirectOf(noSlot.outcome)).toEqual(firstStep);
    const drive = await visit('/commander/adresse-livraison', { ref, progress: { service: true } });
    expect(redirectOf(drive.outcome)).toEqual(firstStep);
    const lad = { service: true, homeDelivery: true, slot: true };
    expect((await visit('/commander/adresse-livraison', { ref, progress: lad })).pageRan).toBe(true);
    const noAddress = await visit('/commander/paiement-et-avantages', { ref, progress: lad });
    expect(redirectOf(noAddress.outcome)).toEqual(firstStep);
    const done = await visit('/commander/paiement-et-avantages', {
      ref,
      progress: { ...lad, address: true },
    });
    expect(done.pageRan).toBe(true);
  });

  it('a later step whose cart was emptied goes back to the cart', async () => {
    const emptied = await visit('/commander/mode-livraison', { ref: '5.7.drive', progress: { lines: 0 } });
    expect(redirectOf(emptied.outcome)).toEqual({ status: 302, location: '/panier?type_panier=drive' });
  });

  it('hands the checkout it checked to the page once, then loads it again', async () => {
    const shown = await visit('/commander/mode-livraison', { ref: '5.7.drive', progress: {} });
    expect(shown.calls).toEqual(['/api/magasins/7/checkout/5']);
    const first = await checkoutSession.loadCheckoutStep(shown.request, shown.context, 'mode');
    expect(first.ref).toEqual({ id: 5, store: 7, kind: 'drive' });
    expect(shown.calls).toHaveLength(1);
    const again = await checkoutSession.loadCheckoutStep(shown.request, shown.context, 'mode');
    expect(again.checkout.data.id).toBe(5);
    expect(shown.calls).toHaveLength(2);
  });
});
