import { formatPrice } from '../../lib/format.ts';
import { formatFrenchDay } from '../../lib/french-date.ts';
import type { ShopSubscription } from './subscriptions-api.server.ts';

export const SUBSCRIPTIONS_PATH = '/mon-compte/abonnements';
export const OFFER_PATH = '/abonnement-livraison';

/** A subscription as the account pages show it (French texts ready). */
export interface SubscriptionView {
  id: number;
  title: string;
  storeName: string;
  current: boolean;
  startText: string;
  endText: string;
  durationText: string;
  priceText: string | null;
  advantageText: string;
  /** The offer page of its store, for a finished subscription that may be renewed. */
  renewHref: string | null;
}

/** « La livraison à domicile offerte dès 60,00 € d'achat ». */
export function advantageText(minimumCents: number | null): string {
  return minimumCents === null
    ? 'La livraison à domicile offerte sur toutes vos commandes'
    : `La livraison à domicile offerte dès ${formatPrice(minimumCents)} d'achat`;
}

/**
 * What the subscription offers at a store, against its delivery price (none when free):
 * « La livraison à domicile offerte dès 60,00 € d'achat (au lieu de 8,90 € par livraison), pendant
 * toute la durée de l'abonnement. »
 */
export function offerAdvantageText(minimumCents: number | null, tariffCents: number | null): string {
  const instead =
    tariffCents !== null && tariffCents > 0 ? ` (au lieu de ${formatPrice(tariffCents)} par livraison)` : '';
  return `${advantageText(minimumCents)}${instead}, pendant toute la durée de l'abonnement.`;
}

/** `currentStoreId`: the shopper's store; the offer of another store is opened by switching to it. */
export function subscriptionView(s: ShopSubscription, currentStoreId: number | null): SubscriptionView {
  const a = s.attributes;
  return {
    id: s.id,
    title: a.code === 'LAD' ? 'Abonnement livraison à domicile' : `Abonnement ${a.code}`,
    storeName: a.magasin.nom,
    current: a.en_cours,
    startText: formatFrenchDay(a.date_debut),
    endText: formatFrenchDay(a.date_fin),
    durationText: `${a.duree} mois`,
    priceText: a.priceCents === null ? null : formatPrice(a.priceCents),
    advantageText: advantageText(a.freeDeliveryFromCents),
    renewHref: a.renouvelable
      ? a.magasin_id === currentStoreId
        ? OFFER_PATH
        : `${OFFER_PATH}?magasin_id=${a.magasin_id}`
      : null,
  };
}
