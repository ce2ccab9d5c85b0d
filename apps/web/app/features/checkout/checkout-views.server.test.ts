import {
  type CheckoutResponse,
  checkoutMessages,
  deliveryAddressBody,
  type PaymentModesResponse,
  type Slot,
  type SlotHold,
} from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { parseForm } from '../../lib/form.server.ts';
import type { ShopOrder } from '../orders/orders-api.server.ts';
import { decodeCheckout, decodePaymentModes, decodeSlot } from './checkout-decode.ts';
import { progressOf } from './checkout-session.server.ts';
import { confirmationKind, purchaseEvent } from './confirmation.server.ts';
import { holdView, modesView, slotView } from './mode-step.server.ts';
import { paymentView } from './payment-step.server.ts';

const slot = (over: Partial<Slot> = {}): Slot => ({
  id: 7,
  service_id: 3,
  debut: '2026-11-24T07:00:00.000Z',
  fin: '2026-11-24T08:00:00.000Z',
  heure_debut: '08:00',
  heure_fin: '09:30',
  tarif: 2.5,
  capacite: 10,
  places_restantes: 4,
  date_limite_commande: '2026-11-23T20:00:00.000Z',
  etat: 'disponible',
  ...over,
});

const hold: SlotHold = {
  creneau_id: 7,
  service_id: 3,
  debut: '2026-11-24T07:00:00.000Z',
  fin: '2026-11-24T08:00:00.000Z',
  heure_debut: '08:00',
  heure_fin: '09:00',
  jour_texte: 'mardi 24 novembre',
  tarif: 0,
  expire_le: '2026-11-21T18:30:00.000Z',
  duree_reservation_minutes: 30,
};

function wireCheckout(over: Record<string, unknown> = {}): CheckoutResponse {
  return {
    data: {
      type: 'checkout',
      id: 12,
      attributes: {
        dateLastUpdate: '2026-11-21T18:00:00.000Z',
        type_panier: 'drive',
        service_id: 3,
        mode_commande: 'DRIVE',
        modeCommandeLibelle: 'Drive',
        creneau: hold,
        idAdresseLivraison: null,
        tirelire: null,
        avec_sacs: null,
        carteCadeau: null,
        modePaiement: null,
        selectedPaymentId: null,
        code_promo: null,
        redevance: { requise: false, renseignee: false },
        montants: {
          total_panier: 42.5,
          frais: 2,
          total_ttc: 44.5,
          tirelire: 0,
          carte_cadeau: 10,
          carte_carrefour: 0,
          reste_a_payer: 34.5,
        },
        panier: {
          magasin: { allowCodePromo: true },
          montant_total_ttc: 42.5,
          montant_total_ttc_sans_rsa: 42.5,
          montant_total_remise: 0,
          lignes_panier: [],
          options_incluses: [],
          reductions: [],
        },
        ...over,
      },
      modesCommande: {
        infos: {
          service_preselectionne: null,
          lad_abonnement: false,
          montantMinimumLAD: 50,
          tarif_livraison_defaut: 8.9,
        },
        modes: [
          {
            type: 'DRIVE',
            label_long: 'Drive',
            montant_minimum: 15,
            tarif_mini: 0,
            consigne_sacs: { montant_unitaire: 0.15 },
            possible: true,
            raisons: [],
            services: [3, 99],
          },
          {
            type: 'LAD',
            label_long: 'Livraison à domicile',
            montant_minimum: 50,
            tarif_mini: 8.9,
            consigne_sacs: null,
            possible: false,
            raisons: ['Montant minimum non atteint.'],
            services: [4],
          },
        ],
        services: {
          '3': {
            id: 3,
            label: 'Drive Bastille',
            description: null,
            adresse: '1 rue X',
            possible: true,
            raisons: [],
            tarif_mini_txt: 'Gratuit',
            checkout: { montant_max: null },
          },
          '4': {
            id: 4,
            label: 'Livraison',
            description: null,
            adresse: null,
            possible: true,
            raisons: [],
            tarif_mini_txt: 'Dès 8,90 €',
            checkout: { montant_max: 300 },
          },
        },
      },
    },
    meta: {
      warning: {
        magasin_inhabituel: false,
        premiere_commande: true,
        redevance: [],
        unauth_products_list: [],
        is_alcool: false,
      },
      user_preferences: {
        id_mode_paiement_habituel: null,
        type_mode_commande_habituel: null,
        premiere_consigne_sac: true,
      },
      message_warning: [],
    },
  } as unknown as CheckoutResponse;
}

const checkout = (over: Record<string, unknown> = {}) => decodeCheckout(wireCheckout(over));

describe('checkout progress', () => {
  it('tells which steps are done', () => {
    expect(progressOf(checkout())).toEqual({
      exists: true,
      hasService: true,
      isHomeDelivery: false,
      hasAddress: false,
      hasSlot: true,
    });
  });
});

