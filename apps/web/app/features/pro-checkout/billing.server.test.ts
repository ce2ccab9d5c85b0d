import { API_ERROR_CODES, proMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf, fakeApi, outcomeOf, proContext, shopperRequest } from '../../../test/pro-requests.ts';
import { wireProCheckout } from '../../../test/pro-wire-answers.ts';
import { proBillingAction, proBillingLoader } from './billing.server.ts';

const FORM = {
  raison_sociale: 'Boulangerie Lefebvre',
  siret: '512 345 679 00009',
  tva_intracommunautaire: 'FR75512345679',
  adresse: '12 rue Nationale',
  code_postal: '59000',
  ville: 'Lille',
  pro_ref: 'BC-42',
  pro_passee_par: 'Paul Lefebvre',
  cg_ok: 'on',
};

const getCheckout = (call: string) =>
  call === 'GET /api/magasins/7/checkoutPro/41'
    ? Response.json(wireProCheckout({ modePaiement: 'differe' }))
    : undefined;

async function post(form: Record<string, string>, route: Parameters<typeof fakeApi>[0] = getCheckout) {
  const api = fakeApi(route);
  const { request, cookieHeader } = await shopperRequest('/commander-pro/infos-facturation', {
    form,
    checkoutId: 41,
  });
  const { context } = proContext(api.fetch, cookieHeader);
  return { outcome: await outcomeOf(() => proBillingAction(request, context)), calls: api.calls };
}

describe('the billing form', () => {
  it('is prefilled from the company, with the order’s summary', async () => {
    const api = fakeApi(getCheckout);
    const { request, cookieHeader } = await shopperRequest('/commander-pro/infos-facturation', {
      checkoutId: 41,
    });
    const data = await proBillingLoader(request, proContext(api.fetch, cookieHeader).context);
    expect(data.prefill).toMatchObject({ raison_sociale: 'Boulangerie Lefebvre', siret: '51234567900009' });
    expect(data.summary).toEqual({
      total: '120,50\u00a0€',
      payment: 'Paiement différé sur facture : à régler sous 30 jours après le retrait',
      slot: null,
    });
  });

  it('without a pro checkout, or with steps left: back to /commander-pro', async () => {
    const none = fakeApi(() => undefined);
    const anonymous = await shopperRequest('/commander-pro/infos-facturation');
    const outcome = await outcomeOf(() =>
      proBillingLoader(anonymous.request, proContext(none.fetch, anonymous.cookieHeader).context),
    );
    expect((outcome as Response).headers.get('location')).toBe('/commander-pro');
    const incomplete = fakeApi(() =>
      Response.json(
        wireProCheckout({ a_completer: [{ champ: 'creneau', message: proMessages.slotRequired }] }),
      ),
    );
    const { request, cookieHeader } = await shopperRequest('/commander-pro/infos-facturation', {
      checkoutId: 41,
    });
    const left = await outcomeOf(() =>
      proBillingLoader(request, proContext(incomplete.fetch, cookieHeader).context),
    );
    expect((left as Response).headers.get('location')).toBe('/commander-pro');
  });

  it('is checked before the confirmation popin: a wrong SIRET on its field, nothing sent', async () => {
    const { outcome, calls } = await post({ ...FORM, intent: 'verifier', siret: '51234567900001' });
    expect(calls).toEqual([]);
    const answer = dataOf(outcome) as { confirm?: unknown; result: { error: Record<string, string[]> } };
    expect(answer.confirm).toBeUndefined();
    expect(answer.result.error.siret).toEqual([proMessages.siretKey]);
  });

  it('the terms unticked are refused', async () => {
    const { cg_ok: _, ...unticked } = FORM;
    const { outcome } = await post({ ...unticked, intent: 'verifier' });
    const answer = dataOf(outcome) as { result: { error: Record<string, string[]> } };
    expect(answer.result.error.cg_ok).toEqual([proMessages.termsRequired]);
  });

  it('a complete form opens the confirmation with the values to post again', async () => {
    const { outcome, calls } = await post({ ...FORM, intent: 'verifier' });
    expect(calls).toEqual([]);
    expect(dataOf(outcome)).toMatchObject({ intent: 'verifier', confirm: { values: FORM } });
  });

  it('confirmed on invoice: the order made, its confirmation page', async () => {
    const { outcome, calls } = await post({ ...FORM, intent: 'commander' }, (call) => {
      if (call.startsWith('POST /api/magasins/7/checkoutPro/41/processCreateCommande'))
        return Response.json(
          {
            data: {
              commande_id: 90,
              numero_commande_pro: 'PRO-000090',
              url_webview_paiement: null,
              session_id: null,
            },
            meta: { dateLastUpdate: '2026-11-29T09:01:00.000Z' },
          },
          { status: 201 },
        );
      return getCheckout(call);
    });
    expect((outcome as Response).status).toBe(303);
    expect((outcome as Response).headers.get('location')).toBe('/commander-pro/confirmation/90');
    expect(calls[1]?.call).toBe(
      'POST /api/magasins/7/checkoutPro/41/processCreateCommande?dateLastUpdate=2026-11-29T09%3A00%3A00.000Z',
    );
    expect(calls[1]?.body).toMatchObject({
      siret: '51234567900009',
      pro_passee_par: 'Paul Lefebvre',
      cg_ok: true,
    });
  });

  it('confirmed by card: the hosted payment page', async () => {
    const { outcome } = await post({ ...FORM, intent: 'commander' }, (call) =>
      call.startsWith('POST')
        ? Response.json(
            {
              data: {
                commande_id: null,
                numero_commande_pro: null,
                url_webview_paiement: 'http://api.test/paiement/abc',
                session_id: 'abc',
              },
              meta: { dateLastUpdate: '2026-11-29T09:01:00.000Z' },
            },
            { status: 201 },
          )
        : getCheckout(call),
    );
    expect((outcome as Response).headers.get('location')).toBe('http://api.test/paiement/abc');
  });

  it('refused (the outstanding exceeded): the popin with the API’s message, back to the main step', async () => {
    const message = proMessages.outstandingExceeded('3 120,50', '2 750,00');
    const { outcome } = await post({ ...FORM, intent: 'commander' }, (call) =>
      call.startsWith('POST')
        ? Response.json(
            { status_code: 409, message, code: API_ERROR_CODES.proOutstandingExceeded },
            { status: 409 },
          )
        : getCheckout(call),
    );
    expect(dataOf(outcome)).toMatchObject({ failure: { message, next: 'recharger' } });
  });
});
