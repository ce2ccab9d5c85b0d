import { SEARCH_QUERY_MAX } from '@cabas/contracts';
import { SUGGESTIONS_MIN_CHARS } from '../../features/autosuggest/index.ts';
import { catalogueShop, loadSuggestions } from '../../features/catalogue/index.server.ts';
import type { Route } from './+types/suggestions';

/** `GET /ressources/suggestions?q=`: the header combobox's suggestions, as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (query.length < SUGGESTIONS_MIN_CHARS || query.length > SEARCH_QUERY_MAX) {
    return Response.json({ groups: [] }, { headers: { 'cache-control': 'no-store' } });
  }
  try {
    // A pro customer's suggestions include pro-only products.
    const groups = await loadSuggestions(await catalogueShop(request, context), query);
    return Response.json({ groups }, { headers: { 'cache-control': 'private, no-store' } });
  } catch {
    return Response.json({ groups: [] }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
