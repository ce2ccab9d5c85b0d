import type Stripe from 'stripe';
import type { HostedSessionRequest } from '../gateway.ts';

export const SESSION_ID_KEY = 'session_id';
export const CAPTURE_MODE_KEY = 'capture_mode';

const MINUTE_MS = 60_000;
/**
 * Stripe accepts `expires_at` from 30 minutes to 24 hours after it creates the Checkout Session. Our
 * session lasts less (PAYMENT_SESSION_MINUTES): Stripe's then outlives it by a few minutes, and a
 * payment accepted after ours expired is released by the shop (`acceptedAfterClose`). Two minutes
 * of margin cover the request's transit and clock skew.
 */
const EARLIEST_MS = 32 * MINUTE_MS;
const LATEST_MS = 24 * 60 * MINUTE_MS - 2 * MINUTE_MS;

/** When Stripe's Checkout Session ends: ours, moved into Stripe's window, on a whole minute. */
export function checkoutExpiry(expiresAt: Date, now: Date): number {
  const earliest = now.getTime() + EARLIEST_MS;
  const latest = now.getTime() + LATEST_MS;
  const wanted = Math.min(Math.max(expiresAt.getTime(), earliest), latest);
  // On a whole minute, so that a retry moments later sends the same body under the same idempotency key.
  return Math.ceil(wanted / MINUTE_MS) * 60;
}

/**
 * The Checkout Session of one of our sessions (mode `payment`, cards only: an order's card is
 * authorised and captured when the store closes it, which SEPA debits cannot do).
 *
 * Saved cards: Checkout cannot pre-select a given PaymentMethod nor ask its CVC again. Given the
 * Stripe Customer, it shows the cards she kept and pre-fills the latest, and (`saveCard`) a box to
 * keep the new one: ticked, Stripe keeps it with `allow_redisplay: always` (her consent).
 *
 * `customer`: her Stripe Customer on the session's account (the gateway creates one to offer the box).
 * A Customer of another account is never given (Stripe would not find it there).
 */
export function checkoutSessionParams(
  request: HostedSessionRequest,
  now: Date,
  customer?: string,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    [SESSION_ID_KEY]: request.sessionId,
    [CAPTURE_MODE_KEY]: request.captureMode,
    store_id: String(request.storeId),
    client_id: String(request.customer.clientId),
  };
  return {
    mode: 'payment',
    locale: 'fr',
    allowed_payment_method_types: ['card'],
    client_reference_id: request.sessionId,
    metadata,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: request.amountCents,
          product_data: { name: request.description },
        },
      },
    ],
    payment_intent_data: {
      capture_method: request.captureMode === 'autorisation' ? 'manual' : 'automatic',
      description: request.description,
      metadata,
    },
    ...(customer
      ? {
          customer,
          // Her cards kept with her consent are offered; a box offers to keep the new one.
          saved_payment_method_options: {
            allow_redisplay_filters: ['always'],
            payment_method_save: request.saveCard ? 'enabled' : 'disabled',
          },
        }
      : { customer_email: request.customer.email }),
    success_url: request.returnUrls.ok,
    cancel_url: request.returnUrls.annulation,
    expires_at: checkoutExpiry(request.expiresAt, now),
  };
}
