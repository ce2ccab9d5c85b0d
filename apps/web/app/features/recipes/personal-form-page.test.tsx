import { recipeMessages } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES } from './personal-form.ts';
import { PersonalFormPage } from './personal-form-page.tsx';
import type { PersonalFormActionData } from './recipe-account.server.ts';

function render(action?: PersonalFormActionData) {
  const Stub = createRoutesStub([
    {
      path: '/mes-recettes-personnelles/nouvelle',
      Component: () => <PersonalFormPage data={{ id: null, values: EMPTY_VALUES }} action={action} />,
    },
  ]);
  return renderToString(<Stub initialEntries={['/mes-recettes-personnelles/nouvelle']} />);
}

/** The markup of the input named `name`. */
const input = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`name="${name}"`)) ?? '';

describe('PersonalFormPage', () => {
  it('gives a refused recipe back as typed, with each message on its row and the alert of the form', () => {
    const html = render({
      extraRows: 0,
      result: {
        status: 'error',
        initialValue: {
          categorie: 'dessert',
          ingredients: [{ libelle: '4 pommes', quantite: '0,8' }],
          etapes: ['Mélangez.'],
        },
        error: {
          titre: [recipeMessages.titleRequired],
          'ingredients[0].produit_recherche': [recipeMessages.ingredientProductRequired],
        },
      },
    });
    expect(html).toMatch(/<p id="[^"]+" role="alert"[^>]*>La recette n’a pas été enregistrée/);
    expect(input(html, 'titre')).toContain('aria-invalid="true"');
    expect(html).toContain(recipeMessages.titleRequired);
    expect(input(html, 'ingredients[0].libelle')).toContain('value="4 pommes"');
    expect(input(html, 'ingredients[0].quantite')).toContain('value="0,8"');
    expect(input(html, 'ingredients[0].produit_recherche')).toContain('aria-invalid="true"');
    expect(html).toContain(recipeMessages.ingredientProductRequired);
    expect(html).toContain('Mélangez.</textarea>');
    expect(html).toMatch(/<option value="dessert" selected="">/);
  });

  it('shows the whole form’s message of the API, and no alert after "Ajouter des lignes"', () => {
    const refused = render({
      extraRows: 0,
      result: { status: 'error', initialValue: { titre: 'Crumble' }, error: { '': ['Refusée.'] } },
    });
    expect(refused).toMatch(/role="alert"[^>]*>Refusée\.</);
    const more = render({ extraRows: 3, result: { status: 'success', initialValue: { titre: 'Crumble' } } });
    expect(more).not.toContain('role="alert"');
    expect(input(more, 'titre')).toContain('value="Crumble"');
    expect(more).toContain('name="ingredients[5].libelle"');
  });
});
