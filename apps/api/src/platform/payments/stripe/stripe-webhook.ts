import { type PaymentEvent, paymentNotification } from '@cabas/contracts';
import type Stripe from 'stripe';
import type { GatewayNotification } from '../gateway.ts';
import { CAPTURE_MODE_KEY, SESSION_ID_KEY } from './stripe-hosted-session.ts';

/**
 * The Checkout events the shop acts on, one outcome per event (decision 121). The session's events
 * carry our session id (metadata, client reference), its amount and its PaymentIntent, and their
 * outcome is final for the session:
 * - `checkout.session.completed`: `paid` (a sale taken) is accepted; `unpaid` is an order's card
 *   authorised for a later capture (its session asks for manual capture and only offers cards, which
 *   answer at once), or for a sale a payment method that answers later (pending);
 * - `checkout.session.async_payment_succeeded` / `_failed`: the end of such a pending payment;
 * - `checkout.session.expired`: the shopper left without paying (cancelled).
 * `payment_intent.payment_failed` is left out on purpose: Checkout lets the shopper try another card
 * on the same page after a decline, so a declined attempt is not the session's outcome (the session
 * ends completed or expired). `payment_intent.amount_capturable_updated` would repeat what
 * `checkout.session.completed` says about the same authorisation under another event id.
 */
const OUTCOMES: Partial<
  Record<Stripe.Event.Type, (session: Stripe.Checkout.Session) => PaymentEvent | null>
> = {
  'checkout.session.completed': (session) => {
    if (session.payment_status === 'paid') return 'acceptee';
    if (session.payment_status !== 'unpaid') return null;
    return session.metadata?.[CAPTURE_MODE_KEY] === 'autorisation' ? 'acceptee' : 'en_attente';
  },
  'checkout.session.async_payment_succeeded': () => 'acceptee',
  'checkout.session.async_payment_failed': () => 'refusee',
  'checkout.session.expired': () => 'annulee',
};

/** The shop's notifications of one verified Stripe event: none when the shop does not act on it. */
export function notificationsOf(event: Stripe.Event): GatewayNotification[] {
  const outcome = OUTCOMES[event.type];
  if (!outcome) return [];
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.object !== 'checkout.session' || session.mode !== 'payment') return [];
  const sessionId = ourSessionId(session);
  if (!sessionId) return [];
  const resultat = outcome(session);
  if (!resultat) return [];
  const notification = paymentNotification.safeParse({
    session_id: sessionId,
    // Stripe sends the same event id again when it retries a delivery: the shop's deduplication key.
    evenement_id: event.id,
    resultat,
    montant_cents: session.amount_total ?? 0,
    date: new Date(event.created * 1000).toISOString(),
  });
  if (!notification.success) return [];
  // The card Checkout kept is not in the event (its PaymentIntent is only an id here): the shop asks
  // `StripeGateway.savedCardOf(paymentReference)` for it (decision 121).
  return [
    { notification: notification.data, paymentReference: idOf(session.payment_intent), savedCard: null },
  ];
}

/** Our session's id, only on the sessions we opened (both marks agree); null for any other. */
function ourSessionId(session: Stripe.Checkout.Session): string | null {
  const fromMetadata = session.metadata?.[SESSION_ID_KEY];
  if (!fromMetadata || session.client_reference_id !== fromMetadata) return null;
  return fromMetadata;
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;
