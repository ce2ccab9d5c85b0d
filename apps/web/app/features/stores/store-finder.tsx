import type { FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { CHOOSER_PATH, useShopSelector } from './shop-selector.tsx';
import styles from './store-search.module.css';

/**
 * A compact store finder (not-found page, national home): a GET form to the chooser page, which
 * opens the shop selector popin with the search already made once JavaScript is there.
 */
export function StoreFinder({ id, redirectTo = '/' }: { id: string; redirectTo?: string }) {
  const selector = useShopSelector();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const query = new FormData(event.currentTarget).get('recherche');
    if (typeof query !== 'string' || !query.trim()) return;
    event.preventDefault();
    selector.open({ query: query.trim(), redirectTo });
  }
  return (
    <search aria-label="Trouver un magasin">
      <form
        method="get"
        action={CHOOSER_PATH}
        className={styles.searchForm}
        onSubmit={onSubmit}
        onPointerEnter={selector.preload}
        onFocus={selector.preload}
      >
        {redirectTo !== '/' && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <Field
          id={id}
          className={styles.searchField}
          name="recherche"
          label="Code postal ou ville"
          description="Par exemple : 75011 ou Lyon"
          autoComplete="off"
          maxLength={100}
          required
        />
        <Button type="submit">
          <SearchIcon size={18} />
          Trouver un magasin
        </Button>
      </form>
    </search>
  );
}
