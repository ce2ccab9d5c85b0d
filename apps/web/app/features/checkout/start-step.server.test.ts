import { API_ERROR_CODES } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { wireCart, wireCheckoutAmounts, wireOrderModes } from '../../../test/wire-answers.ts';
import { shopContext } from '../../lib/context.server.ts';

type StartStep = typeof import('./start-step.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let startStep: StartStep;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  startStep = await import('./start-step.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

/** The address of step 1 for this cart, asked by a logged-in consumer. */
async function stepRequest(kind: string) {
  const cookie = await sessions.commitSession(new Request('http://shop.test/'), {
    accessToken: 'a',
    refreshToken: 'r',
    prenom: 'Marie',
    isPro: false,
  });
  return new Request(`http://shop.test/commander?type_panier=${kind}`, {
    headers: { cookie: cookie.split(';')[0]! },
  });
}

/** Step 1 whose checkout creation the API refuses with `status` and `code`. */
async function refusedWith(status: number, code: string) {
  const fetch = (async (url: string) => {
    const { pathname } = new URL(url);
    if (pathname === '/api/magasins/7/checkout')
      return Response.json({ status_code: status, message: 'Refusé par l’API.', code }, { status });
    return Response.json({ message: 'unexpected' }, { status: 500 });
  }) as typeof globalThis.fetch;
  const request = await stepRequest('click_and_collect');
  try {
    return await startStep.startStepLoader(request, fakeShopContext(fetch, 7));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('step 1 when the API refuses the checkout', () => {
  it('an empty cart goes back to the cart of that kind', async () => {
    const answer = (await refusedWith(409, API_ERROR_CODES.checkoutCartEmpty)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/panier?type_panier=click_and_collect');
  });

  it('a pro account goes to the pro checkout', async () => {
    const answer = (await refusedWith(409, API_ERROR_CODES.proCheckoutRefused)) as Response;
    expect(answer.headers.get('location')).toBe('/commander-pro');
  });

  it('the national store asks to choose a store', async () => {
    const answer = await refusedWith(409, API_ERROR_CODES.nationalStore);
    expect(answer).toMatchObject({
      ok: false,
      message: 'Merci de choisir votre magasin avant de commander.',
      action: { label: 'Choisir mon magasin' },
    });
  });

  it('another refusal shows the API’s message with the way back to the cart', async () => {
    const answer = await refusedWith(409, API_ERROR_CODES.checkoutCartChanged);
    expect(answer).toMatchObject({
      ok: false,
      message: 'Refusé par l’API.',
      action: { href: '/panier?type_panier=click_and_collect', label: 'Retour au panier' },
    });
  });
});

/** Step 1 of the drive cart at store 7, whose subscription offer answers `banniere` (or fails). */
async function stepWithOffer(offer: { banniere: boolean } | 'fails', kind = 'drive') {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    const { pathname } = new URL(url);
    calls.push(pathname);
    if (pathname === '/api/magasins/7/checkout')
      return Response.json({
        data: {
          id: 41,
          attributes: {
            service_id: 3,
            dateLastUpdate: '2026-11-26T10:00:00.000Z',
            panier: wireCart({ nb_articles: 2 }),
            montants: wireCheckoutAmounts({ total_panier: 12.5 }),
            modeCommandeLibelle: 'Drive',
            mode_commande: 'DRIVE',
          },
          modesCommande: wireOrderModes(),
        },
        meta: { warning: [] },
      });
    if (pathname === '/api/magasins/7/abonnement-livraison')
      return offer === 'fails'
        ? Response.json({ status_code: 500, message: 'Panne.', code: 'erreur_interne' }, { status: 500 })
        : Response.json({
            data: { banniere: offer.banniere, offres: [], livraison_offerte_des: 60, tarif_livraison: 8.9 },
          });
    return Response.json({ message: 'unexpected' }, { status: 404 });
  }) as typeof globalThis.fetch;
  const request = await stepRequest(kind);
  const answer = await startStep.startStepLoader(request, fakeShopContext(fetch, 7, { clientToken: false }));
  return { answer, calls };
}

describe('step 1 and the delivery subscription banner', () => {
  it('invites to subscribe when the store’s offer says so, with what it offers', async () => {
    const { answer } = await stepWithOffer({ banniere: true });
    expect(answer).toMatchObject({
      ok: true,
      subscriptionBanner: { offeredFromCents: 6000, tariffCents: 890 },
    });
  });

  it('says nothing when the offer does not invite, or cannot be read', async () => {
    expect((await stepWithOffer({ banniere: false })).answer).toMatchObject({
      ok: true,
      subscriptionBanner: null,
    });
    expect((await stepWithOffer('fails')).answer).toMatchObject({ ok: true, subscriptionBanner: null });
  });

  it('is not asked for the other carts', async () => {
    const { answer, calls } = await stepWithOffer({ banniere: true }, 'click_and_collect');
    expect(answer).toMatchObject({ ok: true, subscriptionBanner: null });
    expect(calls).not.toContain('/api/magasins/7/abonnement-livraison');
  });
});

describe('step 1’s warning popins', () => {
  /** Posts a dismissal; the cookies the step sets are collected. */
  async function dismiss(fields: Record<string, string>) {
    const cookies: string[] = [];
    const context = fakeShopContext((async () => Response.json({})) as unknown as typeof globalThis.fetch, 7);
    const shop = context.get(shopContext);
    shop.setCookie = (header) => cookies.push(header);
    const request = new Request('http://shop.test/commander?type_panier=drive', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    return { answer: await startStep.startStepAction(request, context), cookies };
  }

  it('remember a dismissed warning, answering a fetcher in JSON and a page by a redirect', async () => {
    const fetched = await dismiss({ avertissement: 'magasin_inhabituel', js: '1' });
    expect(fetched.cookies).toHaveLength(1);
    expect(fetched.answer).toMatchObject({ data: { ok: true } });
    const page = await dismiss({ avertissement: 'premiere_commande' });
    expect(page.cookies).toHaveLength(1);
    expect((page.answer as Response).headers.get('location')).toBe('/commander?type_panier=drive');
  });

  it('ignore an unknown warning', async () => {
    const { answer, cookies } = await dismiss({ avertissement: 'autre', js: '1' });
    expect(cookies).toEqual([]);
    expect(answer).toMatchObject({ data: { ok: true } });
  });
});
