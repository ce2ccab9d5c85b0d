import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuickFilters } from './product-list-page.tsx';

describe('a pro’s quick filters', () => {
  it('are links that toggle the filter through the URL, the chosen one said so', () => {
    const html = renderToString(
      <QuickFilters
        filters={[
          { label: 'Produits pro', count: 12, active: true, href: '/epicerie-salee-c-3' },
          { label: 'Bio', count: 1, active: false, href: '/epicerie-salee-c-3/produits-pro/labels-bio' },
        ]}
      />,
    );
    expect(html).toContain('aria-label="Filtres rapides"');
    expect(html).toContain('<a href="/epicerie-salee-c-3" rel="nofollow" class="_quickActive_');
    expect(html).toContain('aria-label="Produits pro, 12 produits, sélectionné (retirer ce filtre)"');
    expect(html).toContain('aria-label="Bio, 1 produit"');
  });

  it('are not shown when there are none (a consumer’s list)', () => {
    expect(renderToString(<QuickFilters filters={[]} />)).toBe('');
  });
});
