import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/format.ts';
import { initialText, type useCheckedForm } from '../../ui/use-checked-form.ts';
import styles from './usual-products.module.css';
import type { UsualItemView } from './usual-view.ts';

/** The fields of the usual products' forms: the ticks, the button pressed, each quantity. */
export interface UsualValues {
  produit: string[];
  ajouter: string;
  retirer: string;
  [quantity: `quantite-${number}`]: string;
}

type UsualFields = ReturnType<typeof useCheckedForm<UsualValues>>['fields'];

/**
 * What a refused form gives back for each product (`null` for each before any refusal: the
 * defaults).
 */
export function postedOf(fields: UsualFields, answered: boolean) {
  return (item: UsualItemView): UsualItemPosted | null => {
    if (!answered) return null;
    const ticks = fields.produit.initialValue;
    const ticked = Array.isArray(ticks) ? ticks : ticks === undefined ? [] : [ticks];
    const quantity = fields[`quantite-${item.id}`];
    return {
      checked: ticked.includes(String(item.id)),
      quantity: quantity && initialText(quantity),
      error: quantity?.errors?.[0],
    };
  };
}

/** What a refused form gives back for one product: its tick, its quantity as typed, its message. */
export interface UsualItemPosted {
  checked: boolean;
  quantity: string | undefined;
  error: string | undefined;
}

/**
 * One usual product in an add form: a tick box (its label is the product's name), the picture, the
 * price, why it is there, and its quantity field (`quantite-{id}`), then the `actions` given; the
 * `removal` button shows even when the store cannot sell it, whose tick box then stays usable.
 */
export function UsualItem({
  item,
  checked,
  posted,
  actions,
  removal,
}: {
  item: UsualItemView;
  checked: boolean;
  /** After a refusal: what was posted for this product (else the defaults). */
  posted?: UsualItemPosted | null;
  actions?: ReactNode;
  removal?: ReactNode;
}) {
  const box = `produit-${item.id}`;
  const errorId = `quantite-${item.id}-erreur`;
  const error = posted?.error;
  return (
    <li className={styles.item}>
      <input
        type="checkbox"
        id={box}
        name="produit"
        value={item.id}
        defaultChecked={(posted ? posted.checked : checked) && (item.available || Boolean(removal))}
        disabled={!item.available && !removal}
        aria-describedby={`${box}-pourquoi`}
      />
      <img src={item.image} alt="" width={64} height={64} loading="lazy" />
      <div className={styles.body}>
        <label htmlFor={box} className={styles.name}>
          {item.designation}
        </label>
        <p className={styles.muted}>
          {[item.brand, item.quantityLabel].filter(Boolean).join(' – ')}{' '}
          <a href={item.url}>
            Voir le produit<span className="sr-only"> {item.designation}</span>
          </a>
        </p>
        <p id={`${box}-pourquoi`}>{item.reason ?? item.summary}</p>
        {item.available && item.priceCents !== null ? (
          <p className={styles.price}>{formatPrice(item.priceCents)}</p>
        ) : (
          <p className={styles.unavailable}>Indisponible dans votre magasin</p>
        )}
        {item.available ? (
          <div className={styles.controls}>
            <label className={styles.quantity}>
              <span>
                {item.weighed ? 'Quantité (kg)' : 'Quantité'}
                <span className="sr-only"> de {item.designation}</span>
              </span>
              <input
                type="number"
                name={`quantite-${item.id}`}
                defaultValue={posted?.quantity ?? item.quantity}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                min={item.min}
                max={item.max}
                step={item.step}
                inputMode={item.weighed ? 'decimal' : 'numeric'}
              />
            </label>
            {actions}
            {error ? (
              <p id={errorId} className={styles.fieldError}>
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
        {removal}
      </div>
    </li>
  );
}
