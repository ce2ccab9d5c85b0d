import { API_ERROR_CODES, type ApiErrorCode, checkoutMessages } from '@cabas/contracts';
import { HttpError } from '../../platform/errors.ts';

/** Another write of the checkout came first (its version moved on): 409, nothing written. */
export const stale = () =>
  new HttpError(409, checkoutMessages.checkoutStale, undefined, API_ERROR_CODES.checkoutStale);

/** Not one of the client's checkouts in this store, or no longer open: 404. */
export const unknownCheckout = () =>
  new HttpError(404, checkoutMessages.checkoutNotFound, undefined, API_ERROR_CODES.checkoutNotFound);

/** A refused field: 422, the French message also listed under the field's name. */
export const refuse = (field: string, message: string, code?: ApiErrorCode) =>
  new HttpError(422, message, { [field]: [message] }, code);

/** The slot cannot be taken any more (full, or past its cut-off): 409, listed under `creneau_id`. */
export const slotConflict = (message: string, code: ApiErrorCode) =>
  new HttpError(409, message, { creneau_id: [message] }, code);

/** A checkout needs a cart with products: 409. */
export const cartEmpty = () =>
  new HttpError(409, checkoutMessages.cartEmpty, undefined, API_ERROR_CODES.checkoutCartEmpty);
