import {
  API_ERROR_CODES,
  apiMessages,
  type Subscription,
  type SubscriptionListResponse,
  type SubscriptionOfferResponse,
  subscriptionMessages,
} from '@cabas/contracts';
import {
  centsToEuros,
  isSubscriptionCurrent,
  LAD_SUBSCRIPTION_CODE,
  mayBuySubscription,
  parisDay,
  type SubscriptionOfferState,
  showsSubscriptionBanner,
  subscriptionOfferState,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SubscriptionOfferRow } from '../../db/schema-subscriptions.ts';
import { DomainError } from '../../platform/domain-error.ts';
import * as repo from './subscriptions.repository.ts';

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

export const proForbidden = () =>
  new DomainError(API_ERROR_CODES.subscriptionsProForbidden, subscriptionMessages.proForbidden);

/** The French message of each offer state (null: nothing to say, the offer may be bought). */
export const OFFER_STATE_MESSAGES: Record<SubscriptionOfferState, string | null> = {
  pro: subscriptionMessages.proForbidden,
  national: subscriptionMessages.national,
  non_eligible: subscriptionMessages.notEligible,
  deja_abonne: subscriptionMessages.alreadySubscribed,
  complet: subscriptionMessages.maximumReached,
  renouvellement: subscriptionMessages.renewal,
  disponible: null,
};

export interface StoreOffer {
  store: NonNullable<Awaited<ReturnType<typeof repo.findStore>>>;
  offers: SubscriptionOfferRow[];
  state: SubscriptionOfferState;
}

/**
 * Delivery subscriptions (abonnement livraison): a client's own, split current / finished, and the
 * offer of a store with its state for the shopper (rules in `@cabas/domain` subscriptions). Pros
 * have none: their list call answers 403 (decision 080).
 */
export class SubscriptionsService {
  constructor(readonly db: Kysely<DB>) {}

  async list(client: { id: number; isPro: boolean }, now: Date): Promise<SubscriptionListResponse> {
    if (client.isPro) throw proForbidden();
    const today = parisDay(now);
    const rows = await repo.findClientSubscriptions(this.db, client.id);
    const days = (r: repo.ClientSubscription) => ({
      actif: r.actif === 1,
      dateDebut: r.date_debut,
      dateFin: r.date_fin,
    });
    const currentStores = new Set(
      rows.filter((r) => isSubscriptionCurrent(days(r), today)).map((r) => r.store_id),
    );
    const present = (r: repo.ClientSubscription): Subscription => {
      const current = isSubscriptionCurrent(days(r), today);
      const eligible = r.is_eligible_abonnement_lad === 1;
      return {
        id: r.id,
        type: 'abonnement',
        attributes: {
          code: r.code,
          magasin_id: r.store_id,
          actif: r.actif === 1,
          en_cours: current,
          duree: r.duree_mois,
          date_debut: r.date_debut.slice(0, 10),
          date_fin: r.date_fin.slice(0, 10),
          prix: euros(r.prix_cents),
          magasin: { id: r.store_id, nom: r.store_name, eligible },
          livraison_offerte_des: euros(r.montant_minimum_lad_cents),
          renouvelable: !current && eligible && !currentStores.has(r.store_id),
        },
      };
    };
    const all = rows.map(present);
    return {
      data: {
        en_cours: all.filter((s) => s.attributes.en_cours),
        termines: all.filter((s) => !s.attributes.en_cours),
      },
    };
  }

  /** A store's offer and its state for this shopper (null: a visitor). 404 for an unknown store. */
  async storeOffer(
    client: { id: number; isPro: boolean } | null,
    storeId: number,
    now: Date,
    db: Kysely<DB> = this.db,
  ): Promise<StoreOffer> {
    const store = await repo.findStore(db, storeId);
    if (!store) throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
    const today = parisDay(now);
    const offers = store.is_national === 1 ? [] : await repo.findOffers(db, storeId);
    const [own, subscribers] = await Promise.all([
      client && !client.isPro ? repo.findStoreSubscriptions(db, client.id, storeId) : [],
      offers.length ? repo.countCurrentSubscribers(db, storeId, today) : 0,
    ]);
    const maxima = offers.map((o) => o.max_abonnes).filter((m): m is number => m !== null);
    const state = subscriptionOfferState({
      isPro: client?.isPro ?? false,
      national: store.is_national === 1,
      storeEligible: store.is_eligible_abonnement_lad === 1,
      offers: offers.length,
      subscribers,
      maxSubscribers: maxima.length ? Math.min(...maxima) : null,
      own: own.map((s) => ({ actif: s.actif === 1, dateDebut: s.date_debut, dateFin: s.date_fin })),
      today,
    });
    return { store, offers, state };
  }

  async offer(
    client: { id: number; isPro: boolean } | null,
    storeId: number,
    now: Date,
  ): Promise<SubscriptionOfferResponse> {
    const { store, offers, state } = await this.storeOffer(client, storeId, now);
    return {
      data: {
        magasin: { id: store.id, nom: store.name, eligible: store.is_eligible_abonnement_lad === 1 },
        etat: state,
        message: OFFER_STATE_MESSAGES[state],
        achetable: client !== null && mayBuySubscription(state),
        offres:
          state === 'pro'
            ? []
            : offers.map((o) => ({
                id: o.id,
                code: o.code || LAD_SUBSCRIPTION_CODE,
                duree: o.duree_mois,
                prix: centsToEuros(o.prix_cents),
              })),
        livraison_offerte_des: euros(store.montant_minimum_lad_cents),
        tarif_livraison: euros(store.lad_tariff_cents),
        banniere: showsSubscriptionBanner({ state, ladTariffCents: store.lad_tariff_cents }),
      },
    };
  }
}
