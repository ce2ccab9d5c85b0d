import { API_ERROR_CODES, proMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf, fakeApi, outcomeOf, proContext, shopperRequest } from '../../../test/pro-requests.ts';
import { wireDriveService, wireProCheckout } from '../../../test/pro-wire-answers.ts';
import { proMainStepAction, proMainStepLoader } from './main-step.server.ts';

const refusal = (status: number, code: string, message = 'Refusé par l’API.') =>
  Response.json({ status_code: status, message, code }, { status });

const slotsAnswer = {
  data: [
    {
      date: '2026-12-02',
      jour_texte: 'mercredi 2 décembre',
      creneaux: [
        {
          id: 501,
          service_id: 3,
          debut: '2026-12-02T08:00:00.000Z',
          fin: '2026-12-02T09:00:00.000Z',
          heure_debut: '09:00',
          heure_fin: '10:00',
          tarif: 0,
          capacite: 10,
          places_restantes: 4,
          date_limite_commande: '2026-12-01T20:00:00.000Z',
          etat: 'disponible',
        },
      ],
    },
  ],
  meta: { service_id: 3, duree_reservation_minutes: 30, creneau_choisi: null },
};

async function loadMainStep(route: Parameters<typeof fakeApi>[0], path = '/commander-pro') {
  const api = fakeApi(route);
  const { request, cookieHeader } = await shopperRequest(path);
  const { context, setCookies } = proContext(api.fetch, cookieHeader);
  return {
    outcome: await outcomeOf(() => proMainStepLoader(request, context)),
    calls: api.calls,
    setCookies,
  };
}

describe('the pro checkout’s main step', () => {
  it('creates the pro checkout, remembers it and shows the drive, slots, payment modes and amounts', async () => {
    const { outcome, calls, setCookies } = await loadMainStep((call) => {
      if (call.startsWith('POST /api/magasins/7/checkoutPro'))
        return Response.json(
          wireProCheckout(
            { service_id: 3, paiement_differe: { possible: false, raison: 'Encours dépassé.' } },
            [wireDriveService()],
          ),
          { status: 201 },
        );
      if (call === 'GET /api/magasins/7/checkoutPro/41/creneaux?service_id=3')
        return Response.json(slotsAnswer);
    });
    expect(calls[0]?.call).toMatch(/^POST \/api\/magasins\/7\/checkoutPro\?uuid=/);
    expect(setCookies.some((cookie) => cookie.startsWith('cabas_commande='))).toBe(true);
    const view = (outcome as { ok: true; view: Record<string, unknown> }).view;
    expect(view).toMatchObject({
      articleCount: 3,
      serviceId: 3,
      services: [{ id: 3, label: 'Drive de Lille', possible: true }],
      days: [{ label: 'mercredi 2 décembre', slots: [{ id: '501', start: '9h', available: true }] }],
      contact: { name: 'Claire Martin', phone: '03 20 00 00 00', email: 'pro@cabas.exemple.fr' },
      missing: [],
    });
    expect(view.payments).toEqual([
      {
        code: 'differe',
        label: 'Paiement différé sur facture',
        details: 'Encours disponible : 2\u202f750,00\u00a0€, à régler sous 30 jours après le retrait',
        possible: false,
        reason: 'Encours dépassé.',
      },
      { code: 'cb', label: 'Carte bancaire', details: null, possible: true, reason: null },
    ]);
    expect(view.amounts).toMatchObject({
      total: '120,50\u00a0€',
      totalExclTax: '110,95\u00a0€',
      vat: [{ rate: '5,5 %', base: '110,95\u00a0€', vat: '9,55\u00a0€' }],
    });
  });

  it('says why the order was not placed when the hosted payment page sends the pro back', async () => {
    const created = (call: string) =>
      call.startsWith('POST /api/magasins/7/checkoutPro')
        ? Response.json(wireProCheckout({}, [wireDriveService()]), { status: 201 })
        : undefined;
    const refused = await loadMainStep(created, '/commander-pro?paiement=refus');
    expect(refused.outcome).toMatchObject({ ok: true, paymentOutcome: proMessages.paymentOutcome.refus });
    const plain = await loadMainStep(created, '/commander-pro?paiement=toString');
    expect(plain.outcome).toMatchObject({ ok: true, paymentOutcome: null });
  });

  it('an empty cart goes back to the cart; a consumer to /commander', async () => {
    const empty = await loadMainStep(() => refusal(409, API_ERROR_CODES.checkoutCartEmpty));
    expect((empty.outcome as Response).headers.get('location')).toBe('/panier?type_panier=drive');
    const consumer = await loadMainStep(() => refusal(403, API_ERROR_CODES.proAccountRequired));
    expect((consumer.outcome as Response).headers.get('location')).toBe('/commander');
  });

  it('a store outside the agreement: the refusal page with its message (403)', async () => {
    const { outcome } = await loadMainStep(() =>
      refusal(403, API_ERROR_CODES.proStoreNotAllowed, proMessages.storeNotAllowed),
    );
    expect(outcome).toMatchObject({
      data: { message: proMessages.storeNotAllowed, reason: 'store_outside_agreement' },
      init: { status: 403 },
    });
  });

  it('a failed creation: the error popin and the way back to the cart (500: the unexpected message)', async () => {
    const changed = await loadMainStep(() =>
      refusal(409, API_ERROR_CODES.checkoutCartChanged, 'Panier modifié.'),
    );
    expect(changed.outcome).toEqual({ ok: false, failure: { message: 'Panier modifié.', next: 'panier' } });
    const down = await loadMainStep(() => refusal(500, 'erreur_interne', 'stack trace'));
    expect(down.outcome).toEqual({
      ok: false,
      failure: { message: 'Une erreur inattendue est survenue.', next: 'panier' },
    });
  });
});

