import { LOGOUT_PATH } from '../auth/login-links.ts';
import styles from './account-home.module.css';
import type { AccountHomeData } from './account-home.server.ts';

/** The account menu entries; loyalty, subscriptions and bank cards are hidden for pros. */
export function accountMenu(isPro: boolean): { label: string; to: string }[] {
  return [
    { label: 'Mes listes de courses', to: '/mon-compte/mes-listes-de-courses' },
    { label: 'Mes produits habituels', to: '/mon-compte/mes-produits-habituels' },
    { label: 'Mes achats et tickets', to: '/mon-compte/mes-commandes' },
    ...(isPro
      ? []
      : [
          { label: 'Mes abonnements', to: '/mon-compte/abonnements' },
          { label: 'Ma fidélité', to: '/mon-compte/ma-fidelite' },
        ]),
    { label: 'Mon profil', to: '/mon-compte/mon-profil' },
    { label: 'Mes adresses', to: '/mon-compte/mes-adresses' },
    ...(isPro ? [] : [{ label: 'Mes cartes bancaires', to: '/mon-compte/mes-cartes-bancaires' }]),
  ];
}

/** `/mon-compte`: the account home: who is logged in, the account menu, logout. */
export function AccountHome({ data }: { data: AccountHomeData }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Mon compte</h1>
      <p className={styles.lead}>
        Bonjour {data.prenom} {data.nom}
      </p>
      <p className={styles.muted}>{data.email}</p>
      {data.isPro && data.companyName ? <p>Compte pro : {data.companyName}</p> : null}
      <nav aria-label="Menu de mon compte">
        <ul className={styles.menu}>
          {accountMenu(data.isPro).map((entry) => (
            <li key={entry.to}>
              <a href={entry.to} className={styles.entry}>
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.proContact ? (
        <section className={styles.contact} aria-labelledby="contact-pro">
          <h2 id="contact-pro">Votre contact commercial</h2>
          <p>{data.proContact.name}</p>
          {data.proContact.tel ? <p>Téléphone : {data.proContact.tel}</p> : null}
          {data.proContact.mail ? <p>E-mail : {data.proContact.mail}</p> : null}
        </section>
      ) : null}
      <form method="post" action={LOGOUT_PATH} className={styles.logout}>
        <button type="submit" className={styles.logoutButton}>
          Me déconnecter
        </button>
      </form>
    </div>
  );
}
