import { API_ERROR_CODES, proMessages, staffMessages } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';
import { StaffProInvoicesPage } from './staff-pro-invoices-page.tsx';

type StaffModule = typeof import('../staff/staff.server.ts');
type PageModule = typeof import('./staff-pro-invoices.server.ts');
type StaffSessionModule = typeof import('../staff/staff-session.server.ts');
let staff: StaffModule;
let server: PageModule;
let staffSessions: StaffSessionModule;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  process.env.STOREFRONT_CLIENT_SECRET ??= 'secret-de-la-boutique-pour-les-tests-0123456789';
  staff = await import('../staff/staff.server.ts');
  server = await import('./staff-pro-invoices.server.ts');
  staffSessions = await import('../staff/staff-session.server.ts');
});

interface Call {
  method: string;
  path: string;
  search: string;
}

const MANAGER = {
  id: 2,
  email: 'thomas.bernard@cabas-magasins.exemple.fr',
  displayName: 'Thomas Bernard',
  role: 'responsable',
  stores: [{ id: 12, name: 'Cabas Lyon' }],
  allStores: false,
};

const INVOICE = {
  numero: 'FP-2026-000007',
  commande_id: 41,
  numero_commande_pro: 'CMD-20261125-000041',
  magasin: { id: 12, name: 'Cabas Lyon' },
  date_facture: '2026-11-25',
  date_echeance: '2026-12-25',
  montant_ttc: 1234.5,
  statut: 'a_payer',
  reglee_le: null,
  client: { id: 3, raison_sociale: 'Boulangerie Lefebvre', siret: '51234567900009' },
};

const LIST = {
  data: [INVOICE],
  meta: { page: 1, total: 1, par_page: 20, nb_pages: 1, magasin: { id: 12, name: 'Cabas Lyon' } },
};

function context(answer: (call: Call) => Response, member = MANAGER) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const parsed = new URL(url);
    const call = {
      method: init?.method ?? 'GET',
      path: parsed.pathname.replace(/^\/api/, ''),
      search: parsed.search,
    };
    calls.push(call);
    if (call.path === '/gestion/moi') return Response.json({ data: member });
    return answer(call);
  }) as typeof globalThis.fetch;
  const ctx = new RouterContextProvider();
  ctx.set(shopContext, {
    uuid: 'u',
    storeId: null,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 1000, fetch, retryDelayMs: 0 }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: () => {},
  });
  return { ctx, calls };
}

const refusal = (status: number, code: string, message: string) =>
  Response.json({ status_code: status, message, code }, { status });

const caught = (promise: Promise<unknown> | unknown) =>
  Promise.resolve(promise).then(
    (value) => value,
    (error: unknown) => error,
  );

/** A request of the staff member of the cookie (the staff frame's middleware ran first). */
async function request(ctx: RouterContextProvider, path: string, init: RequestInit = {}) {
  const session = await staffSessions.commitStaffSession(new Request('http://shop.test/gestion'), {
    accessToken: 'jeton-personnel',
  });
  const cookie = session.split(';', 1)[0]!;
  await staff.staffMemberMiddleware(
    {
      request: new Request(`http://shop.test${path}`, { headers: { cookie } }),
      context: ctx,
      params: {},
    } as never,
    async () => new Response(''),
  );
  return new Request(`http://shop.test${path}`, {
    ...init,
    headers: { cookie, 'x-cabas-client-ip': '203.0.113.9', ...(init.headers ?? {}) },
  });
}

const post = (ctx: RouterContextProvider, fields: [string, string][], origin = 'http://shop.test') =>
  request(ctx, '/gestion/factures-pro', {
    method: 'POST',
    headers: { origin },
    body: new URLSearchParams(fields),
  });

type Answer = { data: Record<string, unknown>; init: { status: number } | null };

