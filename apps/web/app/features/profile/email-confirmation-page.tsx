import { useRef } from 'react';
import { Form, Link } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import type { EmailConfirmationData } from './email-confirmation.ts';
import own from './profile.module.css';
import { PROFILE_PATH } from './profile.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

/** The e-mail change link's page: a button confirms; then the new address, or why the link is refused. */
export function EmailConfirmationPage({ data }: { data: EmailConfirmationData }) {
  const message = useRef<HTMLParagraphElement>(null);
  useFocusOnMount(message, data.done ?? data.error);
  return (
    <div className={own.page}>
      <h1>Confirmation de votre nouvelle adresse email</h1>
      {data.done ? (
        <p ref={message} className={own.status} role="status" tabIndex={-1}>
          {data.done}
        </p>
      ) : null}
      {data.error ? (
        <p ref={message} className={styles.alert} role="alert" tabIndex={-1}>
          {data.error}
        </p>
      ) : null}
      {data.token ? (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="token" value={data.token} />
          <p>
            Confirmez que cette adresse devient celle de votre compte : vous l'utiliserez pour vous connecter.
          </p>
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              Confirmer ma nouvelle adresse email
            </Button>
          </div>
        </Form>
      ) : null}
      <p>
        <Link to={PROFILE_PATH}>Retour à mon profil</Link>
      </p>
    </div>
  );
}
