import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonClass } from '../../ui/button.tsx';
import styles from './consent.module.css';
import { CONSENT_ACTION, type ConsentState, consentTexts, MEASUREMENT_FIELD } from './consent.ts';

/**
 * The detailed choice: the one purpose that needs consent, with its box, and the three buttons of the
 * banner's weight. A plain form (back to this page), or a fetcher once the page is interactive.
 */
export function ConsentForm({ consent, onDone }: { consent: ConsentState; onDone?: () => void }) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const hydrated = useHydrated();
  const location = useLocation();
  const id = useId();
  const saved = fetcher.state === 'idle' && fetcher.data?.ok === true;
  return (
    <fetcher.Form method="post" action={CONSENT_ACTION} className={styles.form} onSubmit={() => onDone?.()}>
      <input type="hidden" name="retour" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <p className={styles.necessary}>{consentTexts.necessary}</p>
      <div className={styles.purpose}>
        <input
          type="checkbox"
          id={`${id}-mesure`}
          name={MEASUREMENT_FIELD}
          defaultChecked={consent.measurement}
          aria-describedby={`${id}-mesure-aide`}
        />
        <label htmlFor={`${id}-mesure`}>{consentTexts.measurementLabel}</label>
        <p id={`${id}-mesure-aide`} className={styles.help}>
          {consentTexts.measurementHelp}
        </p>
      </div>
      <div className={styles.actions}>
        <ChoiceButton value="tout-accepter">{consentTexts.acceptAll}</ChoiceButton>
        <ChoiceButton value="tout-refuser">{consentTexts.refuseAll}</ChoiceButton>
        <ChoiceButton value="enregistrer">{consentTexts.save}</ChoiceButton>
      </div>
      <p role="status" className={styles.status}>
        {saved ? consentTexts.saved : ''}
      </p>
    </fetcher.Form>
  );
}

export function ChoiceButton({ value, children }: { value: string; children: string }) {
  return (
    <button
      type="submit"
      name="choix"
      value={value}
      className={buttonClass({ variant: 'primary' }, styles.choice)}
    >
      {children}
    </button>
  );
}
