import { API_ERROR_CODES, proMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, outcomeOf, proContext, shopperRequest } from '../../../test/pro-requests.ts';
import { wireProInvoices, wireProSpace } from '../../../test/pro-wire-answers.ts';
import { proInvoicePdfMiddleware } from './invoice-pdf.server.ts';
import { proSpaceLoader } from './pro-space.server.ts';

async function load(url: string, route: Parameters<typeof fakeApi>[0], isPro = true) {
  const api = fakeApi(route);
  const { request, cookieHeader } = await shopperRequest(url, { isPro });
  return {
    outcome: await outcomeOf(() => proSpaceLoader(request, proContext(api.fetch, cookieHeader).context)),
    calls: api.calls,
  };
}

const space = (call: string) => {
  if (call === 'GET /api/me/espace-pro') return Response.json(wireProSpace());
  if (call.startsWith('GET /api/me/espace-pro/factures')) return Response.json(wireProInvoices());
};

describe('the pro services space', () => {
  it('shows the company, the contact, the stores, the outstanding and the invoices', async () => {
    const { outcome } = await load('/mon-compte/espace-pro', space);
    expect(outcome).toMatchObject({
      company: {
        name: 'Boulangerie Lefebvre',
        siret: '51234567900009',
        address: '12 rue Nationale, 59000 Lille',
      },
      contact: { name: 'Claire Martin', mobile: '06 00 00 00 00' },
      stores: [{ name: 'Cabas Lille', term: '30 jours après le retrait', proService: true }],
      outstanding: {
        limit: '3\u202f000,00\u00a0€',
        used: '250,40\u00a0€',
        available: '2\u202f749,60\u00a0€',
      },
      unpaid: { count: 1, late: 0 },
      filter: 'toutes',
      invoices: [
        {
          number: 'FP-2026-000001',
          proOrderNumber: 'PRO-000090',
          due: '20 décembre 2026',
          amount: '250,40\u00a0€',
          statusLabel: 'À payer',
          pdfHref: '/mon-compte/espace-pro/factures/FP-2026-000001/pdf',
        },
      ],
    });
  });

  it('asks the API for the invoices of the status filter; an unknown filter shows them all', async () => {
    const late = await load('/mon-compte/espace-pro?statut=en_retard', space);
    expect(late.calls.map((c) => c.call)).toContain(
      'GET /api/me/espace-pro/factures?statut=en_retard&page=1',
    );
    const unknown = await load('/mon-compte/espace-pro?statut=nimporte', space);
    expect(unknown.calls.map((c) => c.call)).toContain(
      'GET /api/me/espace-pro/factures?statut=toutes&page=1',
    );
  });

  it('a consumer is sent to the account home, without asking the API', async () => {
    const { outcome, calls } = await load('/mon-compte/espace-pro', space, false);
    expect((outcome as Response).headers.get('location')).toBe('/mon-compte');
    expect(calls).toEqual([]);
  });
});

async function download(numero: string, route: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(route);
  const { request, cookieHeader } = await shopperRequest(`/mon-compte/espace-pro/factures/${numero}/pdf`);
  const { context } = proContext(api.fetch, cookieHeader);
  const args = { request, context, params: { numero }, unstable_pattern: '' };
  return {
    outcome: await outcomeOf(async () => proInvoicePdfMiddleware(args as never, async () => new Response())),
  };
}

describe('a pro invoice’s PDF', () => {
  it('is streamed from the API as a download', async () => {
    const { outcome } = await download('FP-2026-000001', (call) =>
      call === 'GET /api/me/espace-pro/factures/FP-2026-000001/pdf'
        ? new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="FP-2026-000001.pdf"',
            },
          })
        : undefined,
    );
    const response = outcome as Response;
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="FP-2026-000001.pdf"');
    expect(await response.text()).toBe('%PDF-1.7');
  });

  it('another company’s invoice or a malformed number: the not-found page', async () => {
    const other = await download('FP-2026-000002', () =>
      Response.json(
        { status_code: 404, message: proMessages.invoiceNotFound, code: API_ERROR_CODES.proInvoiceNotFound },
        { status: 404 },
      ),
    );
    expect(other.outcome).toMatchObject({ init: { status: 404 } });
    const malformed = await download('../../etc', () => undefined);
    expect(malformed.outcome).toMatchObject({
      data: { message: proMessages.invoiceNotFound },
      init: { status: 404 },
    });
  });
});
