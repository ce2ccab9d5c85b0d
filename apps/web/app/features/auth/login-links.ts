export const LOGIN_PATH = '/connexion';
/** The checkout's login step: back to the checkout of the cart kind after login. */
export const CHECKOUT_LOGIN_PATH = '/commander/connexion';
export const LOGOUT_PATH = '/ressources/deconnexion';

/** The login page's address that comes back to `path` after login. */
export function loginHref(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: path })}`;
}

/** The checkout's login step for a cart kind (`type_panier`). */
export function checkoutLoginHref(cartKind: string): string {
  return `${CHECKOUT_LOGIN_PATH}?${new URLSearchParams({ type_panier: cartKind })}`;
}
