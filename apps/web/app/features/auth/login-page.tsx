import { type LoginActionData, LoginForm } from './login-form.tsx';
import styles from './login-page.module.css';

/** The /connexion page: visitors only; back to `redirectTo` after login. */
export function LoginPage({ redirectTo, result }: { redirectTo: string; result?: LoginActionData | null }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Connexion</h1>
      <p className={styles.lead}>Connectez-vous à votre compte Cabas pour faire vos courses.</p>
      <LoginForm redirectTo={redirectTo} result={result} />
    </div>
  );
}
