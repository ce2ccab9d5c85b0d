import { Price } from '../../ui/price.tsx';
import { kioskHref, useKiosk } from './kiosk.ts';
import { LeafletCovers } from './leaflet-covers.tsx';
import {
  type LeafletListData,
  type LeafletMissingData,
  type LeafletPageData,
  leafletPath,
  leafletsPath,
} from './leaflet-model.ts';
import { LeafletPager, LeafletSheet } from './leaflet-sheet.tsx';
import styles from './leaflets.module.css';

/** `/prospectus/borne`: the kiosk's start page, the store's leaflets as large covers. */
export function KioskListPage({ data }: { data: LeafletListData }) {
  const { idleParam } = useKiosk();
  return (
    <div className={styles.kioskPage}>
      <h1 className={styles.title}>Les prospectus de votre magasin</h1>
      {data.national ? (
        <p className={styles.lead}>
          Cette borne n’est rattachée à aucun magasin : adressez-vous à l’accueil.
        </p>
      ) : (
        <LeafletCovers data={data} kiosk link={(href) => kioskHref(href, idleParam)} />
      )}
    </div>
  );
}

/** `/prospectus/borne/{slug}`: one page of a leaflet, touch-sized, with its accessible version. */
export function KioskLeafletPage({ data }: { data: LeafletPageData }) {
  const { idleParam } = useKiosk();
  const { leaflet, page } = data;
  return (
    <div className={styles.kioskPage}>
      <p>
        <a href={kioskHref(leafletsPath('borne'), idleParam)} className={styles.kioskButton}>
          Tous les prospectus
        </a>
      </p>
      <h1 className={styles.title}>{leaflet.title}</h1>
      <p className={styles.meta}>
        {leaflet.kind} · {leaflet.validity}
      </p>
      {leaflet.coming && (
        <p className={styles.notice}>
          Ce prospectus est à venir : les prix affichés sont les prix d’aujourd’hui.
        </p>
      )}
      <LeafletPager
        number={page.number}
        pageCount={leaflet.pageCount}
        href={(n) => kioskHref(leafletPath('borne', leaflet.slug, n), idleParam)}
        kiosk
      />
      <LeafletSheet
        title={leaflet.title}
        kind={leaflet.kind}
        validity={leaflet.validity}
        number={page.number}
        pageCount={leaflet.pageCount}
        products={page.products}
        kiosk
      />
      <section aria-labelledby="prospectus-version-accessible" className={styles.accessible}>
        <h2 id="prospectus-version-accessible">Version accessible de la page {page.number}</h2>
        <ul className={styles.kioskList}>
          {page.products.map((product) => (
            <li key={product.id}>
              <span className={styles.kioskName}>{product.designation}</span>
              <span>
                {product.brand}
                {product.quantity ? ` · ${product.quantity}` : ''}
              </span>
              {product.priceCents !== null && (
                <Price cents={product.priceCents} strikeCents={product.strikeCents} unit={product.unit} />
              )}
              <span>{leaflet.title}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The kiosk's page for a leaflet it cannot show (404 not offered, 410 no longer offered). */
export function KioskMissingPage({ data }: { data: LeafletMissingData }) {
  const { idleParam } = useKiosk();
  return (
    <div className={styles.kioskPage}>
      <h1 className={styles.title}>
        {data.missing === 'expire' ? 'Prospectus terminé' : 'Prospectus non proposé'}
      </h1>
      <p className={styles.lead}>{data.message}</p>
      <p>
        <a href={kioskHref(leafletsPath('borne'), idleParam)} className={styles.kioskButton}>
          Voir les prospectus en cours
        </a>
      </p>
    </div>
  );
}
