import type { Subscription } from '@cabas/contracts';
import { formatPrice } from '../../lib/format.ts';
import { formatFrenchDay } from '../../lib/french-date.ts';

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
export function advantageText(minimum: number | null): string {
  return minimum === null
    ? 'La livraison à domicile offerte sur toutes vos commandes'
    : `La livraison à domicile offerte dès ${formatPrice(Math.round(minimum * 100))} d'achat`;
}

/**
 * What the subscription offers at a store, against its delivery price (euros, none when free):
 * « La livraison à domicile offerte dès 60,00 € d'achat (au lieu de 8,90 € par livraison), pendant
 * toute la durée de l'abonnement. »
 */
export function offerAdvantageText(minimum: number | null, tariff: number | null): string {
  const instead =
    tariff !== null && tariff > 0
      ? ` (au lieu de ${formatPrice(Math.round(tariff * 100))} par livraison)`
      : '';
  return `${advantageText(minimum)}${instead}, pendant toute la durée de l'abonnement.`;
}

/** `currentStoreId`: the shopper's store; the offer of another store is opened by switching to it. */
export function subscriptionView(s: Subscription, currentStoreId: number | null): SubscriptionView {
  const a = s.attributes;
  return {
    id: s.id,
    title: a.code === 'LAD' ? 'Abonnement livraison à domicile' : `Abonnement ${a.code}`,
    storeName: a.magasin.nom,
    current: a.en_cours,
    startText: formatFrenchDay(a.date_debut),
    endText: formatFrenchDay(a.date_fin),
    durationText: `${a.duree} mois`,
    priceText: a.prix === null ? null : formatPrice(Math.round(a.prix * 100)),
    advantageText: advantageText(a.livraison_offerte_des),
    renewHref: a.renouvelable
      ? a.magasin_id === currentStoreId
        ? OFFER_PATH
        : `${OFFER_PATH}?magasin_id=${a.magasin_id}`
      : null,
  };
}
