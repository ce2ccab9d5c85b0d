import { describe, expect, it } from 'vitest';
import { PaymentSettingsError, paymentSettingsFrom } from './payment-settings.ts';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_51Abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
const ADYEN = {
  ADYEN_API_KEY: 'AQE-key',
  ADYEN_MERCHANT_ACCOUNT: 'CabasECOM',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  ADYEN_ENVIRONMENT: 'TEST',
};

function problems(env: Record<string, string>): readonly string[] {
  try {
    paymentSettingsFrom(env);
  } catch (error) {
    if (error instanceof PaymentSettingsError) return error.problems;
    throw error;
  }
  throw new Error('accepted');
}

describe('PAYMENT_PROVIDER at start-up', () => {
  it('runs the sandbox when nothing is set', () => {
    expect(paymentSettingsFrom({})).toEqual({ provider: 'sandbox' });
    expect(paymentSettingsFrom({ PAYMENT_PROVIDER: ' sandbox ' })).toEqual({ provider: 'sandbox' });
  });

  it('refuses an unknown provider with the accepted names', () => {
    expect(problems({ PAYMENT_PROVIDER: 'paypal' })).toEqual([
      "PAYMENT_PROVIDER « paypal » n'est pas reconnu : indiquez sandbox (par défaut), stripe ou adyen.",
    ]);
  });

  it('reads Stripe, and lists every missing key at once without repeating a secret', () => {
    expect(paymentSettingsFrom({ PAYMENT_PROVIDER: 'stripe', ...STRIPE })).toMatchObject({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_51Abc', live: false },
      apiOrigin: undefined,
    });
    const missing = problems({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_secret-value' });
    expect(missing).toHaveLength(2);
    expect(missing.join(' ')).toContain('STRIPE_WEBHOOK_SECRET est absente');
    expect(missing.join(' ')).not.toContain('secret-value');
  });

  it('reads Adyen and says what is wrong in French', () => {
    expect(paymentSettingsFrom({ PAYMENT_PROVIDER: 'adyen', ...ADYEN })).toMatchObject({
      provider: 'adyen',
      adyen: { merchantAccount: 'CabasECOM', environment: 'TEST' },
    });
    expect(problems({ PAYMENT_PROVIDER: 'adyen', ...ADYEN, ADYEN_ENVIRONMENT: 'PROD' })).toEqual([
      "ADYEN_ENVIRONMENT « PROD » n'est pas reconnu : indiquez TEST ou LIVE.",
    ]);
  });

  it('points an adapter at a local fake only with test keys, and only at an origin', () => {
    expect(
      paymentSettingsFrom({
        PAYMENT_PROVIDER: 'stripe',
        ...STRIPE,
        STRIPE_API_ORIGIN: 'http://127.0.0.1:12111/',
      }),
    ).toMatchObject({ apiOrigin: 'http://127.0.0.1:12111' });
    expect(
      problems({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_51Abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_ORIGIN: 'http://127.0.0.1:12111',
      }),
    ).toEqual(['STRIPE_API_ORIGIN ne peut pas être utilisée avec des clés de production : retirez-la.']);
    expect(
      problems({ PAYMENT_PROVIDER: 'adyen', ...ADYEN, ADYEN_API_ORIGIN: 'http://127.0.0.1:9/v72' }),
    ).toEqual([
      'ADYEN_API_ORIGIN doit être une origine seule, sans chemin (par exemple http://127.0.0.1:12111).',
    ]);
  });
});
