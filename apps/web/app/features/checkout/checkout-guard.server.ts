/**
 * The middleware of the consumer checkout's steps (`layouts/checkout-steps.tsx`): who may go through
 * the checkout, and which step they may see.
 *
 * - a visitor gets the 401 page with the login form;
 * - a pro is sent to the pro checkout /commander-pro;
 * - step 1 with an empty cart sends the shopper back to the cart (national mode is let through: the
 *   page asks to choose a store);
 * - a later step needs the checkout of step 1 in this store, the steps before it done (else back to
 *   step 1) and a cart holding something (else back to the cart). The checkout it loaded is handed to
 *   the page (`loadCheckoutStep`), so it is read once.
 */
import { CART_KINDS, DEFAULT_CART_KIND } from '@cabas/contracts';
import type { MiddlewareFunction } from 'react-router';
import { decideGuards, type GuardFacts } from '../../lib/guards.ts';
import { applyOutcome, decidePage, requestFacts } from '../auth/guards.server.ts';
import { cartCalls, shopperApi } from '../cart/cart-api.server.ts';
import { isCartKind } from '../cart/kinds.ts';
import { checkoutStepOfPath } from './checkout-rules.ts';
import { checkCheckoutStep, checkedCheckoutContext } from './checkout-session.server.ts';

const decidePageFacts = (facts: GuardFacts) => decideGuards(['tunnel'], facts);

export const checkoutStepsMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { request, context } = args;
  const url = new URL(request.url);
  const { facts } = await requestFacts(args);
  if (!applyOutcome(context, await decidePage(args, ['authenticated', 'tunnel'], facts))) return next();

  const step = checkoutStepOfPath(url.pathname);
  if (step === 'start' && facts.storeId !== null) {
    const requested = url.searchParams.get('type_panier');
    const kind = isCartKind(requested, CART_KINDS) ? requested : DEFAULT_CART_KIND;
    // A cart that cannot be read is left to the page, whose own calls answer the error.
    const cart = await cartCalls
      .get(await shopperApi(request, context), facts.storeId, kind)
      .catch(() => null);
    if (cart)
      applyOutcome(context, decidePageFacts({ ...facts, cartType: kind, cartLines: cart.nb_articles }));
  } else if (step !== null && step !== 'start') {
    context.set(checkedCheckoutContext, await checkCheckoutStep(request, context, step));
  }
  return next();
};
