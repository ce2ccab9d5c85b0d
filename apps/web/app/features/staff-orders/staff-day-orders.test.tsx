import type { StaffMember } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaffDayOrdersPage } from './staff-day-orders.tsx';
import type { StaffOrdersPageData } from './staff-orders.server.tsx';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');

const preparer: StaffMember = {
  id: 1,
  email: 'lea.martin@cabas-magasins.exemple.fr',
  displayName: 'Léa Martin',
  role: 'preparateur',
  stores: [{ id: 7, name: 'Cabas Lyon' }],
  allStores: false,
};

const zero = { a_preparer: 0, en_preparation: 0, prete: 0, remise: 0, annulee: 0 };

function page(overrides: Partial<StaffOrdersPageData> = {}): StaffOrdersPageData {
  return {
    member: preparer,
    storeId: 7,
    form: { jour: '', etat: '', mode: '', magasin: '', creneau: '' },
    errors: {},
    list: {
      magasin: { id: 7, name: 'Cabas Lyon' },
      jour: '2026-03-10',
      filtres: { etat: null, mode: 'livraison' },
      creneaux: [
        {
          debut: '2026-03-10T09:00:00.000Z',
          fin: '2026-03-10T10:00:00.000Z',
          compteurs: { total: 2, par_etat: { ...zero, a_preparer: 1, prete: 1 } },
          ouvert: true,
          commandes: [
            {
              id: 41,
              code: 'CMD-20260308-000041',
              client: 'Camille Lambert',
              etat: 'a_preparer',
              statut_code: 'COMMANDEE',
              mode: 'livraison',
              code_type_commande: 'LAD',
              nombre_lignes: 3,
              nombre_articles: 5,
              totalCents: 123456,
              note_client: 'Sonner deux fois.',
              client_arrive_le: null,
            },
            {
              id: 42,
              code: 'CMD-20260308-000042',
              client: 'Hugo Garnier',
              etat: 'prete',
              statut_code: 'EN_ATTENTE',
              mode: 'livraison',
              code_type_commande: 'LDD',
              nombre_lignes: 1,
              nombre_articles: 1,
              totalCents: 995,
              note_client: null,
              client_arrive_le: '2026-03-10T08:05:00.000Z',
            },
          ],
        },
        {
          debut: '2026-03-10T16:00:00.000Z',
          fin: '2026-03-10T17:00:00.000Z',
          compteurs: { total: 3, par_etat: { ...zero, a_preparer: 3 } },
          ouvert: false,
          commandes: [],
        },
      ],
      arrivees: [
        {
          id: 50,
          code: 'CMD-20260309-000050',
          client: 'Julien Moreau',
          etat: 'prete',
          mode: 'drive',
          debut: '2026-03-10T08:00:00.000Z',
          fin: '2026-03-10T09:00:00.000Z',
          client_arrive_le: '2026-03-10T07:52:00.000Z',
        },
        {
          id: 42,
          code: 'CMD-20260308-000042',
          client: 'Hugo Garnier',
          etat: 'prete',
          mode: 'drive',
          debut: '2026-03-10T09:00:00.000Z',
          fin: '2026-03-10T10:00:00.000Z',
          client_arrive_le: '2026-03-10T08:05:00.000Z',
        },
      ],
      compteurs: {
        total: 9,
        par_etat: { ...zero, a_preparer: 4, prete: 5 },
        par_mode: { drive: 7, livraison: 2, click_and_collect: 0 },
        arrives: 2,
      },
    },
    ...overrides,
  };
}

