import type { ComponentProps, ComponentType } from 'react';
import type { Form } from 'react-router';
import { formatDistance } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { CHOOSER_PATH } from './shop-selector.tsx';
import styles from './store-search.module.css';
import type { StoreChoice, StoreSearchResult } from './types.ts';

export const SEARCH_PARAM = 'recherche';

type FormComponent = ComponentType<ComponentProps<typeof Form>>;

/** The store search form: postal code or city (GET, so it works without JavaScript). */
export function StoreSearchForm({
  form: FormElement,
  defaultValue,
  error,
  redirectTo,
  autoFocus,
  busy,
  id = 'recherche-magasin',
}: {
  form: FormComponent;
  defaultValue?: string;
  error?: string | null;
  redirectTo: string;
  autoFocus?: boolean;
  busy?: boolean;
  id?: string;
}) {
  return (
    <search aria-label="Rechercher un magasin">
      <FormElement method="get" action={CHOOSER_PATH} className={styles.searchForm}>
        {redirectTo !== '/' && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <Field
          id={id}
          className={styles.searchField}
          name={SEARCH_PARAM}
          label="Code postal ou ville"
          description="Par exemple : 75011 ou Lyon"
          defaultValue={defaultValue}
          error={error}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          required
          autoFocus={autoFocus}
        />
        <Button type="submit" variant="secondary" aria-busy={busy || undefined}>
          <SearchIcon size={18} />
          Rechercher<span className="sr-only"> un magasin</span>
        </Button>
      </FormElement>
    </search>
  );
}

export function searchSummary(result: StoreSearchResult): string {
  const count = result.stores.length;
  if (count === 0) {
    return result.centre
      ? `Aucun magasin à moins de 30 km de ${result.centre}.`
      : `Aucun magasin ne correspond à « ${result.query} ».`;
  }
  const stores = count === 1 ? '1 magasin trouvé' : `${count} magasins trouvés`;
  return result.centre ? `${stores} près de ${result.centre}` : stores;
}

/**
 * The stores found, as native radio inputs in a radio group named after the search's summary: the
 * browser gives it its arrow-key navigation, and it submits without JavaScript.
 */
export function StoreChoiceList({
  result,
  selected,
  onSelect,
  errorId,
}: {
  result: StoreSearchResult;
  selected: string | null;
  onSelect: (id: string) => void;
  /** The id of the choice's message, when the server refused it. */
  errorId?: string;
}) {
  if (!result.stores.length) return null;
  return (
    <div
      role="radiogroup"
      aria-label={searchSummary(result)}
      aria-describedby={errorId}
      className={styles.group}
    >
      {result.stores.map((store) => (
        <StoreRadio
          key={store.id}
          store={store}
          checked={selected === String(store.id)}
          onSelect={onSelect}
          invalid={errorId !== undefined}
        />
      ))}
    </div>
  );
}

function StoreRadio({
  store,
  checked,
  onSelect,
  invalid,
}: {
  store: StoreChoice;
  checked: boolean;
  onSelect: (id: string) => void;
  invalid: boolean;
}) {
  const value = String(store.id);
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        name="magasin_id"
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        aria-invalid={invalid || undefined}
        className="sr-only"
      />
      <span className={styles.indicator} aria-hidden="true" />
      <span className={styles.details}>
        <span className={styles.name}>{store.name}</span>
        <span className={styles.address}>
          {store.adresse}, {store.cp} {store.ville}
        </span>
        <span className={styles.meta}>
          {store.distance !== null && (
            <span className={styles.distance}>
              <span className="sr-only">Distance : </span>
              {formatDistance(store.distance)}
            </span>
          )}
          <Badge tone={store.open ? 'success' : 'neutral'}>{store.open ? 'Ouvert' : 'Fermé'}</Badge>
        </span>
        {store.horaires && <span className={styles.hours}>{store.horaires}</span>}
      </span>
    </label>
  );
}

export { styles as storeSearchStyles };
