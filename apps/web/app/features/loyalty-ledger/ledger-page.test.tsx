import { loyaltyLedgerMessages } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type LedgerPageData, parseLedgerFilters } from './ledger.server.ts';
import { decodeLedger } from './ledger-api.server.ts';
import { LedgerPage } from './ledger-page.tsx';

/** A card's history as the server renders it, and the filters read from its GET form. */

const PAGE = '/mon-compte/ma-fidelite/mouvements/7';
const ledger = decodeLedger({
  data: [
    {
      id: 12,
      date: '2027-03-01T10:00:00.000Z',
      compte: 'cagnotte',
      sens: 'debit',
      cause: 'paiement',
      libelle: 'Paiement commande n° C123',
      montant_euro: -6,
      points: null,
      expiration: null,
    },
    {
      id: 10,
      date: '2026-06-01T10:00:00.000Z',
      compte: 'cagnotte',
      sens: 'credit',
      cause: 'commande',
      libelle: 'Commande n° C100',
      montant_euro: 5,
      points: null,
      expiration: { date: '2027-06-01', reste: 3.2, expire: false },
    },
    {
      id: 9,
      date: '2026-05-01T10:00:00.000Z',
      compte: 'points',
      sens: 'credit',
      cause: 'commande',
      libelle: 'Commande n° C099',
      montant_euro: null,
      points: 40,
      expiration: null,
    },
  ],
  meta: {
    page: 1,
    par_page: 20,
    total: 3,
    carte: {
      id: 7,
      libelle: 'Carte de réduction Plus',
      num_carte_carrefour: '************4321',
      solde_euro: 3.2,
      solde_point: 340,
    },
    expirations: [{ date: '2027-06-01', montant: 3.2 }],
  },
});

function render(data: LedgerPageData) {
  const Stub = createRoutesStub([{ path: PAGE, Component: () => <LedgerPage data={data} /> }]);
  return renderToString(<Stub initialEntries={[PAGE]} />);
}

const page = (over: Partial<LedgerPageData> = {}): LedgerPageData => ({
  ledger,
  values: {},
  errors: {},
  pages: 1,
  previousHref: null,
  nextHref: null,
  ...over,
});

describe('the history of a loyalty card', () => {
  it('decodes money into cents once', () => {
    expect(ledger.movements.map((m) => m.amount)).toEqual([-600, 500, 40]);
    expect(ledger.movements[1]?.expiry).toEqual({ day: '2027-06-01', leftCents: 320, over: false });
  });

  it('shows the next euros to expire and an accessible table of the movements', () => {
    const html = render(page())
      .replace(/\u00a0|\u202f/g, ' ')
      .replaceAll('<!-- -->', '');
    expect(html).toContain('3,20 € expirent le 01/06/2027');
    expect(html).toMatch(/<caption>Mouvements de la carte : 3 au total, page 1 sur 1<\/caption>/);
    expect(html).toContain('<th scope="col">Expiration des euros</th>');
    expect(html).toContain('<th scope="row">Paiement commande n° C123</th>');
    expect(html).toContain('− 6,00 €');
    expect(html).toContain('+ 40 points');
    expect(html).toContain('3,20 € restants, jusqu’au 01/06/2027');
  });

  it('is a GET form that works without JavaScript, its refused filters said beside them', () => {
    const html = render(
      page({ values: { du: '2026-02-30' }, errors: { du: loyaltyLedgerMessages.dayInvalid } }),
    );
    expect(html).toMatch(/<form [^>]*method="get"/);
    expect(html).toMatch(/<label for="filtre-du">Du<\/label>/);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<p id="filtre-du-erreur"');
    expect(html).toContain(loyaltyLedgerMessages.dayInvalid);
  });

  it('keeps the accepted filters and leaves out a refused one with its message', () => {
    const url = new URL(
      'http://x/mon-compte/ma-fidelite/mouvements/7?du=2026-02-30&sens=debit&cause=&page=2',
    );
    const { query, values, errors } = parseLedgerFilters(url);
    expect(query).toMatchObject({ sens: 'debit', page: 2 });
    expect(query.du).toBeUndefined();
    expect(values).toEqual({ du: '2026-02-30', sens: 'debit' });
    expect(errors).toEqual({ du: loyaltyLedgerMessages.dayInvalid });
  });
});
