import {
  API_ERROR_CODES,
  endpoints,
  messages,
  type ProductNotFoundBody,
  type ProductSheetResponse,
  productNotFoundBodySchema,
  type ReviewItem,
  type ReviewStatistics,
} from '@cabas/contracts';
import { centsToEuros } from '@cabas/domain';
import { optionalEurosToCents } from '@cabas/domain/money';
import { data, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { articlePath } from '../../lib/route-patterns.ts';
import { type CardData, toCard } from './card-model.ts';
import { cachedReviews, cachedSheet } from './catalogue-cache.server.ts';
import { giftCardRange } from './gift-card.ts';
import { isLotOffer, NATIONAL_STORE_ID, orderAdvantages } from './list-url.ts';

export interface ProductPageData {
  id: number;
  card: CardData;
  url: string;
  description: string | null;
  type: string;
  giftCard: { min: number; max: number } | null;
  lots: string[];
  allergens: string[];
  ingredients: string | null;
  nutrition: ProductSheetResponse['data']['attributes']['nutrition'];
  infos: ProductSheetResponse['data']['attributes']['infos_conso'];
  complementary: CardData[];
  similar: CardData[];
  breadcrumb: { label: string; url: string }[];
  head: { title: string; description: string; canonical: string; robots: string };
  replacedByNational: boolean;
  reviews: { items: ReviewItem[]; statistics: ReviewStatistics; totalPages: number; page: number };
  jsonLd: string;
}

const notFound = () => data({ message: 'Page Not Found' }, { status: 404 });
const temporary = () => data({ message: messages.temporaryError }, { status: 504 });

/** The breadcrumb and national flag of a product 404 (empty for any other 404). */
function notFoundBody(error: unknown): ProductNotFoundBody['meta'] | null {
  const { productNotFound, productNotInStore, storeNotFound } = API_ERROR_CODES;
  if (!isApiError(error, endpoints.catalogue.product)) return null;
  if (!error.hasCode(productNotFound, productNotInStore, storeNotFound)) return null;
  const body = productNotFoundBodySchema.safeParse(error.data);
  return body.success ? body.data.meta : { breadcrumb: [], disponible_national: false };
}

/** Escapes a JSON-LD script body (no `</script>` break-out). */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** `/article/{id}/{slug?}`: canonical slug 301, national retry, parent category, 504. */
export async function productLoader(
  request: Request,
  shop: ShopContext,
  id: number,
  slug: string | null,
): Promise<ProductPageData> {
  const url = new URL(request.url);
  const storeId = shop.storeId ?? NATIONAL_STORE_ID;
  let response: ProductSheetResponse;
  let replacedByNational = false;
  try {
    response = await cachedSheet(shop, { params: { shop: storeId, id } });
  } catch (error) {
    const body = notFoundBody(error);
    if (!body)
      throw isApiError(error) && error.isNoResponse
        ? temporary()
        : isApiError(error) && error.status >= 500
          ? temporary()
          : error;
    if (storeId !== NATIONAL_STORE_ID) {
      try {
        response = await cachedSheet(shop, { params: { shop: NATIONAL_STORE_ID, id } });
        replacedByNational = true;
      } catch (national) {
        const nationalBody = notFoundBody(national);
        if (!nationalBody) throw temporary();
        const parent = nationalBody.breadcrumb.at(-1) ?? body.breadcrumb.at(-1);
        if (parent) throw redirect(parent.url, 302);
        throw notFound();
      }
    } else {
      const parent = body.breadcrumb.at(-1);
      if (parent) throw redirect(parent.url, 301);
      throw notFound();
    }
  }
  const attributes = response.data.attributes;
  const canonical = articlePath(response.data.id, attributes.slug);
  if (slug !== attributes.slug) throw redirect(`${canonical}${url.search}`, 301);

  const reviewsPage = Math.max(1, Number(url.searchParams.get('avis')) || 1);
  let reviews: ProductPageData['reviews'] = {
    items: [],
    statistics: { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    totalPages: 0,
    page: 1,
  };
  try {
    const answer = await cachedReviews(shop, {
      params: { shopId: storeId, productId: id },
      query: { page: reviewsPage },
    });
    reviews = {
      items: answer.data.attributes.reviews,
      statistics: answer.meta.statistics,
      totalPages: answer.meta.pagination.total_pages,
      page: answer.meta.pagination.current_page,
    };
  } catch {
    // Reviews are secondary: the sheet shows without them.
  }

  const card = toCard({ type: 'produit', id: response.data.id, attributes });
  const lots = orderAdvantages(attributes.avantages)
    .filter(isLotOffer)
    .map((advantage) => advantage.texte_avantage);
  const price = optionalEurosToCents(attributes.prix);
  const jsonLd = jsonLdText({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: attributes.designation,
    sku: String(response.data.id),
    gtin13: attributes.ean.length === 13 ? attributes.ean : undefined,
    image: new URL(card.image, url.origin).href,
    brand: { '@type': 'Brand', name: card.brand },
    description: attributes.description ?? response.meta.head.description,
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: centsToEuros(price).toFixed(2),
            priceCurrency: 'EUR',
            availability: attributes.en_stock
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            url: new URL(canonical, url.origin).href,
          },
        }
      : {}),
  });
  return {
    id: response.data.id,
    card,
    url: canonical,
    description: attributes.description,
    type: attributes.type,
    giftCard: attributes.type === 'CKDO' ? giftCardRange(attributes.config_prix) : null,
    lots,
    allergens: attributes.allergens,
    ingredients: attributes.ingredients,
    nutrition: attributes.nutrition,
    infos: attributes.infos_conso,
    complementary: attributes.associations.complementaire.data.slice(0, 3).map(toCard),
    similar: attributes.en_stock ? [] : attributes.associations.similaire.data.slice(0, 6).map(toCard),
    breadcrumb: response.meta.breadcrumb.map((item) => ({ label: item.libelle, url: item.url })),
    head: { ...response.meta.head, canonical: new URL(canonical, url.origin).href },
    replacedByNational,
    reviews,
    jsonLd,
  };
}
