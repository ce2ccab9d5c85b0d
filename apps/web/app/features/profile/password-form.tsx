import { messages } from '@cabas/contracts';
import { useRef } from 'react';
import { Form } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { useFocusFirstError } from '../../ui/use-focus-error.ts';
import { FIELD_MAX } from '../account/account-fields.ts';
import { NewPasswordField } from '../account/password-field.tsx';
import type { ProfileActionData } from './profile.ts';

/** The password change (old, new with its live marks, confirmation); an old-rule password is flagged. */
export function PasswordForm({ expired, result }: { expired: boolean; result: ProfileActionData | null }) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result);
  const errors = result?.fieldErrors ?? {};
  return (
    <Form ref={form} method="post" className={styles.form} noValidate>
      <input type="hidden" name="intent" value="mot-de-passe" />
      {expired ? (
        <div className={styles.notice}>
          <p>
            <strong>{messages.passwordTooOld}</strong>
          </p>
          <p>Pour la sécurité de votre compte, choisissez un nouveau mot de passe respectant nos règles.</p>
        </div>
      ) : null}
      {result?.error ? (
        <p className={styles.alert} role="alert">
          {result.error}
        </p>
      ) : null}
      <Field
        id="profil-mdp-actuel"
        label="Mot de passe actuel"
        name="old_password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={FIELD_MAX.password}
        error={errors.old_password}
      />
      <NewPasswordField
        id="profil-mdp-nouveau"
        name="password"
        label="Nouveau mot de passe"
        error={errors.password}
      />
      <Field
        id="profil-mdp-confirmation"
        label="Confirmation du nouveau mot de passe"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={FIELD_MAX.password}
        error={errors.password_confirmation}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Modifier mon mot de passe
        </Button>
      </div>
    </Form>
  );
}
