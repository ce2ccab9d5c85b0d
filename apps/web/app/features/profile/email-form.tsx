import { Form } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import { FIELD_MAX } from '../account/index.ts';
import type { EmailChangeValues, ProfileActionData } from './profile.ts';

/**
 * The e-mail change: the new address twice and the password; the link goes to the new address, and
 * the page says the same whether that address was free or already an account's (decision 096).
 */
export function EmailForm({ email, result }: { email: string; result: ProfileActionData | null }) {
  const { form, fields, formProps, formError } = useCheckedForm<EmailChangeValues>(
    'changement-email',
    result?.result,
  );
  return (
    <Form method="post" className={styles.form} {...formProps}>
      <input type="hidden" name="intent" value="email" />
      <p>
        Adresse actuelle : <strong>{email}</strong>
      </p>
      <p className={styles.small}>
        Nous enverrons un lien de confirmation à la nouvelle adresse : elle ne remplacera l'actuelle qu'une
        fois ce lien ouvert. Si elle est déjà celle d'un autre compte, aucun lien n'est envoyé : c'est son
        titulaire qui est prévenu.
      </p>
      {formError ? (
        <p id={form.errorId} className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <Field
        id="email-nouveau"
        label="Nouvelle adresse email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={FIELD_MAX.email}
        field={fields.email}
      />
      <Field
        id="email-confirmation"
        label="Confirmation de la nouvelle adresse email"
        name="email_confirmation"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={FIELD_MAX.email}
        field={fields.email_confirmation}
      />
      <Field
        id="email-mot-de-passe"
        label="Mot de passe actuel"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={FIELD_MAX.password}
        field={fields.password}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Modifier mon adresse email
        </Button>
      </div>
    </Form>
  );
}
