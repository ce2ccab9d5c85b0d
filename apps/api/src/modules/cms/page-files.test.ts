import { CMS_SLUG } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { linksOf, renderMarkdown } from './markdown.ts';
import { fillOperator, OPERATOR_FIELDS, operatorFromEnv } from './operator.ts';
import { parsePageFile, readPageFiles } from './page-files.ts';

const pages = readPageFiles();
const slugs = new Set(pages.map((page) => `/${page.slug}`));

/** Shop pages outside the CMS that the pages link to. */
const SHOP_PAGES = [
  '/connexion',
  '/mdp-oublie',
  '/mon-compte',
  '/mon-compte/mes-commandes',
  '/mon-compte/mon-profil',
  '/mon-compte/mes-commandes/en-magasin',
];

describe('the seeded CMS pages', () => {
  it('hold the help and legal pages the shop links to, at valid addresses', () => {
    for (const slug of [
      'infos-et-services',
      'infos-et-services/aide/contactez-nous',
      'infos-et-services/aide/guide-des-tailles',
      'infos-et-services/services-pro',
      'infos-et-services/drive-pieton',
      'infos-et-services/easybox',
      'infos-et-services/casiers-de-retrait',
      'infos-et-services/pages-cachees/carte-fidelite-associee-a-un-compte-comment-faire',
      'legal/mentions-legales',
      'legal/conditions-generales-de-vente/drive',
      'legal/conditions-generales-de-vente/drive-pro',
      'legal/conditions-generales-de-vente/traiteur-de-fetes',
      'legal/conditions-generales-utilisation',
      'legal/infos-specifiques',
      'legal/donnees-personnelles',
      'legal/donnees-personnelles/pro',
      'legal/cookies',
      'legal/accessibilite',
    ])
      expect(slugs, slug).toContain(`/${slug}`);
    for (const page of pages) expect(page.slug).toMatch(CMS_SLUG);
  });

  it('fill every operator field they name, and link only to pages that exist or outside the shop', () => {
    const operator = operatorFromEnv({});
    for (const page of pages) {
      const text = fillOperator(page.contenu, operator);
      expect(text, page.slug).not.toMatch(/\{\{/);
      for (const link of linksOf(text)) {
        if (/^(https:|mailto:)/.test(link)) continue;
        expect([...slugs, ...SHOP_PAGES], `${page.slug} -> ${link}`).toContain(link.split('#')[0]);
      }
    }
  });

  it('reads the operator from the environment, escaping Markdown in the values', () => {
    const operator = operatorFromEnv({ OPERATOR_NAME: 'Épicerie *Durand* SARL' });
    expect(operator['operateur.nom']).toBe('Épicerie *Durand* SARL');
    expect(operator['operateur.siren']).toBe(OPERATOR_FIELDS['operateur.siren'][1]);
    expect(renderMarkdown(fillOperator('Éditeur : {{operateur.nom}}', operator))).toBe(
      '<p>Éditeur : Épicerie *Durand* SARL</p>\n',
    );
  });

  it('render no raw HTML and no unsafe link', () => {
    const html = renderMarkdown(
      '<img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](//evil.example) [c](https://www.cnil.fr) [d](/legal/cookies)',
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('href="//evil');
    expect(html).toContain('<a href="https://www.cnil.fr" rel="external noopener noreferrer">c</a>');
    expect(html).toContain('<a href="/legal/cookies">d</a>');
  });

  it('refuses a page file without its header', () => {
    expect(() => parsePageFile('legal/x', 'Pas d’en-tête')).toThrow(/en-tête/);
  });
});
