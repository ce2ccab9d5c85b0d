/**
 * The server side of the steps after login (see `post-login.ts`): right after the tokens are issued,
 * the national shopper gets their account's store, then every step of `POST_LOGIN_STEPS` is asked
 * whether it applies; those that do are kept, in order, in their own signed cookie
 * (`cabas_apres_connexion`) until the page has shown and closed each of them.
 */
import { type ClientResource, endpoints } from '@cabas/contracts';
import { type Cookie, createCookie } from 'react-router';
import type { ApiClient } from '../../lib/api-client.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { cookieSecret, isSecureRequest } from '../../lib/cookie-secrets.server.ts';
import { readSession, SESSION_MAX_AGE_SECONDS } from '../../lib/session.server.ts';
import { setStoreCookie } from '../../lib/store-cookie.server.ts';
import { getStore, summarise } from '../stores/index.server.ts';
import { cartStateNeedsPopin } from './cart-state.ts';
import {
  CONNECTED_ACK,
  type PendingStep,
  POST_LOGIN_STEP_IDS,
  type PostLoginStepId,
  type PrivateServiceData,
  type ProStoreData,
} from './post-login.ts';

/**
 * The steps still to show, beside the login session rather than in it: the page acknowledges them
 * (`POST /ressources/apres-connexion`, sent right after the page after login is interactive) while the
 * shopper may already be clicking 'Me déconnecter'. Written into the session cookie, a late answer to
 * that acknowledgement (reaching the browser after the logout's) put the ended session back, tokens
 * and all: the next page greeted the shopper again. An acknowledgement now only ever writes this
 * cookie, which means nothing without a session.
 */
export const POST_LOGIN_COOKIE = 'cabas_apres_connexion';

let stepsCookie: Cookie | undefined;
function postLoginCookie(): Cookie {
  stepsCookie ??= createCookie(POST_LOGIN_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: [cookieSecret(POST_LOGIN_COOKIE)],
  });
  return stepsCookie;
}

/**
 * The `Set-Cookie` header of the steps still to show after this login (`[]`: only the connected
 * event is left), or, with `undefined`, of none (the cookie removed: sequence over, or logout).
 */
export function commitPendingSteps(request: Request, steps: PendingStep[] | undefined): Promise<string> {
  const secure = isSecureRequest(request);
  return steps === undefined
    ? postLoginCookie().serialize('', { secure, maxAge: undefined, expires: new Date(0) })
    : postLoginCookie().serialize(steps, { secure });
}

export interface PostLoginContext {
  /** The shopper, as `GET /api/me` answered right after login. */
  client: ClientResource;
  /** The store context after login (`null`: national mode). */
  storeId: number | null;
  /** Set when the login gave a shopper browsing the national site their account's store. */
  storeAssigned: { id: number; name: string } | null;
  /** The API as the shopper who just logged in. */
  api: ApiClient;
  /** The visitor's `uuid` cookie: the anonymous cart that may merge into the account's. */
  uuid?: string | null;
}

/**
 * One step after login. `applies` runs on the server right after login and answers the data its
 * popin needs when the step applies, `null` when it does not. Keep the data small (it is stored
 * in the session cookie, 4 KB in all).
 */
export interface PostLoginStep<D = unknown> {
  id: PostLoginStepId;
  applies(context: PostLoginContext): Promise<D | null> | D | null;
}

/**
 * Cart state: the visitor's and the account's carts. The popin
 * loads the state itself (`/ressources/panier/etat`, which also merges a visitor-only cart right away):
 * the lists it reports do not fit in the session cookie.
 */
export const cartStateStep: PostLoginStep<Record<string, never>> = {
  id: 'cart-state',
  async applies({ api, uuid }) {
    if (!uuid) return null;
    const { data: state } = await api.call(endpoints.cart.loginState, { query: { uuid } });
    return state.type === 'transfere' || cartStateNeedsPopin(state) ? {} : null;
  },
};

