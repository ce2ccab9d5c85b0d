import { Form } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import type { NewslettersData } from './newsletters.server.ts';

/** `/mon-compte/mes-newsletters`. */
export function NewslettersPage({ data, error }: { data: NewslettersData; error?: string }) {
  return (
    <div className={styles.page}>
      <h1>Mes newsletters</h1>
      {data.saved && (
        <p role="status" className={styles.status}>
          Vos préférences ont bien été enregistrées.
        </p>
      )}
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <Form method="post" className={styles.section}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Les newsletters de mes magasins</legend>
          <p className={styles.muted}>
            Recevez chaque semaine les bons plans et nouveautés des magasins cochés. Chaque e-mail contient un
            lien pour vous désinscrire.
          </p>
          {data.stores.length === 0 && <p>Choisissez d'abord un magasin pour recevoir sa newsletter.</p>}
          {data.stores.map((store) => (
            <div key={store.id} className={styles.choice}>
              <input
                type="checkbox"
                id={`magasin-${store.id}`}
                name="magasins"
                value={store.id}
                defaultChecked={store.subscribed}
              />
              <label htmlFor={`magasin-${store.id}`}>
                {store.name}
                {store.note && <span className={styles.muted}> ({store.note})</span>}
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Suivi de mes commandes drive</legend>
          <div className={styles.choice}>
            <input
              type="checkbox"
              id="optin_sms_suivi_commande_drive"
              name="optin_sms_suivi_commande_drive"
              defaultChecked={data.smsOptin}
            />
            <label htmlFor="optin_sms_suivi_commande_drive">
              Recevoir par SMS le suivi de mes commandes drive
            </label>
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Enregistrer mes préférences
          </Button>
        </div>
      </Form>
    </div>
  );
}
