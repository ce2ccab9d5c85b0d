import { Link } from 'react-router';
import { type LoginActionData, LoginForm } from './login-form.tsx';
import styles from './login-page.module.css';

/**
 * The /connexion page: visitors only; back to `redirectTo` after login. With `checkout`, the
 * checkout's login step /commander/connexion: the same form, posted to its own address, and the
 * checkout's sign-up offered.
 */
export function LoginPage({
  redirectTo,
  result,
  checkout,
}: {
  redirectTo: string;
  result?: LoginActionData | null;
  checkout?: { action: string; signUpHref: string };
}) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>{checkout ? 'Identifiez-vous' : 'Connexion'}</h1>
      <p className={styles.lead}>
        {checkout
          ? 'Connectez-vous à votre compte Cabas pour finaliser votre commande.'
          : 'Connectez-vous à votre compte Cabas pour faire vos courses.'}
      </p>
      <LoginForm redirectTo={redirectTo} result={result} action={checkout?.action} />
      {checkout && (
        <p>
          Pas encore de compte ? <Link to={checkout.signUpHref}>Créer mon compte</Link>
        </p>
      )}
    </div>
  );
}
