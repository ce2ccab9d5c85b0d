import { z } from 'zod';
import { PAYMENT_MODES } from './checkout.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { idParam } from './common.ts';

/**
 * Payment of a consumer checkout through a hosted payment page (the `sandbox` provider here; the calls
 * are declared in `endpoints/payments.ts`). The browser leaves the hosted page with a 303 to the
 * storefront's `/commander/confirmation/...` page of the outcome (`paymentReturnPath`); the provider
 * tells the outcome to the notification call, signed with `x-cabas-signature: sha256=<hex HMAC-SHA256
 * of the raw body>`.
 *
 * `processPaiement` answers `warning.commande_recente` (and no URL) when the client ordered less than
 * RECENT_ORDER_MINUTES ago: the web asks for confirmation, then calls again with `confirmer: true`.
 */

/** An order of the client placed within this many minutes triggers `warning.commande_recente`. */
export const RECENT_ORDER_MINUTES = 30;
/** A payment session (hosted page) stays open this long. */
export const PAYMENT_SESSION_MINUTES = 20;
export const PAYMENT_SIGNATURE_HEADER = 'x-cabas-signature';

export const paymentMessages = {
  checkoutUnknown: 'Cette commande est introuvable. Merci de recommencer votre commande.',
  noSlot: 'Merci de choisir un créneau avant de payer.',
  slotExpired:
    'Le créneau réservé a expiré. Merci de choisir à nouveau un créneau avant de payer votre commande.',
  noMode: 'Merci de choisir un mode de retrait ou de livraison avant de payer.',
  noAddress: 'Merci de choisir une adresse de livraison avant de payer.',
  emptyCart: 'Votre panier est vide.',
  nationalStore: 'Merci de choisir un magasin avant de commander.',
  tirelireTooHigh: 'Le montant de la cagnotte dépasse le solde disponible ou le montant de la commande.',
  tirelireCard: 'Cette carte de fidélité est introuvable.',
  aliasUnknown: 'Cette carte bancaire enregistrée est introuvable.',
  modeNotPossible: "Ce moyen de paiement n'est pas disponible pour cette commande.",
  sessionUnknown: 'Cette session de paiement est introuvable ou a expiré.',
  badSignature: 'Signature de la notification de paiement invalide.',
  badNotification: 'Notification de paiement invalide.',
  amountMismatch: 'Le montant notifié ne correspond pas au montant du paiement.',
  orderNameRequired: 'Merci de renseigner un titre',
  orderUnknown: 'Cette commande est introuvable.',
  stockMissing: "Un produit de votre panier n'est plus disponible en quantité suffisante.",
  balanceMissing: 'Le solde de votre cagnotte ou de votre carte cadeau ne suffit plus.',
  checkoutPaid: 'Cette commande est déjà payée : elle ne peut pas être payée une seconde fois.',
  aliasRequired: 'Merci de choisir la carte bancaire à utiliser.',
  providerUnavailable:
    'Le service de paiement ne répond pas pour le moment. Merci de réessayer dans quelques instants.',
} as const;

/** The payment outcome pages: the titles of the shared error view. */
export const PAYMENT_OUTCOME_TITLES = {
  annulation: 'Paiement annulé',
  refus: 'Paiement refusé',
  erreur: 'Erreur technique',
} as const;

