import { Form } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import { type FormResult, initialChecked, useCheckedForm } from '../../ui/use-checked-form.ts';
import { useFreshKey } from '../../ui/use-fresh-key.ts';
import type { NewslettersData, NewslettersValues } from './newsletters.server.ts';

/** `/mon-compte/mes-newsletters`. */
export function NewslettersPage({ data, result }: { data: NewslettersData; result?: FormResult | null }) {
  const freshKey = useFreshKey(result);
  return (
    <div className={styles.page}>
      <h1>Mes newsletters</h1>
      {data.saved && (
        <p role="status" className={styles.status}>
          Vos préférences ont bien été enregistrées.
        </p>
      )}
      {/* Afresh once a refusal's answer is gone (a save redirects here). */}
      <NewslettersForm key={freshKey} data={data} result={result} />
    </div>
  );
}

function NewslettersForm({ data, result }: { data: NewslettersData; result?: FormResult | null }) {
  const { form, fields, formProps, formError } = useCheckedForm<NewslettersValues>('mes-newsletters', result);
  // A page answering a refused save (without JavaScript) shows the choices posted, to send them
  // again; else the account's (the browser keeps what is ticked while the form stays).
  const refused = Object.keys(form.initialValue ?? {}).length > 0;
  const posted = fields.magasins.initialValue;
  const postedStores = refused ? (Array.isArray(posted) ? posted : posted ? [posted] : []) : null;
  const smsChecked = refused
    ? (initialChecked(fields.optin_sms_suivi_commande_drive) ?? false)
    : data.smsOptin;
  return (
    <Form method="post" className={styles.section} {...formProps}>
      {formError && (
        <p id={form.errorId} role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
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
              defaultChecked={postedStores ? postedStores.includes(String(store.id)) : store.subscribed}
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
            defaultChecked={smsChecked}
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
  );
}
