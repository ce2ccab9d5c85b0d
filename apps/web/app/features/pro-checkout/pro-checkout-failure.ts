import { proMessages } from '@cabas/contracts';
import { CART_PATH, PRO_CHECKOUT_PATH } from '../../lib/guards.ts';

/**
 * What the pro checkout shows when the API refuses a call (doc 1 §4, §8): the error popin on a 404 or
 * a failed creation, its message (« Une erreur inattendue est survenue. » for a 500 or an answer
 * without message, the time-out message for a 404, the API's message otherwise), and where it leads:
 * back to the cart when the creation failed or the server failed, else the pro checkout reloaded.
 * A 422 shows no popin: its messages go on the form's fields.
 */
export interface ProCheckoutFailure {
  message: string;
  next: 'panier' | 'recharger';
}

export function proCheckoutFailure(
  status: number,
  message: string | null | undefined,
  phase: 'creation' | 'action',
): ProCheckoutFailure | null {
  if (status === 422 && phase === 'action') return null;
  const text =
    status >= 500 || !message?.trim()
      ? proMessages.unexpected
      : status === 404
        ? proMessages.expired
        : message;
  return { message: text, next: phase === 'creation' || status >= 500 ? 'panier' : 'recharger' };
}

/** Where the error leads: back to the cart, or the pro checkout loaded again. */
export function failureLink(failure: ProCheckoutFailure): { to: string; label: string } {
  return failure.next === 'panier'
    ? { to: `${CART_PATH}?type_panier=drive`, label: 'Retour au panier' }
    : { to: PRO_CHECKOUT_PATH, label: 'Recharger ma commande' };
}
