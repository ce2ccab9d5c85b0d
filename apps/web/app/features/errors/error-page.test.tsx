import { messages } from '@cabas/contracts';
import { renderToString } from 'react-dom/server';
import { data, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShopSelectorProvider } from '../shop/shop-selector-provider.tsx';
import { describeError, ErrorPage } from './error-page.tsx';

/** A thrown `data(…, { status })` as an error boundary receives it. */
function routeError(status: number, message?: string) {
  const thrown = data(message ? { message } : null, { status });
  return { status: thrown.init?.status ?? status, statusText: '', internal: false, data: thrown.data };
}

function render(error: unknown, path = '/une/page?x=1') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <ShopSelectorProvider current={null}>
        <ErrorPage error={error} />
      </ShopSelectorProvider>
    </MemoryRouter>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('error pages by status', () => {
  it('401: login prompt with the spec message and the inline login form, back to this page', () => {
    const html = render(routeError(401));
    expect(text(html)).toContain(messages.pleaseLogin);
    expect(html).toContain('action="/connexion"');
    expect(html).toContain('name="redirectTo" value="/une/page?x=1"');
    expect(text(html)).toContain('Adresse email');
    expect(text(html)).toContain('Mot de passe');
  });

  it('404: not-found page with the store finder, home and shopping-list links and the full path', () => {
    const html = render(routeError(404), '/rien/ici?a=b');
    expect(text(html)).toContain('Page Not Found: /rien/ici?a=b');
    expect(html).toContain('action="/magasins/choisir"');
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/mon-compte/mes-listes-de-courses"');
  });

  it('429: the message of a limit reached, not the maintenance page', () => {
    const html = text(render(routeError(429, 'x')));
    expect(html).toContain('Trop de tentatives');
    expect(html).toContain(messages.tooManyAttempts);
    expect(html).not.toContain('maintenance');
    expect(html).toContain("Code d'erreur : 429");
  });

  it('504 and 503: the temporary variant with a reload link', () => {
    for (const status of [503, 504]) {
      const html = render(routeError(status, 'x'));
      expect(text(html)).toContain(messages.temporaryError);
      expect(html).toContain('href="/une/page?x=1"');
    }
  });

  it('other codes: the maintenance page with the server message, else the generic one', () => {
    expect(text(render(routeError(500)))).toContain(messages.generic);
    expect(text(render(routeError(410, 'Ce prospectus n’est plus proposé.')))).toContain(
      'Ce prospectus n’est plus proposé.',
    );
    expect(text(render(new Error('boom')))).toContain('Site en maintenance');
  });

  it('reads status and message from a route error, 500 for anything else', () => {
    expect(describeError(routeError(404, 'Introuvable'))).toEqual({
      status: 404,
      message: 'Introuvable',
      reason: null,
    });
    expect(describeError(new Error('x'))).toEqual({ status: 500, message: null, reason: null });
  });
});

describe('guard error pages', () => {
  it("401 from a guard: the guard's message, the prompt and the inline form", () => {
    const html = text(render(routeError(401, messages.mustLogin)));
    expect(html).toContain(messages.mustLogin);
    expect(html).toContain(messages.pleaseLogin);
  });

  it('403 of the pro store rules: the message and a change-store button', () => {
    const thrown = data(
      { message: messages.proStoreNotAllowed, reason: 'store_outside_agreement' },
      { status: 403 },
    );
    const html = render({ status: 403, statusText: '', internal: false, data: thrown.data });
    expect(text(html)).toContain(messages.proStoreNotAllowed);
    expect(text(html)).toContain('Changer de magasin');
  });
});
