import { NavLink } from 'react-router';
import { LOGOUT_PATH } from '../auth/index.ts';
import styles from './account-menu.module.css';

export interface AccountMenuFacts {
  isPro: boolean;
  /** Whether the shopper may save bank cards (payment aliases) at their store. */
  bankCardsEligible: boolean;
}

/**
 * The account menu entries: subscriptions and loyalty hidden for pros, the pro services space for pros
 * only; bank cards only when eligible.
 * "Mes newsletters" (the store newsletters and the SMS consent) is ours, beyond the specification's list.
 */
export function accountMenu(facts: AccountMenuFacts): { label: string; to: string }[] {
  return [
    { label: 'Accueil de mon compte', to: '/mon-compte' },
    { label: 'Mes listes de courses', to: '/mon-compte/mes-listes-de-courses' },
    { label: 'Mes produits habituels', to: '/mon-compte/mes-produits-habituels' },
    { label: 'Mes achats et tickets', to: '/mon-compte/mes-commandes' },
    ...(facts.isPro ? [{ label: 'Mon espace pro', to: '/mon-compte/espace-pro' }] : []),
    ...(facts.isPro
      ? []
      : [
          { label: 'Mes abonnements', to: '/mon-compte/abonnements' },
          { label: 'Ma fidélité', to: '/mon-compte/ma-fidelite' },
        ]),
    { label: 'Mon profil', to: '/mon-compte/mon-profil' },
    { label: 'Mes adresses', to: '/mon-compte/mes-adresses' },
    { label: 'Mes newsletters', to: '/mon-compte/mes-newsletters' },
    ...(facts.bankCardsEligible && !facts.isPro
      ? [{ label: 'Mes cartes bancaires', to: '/mon-compte/mes-cartes-bancaires' }]
      : []),
  ];
}

/** The account area's side menu; the current section is marked for assistive technologies. */
export function AccountMenu({ facts }: { facts: AccountMenuFacts }) {
  return (
    <nav aria-label="Menu de mon compte" className={styles.nav}>
      <ul className={styles.menu}>
        {accountMenu(facts).map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end={entry.to === '/mon-compte'} reloadDocument className={styles.entry}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <form method="post" action={LOGOUT_PATH} className={styles.logout}>
        <button type="submit" className={styles.logoutButton}>
          Me déconnecter
        </button>
      </form>
    </nav>
  );
}
