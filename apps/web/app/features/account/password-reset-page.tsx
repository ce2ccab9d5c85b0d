import { messages } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import { FIELD_MAX } from './account-fields.ts';
import { FORGOTTEN_PASSWORD_PATH } from './forgotten-password.ts';
import { NewPasswordField } from './password-field.tsx';
import type { PasswordResetActionData, PasswordResetData, PasswordResetValues } from './password-reset.ts';

/** The reset page of the e-mail link: the form, the unusable-link message, or 'Mot de passe mis à jour'. */
export function PasswordResetPage({
  data,
  result,
}: {
  data: PasswordResetData;
  result?: PasswordResetActionData | null;
}) {
  const invalid = result?.invalid ?? (data.state === 'invalid' ? data.message : null);
  return (
    <div className={`page ${styles.page}`}>
      {data.state === 'done' ? (
        <Updated />
      ) : invalid || data.state !== 'form' ? (
        <UnusableLink message={invalid ?? messages.generic} />
      ) : (
        <ResetForm token={data.token} result={result} />
      )}
    </div>
  );
}

function ResetForm({ token, result }: { token: string; result?: PasswordResetActionData | null }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const { form, fields, formProps, formError } = useCheckedForm<PasswordResetValues>(
    'reinitialisation',
    result?.result,
  );
  return (
    <>
      <h1>Choisir un nouveau mot de passe</h1>
      <p className={styles.lead}>Saisissez votre nouveau mot de passe, puis confirmez-le.</p>
      <Form method="post" className={styles.form} {...formProps}>
        {formError && (
          <p id={form.errorId} className={styles.alert} role="alert">
            {formError}
          </p>
        )}
        <input type="hidden" name="token" value={token} />
        <NewPasswordField
          id="reinitialisation-mot-de-passe"
          name="password"
          label="Nouveau mot de passe"
          error={fields.password.errors?.[0]}
        />
        <Field
          id="reinitialisation-confirmation"
          label="Confirmation du nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          required
          maxLength={FIELD_MAX.password}
          field={fields.password_confirmation}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" aria-disabled={sending || undefined}>
            {sending ? 'Enregistrement…' : 'Enregistrer mon mot de passe'}
          </Button>
        </div>
      </Form>
    </>
  );
}

function UnusableLink({ message }: { message: string }) {
  return (
    <>
      <h1>Lien de réinitialisation invalide</h1>
      <p className={styles.alert} role="alert">
        {message}
      </p>
      <NextSteps to={FORGOTTEN_PASSWORD_PATH}>Refaire une demande</NextSteps>
    </>
  );
}

function Updated() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {messages.passwordUpdated}
      </h1>
      <p className={styles.success}>
        Votre mot de passe a bien été modifié. Connectez-vous avec votre nouveau mot de passe.
      </p>
      <NextSteps to="/connexion">Me connecter</NextSteps>
    </>
  );
}

/** The page's way on: its main link, then back to the home page. */
function NextSteps({ to, children }: { to: string; children: string }) {
  return (
    <div className={`${styles.actions} ${styles.next}`}>
      <ButtonLink to={to} variant="primary">
        {children}
      </ButtonLink>
      <ButtonLink to="/" variant="secondary">
        Retour à l'accueil
      </ButtonLink>
    </div>
  );
}
