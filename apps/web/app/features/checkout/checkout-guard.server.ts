/**
 * The middleware of the consumer checkout's steps (`layouts/checkout-steps.tsx`): who may go through
 * the checkout, and which step they may see.
 *
 * - a visitor gets the 401 page with the login form;
 * - a pro is sent to the pro checkout /commander-pro;
 * - step 1 is shown (it makes the checkout of the cart; in national mode it asks to choose a store);
 * - a later step needs the checkout of step 1 in this store, the steps before it done (else back to
 *   step 1) and a cart holding something (else back to the cart). The checkout it loaded is handed to
 *   the page (`loadCheckoutStep`), so it is read once.
 */
import type { MiddlewareFunction } from 'react-router';
import { applyOutcome, decidePage, requestFacts } from '../auth/guards.server.ts';
import { checkoutStepOfPath } from './checkout-rules.ts';
import { checkCheckoutStep, checkedCheckoutContext } from './checkout-session.server.ts';

export const checkoutStepsMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { request, context } = args;
  const url = new URL(request.url);
  const { facts } = await requestFacts(args);
  if (!applyOutcome(context, await decidePage(args, ['authenticated', 'tunnel'], facts))) return next();

  const step = checkoutStepOfPath(url.pathname);
  if (step !== null && step !== 'start')
    context.set(checkedCheckoutContext, await checkCheckoutStep(request, context, step));
  return next();
};
