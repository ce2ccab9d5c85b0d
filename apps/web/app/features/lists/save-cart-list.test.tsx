import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginPromptProvider } from '../auth/login-prompt.tsx';
import type { SaveListView } from './save-cart-list.ts';
import { SaveCartList } from './save-cart-list.tsx';

const PAGE = '/commander/confirmation/refus?type_panier=drive';

/** Server-renders the control (the no-JavaScript page) under a root route saying who is logged in. */
function render(loggedIn: boolean, view: SaveListView | null, path = PAGE) {
  const user = loggedIn ? { prenom: 'Marie', isPro: false } : null;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ user }),
        hydrateFallbackElement: null,
        children: [
          {
            path: '*',
            element: (
              <LoginPromptProvider>
                <SaveCartList kind="drive" view={view} />
              </LoginPromptProvider>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { user } } } },
  );
  return renderToString(<RouterProvider router={router} />)
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('"Enregistrer mon panier dans une liste" without JavaScript', () => {
  it('sends a visitor to log in, coming back to the open form', () => {
    const html = render(false, null);
    expect(html).toContain(`href="/connexion?${new URLSearchParams({ redirectTo: `${PAGE}&liste=1` })}"`);
  });

  it('opens the form on the page for a logged-in shopper', () => {
    expect(render(true, null)).toContain(`href="${PAGE}&liste=1"`);
  });

  it('shows the form inline: the lists as radios, a new list with its title, the overwrite hint', () => {
    const html = render(
      true,
      {
        open: true,
        choices: { loggedIn: true, lists: [{ id: 5, titre: 'Apéro', count: 3 }], error: null },
        result: {
          ok: false,
          result: {
            status: 'error',
            initialValue: { choix: 'nouvelle', titre: '' },
            error: { titre: ['Merci de renseigner un titre'] },
          },
          saved: null,
        },
      },
      `${PAGE}&liste=1`,
    );
    expect(html).toContain('action="/ressources/listes/panier"');
    expect(html).toMatch(/<input type="radio"[^>]*name="choix"[^>]*value="5"/);
    expect(html).toMatch(/<input type="radio"[^>]*name="choix" checked="" value="nouvelle"/);
    expect(html).not.toMatch(/checked="" value="5"/);
    expect(text(html)).toContain('Apéro (3 produits)');
    expect(text(html)).toContain('Titre de la nouvelle liste');
    expect(html).toMatch(/aria-invalid="true"/);
    expect(text(html)).toContain('Merci de renseigner un titre');
    expect(text(html)).toContain('remplace son contenu par celui de votre panier');
    // The form comes back to the page without ?liste=1 once saved.
    expect(html).toContain(`name="redirectTo" value="${PAGE}"`);
    expect(html).not.toContain('name="js"');
  });

  it('says where the cart was saved after a save', () => {
    const html = render(true, {
      open: false,
      choices: null,
      result: {
        ok: true,
        result: { initialValue: null },
        saved: { titre: 'Courses', overwritten: false },
      },
    });
    expect(html).toMatch(/role="status"[^>]*>Votre panier est enregistré dans la liste « Courses »\./);
  });
});
