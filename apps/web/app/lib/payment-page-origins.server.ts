/**
 * The origins of the payment provider's hosted page (PAYMENT_PROVIDER): the pay action answers a
 * form post with a 303 there, and without JavaScript the browser follows it under the page's
 * `form-action`, which must name it. The sandbox's page is the shop's own (`'self'`).
 * STRIPE_API_ORIGIN / ADYEN_API_ORIGIN (a local fake of the provider) serve its page too.
 */
export function paymentPageOriginsFrom(env: NodeJS.ProcessEnv = process.env): string[] {
  switch (env.PAYMENT_PROVIDER?.trim()) {
    case 'stripe':
      return [originOf(env.STRIPE_API_ORIGIN) ?? 'https://checkout.stripe.com'];
    case 'adyen':
      return [
        originOf(env.ADYEN_API_ORIGIN) ??
          // LIVE pages are served per region (checkoutshopper-live, -live-us, -live-au, …).
          (env.ADYEN_ENVIRONMENT?.trim() === 'LIVE'
            ? 'https://*.adyen.com'
            : 'https://checkoutshopper-test.adyen.com'),
      ];
    default:
      return [];
  }
}

function originOf(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

let current: string[] | undefined;

export function paymentPageOrigins(): string[] {
  if (current === undefined) current = paymentPageOriginsFrom();
  return current;
}
