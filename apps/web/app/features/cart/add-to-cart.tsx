import type { CartKind } from '@cabas/contracts';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { CachedMarkup } from '../../ui/cached-markup.tsx';
import { type FormSlotProps, useFetcherForm } from '../../ui/static-form.tsx';
import { ShopSelectorTrigger } from '../stores/index.ts';
import styles from './add-to-cart.module.css';
import { LotAdvantagePopin, SuggestionPopin } from './after-add.tsx';
import { type CartActionData, cartFormAction } from './cart-action.ts';
import { type CartRules, defaultKind, quantityLabel, stepQuantity, weightChoices } from './cart-rules.ts';
import { useCartSummary } from './cart-summary.ts';
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

type Variant = 'card' | 'sheet' | 'line';

/**
 * Everything the control shows, and nothing else: the server caches its markup under this
 * (`CachedMarkup`), so a value it shows must be in here.
 */
export interface CartControlView {
  product: AddToCartProduct;
  kind: CartKind;
  variant: Variant;
  /** The quantity shown: the one a pending submission is about to give, else the cart's. */
  quantity: number;
  /** The quantity in the cart (the `avant` field: an add from 0 opens the suggestions). */
  stored: number;
  atLimit: boolean;
  error: string | null;
  redirectTo: string;
}

/** A cart action form: sent through the control's fetcher in the browser, `StaticForm` in cached server markup. */
export type CartFormComponent = ComponentType<FormSlotProps>;

export const controlClassName = (variant: Variant) => `${styles.control} ${styles[variant] ?? ''}`;

/**
 * The hooks half of the add-to-cart control: the product's cart state (optimistic while a
 * submission is pending), its fetcher, the form to render it with, and whether the shopper has used
 * it on this page yet (`engaged`: the popins after a change are mounted from then on only).
 */
export function useCartControl(
  product: AddToCartProduct,
  requestedKind: CartKind | undefined,
  variant: Variant,
) {
  const cart = useCartSummary();
  const rules = product.cart;
  const kind = requestedKind ?? defaultKind(rules);
  const giftCard = product.giftCard;
  const fetcher = useFetcher<CartActionData>({
    key: `panier-${product.id}-${kind}${giftCard ? `-${giftCard.amount}` : ''}`,
  });
  const [engaged, setEngaged] = useState(false);
  const location = useLocation();
  // The quantity of the product in this cart kind, as the root loader knows it.
  const stored = giftCard ? giftCard.quantity : (cart?.quantities[product.id]?.[kind] ?? 0);
  const quantity = pendingQuantity(fetcher.formData) ?? stored;
  const error = fetcher.state === 'idle' ? (fetcher.data?.error ?? null) : null;
  const view: CartControlView = {
    // Only what the control shows: a card's whole data would lengthen the markup cache's key.
    product: {
      id: product.id,
      designation: product.designation,
      inStock: product.inStock,
      cart: rules,
      giftCard,
    },
    kind,
    variant,
    quantity,
    stored,
    atLimit: quantity >= rules.max || (error !== null && fetcher.data?.limit === true),
    error,
    redirectTo: location.pathname + location.search,
  };
  const Form = useFetcherForm(fetcher.submit, () => setEngaged(true));
  return { view, fetcher, engaged, national: !cart, Form };
}

/** Whether the control has anything to offer (a product that cannot be sold and is not in the cart: no). */
export function cartControlShown({ product, quantity }: CartControlView): boolean {
  return (product.cart.sellable || product.giftCard !== undefined) && (product.inStock || quantity > 0);
}

/**
 * Add to cart and quantity control of a product card or sheet: "Ajouter",
 * then − quantity + within the product's step, minimum and maximum; a weight list for goods sold by
 * weight. Each button posts a plain form to `/ressources/panier` (works without JavaScript, the
 * action redirects back); with JavaScript a fetcher sends it and the quantity changes at once.
 * National mode has no cart: "Ajouter" opens the shop selector.
 */
export function AddToCart({
  product,
  kind,
  variant = 'card',
}: {
  product: AddToCartProduct;
  kind?: CartKind;
  variant?: Variant;
}) {
  const { view, fetcher, engaged, national, Form } = useCartControl(product, kind, variant);
  const className = controlClassName(variant);

  if (national) {
    // National mode: no cart; adding means choosing a store first.
    if (!product.cart.sellable) return null;
    return (
      <div className={className}>
        <ShopSelectorTrigger className={styles.add}>
          Ajouter<span className="sr-only"> {product.designation} : choisissez d'abord un magasin</span>
        </ShopSelectorTrigger>
      </div>
    );
  }
  if (!cartControlShown(view)) return null;

  return (
    <CachedMarkup source={{ kind: 'panier', data: view }} className={className}>
      <CartControl view={view} Form={Form} />
      {engaged && <AfterAddPopins view={view} fetcher={fetcher} />}
    </CachedMarkup>
  );
}

/** The popins after a change (browser only): suggestions after an add, the lot advantage. */
export function AfterAddPopins({ view, fetcher }: { view: CartControlView; fetcher: CartFetcher }) {
  const { variant, product, quantity } = view;
  if (variant === 'line' && !product.cart.lot) return null;
  return (
    // One corner for both popins: they stack instead of covering each other.
    <div className={styles.popins}>
      {variant !== 'line' && <SuggestionPopin fetcher={fetcher} product={product} />}
      {product.cart.lot && (
        <LotAdvantagePopin text={product.cart.lot} quantity={quantity} before={view.stored} />
      )}
    </div>
  );
}

/** The control's forms, from its view alone (no hooks: its markup can be cached on the server). */
export function CartControl({ view, Form }: { view: CartControlView; Form: CartFormComponent }) {
  const { product, kind, quantity, stored, error, variant } = view;
  const rules = product.cart;
  const giftCard = product.giftCard;
  const caterer = CATERER_RULES[kind];
  // The product's fields travel in the action's address: no hidden inputs (four per card, 48 cards).
  const action = cartFormAction({
    produit_id: String(product.id),
    ...(giftCard ? { montant: String(giftCard.amount) } : {}),
    type_panier: kind,
    avant: String(stored),
    redirectTo: view.redirectTo,
  });

  return (
    <>
      {rules.weighed ? (
        <WeightForm Form={Form} product={product} quantity={quantity} action={action} />
      ) : quantity === 0 ? (
        <CartForm Form={Form} action={action} className={styles.form}>
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
        <CartForm Form={Form} action={action} className={styles.stepper}>
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
            disabled={view.atLimit}
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
    </>
  );
}

type CartFetcher = ReturnType<typeof useFetcher<CartActionData>>;

/** The cart action's form of one product: through its fetcher, no revalidation, its fields in `action`. */
function CartForm({
  Form,
  action,
  className,
  children,
}: {
  Form: CartFormComponent;
  action: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} defaultShouldRevalidate={false} className={className}>
      {children}
    </Form>
  );
}

function WeightForm({
  Form,
  product,
  quantity,
  action,
}: {
  Form: CartFormComponent;
  product: AddToCartProduct;
  quantity: number;
  action: string;
}) {
  const choices = weightChoices(product.cart);
  const current = choices.includes(quantity) ? quantity : (choices[0] ?? product.cart.min);
  return (
    <CartForm Form={Form} action={action} className={styles.weight}>
      {/* The select inside its label: no id, which cached markup could not make unique on a page. */}
      <label className={styles.weightLabel}>
        <span className={styles.weightText}>
          Poids<span className="sr-only"> de {product.designation}</span>
        </span>
        <select
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
      </label>
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
