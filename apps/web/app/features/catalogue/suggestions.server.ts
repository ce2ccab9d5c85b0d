import { endpoints, SUGGESTIONS } from '@cabas/contracts';
import type { ShopContext } from '../../lib/context.server.ts';
import type { SuggestionGroup } from '../autosuggest/index.ts';
import { NATIONAL_STORE_ID } from './list-url.ts';

/** Suggestions for the header's search (the visitor's uuid goes with the API client). */
export async function loadSuggestions(shop: ShopContext, query: string): Promise<SuggestionGroup[]> {
  const answer = await shop.api.call(endpoints.catalogue.suggestions, {
    params: { shop: shop.storeId ?? NATIONAL_STORE_ID },
    query: { query },
  });
  const d = answer.data;
  const groups: SuggestionGroup[] = [
    {
      id: 'historique',
      label: 'Recherches récentes',
      items: d.historique.map((entry, index) => ({ id: `h${index}`, label: entry.libelle, url: entry.url })),
    },
    {
      id: 'suggestions',
      label: 'Suggestions',
      items: d.suggestions.map((entry, index) => ({ id: `s${index}`, label: entry.libelle, url: entry.url })),
    },
    {
      id: 'rayons',
      label: 'Rayons',
      items: d.rayons.map((entry) => ({
        id: `r${entry.id}`,
        label: entry.libelle,
        detail: entry.parent ?? undefined,
        url: entry.url,
      })),
    },
    {
      id: 'produits',
      label: 'Produits',
      items: d.produits.slice(0, SUGGESTIONS.products).map((product) => ({
        id: `p${product.id}`,
        label: product.attributes.designation,
        detail: product.attributes.marque || 'SANS MARQUE',
        url: product.attributes.url,
      })),
    },
    {
      id: 'magasins',
      label: 'Magasins',
      items: d.magasins.map((store) => ({
        id: `m${store.id}`,
        label: store.libelle,
        detail: `${store.cp} ${store.ville}`,
        url: store.url,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