/** What became of a payment, as the storefront's confirmation pages name it. */
export const PAYMENT_RESULTS = ['ok', 'en-attente', 'deja-traitee', 'annulation', 'erreur', 'refus'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/**
 * The storefront page the browser returns to. The pages without an
 * order carry the cart kind, for their link back to `/panier?type_panier={type}`.
 */
export function paymentReturnPath(result: PaymentResult, orderId: number | null, typePanier: string): string {
  const withOrder = result === 'ok' || result === 'en-attente' || result === 'deja-traitee';
  const failed = withOrder ? 'erreur' : result;
  if (withOrder && orderId !== null) return `/commander/confirmation/${orderId}/${result}`;
  return `/commander/confirmation/${failed}?type_panier=${encodeURIComponent(typePanier)}`;
}

/** The outcomes a provider notifies. */
export const PAYMENT_EVENTS = ['acceptee', 'en_attente', 'refusee', 'annulee', 'erreur'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export const paymentParams = z.object({ shop: idParam('du magasin'), id: idParam('de la commande') });

const euros = z
  .number({ error: 'Le montant doit être un nombre.' })
  .min(0, { error: 'Le montant doit être positif.' })
  .max(100_000, { error: 'Le montant est trop grand.' });

export const processPaymentBody = z
  .object({
    /** Part paid with the loyalty card's cagnotte. */
    tirelire: z
      .object({
        montant: euros,
        /** The loyalty card id (as in the checkout's payment modes); default: the checkout's card. */
        carte: idParam('de la carte de fidélité').optional(),
      })
      .nullish(),
    /** A saved card (alias) chosen for this payment; null: a new card. Absent: the checkout's. */
    alias_paiement_id: idParam('de la carte enregistrée').nullish(),
    /** Proceed even though an order was placed in the last minutes (after the confirmation popin). */
    confirmer: z.boolean().optional(),
    /**
     * The payment page's choices, made with the payment (decision 099): the mode (null: none chosen,
     * refused) and the bags, as the checkout's PUT names them. Absent: the checkout's own choice.
     */
    modePaiement: z.enum(PAYMENT_MODES, { error: checkoutMessages.paymentModeUnknown }).nullish(),
    avec_sacs: z.boolean({ error: checkoutMessages.bagsRequired }).optional(),
  })
  .default({});
export type ProcessPaymentBody = z.infer<typeof processPaymentBody>;

export const recentOrderWarning = z.object({
  id: z.number(),
  code: z.string(),
  date_commande: z.string(),
  montant_total_ttc: z.number(),
  message: z.string(),
});

export const processPaymentResponse = z.object({
  dateLastUpdate: z.string(),
  /** The hosted payment page; null when a recent order must be confirmed first. */
  url_webview_paiement: z.string().nullable(),
  session_id: z.string().nullable(),
  /** Amounts of this payment in euros: card part, cagnotte part, gift card part, order total. */
  montants: z
    .object({ carte: z.number(), tirelire: z.number(), carte_cadeau: z.number(), total: z.number() })
    .nullable(),
  warning: z.object({ commande_recente: recentOrderWarning.nullable() }),
});
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponse>;

export const paymentNotification = z.object({
  session_id: z.string().min(16).max(64),
  /** Unique per notification: a provider resends the same id when it retries. */
  evenement_id: z.string().min(1).max(64),
  resultat: z.enum(PAYMENT_EVENTS),
  /** Amount authorised on the card, in cents. */
  montant_cents: z.number().int().min(0),
  date: z.string(),
  /** The 3-D Secure step, when the card asked for one. */
  authentification: z.enum(['aucune', '3ds']).optional(),
});
export type PaymentNotification = z.infer<typeof paymentNotification>;

export const paymentNotificationResponse = z.object({
  resultat: z.enum(PAYMENT_RESULTS),
  commande_id: z.number().nullable(),
});
export type PaymentNotificationResponse = z.infer<typeof paymentNotificationResponse>;

/** The hosted payment page's session, in its path. */
export const sandboxSessionParams = z.object({
  session: z.string().regex(/^[\w-]{16,64}$/, { error: 'Session de paiement invalide.' }),
});

/**
 * The hosted page's card form, as the browser posts it (URL-encoded). Every field is optional here:
 * the page itself checks them and answers its own French errors in HTML.
 */
export const sandboxCardForm = z
  .object({
    numero: z.string().optional(),
    expiration: z.string().optional(),
    cvc: z.string().optional(),
    titulaire: z.string().optional(),
    /** "Enregistrer cette carte" ticked ("oui"). */
    enregistrer: z.string().optional(),
  })
  .optional();

/** The 3-D Secure code form of the hosted page. */
export const sandboxChallengeForm = z.object({ code: z.string().optional() }).optional();

/** The hosted page of a payment with a saved card: `autre_carte=1` shows the full card form instead. */
export const sandboxPageQuery = z.object({ autre_carte: z.literal('1').optional() });

/** The real providers the shop can run besides its sandbox (issue #39, decision 122). */
export const PAYMENT_GATEWAYS = ['stripe', 'adyen'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const providerWebhookParams = z.object({
  provider: z.enum(PAYMENT_GATEWAYS, { error: 'Prestataire de paiement inconnu.' }),
});

/**
 * Back from a provider's page: `resultat` is the return URL the shop gave (Stripe has one for success,
 * one for cancel); Adyen adds its `sessionId` and `sessionResult`. Only what to show is read from
 * them: the webhook decides the payment.
 */
export const providerReturnQuery = z.object({
  resultat: z.enum(['ok', 'en-attente', 'refus', 'annulation', 'erreur']).optional(),
  sessionId: z.string().max(128).optional(),
  sessionResult: z.string().max(4096).optional(),
});

/** A payment with the saved card chosen at checkout: only its security code is typed. */
export const sandboxSavedCardForm = z.object({ cvc: z.string().optional() }).optional();
