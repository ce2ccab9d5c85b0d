import { Link, useLocation } from 'react-router';
import { useRootData } from '../layout/root-data.ts';
import styles from './account-block.module.css';

export const LOGIN_PATH = '/connexion';
export const LOGOUT_PATH = '/ressources/deconnexion';

/** The login page's address that comes back to `path` after login. */
export function loginHref(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: path })}`;
}

/**
 * The header's account block (doc 1 §4): 'Me connecter' for a visitor (back to this page after
 * login), 'Bonjour {prénom}' and 'Me déconnecter' (a plain POST form) for a logged-in shopper.
 */
export function AccountBlock() {
  const user = useRootData()?.user ?? null;
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className={styles.bar}>
      <div className={`page ${styles.inner}`}>
        {user ? (
          <>
            <span className={styles.greeting}>Bonjour {user.prenom}</span>
            <form method="post" action={LOGOUT_PATH} className={styles.form}>
              <button type="submit" className={styles.action}>
                Me déconnecter
              </button>
            </form>
          </>
        ) : (
          <Link
            to={location.pathname === LOGIN_PATH ? here : loginHref(here)}
            className={styles.action}
            rel="nofollow"
          >
            Me connecter
          </Link>
        )}
      </div>
    </div>
  );
}
