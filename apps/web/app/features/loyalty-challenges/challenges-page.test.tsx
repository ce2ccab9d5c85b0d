import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopChallenge } from './challenge.ts';
import { ChallengesPage } from './challenges-page.tsx';

/** The défis page as the server renders it: each challenge's goal, reward, period and progress. */

const PAGE = '/mon-compte/ma-fidelite/defis';
const drive: ShopChallenge = {
  id: 4,
  title: '3 commandes drive en 6 semaines',
  description: 'Retirez 3 commandes drive.',
  // Midnights in Paris.
  from: '2026-10-31T23:00:00.000Z',
  until: '2026-12-12T23:00:00.000Z',
  running: true,
  goal: { kind: 'commandes', count: 3, typePanier: 'drive' },
  done: 1,
  percent: 33,
  reward: { kind: 'cagnotte', cents: 500 },
  met: false,
  rewardedAt: null,
};
const fruit: ShopChallenge = {
  ...drive,
  id: 5,
  title: '20 € de fruits et légumes ce mois-ci',
  goal: { kind: 'montant_rayon', cents: 2000, department: 'Fruits et légumes' },
  done: 2150,
  percent: 100,
  reward: { kind: 'points', points: 200 },
  met: true,
  rewardedAt: '2026-11-20T15:00:00.000Z',
};

function render(challenges: ShopChallenge[]) {
  const Stub = createRoutesStub([
    { path: PAGE, Component: () => <ChallengesPage challenges={challenges} /> },
  ]);
  return renderToString(<Stub initialEntries={[PAGE]} />);
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');

describe('the défis page', () => {
  it('shows each challenge with its goal, reward, period and labelled progress', () => {
    const html = render([drive, fruit]);
    const shown = text(html);
    expect(html).toContain('<h1>Mes défis</h1>');
    expect(shown).toContain('3 commandes drive en 6 semaines');
    expect(shown).toContain('Objectif 3 commandes drive');
    expect(shown).toContain('5,00 € sur votre cagnotte');
    expect(shown).toContain('Du 1er novembre 2026 au 12 décembre 2026');
    expect(shown).toContain('Ma progression : 1 commande sur 3');
    expect(html).toMatch(/<label for="defi-4-progression">/);
    expect(html).toMatch(/<progress id="defi-4-progression" max="100" value="33">/);
    expect(shown).toContain('Défi en cours.');
  });

  it('shows a met challenge’s amount, its points and the day it was credited', () => {
    const shown = text(render([fruit]));
    expect(shown).toContain('20,00 € en Fruits et légumes');
    expect(shown).toContain('Ma progression : 21,50 € sur 20,00 €');
    expect(shown).toContain('200 points');
    expect(shown).toContain('Défi réussi le 20 novembre 2026 : récompense créditée.');
  });

  it('links back to the loyalty page', () => {
    expect(render([drive])).toContain('href="/mon-compte/ma-fidelite"');
  });
});
