import { useEffect } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { track } from '../../lib/tracking.ts';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { type FormResult, useCheckedForm } from '../../ui/use-checked-form.ts';
import { LoginFields } from './login-fields.tsx';
import styles from './login-form.module.css';

/** Why the API refused a login (from its error code): wrong pair, locked, rate limit, captcha asked, other. */
export type LoginFailure = 'invalid' | 'locked' | 'too-many' | 'captcha' | 'error';

/** The login form's fields (the password and the captcha's payload are never sent back to the page). */
export interface LoginValues {
  redirectTo: string;
  email: string;
  password: string;
  /** Set once the captcha shows: it stays for the next attempts. */
  captcha: string;
  altcha: string;
}

/** What a failed login gives back to the form (the e-mail typed, each field's message, the form's). */
export interface LoginActionData {
  /** The page to come back to after login, kept across a failed attempt. */
  redirectTo: string;
  /** What was typed and each field's message, or the whole form's (the API's refusal). */
  result: FormResult;
  /** Set when the API refused the login. */
  failure?: LoginFailure;
  /** After repeated failures the API asks for the ALTCHA proof of work: show it. */
  captcha?: boolean;
}

/**
 * The login form, on the /connexion page and in the login popin. A plain form
 * posted to /connexion: it works without JavaScript, and the tokens never reach the browser (the
 * server keeps them in the session cookie). `redirectTo` is the page to come back to.
 */
export function LoginForm({
  redirectTo,
  result,
  action = '/connexion',
  idPrefix = 'connexion',
  submitLabel = 'Me connecter',
  FormComponent = 'form',
  busy = false,
}: {
  redirectTo: string;
  result?: LoginActionData | null;
  /** Where the form posts: /connexion, or the checkout's login step (same action). */
  action?: string;
  idPrefix?: string;
  submitLabel?: string;
  /** A fetcher's `Form` (the login popin): the page stays, errors show in place. */
  FormComponent?: 'form' | FetcherWithComponents<unknown>['Form'];
  busy?: boolean;
}) {
  const { form, fields, formProps, formError } = useCheckedForm<LoginValues>(
    `${idPrefix}-formulaire`,
    result?.result,
  );
  // A failed login tracks the fail event.
  useEffect(() => {
    if (result?.failure) track({ event: 'login_failure', status: trackedFailure(result.failure) });
  }, [result]);
  return (
    <FormComponent
      method="post"
      action={action}
      className={styles.form}
      aria-busy={busy || undefined}
      {...formProps}
    >
      {formError ? (
        <p id={form.errorId} className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <LoginFields
        idPrefix={idPrefix}
        email={fields.email}
        password={fields.password}
        describedBy={formError ? form.errorId : undefined}
      />
      {result?.captcha ? (
        <>
          <input type="hidden" name="captcha" value="1" />
          <CaptchaField id={`${idPrefix}-captcha`} error={fields.altcha.errors?.[0]} resetKey={result} />
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
