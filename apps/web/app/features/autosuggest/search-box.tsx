import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import type { AutosuggestProps } from './search-autosuggest.tsx';

export interface SearchBoxClasses {
  form: string;
  input: string;
  button: string;
}

/**
 * The header's product search. The server renders a plain GET form (`/recherche?keywords=`), which
 * works without JavaScript; the first focus (or hover) loads the autosuggest combobox and swaps it
 * in, keeping what was typed and the focus.
 */
export function SearchBox({
  action,
  minLength,
  classes,
  icon,
}: {
  action: string;
  minLength: number;
  classes: SearchBoxClasses;
  icon: ReactNode;
}) {
  const [Autosuggest, setAutosuggest] = useState<ComponentType<AutosuggestProps> | null>(null);
  const [initial, setInitial] = useState({ value: '', focus: false });
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./search-autosuggest.tsx').then(
      (module) => {
        const element = input.current;
        setInitial({ value: element?.value ?? '', focus: !!element && document.activeElement === element });
        setAutosuggest(() => module.SearchAutosuggest);
      },
      () => {
        loading.current = false;
      },
    );
  };

  if (Autosuggest) {
    return (
      <Autosuggest
        action={action}
        minLength={minLength}
        classes={classes}
        icon={icon}
        initialValue={initial.value}
        autoFocus={initial.focus}
      />
    );
  }
  return (
    <form action={action} method="get" className={classes.form}>
      <label htmlFor="recherche-produits" className="sr-only">
        Rechercher un produit
      </label>
      <input
        ref={input}
        id="recherche-produits"
        className={classes.input}
        type="search"
        name="keywords"
        placeholder="Rechercher un produit"
        minLength={minLength}
        maxLength={200}
        required
        autoComplete="off"
        enterKeyHint="search"
        onFocus={load}
        onPointerEnter={load}
      />
      <button type="submit" className={classes.button} aria-label="Rechercher">
        {icon}
      </button>
    </form>
  );
}
