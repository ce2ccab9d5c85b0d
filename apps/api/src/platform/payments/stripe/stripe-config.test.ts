import { describe, expect, it } from 'vitest';
import { stripeConfigFrom } from './stripe-config.ts';

const key = 'sk_test_51NxCabasExampleKey0123456789';
const secret = 'whsec_test1234567890abcdef';

describe('stripeConfigFrom', () => {
  it('reads a test key and a webhook secret', () => {
    expect(stripeConfigFrom({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret })).toEqual({
      ok: true,
      config: {
        secretKey: key,
        webhookSecret: secret,
        live: false,
        storeAccounts: new Map(),
        connectWebhookSecret: null,
      },
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

describe('stripeConfigFrom: a connected account per store (Stripe Connect)', () => {
  const base = { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret };
  const connectSecret = 'whsec_connect0987654321fedcba';

  it("reads each store's connected account and the Connect endpoint's secret", () => {
    const check = stripeConfigFrom({
      ...base,
      STRIPE_ACCOUNT_MAGASIN_12: 'acct_1Lyon0123456789',
      STRIPE_ACCOUNT_MAGASIN_7: 'acct_1Nantes0123456',
      STRIPE_CONNECT_WEBHOOK_SECRET: connectSecret,
    });
    expect(check.ok && check.config).toMatchObject({
      storeAccounts: new Map([
        [7, 'acct_1Nantes0123456'],
        [12, 'acct_1Lyon0123456789'],
      ]),
      connectWebhookSecret: connectSecret,
    });
  });

  it('asks the Connect secret as soon as one store has an account', () => {
    expect(stripeConfigFrom({ ...base, STRIPE_ACCOUNT_MAGASIN_12: 'acct_1Lyon0123456789' })).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^STRIPE_CONNECT_WEBHOOK_SECRET est absente : des magasins/)],
    });
  });

  it('lists every wrong store variable at once, never a secret', () => {
    const check = stripeConfigFrom({
      STRIPE_SECRET_KEY: 'sk_prod_123',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_ACCOUNT_MAGASIN_12: 'cus_Lyon0123',
      STRIPE_ACCOUNT_MAGASIN_nantes: 'acct_1Nantes0123456',
      STRIPE_ACCOUNT_MAGASIN_13: '',
      STRIPE_ACCOUNT_14: 'acct_1Paris',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'connect-secret-42',
    });
    expect(check).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(/commence par sk_test_ ou sk_live_/),
        expect.stringMatching(/^STRIPE_ACCOUNT_14 n'est pas reconnue : .* STRIPE_ACCOUNT_MAGASIN_12/),
        expect.stringMatching(
          /^STRIPE_ACCOUNT_MAGASIN_12 est mal formée : un compte connecté Stripe commence par acct_/,
        ),
        expect.stringMatching(/^STRIPE_ACCOUNT_MAGASIN_13 est vide : .* ou retirez la variable/),
        expect.stringMatching(/^STRIPE_ACCOUNT_MAGASIN_nantes : « nantes » n'est pas un numéro de magasin/),
        expect.stringMatching(/^STRIPE_CONNECT_WEBHOOK_SECRET est mal formée/),
      ],
    });
    expect(JSON.stringify(check)).not.toMatch(/sk_prod_123|connect-secret-42|cus_Lyon0123/);
  });

  it("refuses the account endpoint's secret given again as the Connect one", () => {
    expect(
      stripeConfigFrom({
        ...base,
        STRIPE_ACCOUNT_MAGASIN_12: 'acct_1Lyon0123456789',
        STRIPE_CONNECT_WEBHOOK_SECRET: secret,
      }),
    ).toEqual({ ok: false, errors: [expect.stringMatching(/^STRIPE_CONNECT_WEBHOOK_SECRET est identique/)] });
  });
});