describe('the day’s orders page', () => {
  it('shows a heading per slot with its counts, and each order’s code, customer, state, mode, articles, total and note', () => {
    const html = renderToString(<StaffDayOrdersPage page={page()} />);
    const t = text(html);
    expect(t).toContain('Commandes du jour Cabas Lyon, mardi 10 mars 2026');
    expect(html.replace(/\u00a0/g, ' ')).toMatch(/<h2[^>]*>De 10 h 00 à 11 h 00<\/h2>/);
    expect(t).toContain('2 commandes : 1 à préparer, 1 prête');
    expect(t).toContain('5 commandes affichées sur 9 ce jour-là.');
    expect(html).toContain('href="/gestion/commandes/41"');
    expect(t).toContain('Camille Lambert');
    expect(t).toContain('À préparer');
    expect(t).toContain('Prête');
    expect(t).toContain('Livraison à domicile');
    expect(t).toContain('5 articles (3 lignes)');
    expect(t).toContain('1 article (1 ligne)');
    expect(t).toContain('1 234,56 €');
    expect(t).toContain('9,95 €');
    expect(t).toContain('Sonner deux fois.');
  });

  it('lists the open slot’s orders; another slot’s heading opens it, and a link opens them all', () => {
    const html = renderToString(<StaffDayOrdersPage page={page()} />).replace(/\u00a0/g, ' ');
    expect(html).toMatch(
      /<h2[^>]*><a href="\/gestion\/commandes\?magasin=7&amp;jour=2026-03-10&amp;mode=livraison&amp;creneau=2026-03-10T16%3A00%3A00.000Z">De 17 h 00 à 18 h 00<\/a><\/h2>/,
    );
    expect(text(html)).toContain('3 commandes : 3 à préparer');
    expect(html.match(/<table/g)).toHaveLength(2);
    expect(html).toContain(
      'href="/gestion/commandes?magasin=7&amp;jour=2026-03-10&amp;mode=livraison&amp;creneau=tous">Afficher les commandes de tous les créneaux',
    );
    const all = page();
    for (const slot of all.list!.creneaux) slot.ouvert = true;
    const open = renderToString(<StaffDayOrdersPage page={all} />);
    expect(open).toContain('Afficher un créneau à la fois');
    expect(open).not.toContain('creneau=2026-03-10T16');
  });

  it('lists the arrived customers first, by arrival, and flags their orders in their slot', () => {
    const html = renderToString(<StaffDayOrdersPage page={page()} />);
    const t = text(html);
    expect(html).toMatch(/<h2 id="clients-arrives"[^>]*>Clients arrivés \(<!-- -->2<!-- -->\)<\/h2>/);
    // The arrivals' section comes before the first slot.
    expect(html.indexOf('Clients arrivés')).toBeLessThan(html.indexOf('De 10'));
    expect(t).toContain('2 clients attendent au drive, par ordre d’arrivée.');
    expect(t.indexOf('CMD-20260309-000050')).toBeLessThan(t.indexOf('Hugo Garnier'));
    expect(t).toContain('Client arrivé à 8 h 52');
    expect(t).toContain('Client arrivé à 9 h 05');
    expect(html).toContain('<time dateTime="2026-03-10T08:05:00.000Z">');
    // In Hugo Garnier's slot too; not on Camille Lambert's order.
    const slot = html.slice(html.indexOf('De 10'));
    expect(text(slot).match(/Client arrivé/g)).toHaveLength(1);
  });

  it('offers the hand-over search: a GET form with its labelled search box', () => {
    const html = renderToString(<StaffDayOrdersPage page={page()} />);
    expect(html).toMatch(
      /<search aria-label="Retrouver une commande à remettre"><form [^>]*action="\/gestion\/retrait" method="get"/,
    );
    expect(html).toContain('<label for="recherche-retrait">Code de commande ou nom du client</label>');
    expect(html).toMatch(/<input id="recherche-retrait" type="search"[^>]* name="q"/);
  });

  it('offers the day before and after with the filters kept, and counts in the filters', () => {
    const html = renderToString(<StaffDayOrdersPage page={page()} />);
    expect(html).toContain('href="/gestion/commandes?magasin=7&amp;jour=2026-03-09&amp;mode=livraison"');
    expect(html).toContain('href="/gestion/commandes?magasin=7&amp;jour=2026-03-11&amp;mode=livraison"');
    expect(html).toMatch(/<form[^>]* action="\/gestion\/commandes" method="get"/);
    expect(text(html)).toContain('À préparer (4)');
    expect(text(html)).toContain('Drive (7)');
    expect(html).toMatch(/<option value="livraison" selected="">/);
    // A preparer has one store: no store field, the store kept in the address.
    expect(html).toContain('<input type="hidden" name="magasin" value="7"/>');
    expect(html).not.toContain('<select id="filtre-magasin"');
  });

  it('shows the field errors of a refused query, and asks head office for a store', () => {
    const refused = renderToString(
      <StaffDayOrdersPage
        page={page({
          list: null,
          form: { jour: '2026-02-31', etat: '', mode: '', magasin: '', creneau: '' },
          errors: { jour: 'Le jour doit être une date valide au format AAAA-MM-JJ.' },
        })}
      />,
    );
    expect(refused).toMatch(/aria-invalid="true" aria-describedby="filtre-jour-erreur"/);
    expect(text(refused)).toContain('Le jour doit être une date valide au format AAAA-MM-JJ.');
    const headOffice = renderToString(
      <StaffDayOrdersPage
        page={page({
          member: { ...preparer, role: 'siege', stores: [], allStores: true },
          storeId: null,
          list: null,
        })}
      />,
    );
    expect(headOffice).toContain('name="magasin"');
    expect(text(headOffice)).toContain('Choisissez un magasin pour afficher ses commandes.');
  });

  it('says when the day has no order', () => {
    const empty = page();
    const list = empty.list!;
    const html = renderToString(
      <StaffDayOrdersPage
        page={{
          ...empty,
          list: {
            ...list,
            filtres: { etat: null, mode: null },
            creneaux: [],
            compteurs: { ...list.compteurs, total: 0 },
          },
        }}
      />,
    );
    expect(text(html)).toContain('Aucune commande ce jour-là.');
  });
});
