import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ButtonLink } from '../../ui/button.tsx';
import styles from './pro-checkout.module.css';
import { failureLink, type ProCheckoutFailure } from './pro-checkout-failure.ts';

const ProErrorPopin = lazy(() => import('./pro-error-popin.tsx'));

/**
 * The pro checkout's error (doc 1 §4): a popin once the page is interactive, the same message and
 * link in the page without JavaScript. Closing the popin leaves the message in the page.
 */
export function ProErrorNotice({ failure }: { failure: ProCheckoutFailure }) {
  const hydrated = useHydrated();
  // A new failure opens the popin again; the one closed stays closed.
  const [closed, setClosed] = useState<ProCheckoutFailure | null>(null);
  const link = failureLink(failure);
  return (
    <>
      <div role="alert" className={styles.notice}>
        <h2>Une erreur est survenue</h2>
        <p>{failure.message}</p>
        <div className={styles.actions}>
          <ButtonLink to={link.to} reloadDocument variant="primary">
            {link.label}
          </ButtonLink>
        </div>
      </div>
      {hydrated && closed !== failure && (
        <Suspense fallback={null}>
          <ProErrorPopin failure={failure} onClose={() => setClosed(failure)} />
        </Suspense>
      )}
    </>
  );
}
