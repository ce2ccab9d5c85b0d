/**
 * The middleware of the consumer checkout's steps: who may go through the checkout
 * (`layouts/checkout-steps.tsx`), and which step they may see (each step's route module).
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
import { isCartKind } from '../../lib/cart-kind.ts';
import { decideGuards, type GuardFacts } from '../../lib/guards.ts';
import { applyOutcome, guardMiddleware, isRefused, requestFacts } from '../auth/index.server.ts';
import { cartCalls, shopperApi } from '../cart/index.server.ts';
import type { CheckoutPageHandle } from './checkout-page.ts';
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

/** The layout of the steps (`layouts/checkout-steps.tsx`): a logged-in shopper who is not a pro. */
export const checkoutShopperMiddleware = guardMiddleware(['authenticated', 'tunnel']);

/**
 * A step's own middleware, from the step its route module declares (`checkoutPage`): step 1 needs a
 * cart holding something; a later step the checkout of step 1 with the steps before it done.
 */
export function checkoutStepMiddleware({ checkout }: CheckoutPageHandle): MiddlewareFunction<Response> {
  const { step } = checkout;
  return async (args, next) => {
    const { request, context } = args;
    if (step === null || isRefused(context)) return next();
    if (step === 'start') {
      const { facts } = await requestFacts(args);
      applyOutcome(
        context,
        decideGuards(['tunnel'], { ...facts, ...(await startStepCartFacts(request, context, facts)) }),
      );
      return next();
    }
    context.set(checkedCheckoutContext, await checkCheckoutStep(request, context, step));
    return next();
  };
}
