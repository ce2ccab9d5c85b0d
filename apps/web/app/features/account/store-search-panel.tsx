import { type KeyboardEvent, useState } from 'react';
import { useFetcher } from 'react-router';
import styles from '../../ui/account-forms.module.css';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import type { StoreChoice, StoreChooserData } from '../stores/index.ts';
import { CHOOSER_PATH, SEARCH_PARAM, StoreChoiceList, searchSummary } from '../stores/index.ts';

/**
 * The search of the sign-up form's store block: the shop selector's search and radio list (React Aria),
 * loaded only when the shopper asks for another store. Inside the sign-up form, so it has no form of
 * its own: Enter searches instead of submitting.
 */
export default function StoreSearchPanel({
  chosenId,
  onChoose,
  onCancel,
}: {
  chosenId: number | null;
  onChoose: (store: StoreChoice | null) => void;
  /** `null` when there is no current store to go back to. */
  onCancel: (() => void) | null;
}) {
  const search = useFetcher<StoreChooserData>();
  const [query, setQuery] = useState('');
  const result = search.data?.search ?? null;
  const searching = search.state !== 'idle';

  function runSearch() {
    const text = query.trim();
    if (text) void search.load(`${CHOOSER_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: text })}`);
  }
  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      runSearch();
    }
  }

  return (
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
          selected={chosenId === null ? null : String(chosenId)}
          onSelect={(id) => onChoose(result.stores.find((store) => String(store.id) === id) ?? null)}
        />
      )}
      {onCancel && (
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          Garder mon magasin actuel
        </button>
      )}
    </>
  );
}
