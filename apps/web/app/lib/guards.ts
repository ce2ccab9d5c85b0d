/**
 * The route guards of doc 1 §6 and doc 2 §6, as pure decisions. The specification names the guards
 * and who each one is for; the rules inside them are "not shown", so they are written here (see
 * README "Design decisions"). `features/auth/guards.server.ts` gathers the facts of a request and
 * applies these decisions in loaders; `route-table.ts` (`ROUTE_GUARDS`) records which guards each
 * route of the specification uses.
 */

export const GUARD_NAMES = [
  /** Logged-in shoppers only; visitors get the 401 page with the inline login form. */
  'authenticated',
  /** Visitors only (/connexion): a logged-in shopper is sent home. */
  'unauthenticated',
  /** Not for pros (loyalty pages, bank cards, loyalty home): a pro is sent to the account home. */
  'forbidden-pro',
  /** Non-pro customers only (visitors included): pros are sent home. */
  'non-pro-only',
  /** Pros only: every other shopper is sent to the consumer checkout /commander. */
  'pro-only',
  /** The consumer checkout sends pros to the pro checkout /commander-pro. */
  'pro-to-commander-pro',
  /** Consumer checkout: a store chosen (national mode has no cart) and a cart with lines. */
  'tunnel',
  /** A later checkout step reached before the earlier ones goes back to the first step. */
  'tunnel-go-first-step',
  /** Pro checkout: a store where this pro may order (agreement, pro service) and a cart with lines. */
  'tunnel-pro',
  /** Account creation: visitors only, as /connexion. */
  'inscription',
  /** Loyalty card creation: not for pros. */
  'nouvelle-fidelite',
  /** Paperless card pilot: logged in, not a pro. */
  'pilote-carte-demat',
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
  /** Checkout progress: the step this page is (1 first) and the furthest step already completed. */
  checkoutStep?: { page: number; completed: number };
  /** The pro store decision (`GET /api/me/magasin-autorisation`), for a pro in a store. */
  proStore?: { allowed: true } | { allowed: false; reason: ProStoreRefusal; message: string };
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The 401 page (doc 1 §6: 'Vous devez vous connecter pour accéder à cette page.'). */
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

function tunnelBasics(facts: GuardFacts): GuardOutcome {
  if (facts.storeId === null) return redirect(withQuery(STORE_CHOOSER_PATH, { redirectTo: CART_PATH }));
  if (facts.cartLines !== undefined && facts.cartLines <= 0)
    return redirect(withQuery(CART_PATH, { type_panier: facts.cartType ?? 'drive' }));
  return allow;
}

export function decideGuard(name: GuardName, facts: GuardFacts): GuardOutcome {
  switch (name) {
    case 'authenticated':
      return facts.loggedIn ? allow : { kind: 'login-required' };
    case 'unauthenticated':
    case 'inscription':
      return facts.loggedIn ? redirect(HOME_PATH) : allow;
    case 'forbidden-pro':
      return facts.isPro ? redirect(ACCOUNT_HOME_PATH) : allow;
    case 'non-pro-only':
    case 'nouvelle-fidelite':
      return facts.isPro ? redirect(HOME_PATH) : allow;
    case 'pro-only':
      return facts.isPro ? allow : redirect(CHECKOUT_PATH);
    case 'pro-to-commander-pro':
      return facts.isPro ? redirect(PRO_CHECKOUT_PATH) : allow;
    case 'pilote-carte-demat':
      if (!facts.loggedIn) return { kind: 'login-required' };
      return facts.isPro ? redirect(HOME_PATH) : allow;
    case 'tunnel':
      if (facts.isPro) return redirect(PRO_CHECKOUT_PATH);
      return tunnelBasics(facts);
    case 'tunnel-go-first-step': {
      const step = facts.checkoutStep;
      if (step && step.page > step.completed + 1) return redirect(firstStepPath(facts.cartType));
      return allow;
    }
    case 'tunnel-pro': {
      if (!facts.isPro) return redirect(CHECKOUT_PATH);
      const basics = tunnelBasics(facts);
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