async function postMainStep(
  form: Record<string, string>,
  route: Parameters<typeof fakeApi>[0],
  checkoutId = 41,
) {
  const api = fakeApi(route);
  const { request, cookieHeader } = await shopperRequest('/commander-pro', { form, checkoutId });
  const { context } = proContext(api.fetch, cookieHeader);
  return { outcome: await outcomeOf(() => proMainStepAction(request, context)), calls: api.calls };
}

const getCheckout = (call: string) =>
  call === 'GET /api/magasins/7/checkoutPro/41' ? Response.json(wireProCheckout()) : undefined;

describe('the main step’s forms', () => {
  it('the drive chosen with the last dateLastUpdate, then the page again', async () => {
    const { outcome, calls } = await postMainStep({ intent: 'service', service_id: '3' }, (call) => {
      if (call === 'PUT /api/magasins/7/checkoutPro/41')
        return Response.json(wireProCheckout({ service_id: 3 }));
      return getCheckout(call);
    });
    expect((outcome as Response).status).toBe(303);
    expect((outcome as Response).headers.get('location')).toBe('/commander-pro');
    expect(calls[1]).toEqual({
      call: 'PUT /api/magasins/7/checkoutPro/41',
      body: { dateLastUpdate: '2026-11-29T09:00:00.000Z', service_id: 3 },
    });
  });

  it('no payment mode chosen: the message on the field, nothing sent', async () => {
    const { outcome, calls } = await postMainStep({ intent: 'paiement' }, getCheckout);
    expect(calls).toEqual([]);
    const answer = dataOf(outcome) as { result: { error: Record<string, string[]> } };
    expect(answer.result.error.modePaiement).toEqual([proMessages.paymentModeRequired]);
  });

  it('the payment mode chosen', async () => {
    const { calls } = await postMainStep({ intent: 'paiement', modePaiement: 'differe' }, (call) =>
      call.startsWith('PUT') ? Response.json(wireProCheckout()) : getCheckout(call),
    );
    expect(calls[1]?.body).toEqual({ dateLastUpdate: '2026-11-29T09:00:00.000Z', modePaiement: 'differe' });
  });

  it('a slot chosen by the grid: the hold announced', async () => {
    const hold = {
      creneau_id: 501,
      service_id: 3,
      debut: '2026-12-02T08:00:00.000Z',
      fin: '2026-12-02T09:00:00.000Z',
      heure_debut: '09:00',
      heure_fin: '10:00',
      jour_texte: 'mercredi 2 décembre',
      tarif: 0,
      expire_le: '2026-11-29T09:30:00.000Z',
      duree_reservation_minutes: 30,
    };
    const { outcome, calls } = await postMainStep(
      { intent: 'creneau', creneau_id: '501', js: '1' },
      (call) =>
        call.startsWith('POST /api/magasins/7/checkoutPro/41/creneau')
          ? Response.json(wireProCheckout({ creneau: hold }))
          : getCheckout(call),
    );
    expect(calls[1]?.call).toBe(
      'POST /api/magasins/7/checkoutPro/41/creneau?dateLastUpdate=2026-11-29T09%3A00%3A00.000Z',
    );
    expect(dataOf(outcome)).toMatchObject({
      intent: 'creneau',
      hold: { slotId: '501', text: 'mercredi 2 décembre de 9h à 10h' },
    });
  });

  it('the checkout gone (404): the error popin with the time-out message, then reload', async () => {
    const { outcome } = await postMainStep({ intent: 'service', service_id: '3' }, () =>
      refusal(404, API_ERROR_CODES.checkoutNotFound),
    );
    expect(dataOf(outcome)).toMatchObject({
      failure: { message: proMessages.expired, next: 'recharger' },
    });
  });

  it('a drive refused (422): the API’s message on the field, no popin', async () => {
    const { outcome } = await postMainStep({ intent: 'service', service_id: '3' }, (call) =>
      call.startsWith('PUT')
        ? Response.json(
            {
              status_code: 422,
              message: 'Données invalides',
              code: API_ERROR_CODES.proServiceRefused,
              errors: { service_id: [proMessages.serviceNotPro] },
            },
            { status: 422 },
          )
        : getCheckout(call),
    );
    const answer = dataOf(outcome) as { failure?: unknown; result: { error: Record<string, string[]> } };
    expect(answer.failure).toBeUndefined();
    expect(answer.result.error.service_id).toEqual([proMessages.serviceNotPro]);
  });

  it('without the pro checkout’s cookie: back to the main step', async () => {
    const { outcome } = await postMainStep({ intent: 'service', service_id: '3' }, getCheckout, 0);
    expect((outcome as Response).headers.get('location')).toBe('/commander-pro');
  });
});
