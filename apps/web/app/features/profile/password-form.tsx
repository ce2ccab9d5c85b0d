import { messages } from '@cabas/contracts';
import { Form } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import { FIELD_MAX, NewPasswordField } from '../account/index.ts';
import type { PasswordChangeValues, ProfileActionData } from './profile.ts';

/** The password change (old, new with its live marks, confirmation); an old-rule password is flagged. */
export function PasswordForm({ expired, result }: { expired: boolean; result: ProfileActionData | null }) {
  const { form, fields, formProps, formError } = useCheckedForm<PasswordChangeValues>(
    'changement-mot-de-passe',
    result?.result,
  );
  return (
    <Form method="post" className={styles.form} {...formProps}>
      <input type="hidden" name="intent" value="mot-de-passe" />
      {expired ? (
        <div className={styles.notice}>
          <p>
            <strong>{messages.passwordTooOld}</strong>
          </p>
          <p>Pour la sécurité de votre compte, choisissez un nouveau mot de passe respectant nos règles.</p>
        </div>
      ) : null}
      {formError ? (
        <p id={form.errorId} className={styles.alert} role="alert">
          {formError}
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
        field={fields.old_password}
      />
      <NewPasswordField
        id="profil-mdp-nouveau"
        name="password"
        label="Nouveau mot de passe"
        error={fields.password.errors?.[0]}
      />
      <Field
        id="profil-mdp-confirmation"
        label="Confirmation du nouveau mot de passe"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={FIELD_MAX.password}
        field={fields.password_confirmation}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Modifier mon mot de passe
        </Button>
      </div>
    </Form>
  );
}
