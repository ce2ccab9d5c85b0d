import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';
import { ALCOHOL_WARNING, FOOTER_GROUPS, MINORS_BAN } from './footer-links.ts';

describe('footer', () => {
  const html = renderToString(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );

  it('holds every link group as a navigation landmark named by its title, with plain links', () => {
    for (const group of FOOTER_GROUPS) {
      expect(html).toMatch(
        new RegExp(
          `<nav aria-labelledby="pied-${group.id}"[^>]*><h2 id="pied-${group.id}"[^>]*>${group.title}</h2>`,
        ),
      );
      for (const link of group.links)
        expect(html).toContain(`<a href="${link.to}"${link.consent ? ' data-gestion-cookies=""' : ''}>`);
    }
    expect(html).not.toContain('undefined');
  });

  it('has one « Gestion des cookies » link that opens the cookie choice', () => {
    expect(html.match(/data-gestion-cookies/g)).toHaveLength(1);
    expect(html).toContain(
      '<a href="/legal/cookies#gestion-des-cookies" data-gestion-cookies="">Gestion des cookies</a>',
    );
  });

  it('shows the legal banners (alcohol, under-18 ban) with their text escaped', () => {
    expect(html).toContain(ALCOHOL_WARNING.replace(/'/g, '&#39;'));
    expect(html).toContain(MINORS_BAN.replace(/'/g, '&#39;'));
  });
});
