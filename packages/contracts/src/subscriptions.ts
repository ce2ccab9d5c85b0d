import { z } from 'zod';
import { idParam } from './common.ts';

/**
 * Delivery subscriptions (abonnement livraison, code LAD) of the logged-in client, and the offer of a
 * store (calls declared in `endpoints/subscriptions.ts`). Amounts in euros; days `YYYY-MM-DD`.
 */

/** French messages of the subscriptions and of the offer's states. */
export const subscriptionMessages = {
  proForbidden: 'Les abonnements livraison ne sont pas proposés aux clients professionnels.',
  national: 'Choisissez votre magasin pour découvrir son abonnement livraison.',
  notEligible: "Ce magasin ne propose pas l'abonnement livraison.",
  alreadySubscribed: 'Vous avez déjà un abonnement livraison en cours dans ce magasin.',
  maximumReached:
    "Le nombre maximum d'abonnés est atteint dans ce magasin : l'abonnement livraison n'est plus proposé pour le moment.",
  renewal:
    'Votre abonnement livraison dans ce magasin est terminé : renouvelez-le pour continuer à profiter de la livraison offerte.',
  offerUnknown: "Cette offre d'abonnement n'existe pas dans ce magasin.",
  offerRequired: 'Merci de choisir une durée d’abonnement.',
  paid: 'Votre abonnement livraison est actif : la livraison à domicile vous est offerte dès le montant minimum de commande.',
  pending:
    'Votre paiement est en cours de vérification par votre banque : votre abonnement sera actif dès sa confirmation.',
  refused: "Votre paiement a été refusé : votre abonnement n'a pas été souscrit.",
  cancelled: "Vous avez annulé le paiement : votre abonnement n'a pas été souscrit.",
  error: "Une erreur est survenue lors du paiement : votre abonnement n'a pas été souscrit.",
} as const;

const storeSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  /** Whether the store still sells the subscription (a finished one may be renewed there). */
  eligible: z.boolean(),
});

export const subscriptionSchema = z.object({
  id: z.number().int(),
  type: z.literal('abonnement'),
  attributes: z.object({
    code: z.string(),
    magasin_id: z.number().int(),
    actif: z.boolean(),
    en_cours: z.boolean(),
    /** Months. */
    duree: z.number().int(),
    date_debut: z.string(),
    /** The last day included. */
    date_fin: z.string(),
    /** What was paid (null: a subscription from before prices were kept). */
    prix: z.number().nullable(),
    magasin: storeSchema,
    /** The advantage: home delivery free of charge from this order amount (null: from any amount). */
    livraison_offerte_des: z.number().nullable(),
    /** A finished subscription at a store that still sells it, without a current one there. */
    renouvelable: z.boolean(),
  }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /me/abonnements`: current subscriptions first, then the finished ones (latest first). */
export const subscriptionListResponse = z.object({
  data: z.object({ en_cours: z.array(subscriptionSchema), termines: z.array(subscriptionSchema) }),
});
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponse>;

export const SUBSCRIPTION_OFFER_STATES = [
  'pro',
  'national',
  'non_eligible',
  'deja_abonne',
  'complet',
  'renouvellement',
  'disponible',
] as const;

export const subscriptionOfferSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Months. */
  duree: z.number().int(),
  prix: z.number(),
});
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>;

/** `GET /magasins/{id}/abonnement-livraison`: what the store sells and what it says to this shopper. */
export const subscriptionOfferResponse = z.object({
  data: z.object({
    magasin: storeSchema,
    etat: z.enum(SUBSCRIPTION_OFFER_STATES),
    /** The state's French message (null when the offer may simply be bought). */
    message: z.string().nullable(),
    /** Whether this shopper may buy now (a first subscription or a renewal); false for a visitor. */
    achetable: z.boolean(),
    offres: z.array(subscriptionOfferSchema),
    livraison_offerte_des: z.number().nullable(),
    /** The store's home-delivery tariff (null: no home delivery). */
    tarif_livraison: z.number().nullable(),
    /** Whether to invite this shopper to subscribe (an offer they may buy, a tariff of 8,90 EUR or more). */
    banniere: z.boolean(),
  }),
});
export type SubscriptionOfferResponse = z.infer<typeof subscriptionOfferResponse>;

export const subscriptionPurchaseBody = z.object({
  magasin_id: idParam('du magasin'),
  offre_id: z.coerce
    .number({ error: subscriptionMessages.offerRequired })
    .int({ error: subscriptionMessages.offerRequired })
    .positive({ error: subscriptionMessages.offerRequired })
    .max(2_147_483_647, { error: subscriptionMessages.offerRequired }),
});
export type SubscriptionPurchaseBody = z.infer<typeof subscriptionPurchaseBody>;

/** `POST /me/abonnements`: the payment session to open on the provider's hosted page. */
export const subscriptionPurchaseResponse = z.object({
  session_id: z.string(),
  url_webview_paiement: z.string(),
  montant: z.number(),
});
export type SubscriptionPurchaseResponse = z.infer<typeof subscriptionPurchaseResponse>;
