import { API_ERROR_CODES, endpoints } from '@cabas/contracts';
import { data, redirect } from 'react-router';
import { NATIONAL_STORE_ID } from '../features/catalogue/index.ts';
import { isApiError } from '../lib/api-client.server.ts';
import { shopContext } from '../lib/context.server.ts';
import { toRouteError } from '../lib/errors.server.ts';
import { articlePath, parseEan } from '../lib/route-patterns.ts';
import type { Route } from './+types/article-ean';

/** `/article-ean/{ean}`: 301 to the product sheet of that EAN. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ean = parseEan(params.ean);
  if (!ean) throw data({ message: 'Page Not Found' }, { status: 404 });
  const shop = context.get(shopContext);
  try {
    const answer = await shop.api.call(endpoints.catalogue.productByEan, {
      params: { shop: shop.storeId ?? NATIONAL_STORE_ID },
      query: { ean },
    });
    throw redirect(articlePath(answer.data.id, answer.data.attributes.slug), 301);
  } catch (error) {
    if (error instanceof Response) throw error;
    const { productNotFound, productNotInStore, storeNotFound, invalidData } = API_ERROR_CODES;
    if (
      isApiError(error, endpoints.catalogue.productByEan) &&
      error.hasCode(productNotFound, productNotInStore, storeNotFound, invalidData)
    )
      throw data({ message: 'Page Not Found' }, { status: 404 });
    throw toRouteError(error);
  }
}

export default function ArticleEan() {
  return null;
}
