import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkupCacheContext } from '../../ui/cached-markup.tsx';
import { createMarkupCache } from '../../ui/markup-cache.server.ts';
import { CartLineItem } from '../cart-page/cart-line.tsx';
import type { CartLineView } from '../cart-page/cart-page-model.ts';
import { AddToCart, type AddToCartProduct } from './add-to-cart.tsx';
import type { CartRules } from './cart-rules.ts';

const rules: CartRules = {
  step: 1,
  min: 1,
  max: 3,
  weighed: false,
  kinds: ['drive'],
  sellable: true,
  lot: null,
};
const weighed: CartRules = { ...rules, step: 0.25, min: 0.5, max: 2, weighed: true };
const yaourt: AddToCartProduct = { id: 11, designation: 'Yaourt nature', inStock: true, cart: rules };
const tomates: AddToCartProduct = { id: 12, designation: 'Tomates grappe', inStock: true, cart: weighed };

const line = (overrides: Partial<CartLineView>): CartLineView => ({
  id: 7,
  productId: 11,
  giftCardAmount: null,
  designation: 'Yaourt nature',
  brand: 'Cabas',
  url: '/article/11/yaourt-nature',
  image: '/api/images/produits/11.svg',
  quantityLabel: '4 x 125 g',
  quantity: 2,
  unitPriceCents: 189,
  totalCents: 378,
  totalBeforeCents: 378,
  substitution: false,
  available: true,
  unavailableReason: null,
  rules,
  pickupDays: [],
  seller: null,
  ...overrides,
});

/** Server-renders `page` at /panier under a root route whose cart holds 2 yaourts and 1 kg of tomatoes. */
function render(page: ReactNode, cache: ReturnType<typeof createMarkupCache> | null) {
  const root = { cart: { count: 2, amountCents: 700, quantities: { 11: { drive: 2 }, 12: { drive: 1 } } } };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        hydrateFallbackElement: null,
        children: [{ path: '*', element: <MarkupCacheContext value={cache}>{page}</MarkupCacheContext> }],
      },
    ],
    { initialEntries: ['/panier?type_panier=drive'], hydrationData: { loaderData: { root } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('cart controls and lines from the markup cache', () => {
  const page = (
    <>
      <AddToCart product={yaourt} />
      <AddToCart product={tomates} variant="sheet" />
      <AddToCart product={{ ...yaourt, id: 13, designation: 'Beurre doux' }} />
      <ul>
        <CartLineItem line={line({})} kind="drive" substitutionChoice />
        <CartLineItem
          line={line({ id: 8, productId: 12, designation: 'Tomates grappe', rules: weighed, quantity: 1 })}
          kind="drive"
          substitutionChoice
        />
        <CartLineItem
          line={line({ id: 9, productId: 14, available: false, unavailableReason: 'Produit indisponible' })}
          kind="drive"
          substitutionChoice
        />
      </ul>
    </>
  );

  it('writes exactly what React Router’s forms write (the markup the browser hydrates)', () => {
    const cache = createMarkupCache();
    const rendered = render(page, null);
    expect(render(page, cache)).toBe(rendered);
    expect(cache.size()).toBe(6);
    // Served from the cache the second time, still the same markup.
    expect(render(page, cache)).toBe(rendered);
    expect(cache.size()).toBe(6);
  });

  it('shows the cart’s state: quantities, the weight list labelled without ids, the way back', () => {
    const html = render(page, createMarkupCache());
    expect(html).toContain('aria-label="Diminuer la quantité de Yaourt nature"');
    expect(html).toContain('aria-label="Ajouter Beurre doux au panier"');
    expect(html).toMatch(
      /<label class="[^"]*"><span[^>]*>Poids<span class="sr-only"> de <!-- -->Tomates grappe/,
    );
    expect(html).not.toMatch(/ id="[^"]*«|_R_/);
    // Line forms carry the line's fields and the way back in their action's query, as the controls do.
    expect(html).not.toContain('type="hidden" name="produit_id"');
    expect(html).toMatch(
      /action="\/ressources\/panier\?produit_id=\d+&amp;type_panier=drive&amp;redirectTo=%2Fpanier%3Ftype_panier%3Ddrive"/,
    );
    expect(html).toContain('aria-label="Supprimer Yaourt nature du panier"');
    expect(html).toContain('Produit indisponible');
    expect(html.match(/<form /g)).toHaveLength(3 + 3 + 3 + 1);
  });

  it('renders again when what a control shows changes', () => {
    const cache = createMarkupCache();
    render(page, cache);
    const other = render(<AddToCart product={{ ...yaourt, designation: 'Yaourt à la grecque' }} />, cache);
    expect(other).toContain('Diminuer la quantité de Yaourt à la grecque');
    expect(cache.size()).toBe(7);
  });
});
