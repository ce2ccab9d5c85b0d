import { useRef } from 'react';
import { Form } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { useFocusFirstError } from '../../ui/use-focus-error.ts';
import { FIELD_MAX } from '../account/account-fields.ts';
import type { ProfileActionData } from './profile.ts';

/**
 * The e-mail change: the new address twice and the password; the link goes to the new address, and
 * the page says the same whether that address was free or already an account's (decision 096).
 */
export function EmailForm({ email, result }: { email: string; result: ProfileActionData | null }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result);
  const errors = result?.fieldErrors ?? {};
  return (
    <Form ref={form} method="post" className={styles.form} noValidate>
      <input type="hidden" name="intent" value="email" />
      <p>
        Adresse actuelle : <strong>{email}</strong>
      </p>
      <p className={styles.small}>
        Nous enverrons un lien de confirmation à la nouvelle adresse : elle ne remplacera l'actuelle qu'une
        fois ce lien ouvert. Si elle est déjà celle d'un autre compte, aucun lien n'est envoyé : c'est son
        titulaire qui est prévenu.
      </p>
      {result?.error ? (
        <p className={styles.alert} role="alert">
          {result.error}
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
        defaultValue={result?.values?.email}
        error={errors.email}
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
        defaultValue={result?.values?.email_confirmation}
        error={errors.email_confirmation}
      />
      <Field
        id="email-mot-de-passe"
        label="Mot de passe actuel"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={FIELD_MAX.password}
        error={errors.password}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Modifier mon adresse email
        </Button>
      </div>
    </Form>
  );
}
