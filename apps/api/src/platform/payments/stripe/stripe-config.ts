import { storeAccountsFrom } from '../store-accounts.ts';

/** What the Stripe adapter needs from the environment (issue #39, item 5). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** `sk_live_…`: real cards are charged. */
  live: boolean;
  /**
   * Stripe Connect, direct charges: the connected account (`acct_…`) of each store that takes its
   * payments on its own account; every call for such a store's sessions carries `Stripe-Account`.
   * Absent or empty: every store takes payments on the platform's account.
   */
  storeAccounts?: ReadonlyMap<number, string>;
  /** The Connect webhook endpoint's secret: connected accounts' events are signed with it. */
  connectWebhookSecret?: string | null;
}

export type StripeConfigCheck = { ok: true; config: StripeConfig } | { ok: false; errors: string[] };

type Env = Readonly<Record<string, string | undefined>>;

const SECRET_KEY = /^sk_(test|live)_[A-Za-z0-9]+$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]+$/;
const CONNECTED_ACCOUNT = /^acct_[A-Za-z0-9]{1,64}$/;
const STORE_ACCOUNT_PREFIX = 'STRIPE_ACCOUNT_MAGASIN_';

/**
 * Reads STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, and for Stripe Connect each store's
 * STRIPE_ACCOUNT_MAGASIN_<id> with STRIPE_CONNECT_WEBHOOK_SECRET, as a start-up check: every problem
 * at once, in French, naming the variable and the expected shape but never the value (a secret in a
 * log leaks).
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

  const stores = storeAccountsFrom(env, {
    prefix: STORE_ACCOUNT_PREFIX,
    lookalike: /^STRIPE_ACCOUNTS?_/,
    what: 'le compte connecté Stripe (acct_…)',
    shapeProblem: (value) =>
      CONNECTED_ACCOUNT.test(value)
        ? null
        : 'un compte connecté Stripe commence par acct_ (tableau de bord Stripe, rubrique Connect > Comptes connectés)',
  });
  errors.push(...stores.problems);
  const connectWebhookSecret = connectSecretFrom(env, webhookSecret, stores.byStore.size > 0, errors);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      secretKey,
      webhookSecret,
      live: secretKey.startsWith('sk_live_'),
      storeAccounts: stores.byStore,
      connectWebhookSecret,
    },
  };
}

/** Connected accounts' events come to a Connect endpoint, signed with that endpoint's own secret. */
function connectSecretFrom(env: Env, webhookSecret: string, connect: boolean, errors: string[]) {
  const secret = env.STRIPE_CONNECT_WEBHOOK_SECRET?.trim() ?? '';
  if (!secret) {
    if (connect)
      errors.push(
        `STRIPE_CONNECT_WEBHOOK_SECRET est absente : des magasins ont leur compte connecté (${STORE_ACCOUNT_PREFIX}…), dont les événements arrivent sur un endpoint de webhook Connect ; indiquez son secret de signature (whsec_…).`,
      );
    return null;
  }
  if (!WEBHOOK_SECRET.test(secret)) {
    errors.push(
      'STRIPE_CONNECT_WEBHOOK_SECRET est mal formée : un secret de signature de webhook Stripe commence par whsec_.',
    );
    return null;
  }
  if (secret === webhookSecret) {
    errors.push(
      "STRIPE_CONNECT_WEBHOOK_SECRET est identique à STRIPE_WEBHOOK_SECRET : indiquez celui de l'endpoint qui reçoit les événements des comptes connectés : chaque endpoint a son propre secret.",
    );
    return null;
  }
  return secret;
}
