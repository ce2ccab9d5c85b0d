import { messages, PASSWORD_CHECK_LABELS, passwordCheckMarks } from '@cabas/contracts';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Popin } from '../../ui/popin.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import type { PasswordActionData, PasswordValues } from './password.server.ts';
import type { PostLoginPopinProps } from './post-login.ts';
import styles from './post-login-popins.module.css';

export const PASSWORD_ACTION = '/ressources/mot-de-passe';

/**
 * The forced password change: a password under the old rule must be renewed. Old,
 * new and confirmation, the live check marks of the rule, the messages of the shared schema; the API
 * (`PUT /api/me/password`) has the last word. Pros never get it (the server does not add the step).
 * Closing without changing is possible (no keyboard trap): the popin comes back at the next login.
 */
export function PasswordExpiredPopin({ onDone }: PostLoginPopinProps<Record<string, never>>) {
  const [open, setOpen] = useState(true);
  const [password, setPassword] = useState('');
  const fetcher = useFetcher<PasswordActionData>();
  const toast = useToast();
  const result = fetcher.data;
  const { form, fields, formProps, formError } = useCheckedForm<PasswordValues>('mdp-expire', result?.result);
  const marks = passwordCheckMarks(password);
  const finished = useRef(false);
  const close = () => {
    if (finished.current) return;
    finished.current = true;
    setOpen(false);
    onDone();
  };

  useEffect(() => {
    if (!result?.ok || finished.current) return;
    toast.show({ tone: 'success', message: messages.passwordUpdated });
    finished.current = true;
    setOpen(false);
    onDone();
  }, [result, toast, onDone]);

  return (
    <Popin isOpen={open} onOpenChange={(isOpen) => !isOpen && close()} title={messages.passwordTooOld}>
      <p className={styles.text}>
        Pour la sécurité de votre compte, choisissez un nouveau mot de passe respectant nos règles.
      </p>
      <fetcher.Form method="post" action={PASSWORD_ACTION} className={styles.form} {...formProps}>
        {formError ? (
          <p id={form.errorId} className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <Field
          id="mdp-actuel"
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          required
          field={fields.old_password}
        />
        <Field
          id="mdp-nouveau"
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          aria-describedby="mdp-regles"
          field={fields.password}
        />
        <ul id="mdp-regles" className={styles.checks} aria-label="Votre mot de passe doit contenir">
          {(Object.keys(PASSWORD_CHECK_LABELS) as (keyof typeof PASSWORD_CHECK_LABELS)[]).map((key) => (
            <li key={key} className={styles.check} data-met={marks[key] || undefined}>
              <span className={styles.mark} aria-hidden="true">
                {marks[key] ? '✓' : ''}
              </span>
              {PASSWORD_CHECK_LABELS[key]}
              <span className="sr-only">{marks[key] ? ' : respecté' : ' : non respecté'}</span>
            </li>
          ))}
        </ul>
        <Field
          id="mdp-confirmation"
          label="Confirmation du nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          required
          field={fields.password_confirmation}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={fetcher.state !== 'idle'}>
            Modifier mon mot de passe
          </Button>
        </div>
      </fetcher.Form>
    </Popin>
  );
}
