import { loyaltyConversionMessages } from '@cabas/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopLoyaltyCard } from './loyalty-api.server.ts';
import type { PointsConversionData } from './points-conversion.server.ts';
import { PointsConversionPage } from './points-conversion.tsx';
import { mayConvertPoints, PointsConversionButton } from './points-conversion-button.tsx';

/** The points transformation as the server renders it (the page without JavaScript, the card's button). */

const PAGE = '/mon-compte/ma-fidelite/points/12';
const data: PointsConversionData = {
  cardId: 12,
  cardName: 'Carte de réduction Plus se terminant par 4321',
  simulation: {
    points: 300,
    cents: 300,
    balancePoints: 340,
    balanceCents: 0,
    rate: { points: 100, cents: 100 },
    minimumPoints: 100,
  },
  refusal: null,
  key: '0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
};

function render(element: ReactNode, path = PAGE) {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ');

describe('the points transformation page', () => {
  it('sums up what moves and posts the points with the summary’s key', () => {
    const html = render(<PointsConversionPage data={data} />);
    expect(html).toContain('<h1>Transformer mes points</h1>');
    expect(text(html)).toContain('Vous transformez 300 points en 3,00 € sur la cagnotte de cette carte.');
    expect(text(html)).toContain('Il vous restera 40 points.');
    expect(text(html)).toContain('100 points = 1,00 €, à partir de 100 points');
    expect(html).toMatch(/<form[^>]*action="\/mon-compte\/ma-fidelite\/points\/12" method="post"/);
    expect(html).toContain('name="points" value="300"');
    expect(html).toContain(`name="cle_idempotence" value="${data.key}"`);
    expect(text(html)).toContain('Confirmer la transformation');
  });

  it('shows the refusal as an alert, and offers nothing below the minimum', () => {
    const refused = render(<PointsConversionPage data={data} actionData={{ ok: false, error: 'Refusé.' }} />);
    expect(refused).toMatch(/role="alert"[^>]*>Refusé\./);
    const few = render(
      <PointsConversionPage data={{ ...data, simulation: { ...data.simulation!, points: 0, cents: 0 } }} />,
    );
    expect(text(few)).toContain(loyaltyConversionMessages.nothingToConvert);
    expect(few).not.toContain('<form');
    const notConvertible = render(
      <PointsConversionPage
        data={{ ...data, simulation: null, refusal: loyaltyConversionMessages.notConvertible }}
      />,
    );
    expect(notConvertible).toMatch(/role="alert"/);
    expect(text(notConvertible)).toContain(loyaltyConversionMessages.notConvertible);
  });

  it('shows the success as a status, with the card’s new balances and the way back', () => {
    const html = render(
      <PointsConversionPage
        data={data}
        actionData={{
          ok: true,
          conversion: { points: 300, cents: 300, balancePoints: 40, balanceCents: 300 },
        }}
      />,
    );
    expect(html).toContain('<h1>Points transformés</h1>');
    expect(html).toMatch(/role="status"/);
    expect(text(html)).toContain(
      'Vos 300 points ont été transformés : 3,00 € ont été ajoutés à la cagnotte de votre carte.',
    );
    expect(html).toContain('href="/mon-compte/ma-fidelite"');
  });
});

describe('« Transformer mes points » on a card', () => {
  const card = {
    id: 12,
    type_carte: 'CP',
    sous_type: 'CP',
    libelle: 'Carte de réduction Plus',
    num_carte_carrefour: '•••• •••• 4321',
    balanceCents: 0,
    comingCents: 0,
    solde_point: 340,
    solde_point_suiv: 25,
    is_data_live: true,
    expired: false,
    date_ajout: '2026-05-01T00:00:00.000Z',
  } satisfies ShopLoyaltyCard;

  it('is a link to the transformation’s page before JavaScript, on cards that may convert only', () => {
    const html = render(<PointsConversionButton card={card} />, '/mon-compte/ma-fidelite');
    expect(html).toMatch(
      /<a[^>]*href="\/mon-compte\/ma-fidelite\/points\/12"[^>]*>Transformer mes points<\/a>/,
    );
    expect(mayConvertPoints(card)).toBe(true);
    expect(mayConvertPoints({ ...card, solde_point: 99 })).toBe(false);
    expect(mayConvertPoints({ ...card, type_carte: 'C4' })).toBe(false);
    expect(mayConvertPoints({ ...card, expired: true })).toBe(false);
    expect(
      render(<PointsConversionButton card={{ ...card, solde_point: 40 }} />, '/mon-compte/ma-fidelite'),
    ).toBe('');
  });
});
