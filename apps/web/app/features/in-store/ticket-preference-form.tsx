import { orderDocumentMessages, TICKET_PREFERENCE_LABELS, TICKET_PREFERENCES } from '@cabas/contracts';
import { Button } from '../../ui/button.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import styles from './in-store.module.css';
import type { InStoreActionData, InStoreData } from './in-store.server.ts';

/** The fields of the preference form. */
interface PreferenceValues {
  preference: string;
}

const CHOICE_ERROR_ID = 'preference-erreur';

/**
 * How the card holder wants the till receipt (a plain POST, origin-checked by the action; back on
 * the form, `#preference`, after a refusal).
 */
export function TicketPreferenceForm({
  data,
  action,
  actionData,
}: {
  data: InStoreData;
  action: string;
  actionData?: InStoreActionData;
}) {
  const { form, fields, formProps, formError } = useCheckedForm<PreferenceValues>(
    'ticket-preference',
    actionData?.result,
  );
  const choiceError = fields.preference.errors?.[0];
  const chosen = actionData ? initialText(fields.preference) : data.preference?.value;
  const choices = TICKET_PREFERENCES.filter((p) => p !== 'email' || data.preference?.emailAvailable);
  return (
    <section id="preference" className={styles.panel} aria-labelledby="preference-titre" tabIndex={-1}>
      <h2 id="preference-titre">Mon ticket de caisse en magasin</h2>
      {data.preferenceResult === 'ok' ? (
        <p role="status" className={styles.success}>
          {orderDocumentMessages.preferenceSaved}
        </p>
      ) : null}
      {data.preference ? (
        <form method="post" action={`${action}#preference`} {...formProps}>
          {formError ? (
            <p id={form.errorId} role="alert" className={styles.error}>
              {formError}
            </p>
          ) : null}
          <fieldset className={styles.choices} aria-describedby={choiceError ? CHOICE_ERROR_ID : undefined}>
            <legend>Quand je passe en caisse avec ma carte de fidélité :</legend>
            {choices.map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name="preference"
                  value={choice}
                  defaultChecked={chosen === choice}
                  aria-invalid={choiceError ? true : undefined}
                />
                {TICKET_PREFERENCE_LABELS[choice]}
              </label>
            ))}
          </fieldset>
          {choiceError ? (
            <p id={CHOICE_ERROR_ID} className={styles.fieldError}>
              {choiceError}
            </p>
          ) : null}
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
