import styles from './usual-products.module.css';
import type { AddNotice as Notice } from './usual-view.ts';

/** After an add: how many products went into the cart, and the ones the store could not take, named. */
export function AddNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div className={styles.success} role="status">
      <p>
        {notice.count === 0
          ? 'Aucun produit n’a pu être ajouté à votre panier.'
          : `${notice.count} produit${notice.count > 1 ? 's ajoutés' : ' ajouté'} à votre panier.`}{' '}
        {notice.count > 0 ? <a href="/panier">Voir mon panier</a> : null}
      </p>
      {notice.refused.length ? (
        <>
          <p>Ces produits ne sont pas disponibles dans votre magasin :</p>
          <ul>
            {notice.refused.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
