import { ProductCardGrid } from '../catalogue/index.ts';
import { type LeafletPageData, leafletPath, leafletsPath } from './leaflet-model.ts';
import { LeafletPager, LeafletSheet } from './leaflet-sheet.tsx';
import styles from './leaflets.module.css';

/** `/prospectus/{slug}`: one page of a leaflet, as printed, then its accessible version with the cart. */
export function LeafletPage({ data }: { data: LeafletPageData }) {
  const { leaflet, page } = data;
  const href = (n: number) => leafletPath('boutique', leaflet.slug, n);
  return (
    <div className={`page ${styles.page}`}>
      <p className={styles.eyebrow}>
        <a href={leafletsPath('boutique')}>Prospectus de votre magasin</a> · {data.storeName}
      </p>
      <h1 className={styles.title}>{leaflet.title}</h1>
      <p className={styles.meta}>
        {leaflet.kind} · {leaflet.validity}
        {leaflet.pageCount > 1 ? ` · page ${page.number} sur ${leaflet.pageCount}` : ''}
      </p>
      {leaflet.coming && (
        <p className={styles.notice}>
          Ce prospectus est à venir : l’offre n’est pas encore en cours, les prix affichés sont les prix
          d’aujourd’hui.
        </p>
      )}
      <LeafletSheet
        title={leaflet.title}
        kind={leaflet.kind}
        validity={leaflet.validity}
        number={page.number}
        pageCount={leaflet.pageCount}
        products={page.products}
      />
      <LeafletPager number={page.number} pageCount={leaflet.pageCount} href={href} />
      <section aria-labelledby="prospectus-version-accessible" className={styles.accessible}>
        <h2 id="prospectus-version-accessible">Version accessible de la page {page.number}</h2>
        {page.products.length === 0 ? (
          <p>Les produits de cette page ne sont plus vendus par votre magasin.</p>
        ) : (
          <ProductCardGrid products={page.products} eagerCount={0} />
        )}
      </section>
    </div>
  );
}
