import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  PAYMENT_SIGNATURE_HEADER,
  paymentNotificationResponse,
  paymentParams,
  processPaymentBody,
  processPaymentResponse,
  providerReturnQuery,
  providerWebhookParams,
  sandboxCardForm,
  sandboxChallengeForm,
  sandboxPageQuery,
  sandboxSavedCardForm,
  sandboxSessionParams,
} from '../payments.ts';

const tags = ['paiement'];
const sandboxTags = ['paiement (bac à sable)'];

/** What refuses a payment before the hosted page opens. */
const paymentErrors = [
  CODES.nationalStore,
  CODES.proCheckoutRefused,
  CODES.checkoutNotFound,
  CODES.checkoutPaid,
  CODES.slotHoldExpired,
  CODES.promoCodeFirstOrder,
  // A choice refused or missing, every field at once (decision 099); the choices' write came second.
  CODES.invalidData,
  CODES.checkoutStale,
] as const;

/**
 * Payment of a consumer checkout through a hosted payment page (the `sandbox` provider here): the
 * checkout is checked, a session opened, and the browser sent to the page; the provider tells the
 * outcome to the notification call, and the page sends the browser back to the storefront's outcome
 * page (a 303 to `/commander/confirmation/...`).
 */
export const paymentsEndpoints = {
  /**
   * Answers `warning.commande_recente` (and no URL) when the client ordered a few minutes ago: the web
   * asks for confirmation, then calls again with `confirmer: true`.
   */
  process: endpoint({
    method: 'POST',
    path: '/magasins/:shop/checkout/:id/processPaiement',
    summary:
      'Paiement : vérifie la commande et ouvre la page de paiement (ou avertit d’une commande récente)',
    tags,
    params: paymentParams,
    body: processPaymentBody,
    response: processPaymentResponse,
    errors: paymentErrors,
  }),
  /** Paid with the shop's own card: the same flow, with the card's payment mode. */
  processOwnCard: endpoint({
    method: 'POST',
    path: '/magasins/:shop/checkout/:id/processPaiementCarteCarrefour',
    summary: 'Paiement avec la carte de l’enseigne : ouvre la page de paiement',
    tags,
    params: paymentParams,
    body: processPaymentBody,
    response: processPaymentResponse,
    errors: paymentErrors,
  }),
  /**
   * Server to server. The body is the JSON text of a `PaymentNotification`, kept as text until its
   * signature (HMAC-SHA256 of the raw bytes, in the signature header) is checked.
   */
  notification: endpoint({
    method: 'POST',
    path: '/paiements/notifications',
    summary: `Notification signée du prestataire de paiement (en-tête ${PAYMENT_SIGNATURE_HEADER})`,
    tags,
    body: z.string(),
    response: paymentNotificationResponse,
    errors: [CODES.badSignature, CODES.badNotification, CODES.paymentSessionNotFound, CODES.amountMismatch],
  }),
  /** The hosted card page (HTML), or a 303 back to the storefront when the session is over. */
  sandboxPage: endpoint({
    method: 'GET',
    path: '/paiement-sandbox/:session',
    summary: 'Page de paiement hébergée (HTML)',
    tags: sandboxTags,
    params: sandboxSessionParams,
    query: sandboxPageQuery,
    response: z.string(),
    errors: [],
  }),
  sandboxCard: endpoint({
    method: 'POST',
    path: '/paiement-sandbox/:session',
    summary: 'Envoi du formulaire de carte (HTML, ou 303 vers la page de résultat)',
    tags: sandboxTags,
    params: sandboxSessionParams,
    body: sandboxCardForm,
    response: z.string(),
    errors: [],
  }),
  sandboxChallenge: endpoint({
    method: 'POST',
    path: '/paiement-sandbox/:session/3ds',
    summary: 'Code 3-D Secure (HTML, ou 303 vers la page de résultat)',
    tags: sandboxTags,
    params: sandboxSessionParams,
    body: sandboxChallengeForm,
    response: z.string(),
    errors: [],
  }),
  sandboxSavedCard: endpoint({
    method: 'POST',
    path: '/paiement-sandbox/:session/carte-enregistree',
    summary: 'Paiement avec la carte enregistrée choisie (HTML, ou 303 vers la page de résultat)',
    tags: sandboxTags,
    params: sandboxSessionParams,
    body: sandboxSavedCardForm,
    response: z.string(),
    errors: [],
  }),
  /**
   * A real provider's signed webhook (Stripe's `Stripe-Signature`, Adyen's HMAC per item), raw bytes
   * kept as text until checked. Every delivery with a valid signature is answered 2xx (Adyen's
   * `[accepted]`), even for a session the shop does not know: the provider must stop sending it.
   */
  providerWebhook: endpoint({
    method: 'POST',
    path: '/paiements/notifications/:provider',
    summary: 'Webhook signé de Stripe ou d’Adyen',
    tags,
    params: providerWebhookParams,
    body: z.string(),
    response: z.string(),
    errors: [CODES.badSignature, CODES.badNotification, CODES.notFound],
  }),
  /**
   * Where a real provider's page sends the shopper back, whatever the outcome (Adyen has one return
   * URL): a 303 to the storefront's outcome page once the webhook decided, else a page that waits.
   */
  providerReturn: endpoint({
    method: 'GET',
    path: '/paiements/retour/:session',
    summary: 'Retour du client depuis la page de paiement du prestataire (303, ou page d’attente HTML)',
    tags,
    params: sandboxSessionParams,
    query: providerReturnQuery,
    response: z.string(),
    errors: [],
  }),
  sandboxCancel: endpoint({
    method: 'POST',
    path: '/paiement-sandbox/:session/annulation',
    summary: 'Annulation du paiement par le client (303 vers la page de résultat)',
    tags: sandboxTags,
    params: sandboxSessionParams,
    response: null,
    errors: [],
  }),
} as const;
