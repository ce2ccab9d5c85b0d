import { orderDocumentMessages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

type Server = typeof import('./in-store.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let server: Server;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  server = await import('./in-store.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

const ticket = (id: number) => ({
  id,
  numero: `0002-2026110${id % 10}-01-000${id}`,
  magasin: { id: 2, name: 'Cabas Lyon Part-Dieu', ville: 'Lyon' },
  date_achat: '2026-11-05 18:16:00',
  montant_total_ttc: 42.5,
  montant_remise: 0,
  cagnotte_gagnee: 0.42,
  nb_articles: 9,
  mode_paiement: 'Carte bancaire',
});

async function setup(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const u = new URL(url);
    const call = {
      method: init?.method ?? 'GET',
      path: u.pathname.replace(/^\/api/, ''),
      query: u.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  const context = fakeShopContext(fetch, 2, { clientToken: false, uuid: 'u' });
  const cookie = (
    await sessions.commitSession(new Request('http://shop.test/'), {
      accessToken: 'a1',
      refreshToken: 'r1',
      prenom: 'Julien',
      isPro: false,
    })
  ).split(';')[0]!;
  const get = (query = '') =>
    new Request(`http://shop.test/mon-compte/mes-commandes/en-magasin${query}`, { headers: { cookie } });
  const post = (fields: Record<string, string>, origin = 'http://shop.test') =>
    new Request('http://shop.test/mon-compte/mes-commandes/en-magasin', {
      method: 'POST',
      headers: { origin, cookie },
      body: new URLSearchParams(fields),
    });
  return { calls, context, get, post };
}

const me = (holder: boolean) =>
  Response.json({
    data: { attributes: { isPro: false, porteur_cartes_enseigne: holder, porteur_carte_partenaire: false } },
  });
const preference = () => Response.json({ data: { preference: 'print', email_disponible: false } });
const page = (ids: number[], magasins = [{ id: 2, name: 'Cabas Lyon Part-Dieu' }]) =>
  Response.json({ data: ids.map(ticket), meta: { limit: 7, offset: 0, total: 30, magasins } });

describe('in-store purchases loader', () => {
  it('explains how to get receipts to a shopper without a card, without asking for them', async () => {
    const s = await setup((call) => (call.path === '/me' ? me(false) : Response.json({}, { status: 500 })));
    const data = await server.inStoreLoader(s.get(), s.context);
    expect(data.holder).toBe(false);
    expect(s.calls.map((c) => c.path)).toEqual(['/me']);
  });

  it('loads the pages asked for, in French, with "see more" while the last page is full', async () => {
    const s = await setup((call) => {
      if (call.path === '/me') return me(true);
      if (call.path === '/me/tickets/preference') return preference();
      const offset = Number(new URLSearchParams(call.query).get('offset'));
      return page(Array.from({ length: 7 }, (_, i) => offset + i + 1));
    });
    const data = await server.inStoreLoader(s.get('?pages=2&periode=trois_mois&magasin_id=2'), s.context);
    const ticketCalls = s.calls.filter((c) => c.path === '/me/tickets');
    expect(ticketCalls.map((c) => new URLSearchParams(c.query).get('offset'))).toEqual(['0', '7']);
    expect(new URLSearchParams(ticketCalls[0]!.query).get('periode')).toBe('trois_mois');
    expect(new URLSearchParams(ticketCalls[0]!.query).get('magasin_id')).toBe('2');
    expect(data.tickets).toHaveLength(14);
    expect(data.tickets[0]).toMatchObject({
      date: '5 novembre 2026 à 18 h 16',
      total: '42,50\u00a0€',
      pdfHref: '/mon-compte/mes-commandes/en-magasin/1/pdf',
    });
    expect(data.moreHref).toBe(
      '/mon-compte/mes-commandes/en-magasin?periode=trois_mois&magasin_id=2&pages=3#ticket-14',
    );
    expect(data.preference).toEqual({ value: 'print', emailAvailable: false });
  });

  it('hides "see more" after a short page, and stops without a word on a 403', async () => {
    let s = await setup((call) => {
      if (call.path === '/me') return me(true);
      if (call.path === '/me/tickets/preference') return preference();
      return page([1, 2, 3]);
    });
    expect((await server.inStoreLoader(s.get(), s.context)).moreHref).toBeNull();

    s = await setup((call) => {
      if (call.path === '/me') return me(true);
      if (call.path === '/me/tickets/preference') return preference();
      const offset = Number(new URLSearchParams(call.query).get('offset'));
      if (offset > 0)
        return Response.json(
          { status_code: 403, message: 'non', code: 'porteur_carte_requis' },
          { status: 403 },
        );
      return page([1, 2, 3, 4, 5, 6, 7]);
    });
    const data = await server.inStoreLoader(s.get('?pages=2'), s.context);
    expect(data.tickets).toHaveLength(7);
    expect(data.moreHref).toBeNull();
    expect(data.listError).toBeNull();
  });

  it('shows the period errors of the API and the preference load failure', async () => {
    const s = await setup((call) => {
      if (call.path === '/me') return me(true);
      if (call.path === '/me/tickets/preference')
        return Response.json({ status_code: 500, message: 'x' }, { status: 500 });
      return Response.json(
        {
          status_code: 422,
          message: 'Données invalides',
          errors: { date_max: ['Merci de renseigner la date de fin de la période.'] },
          code: 'donnees_invalides',
        },
        { status: 422 },
      );
    });
    const data = await server.inStoreLoader(s.get('?periode=personnalisee&date_min=2026-03-01'), s.context);
    expect(data.filterErrors).toEqual({ date_max: 'Merci de renseigner la date de fin de la période.' });
    expect(data.filters).toMatchObject({ periode: 'personnalisee', date_min: '2026-03-01' });
    expect(data.preferenceError).toBe(orderDocumentMessages.preferenceLoadFailed);
  });
});

describe('ticket preference action', () => {
  it('refuses a post from another site', async () => {
    const s = await setup(() => Response.json({}));
    await expect(
      server.inStoreAction(s.post({ preference: 'no_print' }, 'http://evil.test'), s.context),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(s.calls).toEqual([]);
  });

  it('saves the choice and comes back to the page with the result', async () => {
    const s = await setup(() => Response.json({ data: { preference: 'no_print', email_disponible: false } }));
    const answer = (await server.inStoreAction(s.post({ preference: 'no_print' }), s.context)) as Response;
    expect(s.calls).toEqual([
      { method: 'PUT', path: '/me/tickets/preference', query: '', body: { preference: 'no_print' } },
    ]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      '/mon-compte/mes-commandes/en-magasin?preference=ok#preference',
    );

    const failed = await setup(() => Response.json({ status_code: 422, message: 'x' }, { status: 422 }));
    const refused = await server.inStoreAction(failed.post({ preference: 'email' }), failed.context);
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: {
        result: {
          error: { '': [orderDocumentMessages.preferenceSaveFailed] },
          initialValue: { preference: 'email' },
        },
      },
    });
  });

  it('refuses an unknown choice beside the choices, without calling the API', async () => {
    const s = await setup(() => Response.json({}));
    const refused = await server.inStoreAction(s.post({ preference: 'pigeon' }), s.context);
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: {
        result: {
          status: 'error',
          error: { preference: ['Merci de choisir une préférence.'] },
          initialValue: { preference: 'pigeon' },
        },
      },
    });
    expect(s.calls).toEqual([]);
  });
});