describe('staffProInvoicesLoader', () => {
  it('lists the member’s store’s invoices to pay, their amounts in cents', async () => {
    const { ctx, calls } = context(() => Response.json(LIST));
    const page = (await server.staffProInvoicesLoader({
      request: await request(ctx, '/gestion/factures-pro'),
      context: ctx,
    })) as Awaited<ReturnType<PageModule['staffProInvoicesLoader']>> & { list: unknown };
    const call = calls.find((c) => c.path === '/gestion/magasins/12/factures-pro')!;
    expect(new URLSearchParams(call.search).get('statut')).toBe('a_payer');
    expect(page).toMatchObject({ storeId: 12, paid: null, errors: {} });
    expect(page.list).toMatchObject({ data: [{ numero: INVOICE.numero, totalCents: 123450 }] });
  });

  it('answers 422 with the French message for a status that does not exist, without calling the API', async () => {
    const { ctx, calls } = context(() => Response.json(LIST));
    const answer = (await server.staffProInvoicesLoader({
      request: await request(ctx, '/gestion/factures-pro?statut=perdue'),
      context: ctx,
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({ errors: { statut: expect.any(String) }, list: null });
    expect(calls.some((c) => c.path.includes('factures-pro'))).toBe(false);
  });
});

describe('staffProInvoicesAction', () => {
  it('records the payment, then shows the list with its confirmation', async () => {
    const { ctx, calls } = context(() =>
      Response.json({
        data: { ...INVOICE, statut: 'payee' },
        meta: { message: proMessages.invoicePaid(INVOICE.numero) },
      }),
    );
    const req = await post(ctx, [
      ['magasin', '12'],
      ['numero', INVOICE.numero],
      ['statut', 'a_payer'],
    ]);
    const response = (await caught(
      server.staffProInvoicesAction({ request: req, context: ctx }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/gestion/factures-pro?magasin=12&statut=a_payer&regle=${INVOICE.numero}#facture-${INVOICE.numero}`,
    );
    expect(
      calls.find((c) => c.path === `/gestion/magasins/12/factures-pro/${INVOICE.numero}/reglement`)?.method,
    ).toBe('POST');
  });

  it('shows an invoice already paid beside it (409), a refused role as the staff frame’s 403 page', async () => {
    const paid = context(() =>
      refusal(409, API_ERROR_CODES.proInvoiceAlreadyPaid, proMessages.invoiceAlreadyPaid),
    );
    const fields: [string, string][] = [
      ['magasin', '12'],
      ['numero', INVOICE.numero],
    ];
    const answer = (await server.staffProInvoicesAction({
      request: await post(paid.ctx, fields),
      context: paid.ctx,
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({ numero: INVOICE.numero, message: proMessages.invoiceAlreadyPaid });
    const role = context(() => refusal(403, API_ERROR_CODES.staffRoleRefused, staffMessages.roleRefused));
    const error = (await caught(
      server.staffProInvoicesAction({ request: await post(role.ctx, fields), context: role.ctx }),
    )) as Answer;
    expect(error.init?.status).toBe(403);
    expect(error.data).toMatchObject({ code: API_ERROR_CODES.staffRoleRefused });
  });

  it('refuses a form posted from another site, without calling the API', async () => {
    const { ctx, calls } = context(() => Response.json({}));
    const req = await post(ctx, [['numero', INVOICE.numero]], 'https://ailleurs.exemple');
    const error = (await caught(server.staffProInvoicesAction({ request: req, context: ctx }))) as Answer;
    expect(error.init?.status).toBe(403);
    expect(calls.some((c) => c.path.includes('reglement'))).toBe(false);
  });
});

describe('the pro invoices page', () => {
  const page = {
    member: MANAGER,
    storeId: 12,
    form: { magasin: '', statut: '' },
    errors: {},
    paid: null,
    list: { ...LIST, data: [{ ...INVOICE, totalCents: 123450 }] },
  } as Parameters<typeof StaffProInvoicesPage>[0]['page'];

  it('shows a table with a payment form per unpaid invoice for the manager', () => {
    const html = renderToString(<StaffProInvoicesPage page={page} />);
    expect(html).toContain('<th scope="col">Échéance</th>');
    expect(html).toContain('Boulangerie Lefebvre');
    expect(html).toContain('Enregistrer le règlement');
    expect(html).toContain(`name="numero" value="${INVOICE.numero}"`);
  });

  it('has no payment form for a preparer', () => {
    const preparer = { ...MANAGER, role: 'preparateur' as const };
    const html = renderToString(<StaffProInvoicesPage page={{ ...page, member: preparer }} />);
    expect(html).not.toContain('Enregistrer le règlement');
  });
});
