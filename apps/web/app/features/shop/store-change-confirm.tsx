import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/button.tsx';
import styles from '../../ui/choice-popin.module.css';
import { useShopper } from '../auth/index.ts';
import { articlesLabel, useCartSummary } from '../cart/index.ts';
import { useCurrentStore } from '../stores/index.ts';
import { STORE_CHANGE_ACTION, type StoreChangeData, storeChangeWarning } from './store-change.ts';

/** Whether choosing another store must first be confirmed: the basket is not empty. */
export function useStoreChangeNeedsConfirm(): boolean {
  const store = useCurrentStore();
  const cart = useCartSummary();
  return Boolean(store && cart && cart.count > 0);
}

/**
 * The confirmation step of the shop selector when the basket is not empty:
 * says what happens to the basket; confirming saves and clears it, announces the change, waits 2 s,
 * then goes home with the new store.
 */
export function StoreChangeConfirm({
  storeId,
  storeName,
  onCancel,
}: {
  storeId: string;
  storeName: string;
  onCancel: () => void;
}) {
  const cart = useCartSummary();
  const shopper = useShopper();
  const fetcher = useFetcher<StoreChangeData>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // The step replaces the store list: focus moves to its text so it is read first.
  const step = useRef<HTMLDivElement>(null);
  useEffect(() => step.current?.focus(), []);

  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => {
      // A full load: every cached piece of the old store (menu, prices, cart) is dropped.
      window.location.assign(`/?magasin_id=${encodeURIComponent(storeId)}`);
    }, result.delayMs);
    return () => clearTimeout(timer);
  }, [result, storeId]);

  if (result?.ok) {
    return (
      <div role="status">
        <p>
          {result.list
            ? `Votre panier a été enregistré dans la liste « ${result.list} ».`
            : 'Votre panier a été repris dans votre nouveau magasin.'}
        </p>
        {result.removed.length > 0 && (
          <p>Produits non vendus dans ce magasin, retirés : {result.removed.join(', ')}.</p>
        )}
        <p>Changement de magasin en cours, vous allez être redirigé vers {storeName}…</p>
      </div>
    );
  }
  return (
    <div ref={step} tabIndex={-1} className={styles.step}>
      <p>
        Votre panier contient {articlesLabel(cart?.count ?? 0)}. Voulez-vous vraiment choisir le magasin{' '}
        {storeName} ?
      </p>
      <p>{storeChangeWarning(Boolean(shopper))}</p>
      <fetcher.Form method="post" action={STORE_CHANGE_ACTION} className={styles.actions}>
        <input type="hidden" name="magasin_id" value={storeId} />
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Changement en cours…' : 'Changer de magasin'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Garder mon magasin
        </Button>
      </fetcher.Form>
      {result?.error && (
        <p role="alert" className={styles.error}>
          {result.error}
        </p>
      )}
    </div>
  );
}
