import { API_ERROR_CODES, checkoutMessages, proBillingForm, proMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { fixtureLine, payableCheckoutContext } from '../../../test/fixtures/checkout-context.ts';
import type { ProAccountRow } from '../../db/schema-pro.ts';
import type { ProClient } from './pro-checkout.repository.ts';
import type { ProCheckoutContext } from './pro-checkout-context.ts';
import { presentProCheckout } from './pro-checkout-view.ts';
import { proBillingOf, proOrderDraft, refuseUnlessReady } from './pro-order.ts';

const account: ProAccountRow = {
  client_id: 3,
  siret: '51234567900009',
  tva_intracommunautaire: 'FR75512345679',
  adresse: '12 rue Nationale',
  code_postal: '59000',
  ville: 'Lille',
  outstanding_limit_cents: 300_000,
  outstanding_cents: 0,
  updated_at: '2026-11-01T00:00:00.000Z',
};
const client: ProClient = {
  id: 3,
  email: 'contact@boulangerie-lefebvre.exemple.fr',
  prenom: 'Paul',
  id_magasin: 1,
  is_pro: 1,
  pro_company_name: 'Boulangerie Lefebvre',
  pro_contact_id: 8,
};

/**
 * The fixture's drive checkout (12,50 € of food at 5,5 %, 7,50 € of non-food at 20 %, a 3 € slot) as
 * a pro's, on invoice.
 */
function proContext(over: { outstanding?: number; mode?: string | null } = {}): ProCheckoutContext {
  const checkout = payableCheckoutContext();
  checkout.row = {
    ...checkout.row,
    payment_mode: over.mode === undefined ? 'differe' : over.mode,
    avec_sacs: null,
  };
  return {
    checkout,
    client,
    account: { ...account, outstanding_cents: over.outstanding ?? 0 },
    paymentTermDays: 30,
    contact: { prenom: 'Claire', nom: 'Martin', tel: '03 20 00 00 00', mobile: null, mail: 'pro@cabas.test' },
    vatRates: new Map([
      [101, 550],
      [102, 2000],
    ]),
  };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const e = error as { code: string; message: string; errors?: Record<string, string[]> };
    return { code: e.code, message: e.message, errors: e.errors };
  }
  return null;
};

describe('the pro checkout view', () => {
  it('shows the amounts with the VAT by rate, the company, the outstanding and the contact', () => {
    const { attributes } = presentProCheckout(proContext({ outstanding: 100_000 })).data;
    expect(attributes.montants).toEqual({
      total_panier: 20,
      frais: 3,
      total_ttc: 23,
      total_ht: 20.6,
      tva: [
        { taux: '5,5 %', base_ht: 11.85, montant_tva: 0.65 },
        { taux: '20 %', base_ht: 8.75, montant_tva: 1.75 },
      ],
    });
    expect(attributes.entreprise).toMatchObject({
      raison_sociale: 'Boulangerie Lefebvre',
      siret: '51234567900009',
    });
    expect(attributes.encours).toEqual({ plafond: 3000, utilise: 1000, disponible: 2000 });
    expect(attributes.contact).toMatchObject({ prenom_referent: 'Claire', nom_referent: 'Martin' });
    expect(attributes.paiement_differe).toEqual({ possible: true, raison: null });
    expect(attributes.delai_paiement_jours).toBe(30);
    expect(attributes.a_completer).toEqual([]);
    expect(attributes.modePaiement).toBe('differe');
  });

  it('offers payment on invoice only within what is left of the limit', () => {
    const { attributes } = presentProCheckout(proContext({ outstanding: 299_000 })).data;
    expect(attributes.paiement_differe).toEqual({
      possible: false,
      raison: proMessages.outstandingExceeded('23,00', '10,00'),
    });
  });

  it('offers only the drive services and lists what is missing in step order', () => {
    const ctx = proContext({ mode: null });
    ctx.checkout.services.push({ ...ctx.checkout.services[0]!, id: 21, order_mode_id: 11, type: 'LAD' });
    ctx.checkout.hold = null;
    ctx.checkout.holdExpired = true;
    const { data } = presentProCheckout(ctx);
    expect(data.services.map((s) => s.id)).toEqual([20]);
    expect(data.attributes.a_completer).toEqual([
      { champ: 'creneau_id', message: checkoutMessages.slotHoldExpired },
      { champ: 'modePaiement', message: proMessages.paymentModeRequired },
    ]);
    ctx.checkout.row = { ...ctx.checkout.row, service_id: null };
    expect(presentProCheckout(ctx).data.attributes.a_completer[0]).toEqual({
      champ: 'service_id',
      message: proMessages.serviceRequired,
    });
  });
});

describe('processCreateCommande’s checks and draft', () => {
  it('refuses an incomplete checkout with its fields, lines a pro may not order, an order over the limit', () => {
    const incomplete = proContext({ mode: null });
    incomplete.checkout.hold = null;
    expect(refusal(() => refuseUnlessReady(incomplete))).toEqual({
      code: API_ERROR_CODES.proCheckoutIncomplete,
      message: proMessages.notReady,
      errors: {
        creneau_id: [proMessages.slotRequired],
        modePaiement: [proMessages.paymentModeRequired],
      },
    });
    const withRefused = proContext();
    withRefused.checkout.cart.lignes_panier.push({
      ...fixtureLine(103, 8, 1),
      disponible: false,
      raison_indisponibilite: 'produit_interdit_pro',
    });
    expect(refusal(() => refuseUnlessReady(withRefused))?.code).toBe(API_ERROR_CODES.proProductsNotAllowed);
    expect(refusal(() => refuseUnlessReady(proContext({ outstanding: 299_000 })))).toMatchObject({
      code: API_ERROR_CODES.proOutstandingExceeded,
      message: proMessages.outstandingExceeded('23,00', '10,00'),
    });
    // By card, the outstanding does not matter.
    expect(refuseUnlessReady(proContext({ outstanding: 299_000, mode: 'cb' }))).toBe('cb');
  });

  it('drafts the order in cents with the billing details and the payment term', () => {
    const form = proBillingForm.parse({
      raison_sociale: 'Boulangerie Lefebvre',
      siret: '512 345 679 00009',
      tva_intracommunautaire: 'FR 75 512345679',
      adresse: '12 rue Nationale',
      code_postal: '59000',
      ville: 'Lille',
      pro_passee_par: 'Paul Lefebvre',
    });
    const billing = proBillingOf(form);
    expect(billing).toEqual({
      raison_sociale: 'Boulangerie Lefebvre',
      siret: '51234567900009',
      tva_intracommunautaire: 'FR75512345679',
      adresse: '12 rue Nationale',
      code_postal: '59000',
      ville: 'Lille',
      pro_ref: null,
      pro_passee_par: 'Paul Lefebvre',
      pro_beneficiaire: null,
      pro_adr_beneficiaire: null,
    });
    const store = {
      id: 1,
      is_national: 0 as const,
      service_corapro: 1 as const,
      adresse: '1 place',
      cp: '59000',
      ville: 'Lille',
    };
    const draft = proOrderDraft(proContext(), store, billing, 'differe');
    expect(draft).toMatchObject({
      codePaiement: 'differe',
      totalCents: 2300,
      reductions: [],
      pro: billing,
      paymentTermDays: 30,
      email: client.email,
    });
  });
});
