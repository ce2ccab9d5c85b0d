import { describe, expect, it } from 'vitest';
import { paymentPageOriginsFrom } from './payment-page-origins.server.ts';

describe("the payment provider's page in form-action", () => {
  it('is the shop itself for the sandbox', () => {
    expect(paymentPageOriginsFrom({})).toEqual([]);
    expect(paymentPageOriginsFrom({ PAYMENT_PROVIDER: 'sandbox' })).toEqual([]);
  });

  it('is Stripe Checkout, or the local fake that serves it', () => {
    expect(paymentPageOriginsFrom({ PAYMENT_PROVIDER: 'stripe' })).toEqual(['https://checkout.stripe.com']);
    expect(
      paymentPageOriginsFrom({ PAYMENT_PROVIDER: 'stripe', STRIPE_API_ORIGIN: 'http://127.0.0.1:4100/' }),
    ).toEqual(['http://127.0.0.1:4100']);
  });

  it("is Adyen's test or live pages", () => {
    expect(paymentPageOriginsFrom({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'TEST' })).toEqual([
      'https://checkoutshopper-test.adyen.com',
    ]);
    expect(paymentPageOriginsFrom({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'LIVE' })).toEqual([
      'https://*.adyen.com',
    ]);
  });
});
