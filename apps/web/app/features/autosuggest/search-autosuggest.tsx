/* Loaded on first focus of the header search: kept out of the shared 'shell' chunk (vite.config.ts). */
import {
  type FormEvent,
  type Key,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import styles from './search-autosuggest.module.css';
import type { SearchBoxClasses } from './search-box.tsx';
import {
  SUGGESTIONS_DEBOUNCE_MS,
  SUGGESTIONS_MIN_CHARS,
  SUGGESTIONS_PATH,
  type SuggestionGroup,
  searchUrl,
} from './suggestions.ts';

export interface AutosuggestProps {
  action: string;
  minLength: number;
  classes: SearchBoxClasses;
  icon: ReactNode;
  initialValue: string;
  autoFocus: boolean;
}

/**
 * Suggestions arrive after the debounce, once the text has changed: the list is opened then (and
 * closed when there is nothing to show), as long as the field has the focus.
 */
function OpenWhenReady({ groups }: { groups: SuggestionGroup[] }) {
  const state = useContext(ComboBoxStateContext);
  // Acts once per answer, so that Escape keeps the list closed until the next answer.
  const handled = useRef<SuggestionGroup[] | null>(null);
  useEffect(() => {
    if (!state || handled.current === groups) return;
    handled.current = groups;
    const count = groups.reduce((total, group) => total + group.items.length, 0);
    if (count > 0 && state.isFocused && !state.isOpen) state.open(null, 'manual');
    if (count === 0 && state.isOpen) state.close();
  }, [groups, state]);
  return null;
}

const KEEP_VISIBLE = 'data-react-aria-top-layer';

/**
 * Keeps the page readable while the list is open. React Aria's combobox hides everything else from
 * assistive technologies (aria-hidden on the page), yet the header links and buttons stay
 * focusable: aria-hidden content that takes focus fails WCAG 4.1.2 (axe `aria-hidden-focus`).
 * The ARIA combobox pattern leaves the page as it is (the listbox popup is not modal), so the
 * page's top-level elements are marked with React Aria's own "keep visible" attribute before it
 * hides anything (this layout effect runs before the combobox's effect), and unmarked on close.
 */
function KeepPageReadable() {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  useLayoutEffect(() => {
    if (!isOpen) return;
    const marked = [...document.body.children].filter((element) => !element.hasAttribute(KEEP_VISIBLE));
    for (const element of marked) element.setAttribute(KEEP_VISIBLE, '');
    return () => {
      for (const element of marked) element.removeAttribute(KEEP_VISIBLE);
    };
  }, [isOpen]);
  return null;
}

/** The header search as a React Aria combobox: suggestions from 2 characters, debounced. */
export function SearchAutosuggest({
  action,
  minLength,
  classes,
  icon,
  initialValue,
  autoFocus,
}: AutosuggestProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialValue);
  const [groups, setGroups] = useState<SuggestionGroup[]>([]);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // After a choice or a search, late answers are ignored until the text changes again.
  const settled = useRef(false);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const query = value.trim();
    if (query.length < SUGGESTIONS_MIN_CHARS) {
      setGroups([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q: query })}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { groups: [] }))
        .then((body: { groups: SuggestionGroup[] }) => {
          if (!settled.current) setGroups(body.groups);
        })
        .catch(() => {});
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const urls = useMemo(
    () => new Map(groups.flatMap((group) => group.items.map((item) => [item.id, item.url] as const))),
    [groups],
  );

  const onSelect = (key: Key | null) => {
    const url = key === null ? undefined : urls.get(String(key));
    if (!url) return;
    settled.current = true;
    setGroups([]);
    navigate(url);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keywords = value.trim();
    if (keywords.length < minLength) return;
    settled.current = true;
    setGroups([]);
    navigate(searchUrl(keywords));
  };

  const count = groups.reduce((total, group) => total + group.items.length, 0);

  return (
    <form ref={setForm} action={action} method="get" className={classes.form} onSubmit={submit}>
      <ComboBox
        className={styles.combo}
        inputValue={value}
        onInputChange={(text) => {
          settled.current = false;
          setValue(text);
        }}
        onSelectionChange={onSelect}
        allowsCustomValue
        allowsEmptyCollection={false}
        menuTrigger="input"
        items={groups}
      >
        <Label className="sr-only">Rechercher un produit</Label>
        <OpenWhenReady groups={groups} />
        <KeepPageReadable />
        <Input
          ref={input}
          id="recherche-produits"
          className={classes.input}
          name="keywords"
          type="search"
          placeholder="Rechercher un produit"
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onKeyDown={(event) => {
            // Enter on the typed text (no suggestion highlighted) searches it.
            if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant')) {
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        {/* In the form, not at the end of the body: the list stays in the page's search landmark
            (every content in a landmark: RGAA 9.2.1, axe `region`). */}
        <Popover
          className={styles.popover}
          placement="bottom start"
          offset={6}
          UNSTABLE_portalContainer={form ?? undefined}
        >
          <ListBox className={styles.listbox} items={groups}>
            {(group) => (
              <ListBoxSection id={group.id} className={styles.section}>
                <Header className={styles.header}>{group.label}</Header>
                {group.items.map((item) => (
                  <ListBoxItem
                    key={item.id}
                    id={item.id}
                    textValue={item.detail ? `${item.label}, ${item.detail}` : item.label}
                    className={styles.item}
                  >
                    <span>{item.label}</span>
                    {item.detail && <span className={styles.detail}>{item.detail}</span>}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <button type="submit" className={classes.button} aria-label="Rechercher">
        {icon}
      </button>
      <span className="sr-only" aria-live="polite">
        {value.trim().length >= SUGGESTIONS_MIN_CHARS && count > 0 ? `${count} suggestions disponibles` : ''}
      </span>
    </form>
  );
}
