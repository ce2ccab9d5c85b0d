import { storeAccountsFrom } from '../store-accounts.ts';

/** The Adyen adapter's settings, read once at start-up from the environment. */
export interface AdyenConfig {
  apiKey: string;
  /** The default merchant account: every store's that has none of its own. */
  merchantAccount: string;
  /**
   * The merchant account of each store that takes its payments on its own (Adyen's usual set-up for
   * a chain: one company account, one merchant account per store; the API key and the webhook's HMAC
   * key are the company's). Absent or empty: every store uses `merchantAccount`.
   */
  storeMerchantAccounts?: ReadonlyMap<number, string>;
  /** The standard webhook's HMAC key, hex, as the Customer Area shows it. */
  hmacKey: string;
  environment: 'TEST' | 'LIVE';
  /** LIVE only: the company's prefix of `https://{prefix}-checkout-live.adyenpayments.com`. */
  liveUrlPrefix: string | null;
  /** The webhook's optional Basic authentication, when set on the Customer Area's webhook. */
  webhookBasicAuth: { username: string; password: string } | null;
}

/** One or more settings are missing or malformed; its message lists them all, in French. */
export class AdyenConfigError extends Error {
  override readonly name = 'AdyenConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Configuration Adyen incomplète ou invalide :\n- ${problems.join('\n- ')}`);
  }
}

const HEX_KEY = /^(?:[0-9a-fA-F]{2}){16,}$/;
const MERCHANT_ACCOUNT = /^[A-Za-z0-9_-]{3,80}$/;
const LIVE_PREFIX = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;

/**
 * Reads ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY, ADYEN_ENVIRONMENT (TEST|LIVE),
 * ADYEN_LIVE_URL_PREFIX (LIVE), the optional ADYEN_WEBHOOK_USERNAME / ADYEN_WEBHOOK_PASSWORD and each
 * store's optional ADYEN_MERCHANT_ACCOUNT_MAGASIN_<id>.
 * Throws `AdyenConfigError` naming every wrong variable; a secret's value is never repeated.
 */
export function adyenConfigFrom(env: Readonly<Record<string, string | undefined>>): AdyenConfig {
  const problems: string[] = [];
  const read = (name: string) => env[name]?.trim() ?? '';
  const required = (name: string, what: string) => {
    const value = read(name);
    if (!value) problems.push(`${name} manque : indiquez ${what}.`);
    return value;
  };

  const apiKey = required('ADYEN_API_KEY', "la clé d'API de votre identifiant d'API Adyen (Customer Area)");
  const merchantAccount = required(
    'ADYEN_MERCHANT_ACCOUNT',
    'le compte marchand Adyen (par exemple CabasECOM)',
  );
  if (merchantAccount && !MERCHANT_ACCOUNT.test(merchantAccount))
    problems.push(
      `ADYEN_MERCHANT_ACCOUNT « ${merchantAccount} » n'est pas un nom de compte marchand (lettres, chiffres, _ et -).`,
    );
  const hmacKey = required('ADYEN_HMAC_KEY', 'la clé HMAC du webhook standard, en hexadécimal');
  if (hmacKey && !HEX_KEY.test(hmacKey))
    problems.push(
      "ADYEN_HMAC_KEY n'est pas une clé hexadécimale (au moins 32 chiffres 0-9 et lettres a-f, en nombre pair) : copiez-la telle que la Customer Area l'affiche.",
    );

  const environment = read('ADYEN_ENVIRONMENT');
  if (!environment) problems.push('ADYEN_ENVIRONMENT manque : indiquez TEST ou LIVE.');
  else if (environment !== 'TEST' && environment !== 'LIVE')
    problems.push(`ADYEN_ENVIRONMENT « ${environment} » n'est pas reconnu : indiquez TEST ou LIVE.`);

  const prefix = read('ADYEN_LIVE_URL_PREFIX');
  if (environment === 'LIVE' && !prefix)
    problems.push(
      'ADYEN_LIVE_URL_PREFIX manque : en LIVE, indiquez le préfixe de vos adresses Adyen (Customer Area, Developers > API URLs).',
    );
  else if (prefix && !LIVE_PREFIX.test(prefix))
    problems.push(
      `ADYEN_LIVE_URL_PREFIX « ${prefix} » n'est pas un préfixe d'adresse (lettres, chiffres et -, sans https:// ni domaine).`,
    );

  const username = read('ADYEN_WEBHOOK_USERNAME');
  const password = read('ADYEN_WEBHOOK_PASSWORD');
  if (Boolean(username) !== Boolean(password))
    problems.push(
      "ADYEN_WEBHOOK_USERNAME et ADYEN_WEBHOOK_PASSWORD vont ensemble : indiquez les deux (l'authentification du webhook) ou aucun.",
    );

  const stores = storeAccountsFrom(env, {
    prefix: 'ADYEN_MERCHANT_ACCOUNT_MAGASIN_',
    lookalike: /^ADYEN_MERCHANT_ACCOUNTS?_/,
    what: 'le compte marchand Adyen (par exemple CabasLyonECOM)',
    shapeProblem: (value) =>
      MERCHANT_ACCOUNT.test(value)
        ? null
        : 'un nom de compte marchand Adyen a de 3 à 80 lettres, chiffres, _ ou -',
  });
  problems.push(...stores.problems);

  if (problems.length) throw new AdyenConfigError(problems);
  return {
    apiKey,
    merchantAccount,
    storeMerchantAccounts: stores.byStore,
    hmacKey,
    environment: environment as 'TEST' | 'LIVE',
    liveUrlPrefix: environment === 'LIVE' ? prefix : null,
    webhookBasicAuth: username ? { username, password } : null,
  };
}
