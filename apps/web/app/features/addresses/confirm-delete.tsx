import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Form, Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from '../../ui/account-pages.module.css';
import { Button, buttonClass } from '../../ui/button.tsx';

const loadPopin = () => import('./confirm-delete-popin.tsx');
const ConfirmDeletePopin = lazy(loadPopin);

export interface DeleteTexts {
  /** The popin's title and its confirm button: "Supprimer l'adresse". */
  title: string;
  question: string;
  /** What is deleted, read with the button by screen readers: "l'adresse Maison". */
  what: string;
}

/**
 * "Supprimer" with its confirmation popin (an address, a bank card). Without JavaScript it is a link
 * to `noScriptHref`, where the page asks the same question with a plain form.
 */
export function ConfirmDelete({
  id,
  texts,
  noScriptHref,
}: {
  id: number;
  texts: DeleteTexts;
  noScriptHref: string;
}) {
  const hydrated = useHydrated();
  const [state, setState] = useState({ open: false, mounted: false });
  const label = (
    <>
      Supprimer<span className="sr-only"> {texts.what}</span>
    </>
  );
  if (!hydrated)
    return (
      <a href={noScriptHref} className={styles.link}>
        {label}
      </a>
    );
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => setState({ open: true, mounted: true })}
        onPointerEnter={() => void loadPopin()}
        onFocus={() => void loadPopin()}
      >
        {label}
      </button>
      {state.mounted && (
        <Suspense fallback={null}>
          <ConfirmDeletePopin
            id={id}
            texts={texts}
            isOpen={state.open}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The same question without JavaScript: the page shows it in place (`noScriptHref` of
 * `ConfirmDelete`), with a plain form posting `intent=supprimer` and the id, and a way back.
 */
export function ConfirmDeleteSection({
  id,
  title,
  question,
  subject,
  cancelHref,
}: {
  id: number;
  title: string;
  question: string;
  /** What is deleted, as the page shows it. */
  subject: ReactNode;
  cancelHref: string;
}) {
  return (
    <section id="confirmation" className={styles.section} aria-labelledby="confirmation-titre">
      <h2 id="confirmation-titre">{title}</h2>
      <p>{question}</p>
      <p>{subject}</p>
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="intent" value="supprimer" />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" variant="accent">
          {title}
        </Button>
        <Link to={cancelHref} className={buttonClass({ variant: 'secondary' })}>
          Annuler
        </Link>
      </Form>
    </section>
  );
}
