import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import type { StoreChooserActionData, StoreChooserData } from './chooser.ts';
import page from './store-chooser-page.module.css';
import {
  StoreChoiceList,
  StoreSearchForm,
  searchSummary,
  storeSearchStyles as styles,
} from './store-search.tsx';

/** The shop selector as a page: the same search and choice as the popin, without JavaScript. */
export function StoreChooserPage({
  data,
  actionData,
}: {
  data: StoreChooserData;
  actionData: StoreChooserActionData | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [selected, setSelected] = useState<string | null>(null);
  const result = data.search;
  const busy = navigation.state !== 'idle';
  return (
    <div className={`page ${page.page}`}>
      <h1>{data.current ? 'Changer de magasin' : 'Choisir un magasin'}</h1>
      <p>Les prix, les produits disponibles et les modes de retrait ou de livraison dépendent du magasin.</p>
      {data.current && (
        <p className={styles.current}>
          Votre magasin actuel : <strong>{data.current.name}</strong>
          <br />
          {data.current.adresse}, {data.current.cp} {data.current.ville}
        </p>
      )}
      <StoreSearchForm
        form={Form}
        defaultValue={result?.query}
        error={result?.error}
        redirectTo={data.redirectTo}
        id="recherche-magasin-page"
      />
      {result && !result.error && (
        <p className={styles.summary} role="status">
          {searchSummary(result)}
        </p>
      )}
      {result && !result.error && result.stores.length > 0 && (
        <Form method="post" className={page.choices}>
          <input type="hidden" name="redirectTo" value={data.redirectTo} />
          <StoreChoiceList result={result} selected={selected} onSelect={setSelected} />
          <div className={page.confirm}>
            <Button type="submit" disabled={(hydrated && !selected) || busy}>
              Choisir ce magasin
            </Button>
            {actionData?.error && (
              <p className={styles.formError} role="alert">
                {actionData.error}
              </p>
            )}
          </div>
        </Form>
      )}
    </div>
  );
}
