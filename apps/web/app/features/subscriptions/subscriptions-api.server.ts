/** The subscription calls as the storefront reads them: prices and thresholds in integer cents. */
import {
  endpoints,
  type Subscription,
  type SubscriptionListResponse,
  type SubscriptionOffer,
  type SubscriptionOfferResponse,
} from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodedCall } from '../../lib/decoded-call.server.ts';

const optionalCents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));

export type ShopSubscription = Omit<Subscription, 'attributes'> & {
  attributes: Omit<Subscription['attributes'], 'prix' | 'livraison_offerte_des'> & {
    /** What was paid (null: a subscription from before prices were kept). */
    priceCents: number | null;
    /** Home delivery is free from this basket (null: from any amount). */
    freeDeliveryFromCents: number | null;
  };
};

export interface ShopSubscriptionList {
  data: { en_cours: ShopSubscription[]; termines: ShopSubscription[] };
}

type OfferData = SubscriptionOfferResponse['data'];
export type ShopSubscriptionOffer = Omit<
  OfferData,
  'offres' | 'livraison_offerte_des' | 'tarif_livraison'
> & {
  offres: (Omit<SubscriptionOffer, 'prix'> & { priceCents: number })[];
  freeDeliveryFromCents: number | null;
  /** The store's home-delivery price (null: no home delivery). */
  deliveryFeeCents: number | null;
};

function decodeSubscription(subscription: Subscription): ShopSubscription {
  const { prix, livraison_offerte_des, ...attributes } = subscription.attributes;
  return {
    ...subscription,
    attributes: {
      ...attributes,
      priceCents: optionalCents(prix),
      freeDeliveryFromCents: optionalCents(livraison_offerte_des),
    },
  };
}

export const decodeSubscriptionList = (answer: SubscriptionListResponse): ShopSubscriptionList => ({
  data: {
    en_cours: answer.data.en_cours.map(decodeSubscription),
    termines: answer.data.termines.map(decodeSubscription),
  },
});

export function decodeSubscriptionOffer(answer: SubscriptionOfferResponse): ShopSubscriptionOffer {
  const { offres, livraison_offerte_des, tarif_livraison, ...offer } = answer.data;
  return {
    ...offer,
    offres: offres.map(({ prix, ...o }) => ({ ...o, priceCents: eurosToCents(prix) })),
    freeDeliveryFromCents: optionalCents(livraison_offerte_des),
    deliveryFeeCents: optionalCents(tarif_livraison),
  };
}

export const subscriptionCalls = {
  list: decodedCall(endpoints.subscriptions.list, decodeSubscriptionList),
  offer: decodedCall(endpoints.subscriptions.offer, decodeSubscriptionOffer),
};
