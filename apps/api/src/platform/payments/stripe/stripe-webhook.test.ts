import { describe, expect, it } from 'vitest';
import {
  checkoutSession,
  event,
  INTENT_ID,
  SECRET_KEY,
  SESSION_ID,
  stripeSignature,
  WEBHOOK_SECRET,
} from '../../../../test/fixtures/payments/stripe-exchanges.ts';
import { StripeGateway } from './stripe-gateway.ts';

const now = new Date('2026-11-29T16:45:30Z');
const gateway = new StripeGateway(
  { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, live: false },
  { paymentOf: async () => null },
  { clock: () => now },
);
const nowSeconds = Math.floor(now.getTime() / 1000);

/** Delivers a body signed as Stripe signs it, `ageSeconds` after Stripe signed it. */
function deliver(body: unknown, ageSeconds = 2, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(body, null, 2);
  return gateway.parseWebhook(raw, {
    'stripe-signature': stripeSignature(raw, nowSeconds - ageSeconds, secret),
  });
}

const completed = (session: Record<string, unknown>) =>
  event(
    'checkout.session.completed',
    checkoutSession({ status: 'complete', payment_intent: INTENT_ID, ...session }),
  );

describe('StripeGateway.parseWebhook', () => {
  it('translates an order card authorised by Checkout into an accepted payment of the authorised amount', () => {
    expect(deliver(completed({ payment_status: 'unpaid' }))).toEqual({
      ok: true,
      notifications: [
        {
          notification: {
            session_id: SESSION_ID,
            evenement_id: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
            resultat: 'acceptee',
            montant_cents: 4590,
            date: '2026-11-29T16:45:00.000Z',
          },
          paymentReference: INTENT_ID,
          savedCard: null,
        },
      ],
    });
  });

  it('accepts a sale Checkout took, and leaves a sale with a later answer pending', () => {
    const sale = { session_id: SESSION_ID, capture_mode: 'vente' };
    const paid = deliver(completed({ payment_status: 'paid', metadata: sale }));
    const later = deliver(completed({ payment_status: 'unpaid', metadata: sale }));
    expect(paid.ok && paid.notifications[0]?.notification.resultat).toBe('acceptee');
    expect(later.ok && later.notifications[0]?.notification.resultat).toBe('en_attente');
  });

  it('translates the end of a pending payment and an expired Checkout Session', () => {
    const outcome = (type: string, session: Record<string, unknown>) => {
      const parse = deliver(event(type, checkoutSession(session)));
      return parse.ok ? parse.notifications.map((n) => [n.notification.resultat, n.paymentReference]) : parse;
    };
    expect(outcome('checkout.session.async_payment_succeeded', { payment_intent: INTENT_ID })).toEqual([
      ['acceptee', INTENT_ID],
    ]);
    expect(outcome('checkout.session.async_payment_failed', { payment_intent: INTENT_ID })).toEqual([
      ['refusee', INTENT_ID],
    ]);
    expect(outcome('checkout.session.expired', { status: 'expired' })).toEqual([['annulee', null]]);
  });

  it('gives a replayed delivery the same event id, for the shop to apply it once', () => {
    const body = completed({ payment_status: 'unpaid' });
    const first = deliver(body, 2);
    const again = deliver(body, 40);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.notifications[0]?.notification.evenement_id).toBe(
      first.notifications[0]?.notification.evenement_id,
    );
  });

  it('refuses a body signed with another secret, a changed body, a missing header and a stale signature', () => {
    const body = completed({ payment_status: 'unpaid' });
    expect(deliver(body, 2, 'whsec_someoneelse')).toEqual({ ok: false, reason: 'signature_invalide' });
    const raw = JSON.stringify(body);
    const header = stripeSignature(raw, nowSeconds);
    const tampered = raw.replace('4590', '9');
    expect(gateway.parseWebhook(tampered, { 'stripe-signature': header })).toEqual({
      ok: false,
      reason: 'signature_invalide',
    });
    expect(gateway.parseWebhook(raw, {})).toEqual({ ok: false, reason: 'signature_invalide' });
    expect(gateway.parseWebhook(raw, { 'Stripe-Signature': header }).ok).toBe(true);
    // Stripe's tolerance: a signature older than five minutes is a replay by someone else.
    expect(deliver(body, 301)).toEqual({ ok: false, reason: 'signature_invalide' });
    expect(deliver(body, 299).ok).toBe(true);
  });

  it('answers a signed body that is not an event as an invalid body', () => {
    const raw = 'not json';
    expect(gateway.parseWebhook(raw, { 'stripe-signature': stripeSignature(raw, nowSeconds) })).toEqual({
      ok: false,
      reason: 'corps_invalide',
    });
  });

  it('gives no notification for an event the shop does not act on', () => {
    expect(deliver(event('charge.succeeded', { id: 'ch_1', object: 'charge' }))).toEqual({
      ok: true,
      notifications: [],
    });
    expect(
      deliver(event('payment_intent.payment_failed', { id: INTENT_ID, object: 'payment_intent' })),
    ).toEqual({
      ok: true,
      notifications: [],
    });
  });

  it('gives no notification for a Checkout Session the shop did not open', () => {
    const foreign = completed({ payment_status: 'paid', client_reference_id: null, metadata: {} });
    expect(deliver(foreign)).toEqual({ ok: true, notifications: [] });
    const mismatched = completed({ payment_status: 'paid', client_reference_id: 'ses_other_1234567890' });
    expect(deliver(mismatched)).toEqual({ ok: true, notifications: [] });
  });
});
