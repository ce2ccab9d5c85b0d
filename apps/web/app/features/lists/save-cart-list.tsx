import type { CartKind } from '@cabas/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonClass } from '../../ui/button.tsx';
import { loginHref, usePendingSteps, useProtectedAction } from '../auth/index.ts';
import styles from './save-cart-list.module.css';
import {
  formHref,
  SAVE_LIST_PARAM,
  type SaveCartListResult,
  type SaveListView,
  savedMessage,
} from './save-cart-list.ts';
import { SaveCartListForm } from './save-cart-list-form.tsx';

const loadPopin = () => import('./save-cart-list-popin.tsx');
const SaveCartListPopin = lazy(loadPopin);

const LABEL = 'Enregistrer mon panier dans une liste';

/**
 * "Enregistrer mon panier dans une liste" (payment outcome pages, /panier). With
 * JavaScript a popin; without, a link to `?liste=1` where the page shows the same form inline. A
 * visitor is asked to log in first and comes back to the open form.
 */
export function SaveCartList({ kind, view }: { kind: CartKind; view: SaveListView | null }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const { loggedIn, protect, preload } = useProtectedAction();
  const here = location.pathname + location.search;
  const target = formHref(here, true);
  const [popin, setPopin] = useState({ open: false, session: 0 });
  const [saved, setSaved] = useState<SaveCartListResult['saved']>(view?.result?.saved ?? null);
  // The popins a login shows come first: this one waits until they are closed.
  const afterLogin = Boolean(usePendingSteps()?.length);
  const opensItself = hydrated && view?.open === true && !afterLogin;

  // After login (or a reload) on `?liste=1`, the popin opens by itself.
  useEffect(() => {
    if (opensItself) setPopin((p) => ({ open: true, session: p.session + 1 }));
  }, [opensItself]);
  const navigate = useNavigate();
  const formOpenInAddress = new URLSearchParams(location.search).get(SAVE_LIST_PARAM) === '1';
  const onOpenChange = useCallback(
    (open: boolean) => {
      setPopin((p) => ({ ...p, open }));
      // A closed popin leaves the address without `?liste=1`: a reload does not open it again.
      if (!open && formOpenInAddress)
        navigate(formHref(here, false), { replace: true, preventScrollReset: true });
    },
    [formOpenInAddress, here, navigate],
  );
  const onSaved = useCallback((value: NonNullable<SaveCartListResult['saved']>) => setSaved(value), []);

  const status = (
    <p role="status" className={styles.saved}>
      {saved ? savedMessage(saved) : ''}
    </p>
  );

  if (!hydrated && view?.open && view.choices) {
    return (
      <section className={styles.inline} aria-labelledby="enregistrer-liste">
        <h2 id="enregistrer-liste" className={styles.inlineTitle}>
          {LABEL}
        </h2>
        <SaveCartListForm
          FormComponent={Form}
          choices={view.choices}
          kind={kind}
          result={view.result}
          js={false}
          cancel={
            <Link to={formHref(here, false)} className={buttonClass({ variant: 'secondary' })}>
              Annuler
            </Link>
          }
        />
      </section>
    );
  }
  return (
    <div className={styles.trigger}>
      {hydrated ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-haspopup="dialog"
          onPointerEnter={() => (loggedIn ? void loadPopin() : preload())}
          onFocus={() => (loggedIn ? void loadPopin() : preload())}
          onClick={(event) => {
            if (protect(target, event)) setPopin((p) => ({ open: true, session: p.session + 1 }));
          }}
        >
          {LABEL}
        </button>
      ) : (
        <a href={loggedIn ? target : loginHref(target)} className={styles.linkButton} rel="nofollow">
          {LABEL}
        </a>
      )}
      {status}
      {popin.session > 0 && (
        <Suspense fallback={null}>
          <SaveCartListPopin
            key={popin.session}
            kind={kind}
            isOpen={popin.open}
            onOpenChange={onOpenChange}
            initialChoices={popin.session === 1 && view?.open ? view.choices : null}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </div>
  );
}
