import type { SignUpAnswer } from '@cabas/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { LOGIN_PATH } from '../auth/index.ts';
import { useCurrentStore } from '../stores/index.ts';
import type { SignUpActionData } from './signup.ts';
import { SignUpForm } from './signup-form.tsx';

/** `/creation-compte` and the checkout's `/commander/creation-compte`. */
export function SignUpPage({
  action,
  result,
  checkout = false,
  loginPath = LOGIN_PATH,
}: {
  action: string;
  result?: SignUpActionData | null;
  checkout?: boolean;
  /** The login page offered: /connexion, or the checkout's login step for its cart kind. */
  loginPath?: string;
}) {
  const store = useCurrentStore();
  if (result?.sent) return <CheckYourMail sent={result.sent} loginPath={loginPath} />;
  return (
    <div className={`page ${styles.page}`}>
      <h1>Créer mon compte</h1>
      <p className={styles.lead}>
        {checkout
          ? 'Créez votre compte Cabas pour finaliser votre commande.'
          : 'Créez votre compte Cabas pour faire vos courses en drive, en retrait ou en livraison.'}
      </p>
      {checkout && (
        <p>
          Vous avez déjà un compte ? <Link to={loginPath}>Identifiez-vous</Link>
        </p>
      )}
      <SignUpForm action={action} result={result} current={store} />
    </div>
  );
}

/**
 * After the request: the same screen whether the address was new or already had an
 * account; the e-mail says which (welcome, or "you already have an account"). The shopper logs in.
 */
function CheckYourMail({ sent, loginPath }: { sent: SignUpAnswer; loginPath: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen replaces the form: the focus goes to its title (it would be lost on the removed button).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={`page ${styles.page}`}>
      <h1 ref={heading} tabIndex={-1}>
        Consultez votre boîte mail
      </h1>
      <p className={styles.success}>{sent.message}</p>
      <p>
        Il contient le lien pour vous connecter à votre compte <strong>{sent.email}</strong>. Pensez à
        vérifier votre dossier de courriers indésirables.
      </p>
      <p>
        <Link to={loginPath}>Me connecter</Link>
      </p>
    </div>
  );
}
