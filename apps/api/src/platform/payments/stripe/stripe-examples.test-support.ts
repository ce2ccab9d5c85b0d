/**
 * Stripe objects shaped like the API reference's examples (docs.stripe.com/api: the Checkout Session,
 * PaymentIntent, Refund, PaymentMethod and Event objects, and the error body), trimmed to the fields
 * the adapter reads plus their neighbours. For the tests only.
 */
import { createHmac } from 'node:crypto';

export const SESSION_ID = 'ses_7f3a9c2b4d1e8f60';
export const INTENT_ID = 'pi_3MtwBwLkdIwHu7ix28a3tqPa';
export const CHARGE_ID = 'ch_3MtwBwLkdIwHu7ix2jzbW9bL';
export const CHECKOUT_ID = 'cs_test_a11YYufWQzNY63zpQ6QSNRQhkUpVph4WRmzW0zWJO2znZKdVujZ0N0S22u';
export const WEBHOOK_SECRET = 'whsec_test1234567890abcdef';
export const SECRET_KEY = 'sk_test_51NxCabasExampleKey0123456789';

type Json = Record<string, unknown>;

export function paymentIntent(overrides: Json = {}): Json {
  return {
    id: INTENT_ID,
    object: 'payment_intent',
    amount: 4590,
    amount_capturable: 4590,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'manual',
    client_secret: `${INTENT_ID}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
    confirmation_method: 'automatic',
    created: 1795970400,
    currency: 'eur',
    customer: null,
    description: 'Commande drive Cabas Lyon Part-Dieu',
    last_payment_error: null,
    latest_charge: CHARGE_ID,
    livemode: false,
    metadata: { session_id: SESSION_ID, capture_mode: 'autorisation', store_id: '12', client_id: '345' },
    next_action: null,
    on_behalf_of: null,
    payment_method: 'pm_1MtwBwLkdIwHu7ixNUN4ZTJB',
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_capture',
    transfer_data: null,
    transfer_group: null,
    ...overrides,
  };
}

export function charge(overrides: Json = {}): Json {
  return {
    id: CHARGE_ID,
    object: 'charge',
    amount: 4590,
    amount_captured: 0,
    amount_refunded: 0,
    captured: false,
    currency: 'eur',
    paid: true,
    payment_intent: INTENT_ID,
    payment_method: 'pm_1MtwBwLkdIwHu7ixNUN4ZTJB',
    refunded: false,
    status: 'succeeded',
    ...overrides,
  };
}

export function paymentMethod(overrides: Json = {}): Json {
  return {
    id: 'pm_1MtwBwLkdIwHu7ixNUN4ZTJB',
    object: 'payment_method',
    allow_redisplay: 'limited',
    billing_details: { address: null, email: 'claire@example.fr', name: null, phone: null },
    card: {
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'FR',
      exp_month: 8,
      exp_year: 2029,
      fingerprint: 'mToisGZ01V71BCos',
      funding: 'credit',
      last4: '4242',
      networks: { available: ['visa'], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: 1795970400,
    customer: 'cus_NffrFeUfNV2Hib',
    livemode: false,
    metadata: {},
    type: 'card',
    ...overrides,
  };
}

export function checkoutSession(overrides: Json = {}): Json {
  return {
    id: CHECKOUT_ID,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: 4590,
    amount_total: 4590,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    cancel_url: `https://cabas.example/api/paiement-retour/${SESSION_ID}?resultat=annulation`,
    client_reference_id: SESSION_ID,
    consent: null,
    consent_collection: null,
    created: 1795970400,
    currency: 'eur',
    customer: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: 'claire@example.fr',
    expires_at: 1795972320,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: 'fr',
    metadata: { session_id: SESSION_ID, capture_mode: 'autorisation', store_id: '12', client_id: '345' },
    mode: 'payment',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: `https://cabas.example/api/paiement-retour/${SESSION_ID}?resultat=ok`,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `https://checkout.stripe.com/c/pay/${CHECKOUT_ID}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    ...overrides,
  };
}

export function refund(overrides: Json = {}): Json {
  return {
    id: 're_1Nispe2eZvKYlo2Cd31jOCgZ',
    object: 'refund',
    amount: 1250,
    balance_transaction: 'txn_1Nispe2eZvKYlo2CYezqFhEx',
    charge: CHARGE_ID,
    created: 1796056800,
    currency: 'eur',
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: {},
    payment_intent: INTENT_ID,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
    ...overrides,
  };
}

/** An Event as Stripe posts it to a webhook endpoint. */
export function event(type: string, object: Json, overrides: Json = {}): Json {
  return {
    id: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
    object: 'event',
    api_version: '2026-10-28.endive',
    created: 1795970700,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...overrides,
  };
}

/** Stripe's error body: `{ error: { type, code, message, param?, payment_intent? } }`. */
export function stripeError(code: string, message: string, more: Json = {}): Json {
  return {
    error: {
      code,
      doc_url: `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`,
      message,
      request_log_url: 'https://dashboard.stripe.com/test/logs/req_xyz?t=1795970700',
      type: 'invalid_request_error',
      ...more,
    },
  };
}

/**
 * The `Stripe-Signature` header as Stripe documents it, computed here without the library:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>`.
 */
export function stripeSignature(rawBody: string, timestamp: number, secret = WEBHOOK_SECRET): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
