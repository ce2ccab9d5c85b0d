import { describe, expect, it } from 'vitest';
import { AdyenConfigError, adyenConfigFrom } from './adyen-config.ts';

const HMAC = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const env = {
  ADYEN_API_KEY: 'AQEyhmfxK4_secret_api_key',
  ADYEN_MERCHANT_ACCOUNT: 'CabasECOM',
  ADYEN_HMAC_KEY: HMAC,
  ADYEN_ENVIRONMENT: 'TEST',
};

function problemsOf(values: Record<string, string | undefined>): readonly string[] {
  try {
    adyenConfigFrom(values);
  } catch (error) {
    if (error instanceof AdyenConfigError) return error.problems;
    throw error;
  }
  throw new Error('no AdyenConfigError');
}

describe('adyenConfigFrom', () => {
  it('reads a TEST configuration', () => {
    expect(adyenConfigFrom(env)).toEqual({
      apiKey: 'AQEyhmfxK4_secret_api_key',
      merchantAccount: 'CabasECOM',
      storeMerchantAccounts: new Map(),
      hmacKey: HMAC,
      environment: 'TEST',
      liveUrlPrefix: null,
      webhookBasicAuth: null,
    });
  });

  it('reads a LIVE configuration with its URL prefix and the webhook credentials', () => {
    const config = adyenConfigFrom({
      ...env,
      ADYEN_ENVIRONMENT: 'LIVE',
      ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-CabasSA',
      ADYEN_WEBHOOK_USERNAME: 'adyen',
      ADYEN_WEBHOOK_PASSWORD: 'webhook-pass',
    });
    expect(config.liveUrlPrefix).toBe('1797a841fbb37ca7-CabasSA');
    expect(config.webhookBasicAuth).toEqual({ username: 'adyen', password: 'webhook-pass' });
  });

  it('names every missing setting in French', () => {
    const problems = problemsOf({});
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/ADYEN_API_KEY manque/);
    expect(problems.join('\n')).toMatch(/ADYEN_MERCHANT_ACCOUNT manque/);
    expect(problems.join('\n')).toMatch(/ADYEN_HMAC_KEY manque/);
    expect(problems.join('\n')).toMatch(/ADYEN_ENVIRONMENT manque : indiquez TEST ou LIVE/);
  });

  it('asks the URL prefix in LIVE', () => {
    expect(problemsOf({ ...env, ADYEN_ENVIRONMENT: 'LIVE' })).toEqual([
      expect.stringMatching(/^ADYEN_LIVE_URL_PREFIX manque : en LIVE/),
    ]);
  });

  it('refuses malformed values without repeating a secret', () => {
    const secretKey = 'not-hex-but-secret-0123456789';
    const error = (() => {
      try {
        adyenConfigFrom({
          ...env,
          ADYEN_HMAC_KEY: secretKey,
          ADYEN_ENVIRONMENT: 'prod',
          ADYEN_MERCHANT_ACCOUNT: 'Cabas ECOM',
          ADYEN_WEBHOOK_USERNAME: 'adyen',
        });
      } catch (e) {
        return e as AdyenConfigError;
      }
      throw new Error('accepted');
    })();
    expect(error.problems).toHaveLength(4);
    expect(error.message).toMatch(/ADYEN_HMAC_KEY n'est pas une clé hexadécimale/);
    expect(error.message).toMatch(/ADYEN_ENVIRONMENT « prod » n'est pas reconnu/);
    expect(error.message).toMatch(/ADYEN_MERCHANT_ACCOUNT « Cabas ECOM »/);
    expect(error.message).toMatch(/ADYEN_WEBHOOK_USERNAME et ADYEN_WEBHOOK_PASSWORD vont ensemble/);
    expect(error.message).not.toContain(secretKey);
    expect(error.message).not.toContain(env.ADYEN_API_KEY);
  });

  it('refuses a hex key of an odd length or too short', () => {
    expect(problemsOf({ ...env, ADYEN_HMAC_KEY: `${HMAC}A` })).toHaveLength(1);
    expect(problemsOf({ ...env, ADYEN_HMAC_KEY: 'ABCD' })).toHaveLength(1);
  });
});

describe('adyenConfigFrom: a merchant account per store', () => {
  it('reads the stores that take payments on their own merchant account', () => {
    const config = adyenConfigFrom({
      ...env,
      ADYEN_MERCHANT_ACCOUNT_MAGASIN_12: 'CabasLyonECOM',
      ADYEN_MERCHANT_ACCOUNT_MAGASIN_7: ' CabasNantesECOM ',
    });
    expect(config.merchantAccount).toBe('CabasECOM');
    expect(config.storeMerchantAccounts).toEqual(
      new Map([
        [7, 'CabasNantesECOM'],
        [12, 'CabasLyonECOM'],
      ]),
    );
  });

  it('lists every wrong store variable at once, with the other problems', () => {
    const problems = problemsOf({
      ...env,
      ADYEN_HMAC_KEY: 'ABCD',
      ADYEN_MERCHANT_ACCOUNT_MAGASIN_lyon: 'CabasLyonECOM',
      ADYEN_MERCHANT_ACCOUNT_MAGASIN_012: 'CabasLyonECOM',
      ADYEN_MERCHANT_ACCOUNT_MAGASIN_12: 'Cabas Lyon',
      ADYEN_MERCHANT_ACCOUNT_MAGASIN_13: '  ',
      ADYEN_MERCHANT_ACCOUNT_14: 'CabasParisECOM',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^ADYEN_HMAC_KEY n'est pas une clé hexadécimale/),
      expect.stringMatching(
        /^ADYEN_MERCHANT_ACCOUNT_14 n'est pas reconnue : .* ADYEN_MERCHANT_ACCOUNT_MAGASIN_<numéro du magasin>/,
      ),
      "ADYEN_MERCHANT_ACCOUNT_MAGASIN_012 : « 012 » n'est pas un numéro de magasin (un entier sans zéro devant, par exemple ADYEN_MERCHANT_ACCOUNT_MAGASIN_12).",
      expect.stringMatching(
        /^ADYEN_MERCHANT_ACCOUNT_MAGASIN_12 est mal formée : un nom de compte marchand Adyen/,
      ),
      expect.stringMatching(
        /^ADYEN_MERCHANT_ACCOUNT_MAGASIN_13 est vide : indiquez le compte marchand Adyen .* du magasin 13/,
      ),
      expect.stringMatching(/^ADYEN_MERCHANT_ACCOUNT_MAGASIN_lyon : « lyon » n'est pas un numéro de magasin/),
    ]);
  });
});
