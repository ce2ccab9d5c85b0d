import { formatPrice } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { cartFormAction } from '../cart/index.ts';
import styles from './usual-products.module.css';
import { USUAL_PATH, type UsualItemView } from './usual-view.ts';

/** The cart page's "Vos produits habituels" section: each product added at its usual quantity. */
export function UsualSuggestions({ items }: { items: UsualItemView[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="produits-habituels" className={`page ${styles.suggestions}`}>
      <h2 id="produits-habituels">Vous n’avez pas oublié ?</h2>
      <p className={styles.muted}>
        Vos produits habituels qui ne sont pas encore dans votre panier.{' '}
        <a href={USUAL_PATH}>Tous mes produits habituels</a>
      </p>
      <ul className={styles.suggestionList}>
        {items.map((item) => (
          <li key={item.id} className={styles.suggestion}>
            <img src={item.image} alt="" width={48} height={48} loading="lazy" />
            <div className={styles.body}>
              <a href={item.url} className={styles.name}>
                {item.designation}
              </a>
              <p className={styles.muted}>{item.summary}</p>
              {item.priceCents !== null ? (
                <p className={styles.price}>{formatPrice(item.priceCents)}</p>
              ) : null}
              <form
                method="post"
                action={cartFormAction({
                  intent: 'set',
                  produit_id: String(item.id),
                  quantite: String(item.quantity),
                  type_panier: item.kind,
                  redirectTo: `/panier?type_panier=${item.kind}`,
                })}
              >
                <Button type="submit" variant="secondary" size="small">
                  Ajouter{' '}
                  {item.quantity > 1 || item.weighed ? `(${String(item.quantity).replace('.', ',')}) ` : ''}
                  <span className="sr-only">{item.designation} </span>au panier
                </Button>
              </form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
