import { API_ERROR_CODES, handOverMessages, type StaffMember } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { type CheckInView, checkInAction, checkInLoader } from './check-in.server.ts';
import { CheckInPage } from './check-in-page.tsx';
import type { StaffHandOverPageData } from './staff-hand-over.server.ts';
import { StaffHandOverPage } from './staff-hand-over-page.tsx';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');

const ORDER = {
  commande: 'CMD-20260309-000050',
  magasin: 'Cabas Lyon Part-Dieu',
  debut: '2026-03-10T09:00:00.000Z',
  fin: '2026-03-10T10:00:00.000Z',
  client_arrive_le: null,
};

/** A fake API: the client-credentials grant, then `answer` for the check-in calls. */
function fakeApi(answer: (call: { method: string; path: string }) => Response) {
  const calls: { method: string; path: string }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace(/^\/api/, '');
    if (path === '/auth/token')
      return Response.json({ access_token: 'app', token_type: 'Bearer', expires_in: 900 });
    const call = { method: init?.method ?? 'GET', path };
    calls.push(call);
    return answer(call);
  };
  return { calls, context: fakeShopContext(fetch as typeof globalThis.fetch, null) };
}

const args = (context: ReturnType<typeof fakeApi>['context'], request: Request, jeton = '50.signature') => ({
  request,
  context,
  params: { jeton },
});
const post = (origin: string | null) =>
  new Request('http://shop.test/commande/arrivee/50.signature', {
    method: 'POST',
    headers: origin ? { origin } : {},
  });
const viewOf = (result: unknown) => (result as { data: CheckInView }).data;

describe('the « Je suis arrivé(e) » page', () => {
  it('shows the order on GET (a read, nothing recorded) and asks for a click', async () => {
    const api = fakeApi(() => Response.json({ data: ORDER }));
    const result = await checkInLoader(
      args(api.context, new Request('http://shop.test/commande/arrivee/50.signature')),
    );
    expect(api.calls).toEqual([{ method: 'GET', path: '/commandes/arrivee/50.signature' }]);
    const view = viewOf(result);
    expect(view).toEqual({ state: 'confirm', order: ORDER });
    const html = renderToString(<CheckInPage view={view} />);
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(text(html)).toContain('Je suis arrivé(e)');
    expect(text(html)).toContain('CMD-20260309-000050');
    expect(text(html)).toContain('10 mars 2026 de 10 h 00 à 11 h 00');
  });

  it('tells the store on POST from the page, and says so', async () => {
    const at = '2026-03-10T08:55:00.000Z';
    const api = fakeApi(() => Response.json({ data: { ...ORDER, client_arrive_le: at } }));
    const view = viewOf(await checkInAction(args(api.context, post('http://shop.test'))));
    expect(api.calls).toEqual([{ method: 'POST', path: '/commandes/arrivee/50.signature' }]);
    expect(view).toMatchObject({ state: 'arrived', justNow: true });
    const html = renderToString(<CheckInPage view={view} />);
    expect(html).toContain(`<p role="status">${handOverMessages.arrived.replaceAll('’', '’')}`);
  });

  it('refuses a POST from another site (CSRF) without calling the API', async () => {
    const api = fakeApi(() => Response.json({ data: ORDER }));
    for (const origin of ['http://evil.test', null]) {
      const refused = await Promise.resolve(checkInAction(args(api.context, post(origin)))).then(
        () => null,
        (error: unknown) => error,
      );
      expect((refused as { init?: { status?: number } })?.init?.status).toBe(403);
    }
    expect(api.calls).toEqual([]);
  });

  it('shows the refusal of a forged link (404) or of an order not to collect (409)', async () => {
    for (const [status, code, message] of [
      [404, API_ERROR_CODES.checkInLinkInvalid, handOverMessages.linkInvalid],
      [409, API_ERROR_CODES.checkInNotAllowed, handOverMessages.delivery],
    ] as const) {
      const api = fakeApi(() => Response.json({ status_code: status, message, code }, { status }));
      const result = (await checkInLoader(args(api.context, new Request('http://shop.test/x')))) as {
        data: CheckInView;
        init: { status: number };
      };
      expect(result.init.status).toBe(status);
      expect(result.data).toEqual({ state: 'refused', message });
      expect(renderToString(<CheckInPage view={result.data} />)).toContain('role="alert"');
    }
  });

  it('says when the store was already told', () => {
    const html = renderToString(
      <CheckInPage
        view={{
          state: 'arrived',
          justNow: false,
          order: { ...ORDER, client_arrive_le: '2026-03-10T08:55:00.000Z' },
        }}
      />,
    );
    expect(text(html)).toContain(
      'Le magasin est déjà prévenu de votre arrivée, à 9 h 55 : un membre de l’équipe vous apporte votre commande.',
    );
  });
});

