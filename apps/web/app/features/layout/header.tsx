import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { BasketIcon, SearchIcon, StoreIcon } from '../../ui/icons.tsx';
import { AccountBlock } from '../auth/account-block.tsx';
import { SearchBox } from '../catalogue/search-box.tsx';
import type { Department } from '../catalogue/types.ts';
import { ShopSelectorTrigger } from '../stores/shop-selector-trigger.tsx';
import type { StoreSummary } from '../stores/types.ts';
import styles from './header.module.css';
import { Logo } from './logo.tsx';
import { MainMenu } from './main-menu.tsx';
import type { CartSummary } from './shell-types.ts';
import { useStickyHeader } from './use-sticky.ts';

export const SEARCH_PATH = '/recherche';
/** Doc 2 §2.5: a search of fewer than 2 characters does not run. */
export const SEARCH_MIN_LENGTH = 2;

/** The site header (doc 2 §2.7): logo, search, shop block, cart block and the department menu. */
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

  // Keep the header's room in the page while it is fixed at the top.
  useLayoutEffect(() => {
    if (stuck && header.current) setHeight(header.current.offsetHeight);
    if (!stuck) setHeight(null);
  }, [stuck]);

  return (
    <>
      <div className={styles.slot} style={height ? { minHeight: height } : undefined}>
        <header ref={header} className={styles.header} data-stuck={stuck || undefined}>
          <AccountBlock />
          <div className={`page ${styles.top}`}>
            <Link to="/" className={styles.logo} aria-label="Cabas, retour à l'accueil">
              <Logo />
            </Link>
            <SearchForm />
            <ShopBlock store={store} />
            <CartBlock cart={cart} />
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

function CartBlock({ cart }: { cart: CartSummary | null }) {
  const count = cart?.count ?? 0;
  const amount = formatPrice(cart?.amountCents ?? 0);
  const articles = `${count} ${count > 1 ? 'articles' : 'article'}`;
  const content = (
    <>
      <span className={styles.cartIcon}>
        <BasketIcon size={24} />
        <span className={styles.cartCount} aria-hidden="true">
          {count}
        </span>
      </span>
      <span className={styles.cartText}>
        <span className={styles.cartLabel}>Panier</span>
        <span className="sr-only">, {articles}, </span>
        <span className={styles.cartAmount}>{amount}</span>
      </span>
    </>
  );
  if (!cart) {
    // National mode: no cart; the block invites to choose a store first (doc 1 §1, §6).
    return (
      <ShopSelectorTrigger className={styles.cart}>
        {content}
        <span className="sr-only"> : choisissez un magasin pour faire vos courses</span>
      </ShopSelectorTrigger>
    );
  }
  return (
    <Link to="/panier" className={styles.cart}>
      {content}
    </Link>
  );
}
