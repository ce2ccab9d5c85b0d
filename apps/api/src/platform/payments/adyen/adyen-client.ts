import adyen from '@adyen/api-library';
import type { AdyenConfig } from './adyen-config.ts';

// The library is CommonJS: Node's ESM loader sees only its default export.
const { CheckoutAPI, Client, EnvironmentEnum } = adyen;

export type AdyenCheckout = InstanceType<typeof CheckoutAPI>;

/** An unanswered call fails after this long (the library has no timeout of its own). */
const TIMEOUT_MS = 20_000;

/**
 * The Checkout API of the library's version (v72 for 32.1.0): `https://checkout-test.adyen.com/v72`
 * in TEST, `https://{prefix}-checkout-live.adyenpayments.com/checkout/v72` in LIVE. Tests intercept
 * the TEST host with nock: the library's own https client is used, nothing to point elsewhere.
 */
export function adyenCheckout(config: AdyenConfig): AdyenCheckout {
  const client = new Client({
    apiKey: config.apiKey,
    environment: config.environment === 'LIVE' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
    ...(config.liveUrlPrefix ? { liveEndpointUrlPrefix: config.liveUrlPrefix } : {}),
    applicationName: 'cabas',
  });
  client.setTimeouts(TIMEOUT_MS);
  return new CheckoutAPI(client);
}
