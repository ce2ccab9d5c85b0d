import { Button } from '../../ui/button.tsx';
import { LoginFields } from './login-fields.tsx';
import styles from './login-form.module.css';

/**
 * The login form inline on the 401 page: posted to /connexion, whose page shows the answer, so it has
 * nothing to read back and stays a plain form (the error page is in every page's first JavaScript).
 */
export function InlineLoginForm({ redirectTo, idPrefix }: { redirectTo: string; idPrefix: string }) {
  return (
    <form method="post" action="/connexion" className={styles.form} noValidate>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <LoginFields idPrefix={idPrefix} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Me connecter
        </Button>
      </div>
    </form>
  );
}
