import type { CartKind } from '@cabas/contracts';
import { type ReactNode, useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useRootData } from '../layout/root-data.ts';
import { ShopSelectorTrigger } from '../stores/shop-selector-trigger.tsx';
import styles from './add-to-cart.module.css';
import { LotAdvantagePopin, SuggestionPopin } from './after-add.tsx';
import { CART_ACTION, type CartActionData } from './cart-action.ts';
import { type CartRules, defaultKind, quantityLabel, stepQuantity, weightChoices } from './cart-rules.ts';
import { CATERER_RULES } from './kinds.ts';

export interface AddToCartProduct {
  id: number;
  designation: string;
  inStock: boolean;
  cart: CartRules;
  /** A gift card line of the cart: its amount and its own quantity (a product may have several). */
  giftCard?: { amount: number; quantity: number };
}

/** The quantity a fetcher submission is about to give (optimistic UI), else `null`. */
function pendingQuantity(formData: FormData | undefined): number | null {
  if (!formData) return null;
  if (formData.get('intent') === 'remove') return 0;
  const value = Number(formData.get('quantite'));
  return Number.isFinite(value) ? value : null;
}

/** The quantity of a product in a cart kind, as the root loader knows it. */
export function useCartQuantity(productId: number, kind: CartKind): number {
  const root = useRootData();
  return root?.cart?.quantities[productId]?.[kind] ?? 0;
}

/**
 * Add to cart and quantity control of a product card or sheet (doc 2 §3 "Product", issue 6): "Ajouter",
 * then − quantity + within the product's step, minimum and maximum; a weight list for goods sold by
 * weight. Each button posts a plain form to `/ressources/panier` (works without JavaScript, the
 * action redirects back); with JavaScript a fetcher sends it and the quantity changes at once.
 * National mode has no cart: "Ajouter" opens the shop selector.
 */
export function AddToCart({
  product,
  kind: requestedKind,
  variant = 'card',
}: {
  product: AddToCartProduct;
  kind?: CartKind;
  variant?: 'card' | 'sheet' | 'line';
}) {
  const root = useRootData();
  const rules = product.cart;
  const kind = requestedKind ?? defaultKind(rules);
  const giftCard = product.giftCard;
  const fetcher = useFetcher<CartActionData>({
    key: `panier-${product.id}-${kind}${giftCard ? `-${giftCard.amount}` : ''}`,
  });
  const hydrated = useHydrated();
  const location = useLocation();
  const productQuantity = useCartQuantity(product.id, kind);
  const stored = giftCard ? giftCard.quantity : productQuantity;
  const pending = pendingQuantity(fetcher.formData);
  const quantity = pending ?? stored;
  const error = fetcher.state === 'idle' ? (fetcher.data?.error ?? null) : null;
  const atLimit = quantity >= rules.max || (error !== null && fetcher.data?.limit === true);
  const caterer = CATERER_RULES[kind];
  const className = `${styles.control} ${styles[variant] ?? ''}`;

  if (!root?.cart) {
    // National mode: no cart (doc 1 §6); adding means choosing a store first.
    if (!rules.sellable) return null;
    return (
      <div className={className}>
        <ShopSelectorTrigger className={styles.add}>
          Ajouter<span className="sr-only"> {product.designation} : choisissez d'abord un magasin</span>
        </ShopSelectorTrigger>
      </div>
    );
  }
  if ((!rules.sellable && !giftCard) || (!product.inStock && quantity === 0)) return null;

  const hidden = (
    <>
      <input type="hidden" name="produit_id" value={product.id} />
      {giftCard && <input type="hidden" name="montant" value={giftCard.amount} />}
      <input type="hidden" name="type_panier" value={kind} />
      <input type="hidden" name="avant" value={stored} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
    </>
  );

  return (
    <div className={className}>
      {rules.weighed ? (
        <WeightForm fetcher={fetcher} product={product} quantity={quantity} hidden={hidden} />
      ) : quantity === 0 ? (
        <CartForm fetcher={fetcher} hidden={hidden} className={styles.form}>
          <button
            type="submit"
            name="quantite"
            value={rules.min}
            className={styles.add}
            aria-label={`Ajouter ${product.designation} au panier`}
          >
            Ajouter
          </button>
        </CartForm>
      ) : (
        <CartForm fetcher={fetcher} hidden={hidden} className={styles.stepper}>
          <button
            type="submit"
            name="quantite"
            value={stepQuantity(quantity, rules, -1)}
            className={styles.step}
            aria-label={
              quantity <= rules.min
                ? `Retirer ${product.designation} du panier`
                : `Diminuer la quantité de ${product.designation}`
            }
          >
            −
          </button>
          <span className={styles.quantity}>
            {quantityLabel(quantity, false)}
            <span className="sr-only"> {product.designation} dans le panier</span>
          </span>
          <button
            type="submit"
            name="quantite"
            value={stepQuantity(quantity, rules, 1)}
            className={styles.step}
            disabled={atLimit}
            aria-label={`Augmenter la quantité de ${product.designation}`}
          >
            +
          </button>
        </CartForm>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {caterer && variant !== 'line' && <p className={styles.hint}>{caterer}</p>}
      {hydrated && (variant !== 'line' || rules.lot) && (
        // One corner for both popins: they stack instead of covering each other.
        <div className={styles.popins}>
          {variant !== 'line' && <SuggestionPopin fetcher={fetcher} product={product} />}
          {rules.lot && <LotAdvantagePopin text={rules.lot} quantity={quantity} />}
        </div>
      )}
    </div>
  );
}

type CartFetcher = ReturnType<typeof useFetcher<CartActionData>>;

/** The cart action's form of one product: through its fetcher, no revalidation, its hidden fields. */
function CartForm({
  fetcher,
  hidden,
  className,
  children,
}: {
  fetcher: CartFetcher;
  hidden: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" action={CART_ACTION} defaultShouldRevalidate={false} className={className}>
      {hidden}
      {children}
    </fetcher.Form>
  );
}

function WeightForm({
  fetcher,
  product,
  quantity,
  hidden,
}: {
  fetcher: CartFetcher;
  product: AddToCartProduct;
  quantity: number;
  hidden: ReactNode;
}) {
  const id = useId();
  const choices = weightChoices(product.cart);
  const current = choices.includes(quantity) ? quantity : (choices[0] ?? product.cart.min);
  return (
    <CartForm fetcher={fetcher} hidden={hidden} className={styles.weight}>
      <label htmlFor={id} className={styles.weightLabel}>
        Poids<span className="sr-only"> de {product.designation}</span>
      </label>
      <select
        id={id}
        name="quantite"
        // The select is keyed on the cart's weight so a change elsewhere (the cart page) shows here.
        key={current}
        defaultValue={current}
        className={styles.select}
      >
        {choices.map((kg) => (
          <option key={kg} value={kg}>
            {quantityLabel(kg, true)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={styles.add}
        aria-label={`${quantity > 0 ? 'Modifier le poids de' : 'Ajouter'} ${product.designation}${quantity > 0 ? '' : ' au panier'}`}
      >
        {quantity > 0 ? 'Modifier' : 'Ajouter'}
      </button>
      {quantity > 0 && (
        <button
          type="submit"
          name="intent"
          value="remove"
          className={styles.remove}
          aria-label={`Retirer ${product.designation} du panier`}
        >
          Retirer
        </button>
      )}
    </CartForm>
  );
}
