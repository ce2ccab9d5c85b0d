import { useEffect } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { track } from '../../lib/tracking.ts';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { Field } from '../../ui/field.tsx';
import styles from './login-form.module.css';

/** Why the API refused a login (from its error code): wrong pair, locked, rate limit, captcha asked, other. */
export type LoginFailure = 'invalid' | 'locked' | 'too-many' | 'captcha' | 'error';

/** What a failed login gives back to the form (the e-mail typed, field errors, the form's message). */
export interface LoginActionData {
  /** The page to come back to after login, kept across a failed attempt. */
  redirectTo: string;
  email: string;
  fieldErrors: { email?: string; password?: string };
  error: string | null;
  /** Set when the API refused the login. */
  failure?: LoginFailure;
  /** After repeated failures the API asks for the ALTCHA proof of work: show it. */
  captcha?: boolean;
}

/**
 * The login form, on the /connexion page and inline on the 401 page. A plain form
 * posted to /connexion: it works without JavaScript, and the tokens never reach the browser (the
 * server keeps them in the session cookie). `redirectTo` is the page to come back to.
 */
export function LoginForm({
  redirectTo,
  result,
  idPrefix = 'connexion',
  submitLabel = 'Me connecter',
  FormComponent = 'form',
  busy = false,
}: {
  redirectTo: string;
  result?: LoginActionData | null;
  idPrefix?: string;
  submitLabel?: string;
  /** A fetcher's `Form` (the login popin): the page stays, errors show in place. */
  FormComponent?: 'form' | FetcherWithComponents<unknown>['Form'];
  busy?: boolean;
}) {
  const errorId = `${idPrefix}-erreur`;
  // A failed login tracks the fail event.
  useEffect(() => {
    if (result?.error) track({ event: 'login_failure', status: trackedFailure(result.failure) });
  }, [result]);
  return (
    <FormComponent
      method="post"
      action="/connexion"
      className={styles.form}
      noValidate
      aria-busy={busy || undefined}
    >
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
      {result?.captcha ? (
        <>
          <input type="hidden" name="captcha" value="1" />
          <CaptchaField id={`${idPrefix}-captcha`} resetKey={result} />
        </>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </FormComponent>
  );
}

function trackedFailure(failure: LoginFailure | undefined): 'invalid' | 'locked' | 'too-many' | 'error' {
  return failure === undefined || failure === 'captcha' ? 'error' : failure;
}
