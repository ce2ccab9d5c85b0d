import { describe, expect, it } from 'vitest';
import { stripeConfigFrom } from './stripe-config.ts';

const key = 'sk_test_51NxCabasExampleKey0123456789';
const secret = 'whsec_test1234567890abcdef';

describe('stripeConfigFrom', () => {
  it('reads a test key and a webhook secret', () => {
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret })).toEqual({
      ok: true,
      config: { secretKey: key, webhookSecret: secret, live: false },
    });
  });

  it('knows a live key', () => {
    const check = stripeConfigFrom({ STRIPE_SECRET_KEY: 'sk_live_51Nx0123', STRIPE_WEBHOOK_SECRET: secret });
    expect(check.ok && check.config.live).toBe(true);
  });

  it('names every missing variable in French', () => {
    const check = stripeConfigFrom({});
    expect(check).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(/^STRIPE_SECRET_KEY est absente/),
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET est absente/),
      ],
    });
  });

  it('refuses a publishable key and a malformed secret without printing them', () => {
    const check = stripeConfigFrom({
      STRIPE_SECRET_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'abc-secret-42',
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors[0]).toMatch(/clé publiable ou restreinte/);
    expect(check.errors[1]).toMatch(/STRIPE_WEBHOOK_SECRET est mal formée/);
    expect(check.errors.join(' ')).not.toMatch(/pk_test_abc123|abc-secret-42/);
  });

  it('refuses a key of another shape', () => {
    const check = stripeConfigFrom({ STRIPE_SECRET_KEY: 'sk_prod_123', STRIPE_WEBHOOK_SECRET: secret });
    expect(check).toEqual({
      ok: false,
      errors: [expect.stringMatching(/commence par sk_test_ ou sk_live_/)],
    });
  });
});
