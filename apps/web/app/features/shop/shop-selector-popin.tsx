import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import { firstMessage } from '../../ui/use-checked-form.ts';
import type { StoreChooserActionData, StoreChooserData, StoreSummary } from '../stores/index.ts';
import {
  CHOOSER_PATH,
  SEARCH_PARAM,
  StoreChoiceList,
  StoreSearchForm,
  searchSummary,
  storeSearchStyles as styles,
} from '../stores/index.ts';
import { StoreChangeConfirm, useStoreChangeNeedsConfirm } from './store-change-confirm.tsx';

/**
 * The shop selector popin: search by postal code or city, the stores found with their
 * distance, one chosen with a radio group; the confirm button stays disabled until a store is
 * selected. Confirming posts to the chooser route, which sets the store cookie.
 */
export default function ShopSelectorPopin({
  isOpen,
  onClose,
  initialQuery,
  redirectTo,
  current,
}: {
  isOpen: boolean;
  onClose: () => void;
  initialQuery: string;
  redirectTo: string;
  current: StoreSummary | null;
}) {
  const search = useFetcher<StoreChooserData>();
  const choose = useFetcher<StoreChooserActionData>();
  const [selected, setSelected] = useState<string | null>(null);
  // A non-empty basket: choosing another store asks first.
  const needsConfirm = useStoreChangeNeedsConfirm();
  const [confirming, setConfirming] = useState<string | null>(null);
  const started = useRef(false);
  const submitted = useRef(false);

  useEffect(() => {
    if (started.current || !initialQuery) return;
    started.current = true;
    void search.load(`${CHOOSER_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: initialQuery })}`);
  }, [initialQuery, search]);

  // A new search result clears the previous selection.
  const result = search.data?.search ?? null;
  const resultKey = result ? `${result.query}|${result.stores.map((s) => s.id).join(',')}` : '';
  const previousKey = useRef(resultKey);
  useEffect(() => {
    if (previousKey.current !== resultKey) {
      previousKey.current = resultKey;
      setSelected(null);
    }
  }, [resultKey]);

  // Once the choice went through (the action redirected and the page was revalidated), close.
  useEffect(() => {
    if (choose.state !== 'idle') submitted.current = true;
    else if (submitted.current) {
      submitted.current = false;
      if (!firstMessage(choose.data?.result)) onClose();
    }
  }, [choose.state, choose.data, onClose]);

  const searching = search.state !== 'idle';
  const error = firstMessage(choose.data?.result);

  return (
    <Popin
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={current ? 'Changer de magasin' : 'Choisir un magasin'}
    >
      {confirming ? (
        <StoreChangeConfirm
          storeId={confirming}
          storeName={result?.stores.find((s) => String(s.id) === confirming)?.name ?? ''}
          onCancel={() => setConfirming(null)}
        />
      ) : (
        <>
          {current && (
            <p className={styles.current}>
              Votre magasin actuel : <strong>{current.name}</strong>
              <br />
              {current.adresse}, {current.cp} {current.ville}
            </p>
          )}
          <StoreSearchForm
            form={search.Form}
            defaultValue={initialQuery}
            error={result?.error}
            redirectTo={redirectTo}
            autoFocus
            busy={searching}
            id="recherche-magasin-popin"
          />
          <div aria-live="polite" className={styles.summary}>
            {searching ? 'Recherche en cours…' : result && !result.error ? searchSummary(result) : ''}
          </div>
          {result && !result.error && result.stores.length > 0 && (
            <choose.Form
              method="post"
              action={CHOOSER_PATH}
              onSubmit={(event) => {
                if (needsConfirm && selected && String(current?.id) !== selected) {
                  event.preventDefault();
                  setConfirming(selected);
                }
              }}
            >
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <StoreChoiceList result={result} selected={selected} onSelect={setSelected} />
              <div className={styles.actions}>
                <Button type="submit" block disabled={!selected || choose.state !== 'idle'}>
                  {choose.state !== 'idle' ? 'Enregistrement…' : 'Choisir ce magasin'}
                </Button>
                {error && (
                  <p className={styles.formError} role="alert">
                    {error}
                  </p>
                )}
              </div>
            </choose.Form>
          )}
        </>
      )}
    </Popin>
  );
}
