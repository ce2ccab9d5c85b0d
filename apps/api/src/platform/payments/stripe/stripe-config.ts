/** What the Stripe adapter needs from the environment (issue #39, item 5). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** `sk_live_…`: real cards are charged. */
  live: boolean;
}

export type StripeConfigCheck = { ok: true; config: StripeConfig } | { ok: false; errors: string[] };

type Env = Readonly<Record<string, string | undefined>>;

const SECRET_KEY = /^sk_(test|live)_[A-Za-z0-9]+$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]+$/;

/**
 * Reads STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET as a start-up check: every problem at once, in
 * French, naming the variable and the expected shape but never the value (a secret in a log leaks).
 */
export function stripeConfigFrom(env: Env): StripeConfigCheck {
  const errors: string[] = [];
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';

  if (!secretKey) {
    errors.push(
      'STRIPE_SECRET_KEY est absente : indiquez la clé secrète Stripe (sk_test_… ou sk_live_…) du tableau de bord Stripe, rubrique Développeurs > Clés API.',
    );
  } else if (!SECRET_KEY.test(secretKey)) {
    errors.push(
      secretKey.startsWith('pk_') || secretKey.startsWith('rk_')
        ? 'STRIPE_SECRET_KEY contient une clé publiable ou restreinte : indiquez la clé secrète (sk_test_… ou sk_live_…).'
        : 'STRIPE_SECRET_KEY est mal formée : une clé secrète Stripe commence par sk_test_ ou sk_live_.',
    );
  }

  if (!webhookSecret) {
    errors.push(
      "STRIPE_WEBHOOK_SECRET est absente : indiquez le secret de signature (whsec_…) de l'endpoint de webhook déclaré chez Stripe.",
    );
  } else if (!WEBHOOK_SECRET.test(webhookSecret)) {
    errors.push(
      'STRIPE_WEBHOOK_SECRET est mal formée : un secret de signature de webhook Stripe commence par whsec_.',
    );
  }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, config: { secretKey, webhookSecret, live: secretKey.startsWith('sk_live_') } };
}