const preparer: StaffMember = {
  id: 1,
  email: 'lea.martin@cabas-magasins.exemple.fr',
  displayName: 'Léa Martin',
  role: 'preparateur',
  stores: [{ id: 7, name: 'Cabas Lyon' }],
  allStores: false,
};

const found = (overrides: Partial<NonNullable<StaffHandOverPageData['result']>> = {}) => ({
  magasin: { id: 7, name: 'Cabas Lyon' },
  q: 'moreau',
  recherche: 'nom' as const,
  commandes: [
    {
      id: 50,
      code: 'CMD-20260309-000050',
      client: 'Julien Moreau',
      etat: 'prete' as const,
      statut_code: 'EN_ATTENTE',
      mode: 'drive' as const,
      debut: '2026-03-10T09:00:00.000Z',
      fin: '2026-03-10T10:00:00.000Z',
      client_arrive_le: '2026-03-10T08:55:00.000Z',
      montant_total_ttc: 42.5,
    },
    {
      id: 51,
      code: 'CMD-20260309-000051',
      client: 'Julien Moreau',
      etat: 'a_preparer' as const,
      statut_code: 'COMMANDEE',
      mode: 'drive' as const,
      debut: null,
      fin: null,
      client_arrive_le: null,
      montant_total_ttc: 10,
    },
  ],
  total: 2,
  ...overrides,
});

describe('the staff’s hand-over page', () => {
  const page = (overrides: Partial<StaffHandOverPageData> = {}): StaffHandOverPageData => ({
    member: preparer,
    storeId: 7,
    form: { q: 'moreau', magasin: '' },
    errors: {},
    result: found(),
    ...overrides,
  });

  it('lists the orders found with a link to each one’s page, arrived customers flagged', () => {
    const html = renderToString(<StaffHandOverPage page={page()} />);
    const t = text(html);
    expect(html).toContain('<label for="recherche-retrait">Code de commande ou nom du client</label>');
    expect(html).toMatch(/<input id="recherche-retrait" type="search"[^>]* name="q" value="moreau"/);
    expect(html).toContain('<input type="hidden" name="magasin" value="7"/>');
    expect(t).toContain('2 commandes correspondent à « moreau ».');
    expect(html).toContain('href="/gestion/commandes/50"');
    expect(html).toContain('href="/gestion/commandes/51"');
    expect(t).toContain('Client arrivé à 9 h 55');
    expect(t).toContain('Sans créneau');
  });

  it('says when nothing answers, and shows a refused search’s message on its field', () => {
    const none = renderToString(
      <StaffHandOverPage
        page={page({
          result: found({ q: 'CMD-20260309-000099', recherche: 'code', commandes: [], total: 0 }),
        })}
      />,
    );
    expect(text(none)).toContain(
      'Aucune commande à remettre n’a le code « CMD-20260309-000099 » dans ce magasin',
    );
    const refused = renderToString(
      <StaffHandOverPage
        page={page({ result: null, form: { q: '', magasin: '' }, errors: { q: handOverMessages.query } })}
      />,
    );
    expect(refused).toMatch(/aria-invalid="true" aria-describedby="recherche-retrait-erreur"/);
    expect(text(refused)).toContain(handOverMessages.query);
  });
});
