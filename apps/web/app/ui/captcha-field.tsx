import { CAPTCHA_CHALLENGE_PATH } from '@cabas/contracts';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import styles from './captcha-field.module.css';

/** The API's ALTCHA challenge, served by the same origin under `/api`. */
const CHALLENGE_URL = `/api${CAPTCHA_CHALLENGE_PATH}`;

/**
 * Once solved, the widget would move the focus to itself (its default): a shopper still typing in a
 * field would lose her place, and the page would scroll under her pointer (WCAG 3.2.1, 3.2.2).
 */
const WIDGET_CONFIGURATION = JSON.stringify({ disableAutoFocus: true });

/** The widget and its French texts: loaded only by the pages that show a captcha. */
function loadWidget(): Promise<unknown> {
  // @ts-expect-error altcha ships no types for its per-language files
  return import('altcha').then(() => import('altcha/i18n/fr-fr'));
}

/**
 * The self-hosted ALTCHA proof of work. The widget's code loads after
 * hydration, only on this page; it starts solving as soon as the form gets the focus and adds the
 * field `altcha` to the form. Without JavaScript it cannot run: the page says so (a plain paragraph
 * rather than <noscript>, which browsers with scripting merely blocked do not show), and the server
 * answers the posted form with the captcha's field error.
 */
export function CaptchaField({
  id,
  error,
  resetKey,
}: {
  id: string;
  error?: string | null;
  /** A new value (an answer after the API saw the payload) gives a fresh challenge: a solved one is accepted once. */
  resetKey?: unknown;
}) {
  const widget = useRef<HTMLElement>(null);
  useEffect(() => {
    if (resetKey !== undefined) (widget.current as AltchaWidgetElement | null)?.reset?.();
  }, [resetKey]);
  // 'idle': server rendering, before hydration, and without JavaScript.
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  useEffect(() => {
    let live = true;
    setState('loading');
    loadWidget().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const errorId = `${id}-erreur`;
  return (
    <div className={styles.captcha} id={id}>
      {state === 'ready' ? (
        <altcha-widget
          ref={widget}
          challenge={CHALLENGE_URL}
          language="fr-fr"
          name="altcha"
          auto="onfocus"
          configuration={WIDGET_CONFIGURATION}
          aria-describedby={error ? errorId : undefined}
        />
      ) : state === 'idle' ? (
        // Until the page's script runs (and for good without JavaScript).
        <p className={styles.notice}>
          La vérification anti-robot a besoin de JavaScript : activez-le dans votre navigateur pour envoyer
          votre demande.
        </p>
      ) : (
        <p className={styles.small}>
          {state === 'failed'
            ? 'La vérification anti-robot ne peut pas être chargée. Merci de recharger la page.'
            : 'Chargement de la vérification anti-robot…'}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
