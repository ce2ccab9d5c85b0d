import { type KeyboardEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import type { StoreChooserData } from '../stores/chooser.ts';
import { CHOOSER_PATH, chooserHref } from '../stores/shop-selector.tsx';
import { SEARCH_PARAM, StoreChoiceList, searchSummary } from '../stores/store-search.tsx';
import type { StoreChoice, StoreSummary } from '../stores/types.ts';
import styles from './account.module.css';

type AccountStore = Pick<StoreChoice, 'id' | 'name' | 'adresse' | 'cp' | 'ville'>;

/**
 * The store of the new account (field `magasin_id`): the current store, preselected. With JavaScript
 * another one is found with the shop selector's search and radio list, inside the form, without
 * changing the current store (doc 2 §4 asks after sign-up whether to switch). Without JavaScript the
 * link goes to the shop selector page, which changes the current store and comes back here.
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
  const search = useFetcher<StoreChooserData>();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(current === null);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<AccountStore | null>(null);
  useEffect(() => setHydrated(true), []);

  const result = search.data?.search ?? null;
  const account: AccountStore | null = chosen ?? current;
  const searching = search.state !== 'idle';
  const errorId = 'creation-compte-magasin-erreur';

  function runSearch() {
    const text = query.trim();
    if (text) void search.load(`${CHOOSER_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: text })}`);
  }
  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter searches instead of submitting the sign-up form.
    if (event.key === 'Enter') {
      event.preventDefault();
      runSearch();
    }
  }

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
      {account && <input type="hidden" name="magasin_id" value={account.id} />}
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
        <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
          Choisir un autre magasin
        </button>
      ) : (
        <>
          <div className={styles.storeSearch}>
            <Field
              id="creation-compte-recherche-magasin"
              label="Code postal ou ville"
              description="Par exemple : 75011 ou Lyon"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={onSearchKey}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              error={result?.error}
            />
            <Button type="button" variant="secondary" onClick={runSearch} aria-busy={searching || undefined}>
              Rechercher<span className="sr-only"> un magasin</span>
            </Button>
          </div>
          <div aria-live="polite" className={styles.small}>
            {searching ? 'Recherche en cours…' : result && !result.error ? searchSummary(result) : ''}
          </div>
          {result && !result.error && (
            <StoreChoiceList
              result={result}
              selected={chosen ? String(chosen.id) : null}
              onSelect={(id) => setChosen(result.stores.find((store) => String(store.id) === id) ?? null)}
            />
          )}
          {current && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setChosen(null);
                setOpen(false);
              }}
            >
              Garder mon magasin actuel
            </button>
          )}
        </>
      )}
    </fieldset>
  );
}
