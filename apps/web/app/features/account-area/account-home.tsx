import styles from './account-home.module.css';
import type { AccountHomeData } from './account-home.server.ts';

/** `/mon-compte`: the account home: who is logged in (the menu is the frame's). */
export function AccountHome({ data }: { data: AccountHomeData }) {
  return (
    <div className={styles.page}>
      <h1>Mon compte</h1>
      <p className={styles.lead}>
        Bonjour {data.prenom} {data.nom}
      </p>
      <p className={styles.muted}>{data.email}</p>
      {data.isPro && data.companyName ? <p>Compte pro : {data.companyName}</p> : null}
      {data.proContact ? (
        <section className={styles.contact} aria-labelledby="contact-pro">
          <h2 id="contact-pro">Votre contact commercial</h2>
          <p>{data.proContact.name}</p>
          {data.proContact.tel ? <p>Téléphone : {data.proContact.tel}</p> : null}
          {data.proContact.mail ? <p>E-mail : {data.proContact.mail}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
