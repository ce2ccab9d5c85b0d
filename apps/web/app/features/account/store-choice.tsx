import { lazy, Suspense, useEffect, useState } from 'react';
import styles from '../../ui/account-forms.module.css';
import type { StoreChoice, StoreSummary } from '../stores/index.ts';
import { chooserHref } from '../stores/index.ts';

const loadPanel = () => import('./store-search-panel.tsx');
const StoreSearchPanel = lazy(loadPanel);

type AccountStore = Pick<StoreChoice, 'id' | 'name' | 'adresse' | 'cp' | 'ville'>;

/**
 * The store of the new account (field `id_magasin`): the current store, preselected. With JavaScript
 * another one is found with the shop selector's search and radio list, inside the form, without
 * changing the current store; that search's code loads
 * on demand. Without JavaScript the link goes to the shop selector page, which changes the current
 * store and comes back here.
 */
export function AccountStoreChoice({
  current,
  error,
  returnTo,
}: {
  current: StoreSummary | null;
  error?: string | null;
  returnTo: string;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(current === null);
  const [chosen, setChosen] = useState<AccountStore | null>(null);
  useEffect(() => setHydrated(true), []);

  const account: AccountStore | null = chosen ?? current;
  const errorId = 'creation-compte-magasin-erreur';

  return (
    <fieldset className={styles.store} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Votre magasin</legend>
      {account ? (
        <p className={styles.storeName}>
          Magasin de votre compte : <strong>{account.name}</strong>
          <br />
          <span className={styles.small}>
            {account.adresse}, {account.cp} {account.ville}
          </span>
        </p>
      ) : (
        <p className={styles.storeName}>Choisissez le magasin où vous ferez vos courses.</p>
      )}
      {account && <input type="hidden" name="id_magasin" value={account.id} />}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      {!hydrated ? (
        <a href={chooserHref(returnTo)} className={styles.linkButton}>
          {current ? 'Choisir un autre magasin' : 'Choisir un magasin'}
        </a>
      ) : !open ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          Choisir un autre magasin
        </button>
      ) : (
        <Suspense fallback={<p className={styles.small}>Chargement de la recherche de magasin…</p>}>
          <StoreSearchPanel
            chosenId={chosen?.id ?? null}
            onChoose={setChosen}
            onCancel={
              current
                ? () => {
                    setChosen(null);
                    setOpen(false);
                  }
                : null
            }
          />
        </Suspense>
      )}
    </fieldset>
  );
}
