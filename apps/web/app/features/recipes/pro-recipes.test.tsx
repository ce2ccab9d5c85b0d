import type { RecipeSummary } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecipeListPage } from './recipe-list-page.tsx';
import { RecipePage } from './recipe-page.tsx';
import type { RecipeListData, RecipePageData } from './recipes.server.ts';

const summary = (overrides: Partial<RecipeSummary> = {}): RecipeSummary => ({
  id: 41,
  slug: 'pate-a-pizza-pour-40-patons',
  titre: 'Pâte à pizza pour 40 pâtons',
  description: 'La pâte du pizzaiolo en une fournée.',
  categorie: 'plat',
  difficulte: 'moyenne',
  temps_preparation: 40,
  temps_cuisson: 0,
  personnes: 40,
  personnelle: false,
  favori: false,
  pro: true,
  ...overrides,
});

const gratin = summary({
  id: 7,
  slug: 'gratin-dauphinois',
  titre: 'Gratin dauphinois',
  description: '',
  personnes: 6,
  pro: false,
});

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  // Without React's text separators, to read the texts as a user does.
  return renderToString(<Stub initialEntries={[path]} />).replaceAll('<!-- -->', '');
}

const listData = (overrides: Partial<RecipeListData> = {}): RecipeListData => ({
  recipes: [summary(), gratin],
  total: 2,
  page: 1,
  pages: 1,
  filters: {},
  loggedIn: true,
  isPro: true,
  ...overrides,
});

const listHtml = (data: RecipeListData) => renderAt('/recettes', <RecipeListPage data={data} />);

/** The markup of each recipe card, by its title. */
const cards = (html: string) =>
  new Map(
    [...html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)].map((m) => [
      /<a [^>]*>([^<]*)<\/a>/.exec(m[1] ?? '')?.[1] ?? '',
      m[1] ?? '',
    ]),
  );

const PRO_BADGE = 'Pro<span class="sr-only"> : recette réservée aux professionnels</span>';

describe('the recipe list for a professional buyer', () => {
  it('offers the « Recettes pro » filter, a labelled checkbox of the list’s form', () => {
    const html = listHtml(listData());
    expect(html).toMatch(/<input type="checkbox" id="filtre-pro" name="pro" value="1"\/>/);
    expect(html).toContain('<label for="filtre-pro">Recettes pro</label>');
    // Inside the GET form of the other filters, before its button.
    const form = /<form[^>]*role="search"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    expect(form).toContain('id="filtre-pro"');
  });

  it('shows the filter checked when it is on, and keeps it in the pages’ links', () => {
    const html = listHtml(listData({ filters: { pro: '1' }, total: 30, pages: 2 }));
    expect(html).toMatch(/<input type="checkbox" id="filtre-pro" name="pro" checked="" value="1"\/>/);
    expect(html).toContain('href="/recettes?pro=1&amp;page=2"');
  });

  it('badges the pro recipes only, with words for screen readers', () => {
    const byTitle = cards(listHtml(listData()));
    expect(byTitle.get('Pâte à pizza pour 40 pâtons')).toContain(PRO_BADGE);
    expect(byTitle.get('Pâte à pizza pour 40 pâtons')).toContain('<li>40 portions</li>');
    expect(byTitle.get('Gratin dauphinois')).not.toContain('sr-only');
    expect(byTitle.get('Gratin dauphinois')).toContain('<li>6 personnes</li>');
  });
});

describe('the recipe list for anyone else', () => {
  it('has no « Recettes pro » filter', () => {
    const html = listHtml(listData({ isPro: false, recipes: [gratin], total: 1 }));
    expect(html).not.toContain('filtre-pro');
    expect(html).not.toContain('Recettes pro');
  });
});

describe('a pro recipe’s page', () => {
  const recipe = {
    ...summary(),
    etapes: ['Pétrissez.', 'Divisez en 40 pâtons.'],
    ingredients: [
      {
        id: 1,
        libelle: '6 kg de farine de blé T55',
        produit_recherche: 'Farine de blé T55',
        quantite: 0.24,
        produit: {
          id: 40009,
          designation: 'Farine de blé T55',
          slug: 'farine-de-ble-t55',
          priceCents: 2290,
          quantite_libelle: '25 kg',
          disponible: true,
        },
      },
    ],
  };
  const pageData = (servings: number): RecipePageData => ({
    recipe,
    servings,
    lines: {
      lignes: [{ produit_id: 40009, quantite: 1, designation: 'Farine de blé T55' }],
      indisponibles: [],
    },
    loggedIn: true,
    national: false,
    notice: null,
  });
  const path = '/recettes/41/pate-a-pizza-pour-40-patons';

  it('carries the « Pro » badge under its title and counts portions', () => {
    const html = renderAt(path, <RecipePage data={pageData(40)} />);
    expect(html).toMatch(new RegExp(`<h1>Pâte à pizza pour 40 pâtons</h1><p class="[^"]*">.*${PRO_BADGE}`));
    expect(html).toContain('Ingrédients pour 40 portions');
    expect(html).toContain('<span id="nb-personnes-libelle">Nombre de portions</span>');
    expect(html).toContain('aria-label="Produits pour 40 portions"');
    expect(html).toContain('aria-label="Une portion de plus"');
    // The meal form's portions, up to the pro bound.
    expect(html).toMatch(
      /<label[^>]*>Portions<\/label><input type="number"[^>]*max="200"[^>]*name="personnes"/,
    );
  });

  it('lets the portions go past the people of a home recipe, up to the pro bound', () => {
    const above = renderAt(path, <RecipePage data={pageData(40)} />);
    expect(/<button[^>]*value="41"[^>]*>/.exec(above)?.[0]).not.toContain('disabled');
    const top = renderAt(path, <RecipePage data={pageData(200)} />);
    expect(/<button[^>]*value="201"[^>]*>/.exec(top)?.[0]).toContain('disabled');
  });
});
