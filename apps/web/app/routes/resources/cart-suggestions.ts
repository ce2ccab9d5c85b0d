import { loadAddSuggestions } from '../../features/cart/index.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseId } from '../../lib/route-patterns.ts';
import type { Route } from './+types/cart-suggestions';

/** `GET /ressources/panier/suggestions/{id}`: the suggestion popin's products, as JSON. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const headers = { 'cache-control': 'private, no-store' };
  if (id === null) return Response.json({ products: [] }, { status: 400, headers });
  try {
    return Response.json({ products: await loadAddSuggestions(context.get(shopContext), id) }, { headers });
  } catch {
    return Response.json({ products: [] }, { headers });
  }
}
