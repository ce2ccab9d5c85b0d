/**
 * The route guards in loaders (doc 1 §6): `await guard(args, 'authenticated', 'forbidden-pro')` at the
 * top of a loader or an action. The decisions are the pure ones of `lib/guards.ts`; here the facts of
 * the request are gathered (session, store) and each outcome becomes the right answer: a redirect,
 * the 401 page with the inline login form, or the pro store refusal (403, with a change-store button).
 */
import { endpoints } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import { decideGuards, type GuardFacts, type GuardName, type GuardOutcome } from '../../lib/guards.ts';
import { authedApi, loginRequired } from './authed-api.server.ts';
import { readSession, type SessionData } from './session.server.ts';

export interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The route error of a refused pro store: the error page shows the message and 'Changer de magasin'. */
export interface ProStoreRefusedData {
  message: string;
  reason: 'store_without_pro_service' | 'store_outside_agreement';
}

/** Turns an outcome into the loader's answer (throws unless it allows). */
export function enforce(outcome: GuardOutcome): void {
  switch (outcome.kind) {
    case 'allow':
      return;
    case 'redirect':
      throw redirect(outcome.to);
    case 'login-required':
      loginRequired();
      return;
    case 'pro-store-refused':
      throw data<ProStoreRefusedData>(
        { message: outcome.message, reason: outcome.reason },
        { status: 403, statusText: 'pro-store-refused' },
      );
  }
}

/** The pro store decision of the API for the request's store (national mode exempt). */
export async function proStoreFact(args: GuardArgs, storeId: number | null): Promise<GuardFacts['proStore']> {
  if (storeId === null) return { allowed: true };
  const api = await authedApi(args.request, args.context);
  const answer = await api.call(endpoints.accounts.storeAuthorization, { query: { magasin_id: storeId } });
  const decision = answer.data;
  if (decision.allowed || !decision.reason) return { allowed: true };
  return { allowed: false, reason: decision.reason, message: decision.message ?? '' };
}

/**
 * Applies the guards in order and gives back the session (`null` for a visitor). `extra` carries what
 * only the page knows (cart lines, checkout step, cart kind).
 */
export async function guard(
  args: GuardArgs,
  names: readonly GuardName[],
  extra: Partial<Pick<GuardFacts, 'cartLines' | 'cartType' | 'checkoutStep'>> = {},
): Promise<SessionData | null> {
  const session = await readSession(args.request);
  const shop = args.context.get(shopContext);
  const facts: GuardFacts = {
    loggedIn: session !== null,
    isPro: session?.isPro ?? false,
    storeId: shop.storeId,
    ...extra,
  };
  enforce(decideGuards(names, facts));
  // The pro store rule needs the API: asked only when the other rules let the page through.
  if (names.includes('tunnel-pro') && facts.isPro) {
    enforce(decideGuards(['tunnel-pro'], { ...facts, proStore: await proStoreFact(args, facts.storeId) }));
  }
  return session;
}
