import { type AdyenConfig, AdyenConfigError, adyenConfigFrom } from './adyen/adyen-config.ts';
import { type StripeConfig, stripeConfigFrom } from './stripe/stripe-config.ts';

/** Which provider takes the shop's cards (PAYMENT_PROVIDER), with its settings (decision 122). */
export type PaymentSettings =
  | { provider: 'sandbox' }
  | { provider: 'stripe'; stripe: StripeConfig; apiOrigin: string | undefined }
  | { provider: 'adyen'; adyen: AdyenConfig; apiOrigin: string | undefined };

/** The payment settings cannot run the shop: every problem, in French, never a secret's value. */
export class PaymentSettingsError extends Error {
  override readonly name = 'PaymentSettingsError';
  constructor(readonly problems: readonly string[]) {
    super(`Configuration du paiement invalide :\n- ${problems.join('\n- ')}`);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads PAYMENT_PROVIDER (`sandbox` by default, `stripe`, `adyen`) and the chosen provider's
 * variables. STRIPE_API_ORIGIN / ADYEN_API_ORIGIN point the adapter at a local fake of the provider
 * (tests, demonstrations): refused with live keys, which must reach the real provider.
 */
export function paymentSettingsFrom(env: Env): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider === 'stripe') {
    const check = stripeConfigFrom(env);
    if (!check.ok) throw new PaymentSettingsError(check.errors);
    const apiOrigin = fakeOrigin(env, 'STRIPE_API_ORIGIN', check.config.live);
    return { provider, stripe: check.config, apiOrigin };
  }
  if (provider === 'adyen') {
    let adyen: AdyenConfig;
    try {
      adyen = adyenConfigFrom(env);
    } catch (error) {
      if (error instanceof AdyenConfigError) throw new PaymentSettingsError(error.problems);
      throw error;
    }
    return { provider, adyen, apiOrigin: fakeOrigin(env, 'ADYEN_API_ORIGIN', adyen.environment === 'LIVE') };
  }
  throw new PaymentSettingsError([
    `PAYMENT_PROVIDER « ${provider} » n'est pas reconnu : indiquez sandbox (par défaut), stripe ou adyen.`,
  ]);
}

function fakeOrigin(env: Env, name: string, live: boolean): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const problems: string[] = [];
  if (live) problems.push(`${name} ne peut pas être utilisée avec des clés de production : retirez-la.`);
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name} « ${value} » n'est pas une adresse (par exemple http://127.0.0.1:12111).`);
  }
  if (url && url.origin !== value.replace(/\/+$/, ''))
    problems.push(`${name} doit être une origine seule, sans chemin (par exemple http://127.0.0.1:12111).`);
  if (problems.length) throw new PaymentSettingsError(problems);
  return url?.origin;
}
