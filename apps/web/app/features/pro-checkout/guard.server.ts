import { guardMiddleware } from '../auth/index.server.ts';

/**
 * The pro checkout's guard (`layouts/commander-pro.tsx`): a visitor gets the 401 page with the login
 * form, a consumer is sent to /commander, national mode to the store chooser, and a pro in a store
 * outside the agreement or without the pro service gets the message with the change-store button.
 */
export const proCheckoutMiddleware = guardMiddleware(['authenticated', 'pro-only', 'tunnel-pro']);
