import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { Field } from '../../ui/field.tsx';
import { type FormResult, useCheckedForm } from '../../ui/use-checked-form.ts';
import { STAFF_PATHS, STAFF_REDIRECT_PARAM } from './paths.ts';
import styles from './staff.module.css';

/** Why the API refused a staff login (from its error code). */
export type StaffLoginFailure = 'invalid' | 'locked' | 'too-many' | 'captcha' | 'error';

export interface StaffLoginValues {
  redirectTo: string;
  email: string;
  password: string;
  captcha: string;
  altcha: string;
}

export interface StaffLoginActionData {
  redirectTo: string;
  result: FormResult;
  failure?: StaffLoginFailure;
  /** After repeated failures the API asks for the ALTCHA proof of work. */
  captcha?: boolean;
}

/** The /gestion/connexion page: a plain form (works without JavaScript), the token kept on the server. */
export function StaffLoginPage({
  redirectTo,
  result,
}: {
  redirectTo: string;
  result?: StaffLoginActionData | null;
}) {
  const { form, fields, formProps, formError } = useCheckedForm<StaffLoginValues>(
    'gestion-connexion',
    result?.result,
  );
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Connexion du personnel</h1>
      <p className={styles.lead}>Espace réservé au personnel des magasins et du siège.</p>
      <form method="post" action={STAFF_PATHS.login} className={styles.form} {...formProps}>
        {formError ? (
          <p id={form.errorId} className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <input type="hidden" name={STAFF_REDIRECT_PARAM} value={redirectTo} />
        <Field
          id="gestion-email"
          label="Adresse email professionnelle"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          maxLength={254}
          field={fields.email}
          aria-describedby={formError ? form.errorId : undefined}
        />
        <Field
          id="gestion-mot-de-passe"
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          field={fields.password}
        />
        {result?.captcha ? (
          <>
            <input type="hidden" name="captcha" value="1" />
            <CaptchaField id="gestion-captcha" error={fields.altcha.errors?.[0]} resetKey={result} />
          </>
        ) : null}
        <div>
          <Button type="submit" variant="primary">
            Se connecter
          </Button>
        </div>
      </form>
    </div>
  );
}
