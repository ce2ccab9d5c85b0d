import type { LeafletListData } from './leaflet-model.ts';
import styles from './leaflets.module.css';

/** The covers of the store's leaflets, running ones first (the kiosk's start page too). */
export function LeafletCovers({
  data,
  kiosk = false,
  link = (href) => href,
}: {
  data: LeafletListData;
  kiosk?: boolean;
  /** The address of a cover's link (the kiosk keeps its settings in it). */
  link?: (href: string) => string;
}) {
  if (data.leaflets.length === 0)
    return <p>Votre magasin n’a pas de prospectus en ce moment. Revenez bientôt !</p>;
  return (
    <ul className={`${styles.covers} ${kiosk ? styles.kioskCovers : ''}`}>
      {data.leaflets.map((leaflet) => (
        <li key={leaflet.slug}>
          <article className={styles.cover} aria-labelledby={`prospectus-${leaflet.slug}`}>
            {leaflet.cover && <img src={leaflet.cover} alt="" width={120} height={120} loading="lazy" />}
            <p className={styles.coverKind}>{leaflet.kind}</p>
            <h2 id={`prospectus-${leaflet.slug}`} className={styles.coverTitle}>
              <a href={link(leaflet.href)} className={styles.coverLink}>
                {leaflet.title}
              </a>
            </h2>
            <p className={styles.coverDates}>
              {leaflet.coming && <span className={styles.coming}>À venir · </span>}
              {leaflet.validity}
            </p>
            <p className={styles.coverCount}>
              {leaflet.products} produit{leaflet.products > 1 ? 's' : ''} · {leaflet.pages} page
              {leaflet.pages > 1 ? 's' : ''}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
