/**
 * After login, in order: national users get their store; the cart status is
 * re-checked; then the popins — cart state, private service, pro store, forced password change —
 * each one closing continues to the next; when none is left the connected event fires and
 * `magasin_id` leaves the address.
 *
 * The steps that apply are worked out by the server right after login (`post-login.server.ts`) and
 * kept in the signed session cookie (never in the address); the page shows them one by one
 * (`post-login-popins.tsx`) and acknowledges each (`POST /ressources/apres-connexion`).
 *
 * Adding a step: 1. add its id below, in its place of the order; 2. add `{ id, applies }` to `POST_LOGIN_STEPS` (server, same order); 3. add its
 * popin to `POST_LOGIN_POPINS` (client).
 */
import type { StoreAuthorization } from '@cabas/contracts';
export const POST_LOGIN_STEP_IDS = [
  'cart-state',
  'private-service',
  'pro-store',
  'password-expired',
] as const;

export type PostLoginStepId = (typeof POST_LOGIN_STEP_IDS)[number];

/** A step still to show, with what its popin needs (small: it travels in the session cookie). */
export interface PendingStep<D = unknown> {
  id: PostLoginStepId;
  data: D;
}

/** The value `POST /ressources/apres-connexion` takes once every popin is closed. */
export const CONNECTED_ACK = 'connecte';

export const POST_LOGIN_PATH = '/ressources/apres-connexion';

/** Private-service popin: the store the login gave a shopper who was browsing the national site. */
export interface PrivateServiceData {
  storeName: string;
}

/** Pro popin: why this pro may not order in the current store. */
export interface ProStoreData {
  reason: NonNullable<StoreAuthorization['reason']>;
  message: string;
}

/** What each popin after login gets: its step's data, and `onDone` to call when it closes. */
export interface PostLoginPopinProps<D = unknown> {
  data: D;
  onDone(): void;
}
