import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { BasketIcon } from '../../ui/icons.tsx';
import { ShopSelectorTrigger } from '../stores/index.ts';
import type { CartSummary } from './cart-summary.ts';

export interface CartBlockClasses {
  cart?: string;
  cartIcon?: string;
  cartCount?: string;
  cartText?: string;
  cartLabel?: string;
  cartAmount?: string;
}

export const articlesLabel = (count: number) => `${count} ${count > 1 ? 'articles' : 'article'}`;

/**
 * The header cart block: article count and total, a link to /panier. A change (an add
 * from a card, a quantity on the cart page) is announced politely to screen readers.
 */
export function CartBlock({ cart, classes }: { cart: CartSummary | null; classes: CartBlockClasses }) {
  const count = cart?.count ?? 0;
  const amount = formatPrice(cart?.amountCents ?? 0);
  const articles = articlesLabel(count);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(`${articles}|${amount}`);
  useEffect(() => {
    const key = `${articles}|${amount}`;
    if (previous.current === key) return;
    previous.current = key;
    setAnnouncement(`Panier mis à jour : ${articles}, ${amount}`);
  }, [articles, amount]);

  const content = (
    <>
      <span className={classes.cartIcon}>
        <BasketIcon size={24} />
        <span className={classes.cartCount} aria-hidden="true">
          {count}
        </span>
      </span>
      <span className={classes.cartText}>
        <span className={classes.cartLabel}>Panier</span>
        <span className="sr-only">, {articles}, </span>
        <span className={classes.cartAmount}>{amount}</span>
      </span>
    </>
  );
  if (!cart) {
    // National mode: no cart; the block invites to choose a store first.
    return (
      <ShopSelectorTrigger className={classes.cart}>
        {content}
        <span className="sr-only"> : choisissez un magasin pour faire vos courses</span>
      </ShopSelectorTrigger>
    );
  }
  return (
    <>
      <Link to="/panier" className={classes.cart}>
        {content}
      </Link>
      <span className="sr-only" role="status">
        {announcement}
      </span>
    </>
  );
}
