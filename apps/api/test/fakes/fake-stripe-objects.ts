/**
 * The fake Stripe's objects, kept in memory and shown in the shapes of Stripe's API reference
 * (docs.stripe.com/api: Checkout Session, PaymentIntent, Charge, Refund, PaymentMethod, Customer,
 * Event, error body), trimmed to what the shop's adapter reads plus their usual neighbours.
 */

type Json = Record<string, unknown>;
export type Metadata = Record<string, string>;

export interface FakeCheckoutSession {
  id: string;
  created: number;
  expiresAt: number;
  amountCents: number;
  currency: string;
  productName: string;
  clientReferenceId: string | null;
  metadata: Metadata;
  customer: string | null;
  customerEmail: string | null;
  customerCreation: 'always' | 'if_required' | null;
  successUrl: string;
  cancelUrl: string | null;
  captureMethod: 'manual' | 'automatic' | 'automatic_async';
  setupFutureUsage: 'on_session' | 'off_session' | null;
  /** `saved_payment_method_options[payment_method_save]=enabled`: a box offers to keep the card. */
  paymentMethodSave: boolean;
  intentDescription: string | null;
  intentMetadata: Metadata;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntent: string | null;
  url: string;
}

export interface FakePaymentIntent {
  id: string;
  created: number;
  amount: number;
  amountCapturable: number;
  amountReceived: number;
  captureMethod: FakeCheckoutSession['captureMethod'];
  status: 'requires_capture' | 'succeeded' | 'canceled';
  canceledAt: number | null;
  cancellationReason: string | null;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  paymentMethod: string;
  latestCharge: string;
  setupFutureUsage: FakeCheckoutSession['setupFutureUsage'];
  threeDSecure: boolean;
}

export interface FakeCharge {
  id: string;
  created: number;
  amount: number;
  amountCaptured: number;
  amountRefunded: number;
  paymentIntent: string;
  paymentMethod: string;
}

export interface FakeRefund {
  id: string;
  created: number;
  amount: number;
  charge: string;
  paymentIntent: string;
}

export interface FakePaymentMethod {
  id: string;
  created: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  customer: string | null;
  email: string | null;
  /** `always` when kept with the shopper's consent (Checkout's box). */
  allowRedisplay: 'always' | 'limited' | 'unspecified';
}

export interface FakeCustomer {
  id: string;
  created: number;
  email: string | null;
}

const common = { livemode: false };

export function sessionJson(s: FakeCheckoutSession): Json {
  return {
    id: s.id,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: s.amountCents,
    amount_total: s.amountCents,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    consent: null,
    consent_collection: null,
    created: s.created,
    currency: s.currency,
    customer: s.customer,
    customer_creation: s.customerCreation,
    customer_details:
      s.status === 'complete'
        ? { address: null, email: s.customerEmail, name: null, phone: null, tax_exempt: 'none', tax_ids: [] }
        : null,
    customer_email: s.customerEmail,
    expires_at: s.expiresAt,
    invoice: null,
    invoice_creation: null,
    ...common,
    locale: 'fr',
    metadata: s.metadata,
    mode: 'payment',
    payment_intent: s.paymentIntent,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: s.paymentStatus,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: s.status,
    submit_type: null,
    subscription: null,
    success_url: s.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: s.status === 'open' ? s.url : null,
  };
}

export function intentJson(
  pi: FakePaymentIntent,
  expanded: { paymentMethod?: Json; latestCharge?: Json } = {},
): Json {
  return {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_capturable: pi.amountCapturable,
    amount_details: { tip: {} },
    amount_received: pi.amountReceived,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: pi.canceledAt,
    cancellation_reason: pi.cancellationReason,
    capture_method: pi.captureMethod,
    client_secret: `${pi.id}_secret_fake`,
    confirmation_method: 'automatic',
    created: pi.created,
    currency: 'eur',
    customer: pi.customer,
    description: pi.description,
    last_payment_error: null,
    latest_charge: expanded.latestCharge ?? pi.latestCharge,
    ...common,
    metadata: pi.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: expanded.paymentMethod ?? pi.paymentMethod,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: pi.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: pi.status,
    transfer_data: null,
    transfer_group: null,
  };
}

export function chargeJson(c: FakeCharge, threeDSecure: boolean): Json {
  return {
    id: c.id,
    object: 'charge',
    amount: c.amount,
    amount_captured: c.amountCaptured,
    amount_refunded: c.amountRefunded,
    balance_transaction: null,
    captured: c.amountCaptured > 0,
    created: c.created,
    currency: 'eur',
    ...common,
    metadata: {},
    paid: true,
    payment_intent: c.paymentIntent,
    payment_method: c.paymentMethod,
    payment_method_details: {
      card: {
        three_d_secure: threeDSecure ? { authentication_flow: 'challenge', result: 'authenticated' } : null,
      },
      type: 'card',
    },
    refunded: c.amountCaptured > 0 && c.amountRefunded === c.amountCaptured,
    status: 'succeeded',
  };
}

export function refundJson(r: FakeRefund): Json {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amount,
    balance_transaction: null,
    charge: r.charge,
    created: r.created,
    currency: 'eur',
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: {},
    payment_intent: r.paymentIntent,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function paymentMethodJson(pm: FakePaymentMethod): Json {
  return {
    id: pm.id,
    object: 'payment_method',
    allow_redisplay: pm.allowRedisplay,
    billing_details: { address: null, email: pm.email, name: null, phone: null },
    card: {
      brand: pm.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'FR',
      exp_month: pm.expMonth,
      exp_year: pm.expYear,
      fingerprint: `fp${pm.last4}${pm.expYear}`,
      funding: 'credit',
      last4: pm.last4,
      networks: { available: [pm.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: pm.created,
    customer: pm.customer,
    ...common,
    metadata: {},
    type: 'card',
  };
}

export function eventJson(id: string, type: string, created: number, object: Json): Json {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    ...common,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Stripe's error body. */
export function errorJson(type: string, message: string, more: Json = {}): Json {
  return { error: { type, message, ...more } };
}
