import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let home: typeof import('./account-home.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  home = await import('./account-home.server.ts');
});

const summary = (id: number, statut = 'RETIREE') => ({
  id,
  code: `CMD-${id}`,
  titre: `Commande ${id}`,
  code_type_commande: 'DRIVE',
  magasin: { id: 2, name: 'Cabas Paris Marché', telephone: '' },
  statut_code: statut,
  date_commande: '2026-11-25 18:16:00',
  date_de_retrait: null,
  montant_total_ttc: 10,
  montant_sous_total_ttc: 10,
  montant_total_remise: 0,
  montant_reservation_eurocora: 0,
  montant_tirelire: 0,
  montant_carte_cadeau: 0,
  frais: [],
  reductions: [],
  modes_paiement: [],
  avantages_total_animco: null,
  is_archive: statut !== 'COMMANDEE',
});

function setup(answer: (path: string, query: URLSearchParams) => Response) {
  const paths: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    const u = new URL(String(url));
    const path = u.pathname.replace(/^\/api/, '');
    paths.push(`${path}${u.search}`);
    return answer(path, u.searchParams);
  };
  const context = fakeShopContext(fetch as typeof globalThis.fetch, 2, {
    clientToken: false,
    uuid: '00000000-0000-4000-8000-000000000000',
  });
  return { paths, context };
}

const me = () =>
  Response.json({
    data: {
      id: 1,
      attributes: {
        prenom: 'Marie',
        nom: 'Dupont',
        email: 'marie.dupont@exemple.fr',
        isPro: false,
        name: null,
        id_magasin: 2,
      },
    },
  });

describe('the account home loader', () => {
  it('reads the orders, lists, address and store side by side', async () => {
    const { paths, context } = setup((path, query) => {
      if (path === '/me') return me();
      if (path === '/me/commandes' && query.get('archive') === '0')
        return Response.json({ data: [summary(9, 'COMMANDEE')], meta: { total: 1 } });
      if (path === '/me/commandes')
        return Response.json({ data: [9, 8, 7, 6, 5, 4, 3].map((id) => summary(id)), meta: { total: 7 } });
      if (path === '/me/listes')
        return Response.json({
          data: [1, 2, 3, 4, 5].map((id) => ({
            id,
            titre: `Liste ${id}`,
            magasin_id: 2,
            date_creation: '2026-01-01',
            date_last_usage: `2026-11-0${id}`,
            nb_produits: 2,
            nb_produits_manquant: 1,
          })),
        });
      if (path === '/me/adresses')
        return Response.json({
          data: [
            {
              id: 1,
              defaut: false,
              libelle: 'Bureau',
              prenom: 'Marie',
              nom: 'Dupont',
              adresse: '3 rue B',
              complement_adresse: null,
              code_postal: '75002',
              nom_commune: 'Paris',
            },
            {
              id: 2,
              defaut: true,
              libelle: 'Maison',
              prenom: 'Marie',
              nom: 'Dupont',
              adresse: '1 rue A',
              complement_adresse: 'Bât. C',
              code_postal: '75001',
              nom_commune: 'Paris',
            },
          ],
        });
      if (path === '/me/abonnements')
        return Response.json({
          data: {
            en_cours: [
              {
                id: 4,
                type: 'abonnement',
                attributes: {
                  code: 'LAD',
                  magasin_id: 2,
                  actif: true,
                  en_cours: true,
                  duree: 12,
                  date_debut: '2026-01-01',
                  date_fin: '2026-12-31',
                  prix: 49.9,
                  magasin: { id: 2, nom: 'Cabas Paris Marché', eligible: true },
                  livraison_offerte_des: 60,
                  renouvelable: false,
                },
              },
            ],
            termines: [],
          },
        });
      return Response.json({ status_code: 404, message: 'Magasin introuvable' }, { status: 404 });
    });
    const request = new Request('http://shop.test/mon-compte', {
      headers: {
        cookie: (
          await commitSession(new Request('http://shop.test/'), {
            accessToken: 'jeton',
            refreshToken: 'r1',
            prenom: 'Marie',
            isPro: false,
          })
        ).split(';')[0]!,
      },
    });
    const data = await home.accountHomeLoader({ request, context });
    expect(paths).toContain('/me/listes?magasin_id=2');
    expect(data.currentOrders?.map((o) => o.id)).toEqual([9]);
    expect(data.lastOrders?.map((o) => o.id)).toEqual([9, 8, 7, 6, 5]);
    expect(data.lastOrders?.[0]).toMatchObject({
      dateText: '25 novembre 2026 à 18\u00a0h\u00a016',
      tone: 'success',
    });
    expect(data.lists).toEqual(
      [5, 4, 3, 2].map((id) => ({
        id,
        titre: `Liste ${id}`,
        count: 3,
        updatedText: `${id} novembre 2026`,
      })),
    );
    expect(data.address).toEqual({
      libelle: 'Maison',
      name: 'Marie Dupont',
      lines: ['1 rue A', 'Bât. C', '75001 Paris'],
    });
    expect(data.subscriptions).toEqual([
      {
        id: 4,
        title: 'Abonnement livraison à domicile',
        storeName: 'Cabas Paris Marché',
        current: true,
        startText: '1er janvier 2026',
        endText: '31 décembre 2026',
        durationText: '12 mois',
        priceText: '49,90\u00a0€',
        advantageText: "La livraison à domicile offerte dès 60,00\u00a0€ d'achat",
        renewHref: null,
      },
    ]);
    // A store that cannot be read leaves its block empty, not the page.
    expect(data.store).toBeNull();
  });
});
