import { ButtonLink } from '../../ui/button.tsx';
import styles from './checkout.module.css';
import type { IncompatibleData } from './incompatible.server.ts';

export function IncompatiblePage({ data }: { data: IncompatibleData }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Produits incompatibles</h1>
      {data.products.length ? (
        <>
          <p>
            Ces produits ne peuvent pas être commandés avec le mode choisi
            {data.modeLabel ? ` (${data.modeLabel})` : ''}. Retirez-les de votre panier ou choisissez un autre
            mode.
          </p>
          <ul>
            {data.products.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>Tous les produits de votre panier peuvent être commandés avec ce mode.</p>
      )}
      <div className={styles.actions}>
        <ButtonLink to={`/panier?type_panier=${data.kind}`} variant="primary">
          Modifier mon panier
        </ButtonLink>
        <ButtonLink to="/commander/mode-livraison" variant="secondary">
          Choisir un autre mode
        </ButtonLink>
      </div>
    </div>
  );
}
