import { API_ERROR_CODES, endpoints, type MixResponse } from '@cabas/contracts';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { type CardData, toCard } from './card-model.ts';
import { NATIONAL_STORE_ID } from './list-url.ts';
import { mixExplanation, mixUrl, mixValidity, parseMixId } from './mix.ts';

export interface MixPageData {
  id: number;
  heading: string;
  label: string;
  explanation: string[];
  validity: string;
  active: boolean;
  national: boolean;
  products: CardData[];
  head: { title: string; description: string; canonical: string; robots: string };
}

const notFound = () => data({ message: 'Page Not Found' }, { status: 404 });

/** `/article/mixin?panachage={id}`: the products of one mix offer, priced for the current store. */
export async function mixLoader(request: Request, shop: ShopContext): Promise<MixPageData> {
  const url = new URL(request.url);
  const id = parseMixId(url.searchParams);
  if (id === null) throw notFound();
  let response: MixResponse;
  try {
    response = await shop.api.call(endpoints.catalogue.mix, {
      params: { shop: shop.storeId ?? NATIONAL_STORE_ID, id },
    });
  } catch (error) {
    if (
      isApiError(error, endpoints.catalogue.mix) &&
      error.hasCode(API_ERROR_CODES.mixNotFound, API_ERROR_CODES.storeNotFound, API_ERROR_CODES.badRequest)
    )
      throw notFound();
    throw toRouteError(error);
  }
  const mix = response.data.attributes;
  const products = mix.produits.map(toCard);
  // Only a running offer with products to show is worth indexing; its canonical is its own address.
  const indexable = mix.actif && products.length > 0;
  return {
    id: response.data.id,
    heading: mix.texte_avantage,
    label: mix.libelle,
    explanation: mixExplanation(mix),
    validity: mixValidity(mix.date_debut, mix.date_fin),
    active: mix.actif,
    national: response.meta.magasin.isNational,
    products,
    head: {
      title: `${mix.texte_avantage} : ${mix.libelle}`,
      description: `Offre « ${mix.texte_avantage} » sur ${mix.libelle} : ${products.length} produit${
        products.length > 1 ? 's' : ''
      } à panacher librement.`,
      canonical: indexable ? new URL(mixUrl(response.data.id), url.origin).href : '',
      robots: indexable ? 'index, follow' : 'noindex, follow',
    },
  };
}
