import type { ProductInfoGroup } from '@cabas/contracts';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';

export interface InfoConsoData {
  ean: string;
  designation: string;
  brand: string;
  image: string | null;
  groups: ProductInfoGroup[];
}

interface ProductInfosEntry {
  id: number;
  attributes: {
    ean: string;
    designation: string;
    marque: string;
    photos: string[];
    groupes: ProductInfoGroup[];
  };
}

/** `/infoconso/{ean}`: the consumer information of one product, found by its EAN. */
export async function infoConsoLoader(shop: ShopContext, ean: string): Promise<InfoConsoData> {
  let entries: ProductInfosEntry[];
  try {
    entries = (
      await shop.api.get<{ data: ProductInfosEntry[] }>('/product-infos/recherche', { query: { query: ean } })
    ).data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422))
      throw data({ message: 'Page Not Found' }, { status: 404 });
    throw toRouteError(error);
  }
  const entry = entries.find((item) => item.attributes.ean === ean);
  if (!entry) throw data({ message: 'Page Not Found' }, { status: 404 });
  const a = entry.attributes;
  return {
    ean: a.ean,
    designation: a.designation,
    brand: a.marque?.trim() ? a.marque : 'SANS MARQUE',
    image: a.photos[0] ?? null,
    groups: a.groupes,
  };
}
