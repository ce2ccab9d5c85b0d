import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UsualActionData, UsualProductsData } from './usual-products.server.ts';
import { UsualProductsPage } from './usual-products-page.tsx';
import type { UsualItemView } from './usual-view.ts';

const item = (id: number, designation: string): UsualItemView => ({
  id,
  designation,
  brand: 'Cabas',
  url: `/article/${id}/produit`,
  image: `/api/images/produits/${id}.svg`,
  quantityLabel: '500 g',
  priceCents: 129,
  quantity: 2,
  step: 1,
  min: 1,
  max: 24,
  weighed: false,
  summary: 'Acheté 5 fois',
  reason: null,
  available: true,
  kind: 'drive',
});

const data: UsualProductsData = {
  chooserHref: null,
  items: [item(11, 'Pâtes fusilli'), item(12, 'Café moulu')],
  departments: [],
  total: 2,
  allHref: '/mon-compte/mes-produits-habituels',
  department: null,
  notice: null,
  hidden: null,
};

function render(actionData?: UsualActionData) {
  const Stub = createRoutesStub([
    {
      path: '/mon-compte/mes-produits-habituels',
      Component: () => <UsualProductsPage data={data} actionData={actionData} />,
    },
  ]);
  return renderToString(<Stub initialEntries={['/mon-compte/mes-produits-habituels']} />);
}

describe('the usual products page after a refusal', () => {
  it('shows a wrong quantity beside its field, with the ticks and the quantity typed', () => {
    const html = render({
      result: {
        status: 'error',
        initialValue: { produit: '11', 'quantite-11': 'beaucoup', ajouter: 'selection' },
        error: { 'quantite-11': ['La quantité de « Pâtes fusilli » doit être un nombre entre 1 et 24.'] },
      },
    });
    const quantity = html.match(/<input[^>]*name="quantite-11"[^>]*>/)?.[0] ?? '';
    expect(quantity).toContain('value="beaucoup"');
    expect(quantity).toContain('aria-invalid="true"');
    expect(quantity).toContain('aria-describedby="quantite-11-erreur"');
    expect(html).toMatch(/id="quantite-11-erreur"[^>]*>La quantité de « Pâtes fusilli »/);
    expect(html).toMatch(/<input type="checkbox" id="produit-11"[^>]*checked=""/);
    expect(html).not.toMatch(/<input type="checkbox" id="produit-12"[^>]*checked=""/);
    expect(html).toMatch(/name="quantite-12"[^>]*value="2"/);
  });

  it('says a refusal of the whole form in an alert inside the form', () => {
    const html = render({
      result: {
        status: 'error',
        initialValue: { ajouter: 'selection' },
        error: { '': ['Cochez au moins un produit à ajouter au panier.'] },
      },
    });
    expect(html).toMatch(
      /<form[^>]*id="produits-habituels"[^>]*><p id="produits-habituels-error"[^>]*role="alert"[^>]*>Cochez au moins un produit/,
    );
    expect(html).not.toContain('aria-invalid');
  });
});