describe('delivery-mode step', () => {
  it('lists modes with their minimum, services with possibility, a closed mode disabling its services', () => {
    const modes = modesView(checkout());
    expect(modes[0]?.minimumText).toMatch(/^Dès 15,00\s€ d'achats$/);
    expect(modes[0]?.services.map((s) => s.id)).toEqual([3]);
    expect(modes[1]?.possible).toBe(false);
    expect(modes[1]?.services[0]?.possible).toBe(false);
    expect(modes[1]?.services[0]?.maxText).toMatch(/300,00/);
  });
  it('shows a slot with its price and places, a full one not available', () => {
    expect(slotView(decodeSlot(slot()))).toEqual({
      id: '7',
      start: '8h',
      end: '9h30',
      priceCents: 250,
      remaining: 4,
      available: true,
    });
    expect(slotView(decodeSlot(slot({ etat: 'complet', places_restantes: 0 }))).available).toBe(false);
    expect(slotView(decodeSlot(slot({ etat: 'choisi' }))).available).toBe(true);
  });
  it('announces the hold time in Paris time', () => {
    const view = holdView(hold);
    expect(view.slotId).toBe('7');
    expect(view.announcement).toBe(
      "Créneau du mardi 24 novembre de 8h à 9h réservé pour vous pendant 30 minutes, jusqu'à 19h30. Finalisez votre commande avant cette heure.",
    );
  });
});

describe('payment step view', () => {
  const modes = decodePaymentModes({
    data: [
      {
        type: 'mode_paiement',
        id: 'cb',
        attributes: {
          mode_paiement: 'cb',
          libelle: 'Carte bancaire',
          code_paiement_simulateur: null,
          is_new: false,
          compatible_code_promo: true,
        },
      },
      {
        type: 'mode_paiement',
        id: '3FCB',
        attributes: {
          mode_paiement: '3FCB',
          libelle: 'Carte bancaire en 3 fois',
          code_paiement_simulateur: '3FCB',
          is_new: true,
          compatible_code_promo: true,
        },
      },
    ],
    meta: {
      infos: {
        cb: { possible: true, raison: null },
        '3FCB': { possible: false, raison: 'Dès 200 € d’achats.' },
      },
      cartes_fidelite: [
        { id: 5, type_carte: 'fid', sous_type: 'CRF', num_carte_carrefour: '•••• 1234', solde_euro: 12.3 },
      ],
      alias_paiement: [],
      alias_obligatoire: false,
    },
  } as unknown as PaymentModesResponse);

  it('gives amounts in cents, the drive bag choice, the cagnotte and the disabled methods', () => {
    const view = paymentView({ checkout: checkout() } as never, modes, []);
    expect(view.amounts).toEqual({
      cartCents: 4250,
      feesCents: 200,
      totalCents: 4450,
      walletCents: 0,
      giftCardCents: 1000,
      remainingCents: 3450,
    });
    expect(view.bags).toEqual({ asked: true, unitCents: 15, value: null });
    expect(view.wallet).toMatchObject({ card: 5, balanceCents: 1230, usedCents: 0 });
    expect(view.modes.map((m) => [m.code, m.possible, m.reason])).toEqual([
      ['cb', true, null],
      ['3FCB', false, 'Dès 200 € d’achats.'],
    ]);
  });
  it("says when the cart holds alcohol (the API's meta.warning.is_alcool)", () => {
    expect(paymentView({ checkout: checkout() } as never, modes, []).alcohol).toBe(false);
    const wire = wireCheckout();
    wire.meta.warning.is_alcool = true;
    expect(paymentView({ checkout: decodeCheckout(wire) } as never, modes, []).alcohol).toBe(true);
  });

  it('asks for bags in drive only', () => {
    const view = paymentView(
      { checkout: checkout({ type_panier: 'click_and_collect' }) } as never,
      modes,
      [],
    );
    expect(view.bags.asked).toBe(false);
  });
});

describe('address form', () => {
  it('turns the form into a valid API body (checkboxes, floor, housing)', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      civilite: 'Mme',
      prenom: 'Marie',
      nom: 'Dupont',
      adresse: '12 rue de la Roquette',
      code_postal: '75011',
      code_insee: '75111',
      nom_commune: 'Paris 11e Arrondissement',
      tel: '06 12 34 56 78',
      etage: '3',
      type_habitation: 'appartement',
      ascenseur: 'on',
      residence: 'on',
    }))
      form.set(k, v);
    const parsed = parseForm(form, deliveryAddressBody);
    expect(parsed.ok && parsed.value).toMatchObject({
      etage: 3,
      ascenseur: true,
      residence: true,
      centre_ville: false,
    });
    // An empty optional field is left out: the API stores it as null.
    expect(parsed.ok && parsed.value.libelle).toBeUndefined();
  });
  it('refuses a floor that is not a number', () => {
    const form = new FormData();
    form.set('etage', 'trois');
    const parsed = parseForm(form, deliveryAddressBody);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.fieldErrors.etage).toBe(checkoutMessages.etageInvalid);
  });
});

describe('confirmation', () => {
  it('knows the three pages with an order', () => {
    expect(confirmationKind(new URL('http://x/commander/confirmation/4/ok'))).toBe('ok');
    expect(confirmationKind(new URL('http://x/commander/confirmation/4/en-attente'))).toBe('en-attente');
    expect(confirmationKind(new URL('http://x/commander/confirmation/4/deja-traitee'))).toBe('deja-traitee');
    expect(confirmationKind(new URL('http://x/commander/confirmation/4/autre'))).toBeNull();
  });
  it('tracks the purchase with its lines and fees', () => {
    const order = {
      code: 'CMD-1',
      totalCents: 3000,
      fees: [{ type: 'creneau', libelle: 'Créneau', cents: 200 }],
      lignes_commande: [{ produit_id: 9, designation: 'Pommes', unitCents: 350, quantite: 2 }],
    } as unknown as ShopOrder;
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'CMD-1',
        value: 30,
        currency: 'EUR',
        shipping: 2,
        items: [{ item_id: '9', item_name: 'Pommes', price: 3.5, quantity: 2 }],
      },
    });
  });
});
