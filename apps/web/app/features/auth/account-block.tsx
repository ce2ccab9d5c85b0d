import { Link, useLocation } from 'react-router';
import styles from './account-block.module.css';
import { LOGIN_PATH, LOGOUT_PATH, loginHref } from './login-links.ts';
import { ProtectedLink } from './login-prompt.tsx';
import { useShopper } from './shopper.ts';

export { LOGIN_PATH, LOGOUT_PATH, loginHref };

/** The account entries of the header: pages of the account area, login required. */
export const ACCOUNT_ENTRIES = [
  { label: 'Mon compte', to: '/mon-compte' },
  { label: 'Mes commandes', to: '/mon-compte/mes-commandes' },
  { label: 'Mes listes', to: '/mon-compte/mes-listes-de-courses' },
] as const;

/**
 * The header's account block: the account entries (protected actions: a visitor is asked
 * to log in first, see `login-prompt.tsx`), then 'Me connecter' for a visitor (back to this page
 * after login), or 'Bonjour {prénom}' and 'Me déconnecter' (a plain POST form) for a shopper.
 */
export function AccountBlock() {
  const user = useShopper();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className={styles.bar}>
      <div className={`page ${styles.inner}`}>
        <nav aria-label="Mon espace client" className={styles.entries}>
          <ul className={styles.list}>
            {ACCOUNT_ENTRIES.map((entry) => (
              <li key={entry.to}>
                <ProtectedLink to={entry.to} className={styles.entry}>
                  {entry.label}
                </ProtectedLink>
              </li>
            ))}
          </ul>
        </nav>
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
