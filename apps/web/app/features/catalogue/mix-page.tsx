import type { MixPageData } from './mix.server.ts';
import styles from './mix-page.module.css';
import { ProductCardGrid } from './product-card-grid.tsx';

/** Cards of the first row load eagerly; the others lazily. */
const EAGER_CARDS = 4;

/** `/article/mixin`: one mix offer, its explanation and the products it applies to. */
export function MixPage({ data }: { data: MixPageData }) {
  return (
    <div className={`page ${styles.page}`}>
      <p className={styles.eyebrow}>Offre panachée · {data.label}</p>
      <h1 className={styles.title}>{data.heading}</h1>
      <section className={styles.offer} aria-labelledby="offre-conditions">
        <h2 id="offre-conditions" className="sr-only">
          Conditions de l’offre
        </h2>
        {data.explanation.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{data.validity}.</p>
      </section>
      {!data.active && (
        <p className={styles.notice} role="status">
          Cette offre n’est pas en cours : les prix affichés sont les prix habituels.
        </p>
      )}
      {data.national && (
        <p className={styles.notice}>
          Prix et disponibilités nationaux, donnés à titre indicatif.{' '}
          <a href="/magasins/choisir">Choisissez votre magasin</a> pour voir ses prix et ses offres.
        </p>
      )}
      <section aria-labelledby="offre-produits">
        <h2 id="offre-produits">
          {data.products.length} produit{data.products.length > 1 ? 's' : ''} concerné
          {data.products.length > 1 ? 's' : ''}
        </h2>
        {data.products.length === 0 ? (
          <p>Aucun produit de cette offre n’est disponible dans votre magasin.</p>
        ) : (
          <ProductCardGrid products={data.products} eagerCount={EAGER_CARDS} />
        )}
      </section>
    </div>
  );
}
