import type { Order } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { detailView } from './order-detail-view.ts';
import { decodeOrder } from './orders-api.server.ts';

/** A pro order's page (decision 119): its invoice is the pro invoice PDF; on invoice, no online edit. */

const base: Order = {
  id: 9,
  code: 'CMD-20261129-000009',
  titre: 'Commande CMD-20261129-000009',
  code_paiement: 'differe',
  code_type_commande: 'DRIVE',
  service_id: 3,
  type_panier: 'drive',
  magasin_id: 2,
  magasin: { id: 2, name: 'Cabas Lille Centre', telephone: '0320000000' },
  date_de_retrait: '2026-12-01T09:00:00.000Z',
  date_de_retrait_max: '2026-12-01T10:00:00.000Z',
  adresse_retrait: { adresse: '1 rue du Marché', cp: '59000', ville: 'Lille' },
  adresse: null,
  statut_code: 'COMMANDEE',
  date_commande: '2026-11-29 10:16:00',
  frais: [],
  reductions: [],
  montant_total_remise: 0,
  montant_total_ttc: 212.4,
  montant_reservation_eurocora: 0,
  montant_tirelire: 0,
  montant_carte_cadeau: 0,
  has_alias_paiement: false,
  email_confirmation: 'contact@boulangerie-lefebvre.exemple.fr',
  montant_sous_total_ttc: 212.4,
  mode_paiement: 'differe',
  modes_paiement: [],
  is_archive: false,
  has_adresse_facture: false,
  url_facture: null,
  label_bon_ticket: null,
  tickets_de_caisse: [],
  avantages_total_animco: null,
  numero_commande_pro: 'CMD-20261129-000009',
  lignes_commande: [],
  remplacements: [],
};

describe('a pro order’s page', () => {
  it('offers no online edit of an order on invoice, only its cancellation', () => {
    const view = detailView(decodeOrder(base));
    expect(view.changeHref).toBeNull();
    expect(view.cancelHref).toBe('/mon-compte/mes-commandes/9/annulation');
    const byCard = detailView(decodeOrder({ ...base, code_paiement: 'cb', mode_paiement: 'cb' }));
    expect(byCard.changeHref).toBe('/mon-compte/mes-commandes/9/modifier');
  });

  it('links a withdrawn pro order to its pro invoice PDF, a consumer’s to its invoice page', () => {
    const pdf = '/mon-compte/espace-pro/factures/FP-2026-000001/pdf';
    const withdrawn = { ...base, statut_code: 'RETIREE' as const, url_facture: pdf };
    expect(detailView(decodeOrder(withdrawn)).invoice).toEqual({
      href: pdf,
      label: 'Télécharger ma facture (PDF)',
    });
    const consumer = {
      ...withdrawn,
      numero_commande_pro: null,
      url_facture: '/mon-compte/mes-commandes/9/facture',
    };
    expect(detailView(decodeOrder(consumer)).invoice?.label).toBe('Générer ma facture');
  });
});
