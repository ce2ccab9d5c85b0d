import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountBlock } from './account-block.tsx';
import { LoginPromptProvider, ProtectedLink } from './login-prompt.tsx';

/** Server-renders `element` under a root route whose data says whether someone is logged in. */
function render(user: { prenom: string; isPro: boolean } | null, path = '/rayons') {
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
                <AccountBlock />
                <ProtectedLink to="https://evil.example/">Ailleurs</ProtectedLink>
              </LoginPromptProvider>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { user } } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('protected links', () => {
  it('point a visitor at /connexion, coming back to the action (what a click does without JavaScript)', () => {
    const html = render(null);
    expect(html).toContain('href="/connexion?redirectTo=%2Fmon-compte"');
    expect(html).toContain('href="/connexion?redirectTo=%2Fmon-compte%2Fmes-commandes"');
    expect(html).toContain('href="/connexion?redirectTo=%2Fmon-compte%2Fmes-listes-de-courses"');
    expect(html).toContain('Me connecter');
  });

  it('lead a logged-in shopper straight to the page', () => {
    const html = render({ prenom: 'Marie', isPro: false });
    expect(html).toContain('href="/mon-compte"');
    expect(html).not.toContain('redirectTo=%2Fmon-compte');
    expect(html).toMatch(/Bonjour (<!-- -->)?Marie/);
  });

  it('never lead to another site', () => {
    expect(render(null)).toContain('href="/connexion?redirectTo=%2F"');
    expect(render({ prenom: 'Marie', isPro: false })).not.toContain('evil.example');
  });
});
