import { orderDocumentMessages, TICKET_PREFERENCE_LABELS, TICKET_PREFERENCES } from '@cabas/contracts';
import { Button } from '../../ui/button.tsx';
import styles from './in-store.module.css';
import type { InStoreData } from './in-store.server.ts';

/** How the card holder wants the till receipt (a plain POST, origin-checked by the action). */
export function TicketPreferenceForm({ data, action }: { data: InStoreData; action: string }) {
  const choices = TICKET_PREFERENCES.filter((p) => p !== 'email' || data.preference?.emailAvailable);
  return (
    <section id="preference" className={styles.panel} aria-labelledby="preference-titre" tabIndex={-1}>
      <h2 id="preference-titre">Mon ticket de caisse en magasin</h2>
      {data.preferenceResult === 'ok' ? (
        <p role="status" className={styles.success}>
          {orderDocumentMessages.preferenceSaved}
        </p>
      ) : null}
      {data.preferenceResult === 'erreur' ? (
        <p role="alert" className={styles.error}>
          {orderDocumentMessages.preferenceSaveFailed}
        </p>
      ) : null}
      {data.preference ? (
        <form method="post" action={action}>
          <fieldset className={styles.choices}>
            <legend>Quand je passe en caisse avec ma carte de fidélité :</legend>
            {choices.map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name="preference"
                  value={choice}
                  defaultChecked={data.preference?.value === choice}
                />
                {TICKET_PREFERENCE_LABELS[choice]}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">Enregistrer ma préférence</Button>
          </div>
        </form>
      ) : (
        <p role="alert" className={styles.error}>
          {data.preferenceError}
        </p>
      )}
    </section>
  );
}
