import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/format.ts';
import styles from './usual-products.module.css';
import type { UsualItemView } from './usual-view.ts';

/**
 * One usual product in an add form: a tick box (its label is the product's name), the picture, the
 * price, why it is there, and its quantity field (`quantite-{id}`), then the `actions` given; the
 * `removal` button shows even when the store cannot sell it, whose tick box then stays usable.
 */
export function UsualItem({
  item,
  checked,
  actions,
  removal,
}: {
  item: UsualItemView;
  checked: boolean;
  actions?: ReactNode;
  removal?: ReactNode;
}) {
  const box = `produit-${item.id}`;
  return (
    <li className={styles.item}>
      <input
        type="checkbox"
        id={box}
        name="produit"
        value={item.id}
        defaultChecked={checked && item.available}
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
                defaultValue={item.quantity}
                min={item.min}
                max={item.max}
                step={item.step}
                inputMode={item.weighed ? 'decimal' : 'numeric'}
              />
            </label>
            {actions}
          </div>
        ) : null}
        {removal}
      </div>
    </li>
  );
}