/** Private service: the login activated the shopper's own store and services. */
export const privateServiceStep: PostLoginStep<PrivateServiceData> = {
  id: 'private-service',
  applies: ({ storeAssigned }) => (storeAssigned ? { storeName: storeAssigned.name } : null),
};

/** Pro popin: a store without the pro service, or outside the pro's agreement. */
export const proStoreStep: PostLoginStep<ProStoreData> = {
  id: 'pro-store',
  async applies({ client, storeId, api }) {
    if (!client.attributes.isPro || storeId === null) return null;
    const answer = await api.call(endpoints.accounts.storeAuthorization, { query: { magasin_id: storeId } });
    const { allowed, reason, message } = answer.data;
    return allowed || !reason || !message ? null : { reason, message };
  },
};

/** Forced password change: a password under the old rule; pros skip it. */
export const passwordExpiredStep: PostLoginStep<Record<string, never>> = {
  id: 'password-expired',
  applies: ({ client }) => (client.attributes.password_expired && !client.attributes.isPro ? {} : null),
};

/** The steps, in the order their popins show. */
export const POST_LOGIN_STEPS: readonly PostLoginStep[] = [
  cartStateStep,
  privateServiceStep,
  proStoreStep,
  passwordExpiredStep,
];

/**
 * The steps that apply, in order. A step whose check fails (API unreachable) is skipped: a popin
 * never stands between the shopper and the page they were going to.
 */
export async function pendingSteps(
  context: PostLoginContext,
  steps: readonly PostLoginStep[] = POST_LOGIN_STEPS,
): Promise<PendingStep[]> {
  const answers = await Promise.all(
    steps.map(async (step) => {
      try {
        return await step.applies(context);
      } catch {
        return null;
      }
    }),
  );
  const pending: PendingStep[] = [];
  steps.forEach((step, i) => {
    const data = answers[i];
    if (data !== null && data !== undefined) pending.push({ id: step.id, data });
  });
  return pending;
}

/**
 * A shopper logging in on the national site gets their account's store as the store
 * context (cookie `magasin_id`). A shopper who had chosen a store keeps it.
 */
export async function assignAccountStore(
  shop: ShopContext,
  client: ClientResource,
): Promise<{ id: number; name: string } | null> {
  const accountStore = client.attributes.id_magasin;
  if (shop.storeId !== null || !accountStore) return null;
  try {
    const store = await getStore(shop.api, accountStore);
    if (!store || store.attributes.isNational) return null;
    shop.setCookie(await setStoreCookie(store.id, shop.secure));
    return { id: store.id, name: summarise(store).name };
  } catch {
    return null;
  }
}

function isPendingStep(value: unknown): value is PendingStep {
  return (
    typeof value === 'object' &&
    value !== null &&
    POST_LOGIN_STEP_IDS.includes((value as PendingStep).id) &&
    'data' in value
  );
}

/** The steps still to show (`[]`: only the connected event is left), `null` when nothing is pending. */
export async function readPendingSteps(request: Request): Promise<PendingStep[] | null> {
  if (!(await readSession(request))) return null;
  const value: unknown = await postLoginCookie().parse(request.headers.get('cookie'));
  return Array.isArray(value) ? value.filter(isPendingStep) : null;
}

/**
 * The page closed the popin `step` (or, with `CONNECTED_ACK`, sent the connected event): the
 * `Set-Cookie` of the steps without it (and the steps before it), or `null` when there was nothing
 * to change; never the session's. The connected acknowledgement ends the sequence only once no step is left.
 */
export async function acknowledgeStep(request: Request, step: string): Promise<string | null> {
  const pending = await readPendingSteps(request);
  if (pending === null) return null;
  if (step === CONNECTED_ACK) {
    if (pending.length) return null;
    return commitPendingSteps(request, undefined);
  }
  // The page shows the steps in order: closing one means the earlier ones are closed too (their
  // own acknowledgements may still be on their way).
  const index = pending.findIndex((pendingStep) => pendingStep.id === step);
  if (index < 0) return null;
  return commitPendingSteps(request, pending.slice(index + 1));
}
