import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SearchIcon, StoreIcon } from '../../ui/icons.tsx';
import { AccountBlock } from '../auth/index.ts';
import { SearchBox } from '../autosuggest/index.ts';
import type { CartSummary } from '../cart/index.ts';
import { CartBlock } from '../cart/index.ts';
import type { Department } from '../catalogue/index.ts';
import type { StoreSummary } from '../stores/index.ts';
import { ShopSelectorTrigger } from '../stores/index.ts';
import styles from './header.module.css';
import { Logo } from './logo.tsx';
import { MainMenu } from './main-menu.tsx';
import { useStickyHeader } from './use-sticky.ts';

export const SEARCH_PATH = '/recherche';
/** A search of fewer than 2 characters does not run. */
export const SEARCH_MIN_LENGTH = 2;

/** The site header: logo, search, shop block, cart block and the department menu. */
export function Header({
  store,
  cart,
  departments,
}: {
  store: StoreSummary | null;
  cart: CartSummary | null;
  departments: Department[];
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const stuck = useStickyHeader(sentinel);
  const [height, setHeight] = useState<number | null>(null);

  // The header's room in the page is kept at its height in the flow, measured before it is ever fixed.
  // Measured once fixed, the room would be empty for one layout, and the browser's scroll anchoring
  // would move the page by the header's height under the shopper's pointer.
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!element.hasAttribute('data-stuck')) setHeight(element.offsetHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div className={styles.slot} style={stuck && height ? { minHeight: height } : undefined}>
        <header ref={header} className={styles.header} data-stuck={stuck || undefined}>
          <AccountBlock />
          <div className={`page ${styles.top}`}>
            <Link to="/" className={styles.logo} aria-label="Cabas, retour à l'accueil">
              <Logo />
            </Link>
            <SearchForm />
            <ShopBlock store={store} />
            <CartBlock cart={cart} classes={styles} />
          </div>
          <MainMenu departments={departments} />
        </header>
      </div>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}

function SearchForm() {
  return (
    <search aria-label="Produits" className={styles.searchArea}>
      <SearchBox
        action={SEARCH_PATH}
        minLength={SEARCH_MIN_LENGTH}
        classes={{
          form: styles.search ?? '',
          input: styles.searchInput ?? '',
          button: styles.searchButton ?? '',
        }}
        icon={<SearchIcon />}
      />
    </search>
  );
}

function ShopBlock({ store }: { store: StoreSummary | null }) {
  // The trigger keeps its place in the tree whatever the store, so that focus can come back to it
  // when the selector closes after a choice.
  return (
    <div className={styles.shop}>
      <StoreIcon className={styles.shopIcon} />
      <div className={styles.shopText}>
        <span className={styles.shopLabel}>{store ? 'Votre magasin' : 'Aucun magasin choisi'}</span>
        {store ? <span className={styles.shopName}>{store.name}</span> : null}
        <ShopSelectorTrigger className={styles.shopAction}>
          {store ? 'Changer de magasin' : 'Choisir un magasin'}
        </ShopSelectorTrigger>
      </div>
    </div>
  );
}
