export const LOGIN_PATH = '/connexion';
export const LOGOUT_PATH = '/ressources/deconnexion';

/** The login page's address that comes back to `path` after login. */
export function loginHref(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: path })}`;
}
