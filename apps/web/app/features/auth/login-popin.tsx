import { messages } from '@cabas/contracts';
import { Link, useFetcher } from 'react-router';
import { Popin } from '../../ui/popin.tsx';
import { type LoginActionData, LoginForm } from './login-form.tsx';
import styles from './login-popin.module.css';

export const SIGN_UP_PATH = '/creation-compte';

/**
 * The login popin of a protected action ('Identification requise', button 'Je m'identifie'): the login form posted by a fetcher to /connexion, whose answer is a redirect to
 * the pending action (the popin then closes on the navigation) or the error, shown in place.
 */
export default function LoginPopin({
  isOpen,
  onClose,
  pending,
}: {
  isOpen: boolean;
  onClose: () => void;
  pending: string;
}) {
  const fetcher = useFetcher<LoginActionData>();
  const busy = fetcher.state !== 'idle';
  return (
    <Popin
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={messages.loginRequiredTitle}
    >
      <p className={styles.lead}>Connectez-vous pour continuer : nous reprendrons là où vous en étiez.</p>
      <LoginForm
        redirectTo={pending}
        result={fetcher.data ?? null}
        idPrefix="connexion-popin"
        submitLabel={messages.loginRequiredButton}
        FormComponent={fetcher.Form}
        busy={busy}
      />
      <p className={styles.signUp}>
        Pas encore de compte ?{' '}
        <Link to={SIGN_UP_PATH} onClick={onClose}>
          Créer un compte
        </Link>
      </p>
    </Popin>
  );
}
