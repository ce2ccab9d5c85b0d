import type { Order } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderDetailData } from './order-detail.server.ts';
import { OrderDetail } from './order-detail.tsx';
import { detailView } from './order-detail-view.ts';
import { decodeOrder } from './orders-api.server.ts';

/** The substitutes' part of the order page (decision 115). */

const order = (remplacements: Order['remplacements']): Order => ({
  id: 7,
  code: 'CMD-20261125-000007',
  titre: 'Commande CMD-20261125-000007',
  code_paiement: 'cb',
  code_type_commande: 'DRIVE',
  service_id: null,
  type_panier: 'drive',
  magasin_id: 2,
  magasin: { id: 2, name: 'Cabas Paris Marché', telephone: '0102030405' },
  date_de_retrait: '2026-11-27T09:00:00.000Z',
  date_de_retrait_max: '2026-11-27T10:00:00.000Z',
  adresse_retrait: { adresse: '1 rue du Marché', cp: '75001', ville: 'Paris' },
  adresse: null,
  statut_code: 'EN_ATTENTE',
  date_commande: '2026-11-25 18:16:00',
  frais: [],
  reductions: [],
  montant_total_remise: 0,
  montant_total_ttc: 7.5,
  montant_reservation_eurocora: 0,
  montant_tirelire: 0,
  montant_carte_cadeau: 0,
  has_alias_paiement: false,
  email_confirmation: 'julien.moreau@exemple.fr',
  montant_sous_total_ttc: 7.5,
  mode_paiement: 'cb',
  modes_paiement: [{ libelle: 'Carte bancaire', valeur: 7.5 }],
  is_archive: true,
  has_adresse_facture: false,
  url_facture: null,
  label_bon_ticket: null,
  tickets_de_caisse: [],
  avantages_total_animco: null,
  numero_commande_pro: null,
  lignes_commande: [],
  remplacements,
});

const waiting: Order['remplacements'][number] = {
  ligne_id: 2,
  produit_commande: 'Lait demi-écrémé',
  produit_remplacant: 'Lait entier',
  quantite: 5,
  prix_commande: 7.5,
  prix_unitaire: 1.4,
  prix: 7,
  decision: 'en_attente',
  decision_libelle: 'En attente de la réponse du client',
  date_limite: '2026-11-27T09:00:00.000Z',
  modifiable: true,
  version: 1,
};

function render(data: Pick<OrderDetailData, 'order' | 'notice'>) {
  const Stub = createRoutesStub([
    {
      path: '/mon-compte/mes-commandes/:id',
      Component: () => <OrderDetail data={{ ...data, national: false }} action={undefined} />,
    },
  ]);
  return renderToString(<Stub initialEntries={['/mon-compte/mes-commandes/7']} />);
}

describe('the substitutes on the order page', () => {
  it('offers « Accepter » and « Refuser » in a plain form, with the price and the deadline', () => {
    const html = render({ order: detailView(decodeOrder(order([waiting]))), notice: null });
    expect(html).toContain('<h2 id="remplacements-commande">Produits remplacés</h2>');
    expect(html).toContain('Remplacé par Lait entier');
    expect(html).toMatch(/7,00\s€/);
    expect(html).toContain('avant le 27 novembre 2026 à 10');
    expect(html).toMatch(/<form method="post"[^>]*>/);
    expect(html).toContain('name="intent" value="remplacement"');
    expect(html).toContain('name="version" value="1"');
    const accept = html.match(/<button [^>]*>Accepter le remplacement<\/button>/)?.[0] ?? '';
    for (const attribute of [
      'type="submit"',
      'name="decision"',
      'value="acceptee"',
      'aria-describedby="remplacement-2"',
    ])
      expect(accept).toContain(attribute);
    expect(html).toContain('>Refuser le remplacement</button>');
    // The live region is there before any answer, empty.
    expect(html).toMatch(/<div role="status" aria-live="polite" tabindex="-1"><\/div>/);
  });

  it('tells the answer in the live region, and the decision as text once answered', () => {
    const html = render({
      order: detailView(
        decodeOrder(order([{ ...waiting, decision: 'refusee', modifiable: false, version: 2 }])),
      ),
      notice: { kind: 'substitution', lineId: 2, text: 'Remplacement refusé : Lait entier…' },
    });
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>Remplacement refusé : Lait entier…<\/div>/);
    expect(html).toContain('Vous avez refusé ce remplacement');
    expect(html).not.toContain('Accepter le remplacement');
  });

  it('shows nothing for an order without substitutes', () => {
    const html = render({ order: detailView(decodeOrder(order([]))), notice: null });
    expect(html).not.toContain('Produits remplacés');
  });
});
