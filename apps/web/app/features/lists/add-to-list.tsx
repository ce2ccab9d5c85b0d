import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePendingSteps, useProtectedAction } from '../auth/index.ts';
import styles from './lists.module.css';
import { ADD_TO_LIST_PARAM, LISTS_PATH } from './lists-links.ts';

const loadPopin = () => import('./add-to-list-popin.tsx');
const AddToListPopin = lazy(loadPopin);

/** The pending action a visitor comes back to after login: the product sheet, opening the popin. */
export const addToListTarget = (productUrl: string) =>
  `${productUrl}${productUrl.includes('?') ? '&' : '?'}${ADD_TO_LIST_PARAM}=1`;

/**
 * "Ajouter à une liste" of a product card or sheet. A logged-in shopper gets the popin; a visitor is
 * asked to log in first (login popin, or /connexion on a small screen) and comes back to the product
 * sheet with the popin open (`?ajoutListe=1`, checked as a same-site address). Without JavaScript it
 * is a form sent to the lists page's add form (guarded: a visitor logs in there first).
 */
export function AddToList({
  productId,
  productName,
  productUrl,
  autoOpen = false,
  className,
}: {
  productId: number;
  productName: string;
  productUrl: string;
  /** The sheet opened with `?ajoutListe=1`: the popin opens once the page is interactive. */
  autoOpen?: boolean;
  className?: string;
}) {
  const { loggedIn, protect, preload } = useProtectedAction();
  const [state, setState] = useState({ open: false, mounted: false });
  // The popins a login shows come first: this one waits until they are closed.
  const afterLogin = Boolean(usePendingSteps()?.length);

  useEffect(() => {
    if (!autoOpen || !loggedIn || afterLogin) return;
    setState({ open: true, mounted: true });
    // Done once: a reload of the page does not open it again.
    const url = new URL(window.location.href);
    url.searchParams.delete(ADD_TO_LIST_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [autoOpen, loggedIn, afterLogin]);

  // One markup on the server and in the browser (no second render of a grid's cards): a form asking
  // the lists page for its add form (`?ajouter=`), whose button opens the popin once the page is
  // interactive.
  return (
    <>
      <form method="get" action={LISTS_PATH} className={className}>
        <input type="hidden" name="ajouter" value={productId} />
        <button
          type="submit"
          className={styles.linkButton}
          aria-haspopup="dialog"
          onPointerEnter={() => (loggedIn ? void loadPopin() : preload())}
          onFocus={() => (loggedIn ? void loadPopin() : preload())}
          onClick={(event) => {
            event.preventDefault();
            if (!protect(addToListTarget(productUrl))) return;
            setState({ open: true, mounted: true });
          }}
        >
          Ajouter à une liste<span className="sr-only"> : {productName}</span>
        </button>
      </form>
      {state.mounted ? (
        <Suspense fallback={null}>
          <AddToListPopin
            productId={productId}
            productName={productName}
            isOpen={state.open}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The product sheet's "Ajouter à une liste": opens by itself on `?ajoutListe=1` (after a login). */
export function SheetAddToList(props: Omit<Parameters<typeof AddToList>[0], 'autoOpen'>) {
  const [params] = useSearchParams();
  return <AddToList {...props} autoOpen={params.get(ADD_TO_LIST_PARAM) === '1'} />;
}
