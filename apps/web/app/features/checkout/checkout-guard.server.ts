/**
 * The middleware of the consumer checkout's steps (`layouts/checkout-steps.tsx`): who may go through
 * the checkout, and which step they may see.
 *
 * - a visitor gets the 401 page with the login form;
 * - a pro is sent to the pro checkout /commander-pro;
 * - step 1 is shown with a cart holding something (an empty cart sends the page back to the cart;
 *   step 1 makes the checkout of the cart; in national mode it asks to choose a store);
 * - a later step needs the checkout of step 1 in this store, the steps before it done (else back to
 *   step 1) and a cart holding something (else back to the cart). The checkout it loaded is handed to
 *   the page (`loadCheckoutStep`), so it is read once.
 */
import { CART_KINDS, type CartKind, DEFAULT_CART_KIND } from '@cabas/contracts';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import type { GuardFacts } from '../../lib/guards.ts';
import { applyOutcome, decidePage, requestFacts } from '../auth/guards.server.ts';
import { cartCalls, shopperApi } from '../cart/cart-api.server.ts';
import { isCartKind } from '../cart/kinds.ts';
import { checkoutStepOfPath } from './checkout-rules.ts';
import { checkCheckoutStep, checkedCheckoutContext } from './checkout-session.server.ts';

const isPageRequest = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/**
 * The cart facts of step 1's page: the lines of the cart of the requested kind, asked only of a
 * customer in a store (a visitor, a pro and national mode are decided without the cart). A form posted
 * to step 1 (a warning dismissed) needs no cart check.
 */
async function startStepCartFacts(
  request: Request,
  context: Readonly<RouterContextProvider>,
  facts: GuardFacts,
): Promise<Pick<GuardFacts, 'cartLines' | 'cartType'>> {
  if (!isPageRequest(request) || !facts.loggedIn || facts.isPro || facts.storeId === null) return {};
  const requested = new URL(request.url).searchParams.get('type_panier');
  const kind: CartKind = isCartKind(requested, CART_KINDS) ? requested : DEFAULT_CART_KIND;
  try {
    const cart = await cartCalls.get(await shopperApi(request, context), facts.storeId, kind);
    return { cartLines: cart.nb_articles, cartType: kind };
  } catch {
    // The cart cannot be read (API down, session ended): step 1 answers for itself.
    return {};
  }
}

export const checkoutStepsMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { request, context } = args;
  const url = new URL(request.url);
  const step = checkoutStepOfPath(url.pathname);
  const { facts } = await requestFacts(args);
  if (step === 'start') Object.assign(facts, await startStepCartFacts(request, context, facts));
  if (!applyOutcome(context, await decidePage(args, ['authenticated', 'tunnel'], facts))) return next();

  if (step !== null && step !== 'start')
    context.set(checkedCheckoutContext, await checkCheckoutStep(request, context, step));
  return next();
};
