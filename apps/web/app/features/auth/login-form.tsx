import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import styles from './login-form.module.css';

/** What a failed login gives back to the form (the e-mail typed, field errors, the form's message). */
export interface LoginActionData {
  /** The page to come back to after login, kept across a failed attempt. */
  redirectTo: string;
  email: string;
  fieldErrors: { email?: string; password?: string };
  error: string | null;
}

/**
 * The login form (doc 1 §4 "Login"), on the /connexion page and inline on the 401 page. A plain form
 * posted to /connexion: it works without JavaScript, and the tokens never reach the browser (the
 * server keeps them in the session cookie). `redirectTo` is the page to come back to.
 */
export function LoginForm({
  redirectTo,
  result,
  idPrefix = 'connexion',
}: {
  redirectTo: string;
  result?: LoginActionData | null;
  idPrefix?: string;
}) {
  const errorId = `${idPrefix}-erreur`;
  return (
    <form method="post" action="/connexion" className={styles.form} noValidate>
      {result?.error ? (
        <p id={errorId} className={styles.alert} role="alert">
          {result.error}
        </p>
      ) : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        id={`${idPrefix}-email`}
        label="Adresse email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        maxLength={254}
        defaultValue={result?.email ?? ''}
        error={result?.fieldErrors.email ?? null}
        aria-describedby={result?.error ? errorId : undefined}
      />
      <Field
        id={`${idPrefix}-mot-de-passe`}
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        error={result?.fieldErrors.password ?? null}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Me connecter
        </Button>
      </div>
    </form>
  );
}
