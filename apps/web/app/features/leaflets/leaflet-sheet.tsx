import { formatPrice } from '../../lib/format.ts';
import type { CardData } from '../catalogue/index.ts';
import styles from './leaflets.module.css';

/**
 * A leaflet page as printed: the offer's ribbon, the first product large, the others around it, each
 * with its picture, price and the offer's sticker. It is a picture of the page (hidden from assistive
 * technologies); the accessible version below it carries the same products as a list.
 */
export function LeafletSheet({
  title,
  kind,
  validity,
  number,
  pageCount,
  products,
  kiosk = false,
}: {
  title: string;
  kind: string;
  validity: string;
  number: number;
  pageCount: number;
  products: readonly CardData[];
  kiosk?: boolean;
}) {
  return (
    <figure
      className={`${styles.sheet} ${kiosk ? styles.kioskSheet : ''}`}
      aria-labelledby="prospectus-page-legende"
    >
      <div className={styles.sheetGrid} aria-hidden="true">
        <div className={styles.ribbon}>
          <span className={styles.ribbonKind}>{kind}</span>
          <span className={styles.ribbonTitle}>{title}</span>
          <span className={styles.ribbonDates}>{validity}</span>
        </div>
        {products.map((product, index) => (
          <div key={product.id} className={`${styles.tile} ${index === 0 ? styles.hero : ''}`}>
            <span className={styles.sticker}>{title}</span>
            <img
              src={product.image}
              alt=""
              width={index === 0 ? 240 : 120}
              height={index === 0 ? 240 : 120}
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span className={styles.tileName}>{product.designation}</span>
            <span className={styles.tileBrand}>{product.brand}</span>
            {product.priceCents !== null && (
              <span className={styles.tilePrice}>
                {formatPrice(product.priceCents)}
                {product.strikeCents !== null && product.strikeCents > product.priceCents && (
                  <s className={styles.tileStrike}>{formatPrice(product.strikeCents)}</s>
                )}
              </span>
            )}
          </div>
        ))}
      </div>
      <figcaption id="prospectus-page-legende" className={styles.caption}>
        Page {number} sur {pageCount} du prospectus « {title} » : {products.length} produit
        {products.length > 1 ? 's' : ''}, détaillé{products.length > 1 ? 's' : ''} dans la version accessible
        ci-dessous.
      </figcaption>
    </figure>
  );
}

/** Links to the leaflet's pages: previous, each page, next (the current one marked). */
export function LeafletPager({
  number,
  pageCount,
  href,
  kiosk = false,
}: {
  number: number;
  pageCount: number;
  href: (page: number) => string;
  kiosk?: boolean;
}) {
  if (pageCount < 2) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label="Pages du prospectus" className={`${styles.pager} ${kiosk ? styles.kioskPager : ''}`}>
      <ul>
        {number > 1 && (
          <li>
            <a href={href(number - 1)} rel="prev">
              Page précédente
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a href={href(page)} aria-current={page === number ? 'page' : undefined}>
              <span className="sr-only">Page </span>
              {page}
            </a>
          </li>
        ))}
        {number < pageCount && (
          <li>
            <a href={href(number + 1)} rel="next">
              Page suivante
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
