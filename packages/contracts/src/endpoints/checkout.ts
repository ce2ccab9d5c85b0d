import { z } from 'zod';
import {
  checkoutParams,
  checkoutResponse,
  checkoutShopParams,
  chooseSlotBody,
  createCheckoutQuery,
  eurocoraBody,
  giftCardCheckBody,
  giftCardCheckResponse,
  instalmentQuery,
  instalmentSimulationResponse,
  paymentModesResponse,
  planningQuery,
  planningResponse,
  promoCodeCheckoutBody,
  redevanceFormBody,
  slotsQuery,
  slotsResponse,
  updateCheckoutBody,
  writeQuery,
} from '../checkout.ts';
import { checkoutMessages } from '../checkout-messages.ts';
import { idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';

const tags = ['commande'];
const base = '/magasins/:shop/checkout/:id';

/**
 * What any call on a checkout may answer: the national store has no checkout, a pro account uses the
 * pro checkout (409); the checkout is not found (404); a write with a stale `dateLastUpdate` (409).
 */
const refused = [CODES.nationalStore, CODES.proCheckoutRefused] as const;
const found = [...refused, CODES.checkoutNotFound] as const;
const write = [...found, CODES.checkoutStale] as const;

/**
 * The consumer checkout of the logged-in client. Every call needs a logged-in client (401 otherwise);
 * the checkout must be his and of that store (404 otherwise, never 403: an id alone reveals nothing).
 * Every write takes `dateLastUpdate` (the value of the last answer): an older value is refused (409,
 * `checkout_perime`) and nothing changes. Amounts are euros (2 decimals); instants ISO-8601 UTC.
 */
export const checkoutEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/magasins/:shop/checkout',
    summary: 'Crée la commande en cours du panier (201), ou renvoie celle qui existe (200)',
    tags,
    params: checkoutShopParams,
    query: createCheckoutQuery,
    response: checkoutResponse,
    status: 201,
    // `introuvable`: the store of the path is not one the checkout can open in.
    errors: [...refused, CODES.notFound, CODES.checkoutCartEmpty, CODES.checkoutCartChanged],
  }),
  get: endpoint({
    method: 'GET',
    path: base,
    summary: 'Une commande en cours',
    tags,
    params: checkoutParams,
    response: checkoutResponse,
    errors: found,
  }),
  update: endpoint({
    method: 'PUT',
    path: base,
    summary: 'Mode de commande, adresse et paiement (un champ absent est gardé, null l’efface)',
    tags,
    params: checkoutParams,
    body: updateCheckoutBody,
    response: checkoutResponse,
    errors: write,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: base,
    summary: 'Abandonne la commande en cours (libère le créneau)',
    tags,
    params: checkoutParams,
    query: writeQuery,
    response: null,
    status: 204,
    errors: write,
  }),
  slots: endpoint({
    method: 'GET',
    path: `${base}/creneaux`,
    summary: 'Créneaux du service',
    tags,
    params: checkoutParams,
    query: slotsQuery,
    response: slotsResponse,
    errors: found,
  }),
  chooseSlot: endpoint({
    method: 'POST',
    path: `${base}/creneau`,
    summary: 'Réserve un créneau (30 minutes)',
    tags,
    params: checkoutParams,
    query: writeQuery,
    body: chooseSlotBody,
    response: checkoutResponse,
    errors: [...write, CODES.slotFull, CODES.slotClosed],
  }),
  releaseSlot: endpoint({
    method: 'DELETE',
    path: `${base}/creneau`,
    summary: 'Libère le créneau réservé',
    tags,
    params: checkoutParams,
    query: writeQuery,
    response: checkoutResponse,
    errors: write,
  }),
  benefits: endpoint({
    method: 'POST',
    path: `${base}/processAvantages`,
    summary: 'Calcul des avantages (meta.message_warning dit ce qui a changé)',
    tags,
    params: checkoutParams,
    query: writeQuery,
    response: checkoutResponse,
    errors: write,
  }),
  promoCode: endpoint({
    method: 'POST',
    path: `${base}/processCodePromo`,
    summary: 'Code promo (null le retire)',
    tags,
    params: checkoutParams,
    query: writeQuery,
    body: promoCodeCheckoutBody,
    response: checkoutResponse,
    // The cart's refusals of a promo code, which the checkout applies through it.
    errors: [
      ...write,
      CODES.promoCodeUnknown,
      CODES.promoCodeExpired,
      CODES.promoCodeNotYet,
      CODES.promoCodeNotInStore,
      CODES.promoCodeNotAllowed,
      CODES.promoCodeFirstOrder,
      CODES.promoCodeMinimum,
      CODES.promoCodeEmptyCart,
      CODES.promoCodeGiftCards,
    ],
  }),
  redevance: endpoint({
    method: 'POST',
    path: `${base}/processFormRedevance`,
    summary: 'Déclaration de vente de téléviseur',
    tags,
    params: checkoutParams,
    query: writeQuery,
    body: redevanceFormBody,
    response: checkoutResponse,
    errors: [...write, CODES.redevanceNotNeeded],
  }),
  eurocora: endpoint({
    method: 'POST',
    path: `${base}/processEurocora`,
    summary: 'Réserve sur la carte de fidélité la cagnotte que la commande utilisera (0 la libère)',
    tags,
    params: checkoutParams,
    query: writeQuery,
    body: eurocoraBody,
    response: checkoutResponse,
    // No such card, or more than its available balance: 422 `donnees_invalides` on `montant`.
    errors: write,
  }),
  paymentModes: endpoint({
    method: 'GET',
    path: `${base}/modes-paiement`,
    summary: 'Moyens de paiement de la commande',
    tags,
    params: checkoutParams,
    response: paymentModesResponse,
    errors: found,
  }),
  giftCard: endpoint({
    method: 'POST',
    path: `${base}/carte-cadeau`,
    summary: 'Vérifie et applique une carte cadeau',
    tags,
    params: checkoutParams,
    query: writeQuery,
    body: giftCardCheckBody,
    response: giftCardCheckResponse,
    errors: [
      ...write,
      CODES.giftCardRefused,
      CODES.giftCardExpired,
      CODES.giftCardEmpty,
      CODES.tooManyWrongAttempts,
    ],
  }),
  removeGiftCard: endpoint({
    method: 'DELETE',
    path: `${base}/carte-cadeau`,
    summary: 'Retire la carte cadeau',
    tags,
    params: checkoutParams,
    query: writeQuery,
    response: checkoutResponse,
    errors: write,
  }),
  planning: endpoint({
    method: 'GET',
    path: '/magasins/:shop/planning',
    summary: 'Planning des créneaux de retrait et de livraison du magasin',
    tags,
    params: z.object({ shop: idParam('du magasin') }),
    query: planningQuery,
    response: planningResponse,
    errors: [CODES.storeNotFound],
  }),
  /**
   * Public. Served under `/api` and, for storefront clients whose base URL does not end in `/api`, at
   * the root (`/ws/v1/...`) too: one declaration registered at both places.
   */
  instalments: endpoint({
    method: 'GET',
    path: '/ws/v1/simulation-echeancier',
    summary: `Simulation du paiement en 3 ou 4 fois (${checkoutMessages.instalmentRange})`,
    tags,
    query: instalmentQuery,
    response: instalmentSimulationResponse,
    errors: [],
  }),
} as const;
