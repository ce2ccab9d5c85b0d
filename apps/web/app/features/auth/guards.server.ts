/**
 * The route guards as React Router middleware on the guard layouts of `routes.ts`: one place decides
 * who may see a page, before the loaders and actions of the pages below run. The decisions are the pure
 * ones of `lib/guards.ts`; here the facts of the request are gathered (session, store) and each
 * outcome becomes the right answer:
 *
 * - a redirect is thrown by the middleware itself;
 * - a page-shaped refusal (the 401 page with the inline login form, the pro store refusal with its
 *   change-store button) is recorded by the middleware and thrown by the guard layout's loader, so
 *   that the error page is shown inside the page's frame with its real status (an error thrown by a
 *   middleware would be shown by the root's error boundary, without the header and its data). A form
 *   posted by a visitor still reaches the page's action, whose API calls need the session
 *   (`authedApi`) and answer the same 401 page.
 */
import { endpoints } from '@cabas/contracts';
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router';
import { authedApi, loginRequired } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { decideGuards, type GuardFacts, type GuardName, type GuardOutcome } from '../../lib/guards.ts';
import { readSession, type SessionData } from '../../lib/session.server.ts';

export interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The route error of a refused pro store: the error page shows the message and 'Changer de magasin'. */
export interface ProStoreRefusedData {
  message: string;
  reason: 'store_without_pro_service' | 'store_outside_agreement';
}

/** Turns an outcome into the answer (throws unless it allows). */
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

/** What a page adds to the facts of the session and store (cart lines, checkout step, cart kind). */
export type PageFacts = Partial<Pick<GuardFacts, 'cartLines' | 'cartType' | 'stepReached'>>;

/** The facts every guard may use: the login session and the request's store. */
export async function requestFacts(
  args: GuardArgs,
): Promise<{ session: SessionData | null; facts: GuardFacts }> {
  const session = await readSession(args.request);
  const shop = args.context.get(shopContext);
  return {
    session,
    facts: { loggedIn: session !== null, isPro: session?.isPro ?? false, storeId: shop.storeId },
  };
}

/** The outcome of the guards of a page, in order; the pro store rule asks the API only when needed. */
export async function decidePage(
  args: GuardArgs,
  names: readonly GuardName[],
  facts: GuardFacts,
): Promise<GuardOutcome> {
  const outcome = decideGuards(names, facts);
  if (outcome.kind !== 'allow' || !names.includes('tunnel-pro') || !facts.isPro) return outcome;
  return decideGuards(['tunnel-pro'], { ...facts, proStore: await proStoreFact(args, facts.storeId) });
}

type Refusal = Exclude<GuardOutcome, { kind: 'allow' } | { kind: 'redirect' }>;

/** The page-shaped refusal a guard layout's middleware recorded for its loader. */
const refusalContext = createContext<Refusal | null>(null);

/**
 * Applies an outcome in a middleware: a redirect is thrown, a refusal recorded for the guard
 * layout's loader (`guardLayoutLoader`). Gives whether the page may be shown.
 */
export function applyOutcome(context: Readonly<RouterContextProvider>, outcome: GuardOutcome): boolean {
  if (outcome.kind === 'allow') return true;
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  context.set(refusalContext, outcome);
  return false;
}

/** Whether a guard above already refused the page (the middleware below it then checks nothing). */
export const isRefused = (context: Readonly<RouterContextProvider>) => context.get(refusalContext) !== null;

/**
 * The middleware of a guard layout whose pages use the guards `names`, in order. With `pagesOnly`,
 * only the pages are guarded (GET, HEAD): a form post reaches its action, which makes its own checks
 * in its own order (the login form's origin check answers 403 whoever posts it). `pageFacts` adds
 * what the page's address tells (the checkout's cart kind).
 */
export function guardMiddleware(
  names: readonly GuardName[],
  options: { pagesOnly?: boolean; pageFacts?: (request: Request) => PageFacts } = {},
): MiddlewareFunction<Response> {
  return async (args, next) => {
    if (options.pagesOnly && args.request.method !== 'GET' && args.request.method !== 'HEAD') return next();
    const { facts } = await requestFacts(args);
    const page = options.pageFacts?.(args.request);
    applyOutcome(args.context, await decidePage(args, names, { ...facts, ...page }));
    return next();
  };
}

/** A guard layout's loader: shows the refusal its middleware recorded, inside the page's frame. */
export function guardLayoutLoader({ context }: { context: Readonly<RouterContextProvider> }): null {
  const refusal = context.get(refusalContext);
  if (refusal) enforce(refusal);
  return null;
}
