import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { setMeasurementConsent } from '../../lib/tracking.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonClass } from '../../ui/button.tsx';
import { LazyPopin } from '../popins/index.ts';
import styles from './consent.module.css';
import { CONSENT_ACTION, CONSENT_ANCHOR, CONSENT_PAGE, type ConsentState, consentTexts } from './consent.ts';
import { ChoiceButton, ConsentForm } from './consent-form.tsx';

/** Before the root data is known (an error page of the root), nothing is measured and no banner shows. */
const UNKNOWN: ConsentState = { decided: true, measurement: false };

/**
 * The cookie banner of the page frames, and the popin that changes the choice. Nothing is measured
 * before a choice (see `lib/tracking.ts`); the banner stays until one of its three buttons of equal
 * weight is used: « Tout accepter », « Tout refuser », « Personnaliser » (the popin, or without
 * JavaScript the form of the cookie policy). The footer's « Gestion des cookies » link opens the same
 * popin.
 */
export function ConsentBanner({ consent = UNKNOWN }: { consent?: ConsentState }) {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const setOpen = useCallback((value: boolean) => {
    if (value) setMounted(true);
    setOpenState(value);
  }, []);
  // A layout effect runs before every page's own effects, which may track on mount.
  useLayoutEffect(() => setMeasurementConsent(consent.measurement), [consent.measurement]);
  useFooterLink(setOpen);
  useFocusAfterChoice(consent.decided);
  return (
    <>
      {consent.decided ? null : <Banner onCustomise={() => setOpen(true)} />}
      {mounted ? (
        <LazyPopin isOpen={open} onOpenChange={setOpen} title={consentTexts.title} size="wide">
          <ConsentForm consent={consent} onDone={() => setOpen(false)} />
        </LazyPopin>
      ) : null}
    </>
  );
}

function Banner({ onCustomise }: { onCustomise: () => void }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <section aria-labelledby="bandeau-cookies-titre" className={styles.banner}>
      <div className={`page ${styles.inner}`}>
        <p className={styles.text}>
          <strong id="bandeau-cookies-titre" className={styles.title}>
            {consentTexts.title}
          </strong>
          {consentTexts.intro} <a href={CONSENT_PAGE}>Notre politique cookies</a>
        </p>
        <fetcher.Form method="post" action={CONSENT_ACTION} className={styles.actions}>
          <input type="hidden" name="retour" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <ChoiceButton value="tout-accepter">{consentTexts.acceptAll}</ChoiceButton>
          <ChoiceButton value="tout-refuser">{consentTexts.refuseAll}</ChoiceButton>
          <a
            href={`${CONSENT_PAGE}#${CONSENT_ANCHOR}`}
            className={buttonClass({ variant: 'primary' }, styles.choice)}
            onClick={(event) => {
              event.preventDefault();
              onCustomise();
            }}
          >
            {consentTexts.customise}
          </a>
        </fetcher.Form>
      </div>
    </section>
  );
}

/** The footer's plain link (`data-gestion-cookies`) opens the popin instead of the policy page. */
function useFooterLink(setOpen: (open: boolean) => void) {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-gestion-cookies]');
      if (!link) return;
      event.preventDefault();
      setOpen(true);
    }
    // Capture: before the footer's own link delegation navigates.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [setOpen]);
}

/** Once the banner goes away with the button that had focus, focus moves to the page's content. */
function useFocusAfterChoice(decided: boolean) {
  const before = useRef(decided);
  useEffect(() => {
    if (!before.current && decided && document.activeElement === document.body)
      document.getElementById('contenu')?.focus();
    before.current = decided;
  }, [decided]);
}
