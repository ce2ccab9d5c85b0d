import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import type { StoreChooserActionData, StoreChooserData } from './chooser.ts';
import page from './store-chooser-page.module.css';
import {
  StoreChoiceList,
  StoreSearchForm,
  searchSummary,
  storeSearchStyles as styles,
} from './store-search.tsx';

/** The store choice's fields. */
interface StoreChoiceValues {
  magasin_id: string;
  redirectTo: string;
}

const CHOICE_ERROR_ID = 'choix-magasin-erreur';

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
  const { form, fields, formProps, formError } = useCheckedForm<StoreChoiceValues>(
    'choix-magasin',
    actionData?.result,
  );
  // A refused choice comes back selected.
  const [selected, setSelected] = useState<string | null>(initialText(fields.magasin_id) ?? null);
  const choiceError = fields.magasin_id.errors?.[0];
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
        <Form method="post" className={page.choices} {...formProps}>
          <input type="hidden" name="redirectTo" value={data.redirectTo} />
          <StoreChoiceList
            result={result}
            selected={selected}
            onSelect={setSelected}
            errorId={choiceError ? CHOICE_ERROR_ID : undefined}
          />
          <div className={page.confirm}>
            <Button type="submit" disabled={(hydrated && !selected) || busy}>
              Choisir ce magasin
            </Button>
            {choiceError && (
              <p id={CHOICE_ERROR_ID} className={styles.formError} role="alert">
                {choiceError}
              </p>
            )}
            {formError && (
              <p id={form.errorId} className={styles.formError} role="alert">
                {formError}
              </p>
            )}
          </div>
        </Form>
      )}
    </div>
  );
}
