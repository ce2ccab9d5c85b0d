import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';

type Documents = typeof import('./documents.server.ts');
type Invoice = typeof import('./documents-invoice.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let documents: Documents;
let invoice: Invoice;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  documents = await import('./documents.server.ts');
  invoice = await import('./documents-invoice.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

async function setup(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(url).pathname.replace(/^\/api/, ''),
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
      prenom: 'Marie',
      isPro: false,
    })
  ).split(';')[0]!;
  const request = (path: string, fields?: Record<string, string>) =>
    new Request(`http://shop.test${path}`, {
      method: fields ? 'POST' : 'GET',
      headers: fields ? { origin: 'http://shop.test', cookie } : { cookie },
      ...(fields ? { body: new URLSearchParams(fields) } : {}),
    });
  return { calls, context, request };
}

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0xe9, 0x80]);
const state = (facture: object | null, raison: string | null = null) =>
  Response.json({
    data: {
      commande_id: 5,
      code: 'CMD-20261120-000005',
      disponible: raison === null,
      raison,
      has_adresse_facture: facture !== null,
      facture,
      adresse_proposee: {
        adresse: '3 rue Neuve',
        complement: null,
        codePostal: '69001',
        ville: 'Lyon',
        departement: null,
        pays: 'France',
      },
    },
  });

describe('document downloads', () => {
  it('hands the PDF bytes over as a download, unchanged', async () => {
    const s = await setup(
      () =>
        new Response(PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="commande-CMD-20261120-000005.pdf"',
          },
        }),
    );
    const answer = await documents.documentResponse(
      s.request('/mon-compte/mes-commandes/5/pdf'),
      s.context,
      'commande',
      '5',
    );
    expect(s.calls).toEqual([{ method: 'GET', path: '/me/commandes/5/pdf', body: undefined }]);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="commande-CMD-20261120-000005.pdf"',
    );
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PDF);
  });

  it('is the not-found page for someone else’s document or a malformed id', async () => {
    const s = await setup(() =>
      Response.json(
        { status_code: 404, message: 'Ce ticket de caisse est introuvable.', code: 'ticket_introuvable' },
        { status: 404 },
      ),
    );
    await expect(documents.documentResponse(s.request('/x'), s.context, 'ticket', '9')).rejects.toMatchObject(
      {
        init: { status: 404 },
      },
    );
    expect(s.calls.map((c) => c.path)).toEqual(['/me/tickets/9/pdf']);
    await expect(
      documents.documentResponse(s.request('/x'), s.context, 'facture', '1e3'),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('invoice page', () => {
  it('offers the form with the suggested address when there is no invoice yet', async () => {
    const s = await setup(() => state(null));
    const data = await invoice.invoicePageLoader(
      s.request('/mon-compte/mes-commandes/5/facture'),
      s.context,
      '5',
    );
    expect(data).toMatchObject({
      view: 'formulaire',
      code: 'CMD-20261120-000005',
      values: { adresse: '3 rue Neuve', codePostal: '69001' },
    });
  });

  it('offers the print link once issued, with the date in French', async () => {
    const s = await setup(() =>
      state({
        numero: 'FAC-2026-000012',
        date_emission: '2026-11-25T17:16:00.000Z',
        adresse: {
          adresse: '3 rue Neuve',
          complement: null,
          codePostal: '69001',
          ville: 'Lyon',
          departement: null,
          pays: 'France',
        },
      }),
    );
    const data = await invoice.invoicePageLoader(
      s.request('/mon-compte/mes-commandes/5/facture'),
      s.context,
      '5',
    );
    expect(data.view).toBe('facture');
    expect(data.invoice).toEqual({
      numero: 'FAC-2026-000012',
      date: '25 novembre 2026',
      address: ['3 rue Neuve', '69001 Lyon', 'France'],
      pdfHref: '/mon-compte/mes-commandes/5/facture/pdf',
    });
  });

  it('checks the address with the specification’s messages before calling the API', async () => {
    const s = await setup(() => state(null));
    const result = (await invoice.invoicePageAction(
      s.request('/mon-compte/mes-commandes/5/facture', {
        adresse: '',
        codePostal: 'abc',
        ville: '',
        pays: 'France',
      }),
      s.context,
      '5',
    )) as unknown as { data: { result: FormResult }; init: { status: number } };
    expect(result.init.status).toBe(422);
    expect(result.data.result.error).toEqual({
      adresse: ['Merci de renseigner votre adresse'],
      codePostal: ['Merci de renseigner un code postal valide'],
      ville: ['Merci de renseigner votre ville'],
    });
    expect(result.data.result.initialValue).toEqual({ codePostal: 'abc', pays: 'France' });
    expect(s.calls).toEqual([]);
  });

  it('shows the API’s refusal of a field beside that field, and only the form’s fields', async () => {
    const s = await setup((call) =>
      call.method === 'POST'
        ? Response.json(
            {
              status_code: 422,
              message: 'Merci de vérifier les champs en erreur',
              code: 'validation',
              errors: { codePostal: ['Ce code postal est inconnu'], inconnu: ['Hors formulaire'] },
            },
            { status: 422 },
          )
        : state(null),
    );
    const result = (await invoice.invoicePageAction(
      s.request('/mon-compte/mes-commandes/5/facture', {
        adresse: '3 rue Neuve',
        codePostal: '00000',
        ville: 'Lyon',
        pays: 'France',
      }),
      s.context,
      '5',
    )) as unknown as { data: { result: FormResult }; init: { status: number } };
    expect(result.data.result.error).toEqual({
      '': ['Merci de vérifier les champs en erreur'],
      codePostal: ['Ce code postal est inconnu'],
    });
  });

  it('generates the invoice and comes back to the page', async () => {
    const s = await setup(() => state(null));
    const answer = (await invoice.invoicePageAction(
      s.request('/mon-compte/mes-commandes/5/facture', {
        adresse: '3 rue Neuve',
        codePostal: '69001',
        ville: 'Lyon',
        pays: 'France',
      }),
      s.context,
      '5',
    )) as Response;
    expect(s.calls).toEqual([
      {
        method: 'POST',
        path: '/me/commandes/5/facture',
        body: { adresse: '3 rue Neuve', codePostal: '69001', ville: 'Lyon', pays: 'France' },
      },
    ]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/mon-compte/mes-commandes/5/facture?facture=generee');
  });
});
