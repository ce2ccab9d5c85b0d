import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { builtRoutes, LAYOUT_FILES, LAYOUTS, type RouteEntry } from './route-table.ts';

/*
 * The route table lives in `route-table.ts` (every route of doc 1 §2 and doc 2 §2 with its layout).
 * Here only the pages that exist are registered, each under its layout route. Every other address
 * — the pages later issues build included — reaches the catch-all `*` route of the default layout,
 * whose loader answers the real not-found page with HTTP 404 (no empty placeholder page). The
 * permanent redirects of the table are answered by the root middleware (`lib/route-rules.server.ts`).
 */

function toRoute(entry: RouteEntry): RouteConfigEntry {
  const file = entry.file!;
  if (entry.path === '/') return index(file, entry.id ? { id: entry.id } : undefined);
  return route(entry.path!.slice(1), file, entry.id ? { id: entry.id } : {});
}

const built = builtRoutes().filter((entry) => entry.path !== null);
const layouts: RouteConfigEntry[] = [];
for (const name of LAYOUTS) {
  const children = built.filter((entry) => entry.layout === name).map(toRoute);
  if (name === 'default') {
    // The category lists (a pattern React Router cannot express) are dispatched from the catch-all;
    // unknown addresses and not-yet-built pages get the not-found page, inside the shop's frame.
    children.push(route('*', 'routes/catalogue-fallback.tsx', { id: 'routes/not-found' }));
  }
  if (children.length) layouts.push(layout(LAYOUT_FILES[name], { id: `layouts/${name}` }, children));
}

export default [
  ...layouts,
  // Resource route: one department's menu panel, loaded when the menu opens it.
  route('ressources/menu/:departmentId', 'routes/resources/menu.ts'),
  // Resource routes of the catalogue: robots.txt (with the sitemap's address), sitemap.xml and the
  // search suggestions of the header's combobox.
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('ressources/suggestions', 'routes/resources/suggestions.ts'),
  // Resource route: the header's logout form (POST only).
  route('ressources/deconnexion', 'routes/resources/logout.ts'),
  // Resource routes of the steps after login: a popin closed, the forced password change.
  route('ressources/apres-connexion', 'routes/resources/post-login.ts'),
  route('ressources/mot-de-passe', 'routes/resources/password.ts'),
  // Resource routes of the cart: its form action (plain forms and fetchers), the suggestion popin's
  // products and the cart state after login.
  route('ressources/panier', 'routes/resources/cart.ts'),
  route('ressources/panier/suggestions/:id', 'routes/resources/cart-suggestions.ts'),
  route('ressources/panier/etat', 'routes/resources/cart-state.ts'),
  route('ressources/panier/changement-magasin', 'routes/resources/cart-store-change.ts'),
  // Resource route of the checkout's address form: the cities of a postal code, delivered or not.
  route('ressources/commander/communes', 'routes/resources/checkout-communes.ts'),
  // Resource route: save the cart into a shopping list (form action), and the lists it offers.
  route('ressources/listes/panier', 'routes/resources/save-cart-list.ts'),
] satisfies RouteConfig;
