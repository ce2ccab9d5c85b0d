import { Link } from 'react-router';
import { useRootData } from '../layout/root-data.ts';
import styles from './account.module.css';
import type { SignUpActionData } from './signup.ts';
import { SignUpForm } from './signup-form.tsx';

/** `/creation-compte` and the checkout's `/commander/creation-compte` (doc 1 §2, doc 2 §2.2). */
export function SignUpPage({
  action,
  result,
  checkout = false,
}: {
  action: string;
  result?: SignUpActionData | null;
  checkout?: boolean;
}) {
  const store = useRootData()?.store ?? null;
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
          Vous avez déjà un compte ? <Link to="/commander/connexion">Identifiez-vous</Link>
        </p>
      )}
      <SignUpForm action={action} result={result} current={store} />
    </div>
  );
}
