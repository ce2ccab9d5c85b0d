/**
 * The route guards, as pure decisions: who may see a page, and where the others go. The guard
 * layouts of `routes.ts` name the guards of their pages; their middleware
 * (`features/auth/guards.server.ts`, `features/checkout/checkout-guard.server.ts`) gathers the facts
 * of the request and applies these decisions before any loader or action runs.
 */

export const GUARD_NAMES = [
  /** Logged-in shoppers only; visitors get the 401 page with the inline login form. */
  'authenticated',
  /** Visitors only (/connexion): a logged-in shopper is sent home. */
  'unauthenticated',
  /**
   * Visitors only at the checkout (/commander/connexion): a logged-in shopper goes on to the checkout's
   * first step, keeping the cart kind.
   */
  'unauthenticated-tunnel',
  /** Not for pros (loyalty pages, bank cards, loyalty home): a pro is sent to the account home. */
  'forbidden-pro',
  /** Pros only: every other shopper is sent to the consumer checkout /commander (pro checkout). */
  'pro-only',
  /** Consumer checkout: not for pros (sent to /commander-pro), and a cart with lines. */
  'tunnel',
  /** A later checkout step reached before the earlier ones goes back to the first step. */
  'tunnel-go-first-step',
  /** Pro checkout: a store where this pro may order (agreement, pro service) and a cart with lines. */
  'tunnel-pro',
  /** Loyalty card creation: not for pros. */
  'nouvelle-fidelite',
] as const;

export type GuardName = (typeof GUARD_NAMES)[number];

export const HOME_PATH = '/';
export const ACCOUNT_HOME_PATH = '/mon-compte';
export const CHECKOUT_PATH = '/commander';
export const PRO_CHECKOUT_PATH = '/commander-pro';
export const CART_PATH = '/panier';
export const STORE_CHOOSER_PATH = '/magasins/choisir';

export type ProStoreRefusal = 'store_without_pro_service' | 'store_outside_agreement';

/** What a guard may know of the request; the tunnel facts are given by the checkout's loaders. */
export interface GuardFacts {
  loggedIn: boolean;
  isPro: boolean;
  /** The store of the request, `null` in national mode. */
  storeId: number | null;
  /** Lines in the cart of the checkout's kind; `undefined` when the page does not tell. */
  cartLines?: number;
  /** The checkout's cart kind (`type_panier`), default drive. */
  cartType?: string;
  /** A checkout step: whether the steps before it are done; `undefined` on other pages. */
  stepReached?: boolean;
  /** The pro store decision (`GET /api/me/magasin-autorisation`), for a pro in a store. */
  proStore?: { allowed: true } | { allowed: false; reason: ProStoreRefusal; message: string };
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The 401 page ('Vous devez vous connecter pour accéder à cette page.', with the login form). */
  | { kind: 'login-required' }
  /** A pro in a store where they may not order: the message with a change-store button. */
  | { kind: 'pro-store-refused'; reason: ProStoreRefusal; message: string };

const allow: GuardOutcome = { kind: 'allow' };
const redirect = (to: string): GuardOutcome => ({ kind: 'redirect', to });

function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params)}`;
}

/** The checkout's first step, keeping the cart kind. */
export function firstStepPath(cartType = 'drive'): string {
  return withQuery(CHECKOUT_PATH, { type_panier: cartType });
}

function emptyCart(facts: GuardFacts): GuardOutcome {
  if (facts.cartLines !== undefined && facts.cartLines <= 0)
    return redirect(withQuery(CART_PATH, { type_panier: facts.cartType ?? 'drive' }));
  return allow;
}

export function decideGuard(name: GuardName, facts: GuardFacts): GuardOutcome {
  switch (name) {
    case 'authenticated':
      return facts.loggedIn ? allow : { kind: 'login-required' };
    case 'unauthenticated':
      return facts.loggedIn ? redirect(HOME_PATH) : allow;
    case 'unauthenticated-tunnel':
      return facts.loggedIn ? redirect(firstStepPath(facts.cartType)) : allow;
    case 'forbidden-pro':
      return facts.isPro ? redirect(ACCOUNT_HOME_PATH) : allow;
    case 'nouvelle-fidelite':
      return facts.isPro ? redirect(HOME_PATH) : allow;
    case 'pro-only':
      return facts.isPro ? allow : redirect(CHECKOUT_PATH);
    case 'tunnel':
      // National mode (no store) is let through: step 1 asks to choose a store, later steps go back
      // to step 1 as their checkout is not in this store.
      if (facts.isPro) return redirect(PRO_CHECKOUT_PATH);
      return emptyCart(facts);
    case 'tunnel-go-first-step':
      return facts.stepReached === false ? redirect(firstStepPath(facts.cartType)) : allow;
    case 'tunnel-pro': {
      if (!facts.isPro) return redirect(CHECKOUT_PATH);
      if (facts.storeId === null) return redirect(withQuery(STORE_CHOOSER_PATH, { redirectTo: CART_PATH }));
      const basics = emptyCart(facts);
      if (basics.kind !== 'allow') return basics;
      const decision = facts.proStore;
      if (decision && !decision.allowed)
        return { kind: 'pro-store-refused', reason: decision.reason, message: decision.message };
      return allow;
    }
  }
}

/** The guards of a route, in order: the first that does not allow decides. */
export function decideGuards(names: readonly GuardName[], facts: GuardFacts): GuardOutcome {
  for (const name of names) {
    const outcome = decideGuard(name, facts);
    if (outcome.kind !== 'allow') return outcome;
  }
  return allow;
}
