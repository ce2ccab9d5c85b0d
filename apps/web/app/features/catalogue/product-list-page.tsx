import { centsToEuros } from '@cabas/domain/money';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useFetcher, useSubmit } from 'react-router';
import { pushToDataLayer } from '../../lib/tracking.ts';
import { CachedMarkup } from '../../ui/cached-markup.tsx';
import type { CardData } from './card-model.ts';
import type { ListFacet, ListPageData } from './list.server.ts';
import { impressionBatches, listUrl, pushZoneSlots } from './list-url.ts';
import { ProductCard } from './product-card.tsx';
import styles from './product-list-page.module.css';

/** Cards of the first row load eagerly; the others lazily. */
const EAGER_CARDS = 4;
/** Infinite scroll starts loading the next page 1000 px before the end of the list. */
const SCROLL_MARGIN = '1000px';

export function Breadcrumb({ items }: { items: { label: string; url: string }[] }) {
  if (!items.length) return null;
  return (
    <nav aria-label="Fil d'Ariane" className={styles.breadcrumb}>
      <ol>
        <li>
          <a href="/">Accueil</a>
        </li>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <a href={item.url} aria-current="page">
                {item.label}
              </a>
            ) : (
              <a href={item.url}>{item.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function pushImpressions(list: string, items: CardData[], offset: number) {
  pushToDataLayer({
    event: 'view_item_list',
    ecommerce: {
      item_list_name: list,
      items: items.map((item, index) => ({
        item_id: String(item.id),
        item_name: item.designation,
        item_brand: item.brand,
        price: item.priceCents === null ? undefined : centsToEuros(item.priceCents),
        index: offset + index,
      })),
    },
  });
}

function PriceForm({ facet, data }: { facet: ListFacet; data: ListPageData }) {
  const min = facet.values[0]?.value ?? '';
  const max = facet.values[1]?.value ?? '';
  return (
    <form method="get" action={data.path} className={styles.priceForm}>
      {data.keywords && <input type="hidden" name="keywords" value={data.keywords} />}
      {data.sort !== 'pertinence' && <input type="hidden" name="sortby" value={data.sort} />}
      <label>
        Prix min (€)
        <input name="prixmin" type="number" inputMode="decimal" min={0} step="0.01" defaultValue={min} />
      </label>
      <label>
        Prix max (€)
        <input name="prixmax" type="number" inputMode="decimal" min={0} step="0.01" defaultValue={max} />
      </label>
      <button type="submit" className={styles.smallButton}>
        Appliquer
      </button>
    </form>
  );
}

/**
 * The filters: plain links and a GET form, nothing for React to do in the browser. Their markup is
 * kept from the server as long as the list's data is the same (about 150 elements not hydrated).
 * On a small screen they fold under a "Filtrer les produits" toggle (a native `details`, so it works
 * without JavaScript) and the products come first; on a wide one the toggle is hidden and the panel
 * always shows (product-list-page.module.css).
 */
function Facets({ data }: { data: ListPageData }) {
  const active = data.active.length;
  return (
    <aside className={styles.facets} aria-labelledby="filtres-titre">
      <details className={styles.filterPanel}>
        <summary className={styles.filterToggle}>
          Filtrer les produits
          {active > 0 && ` (${active} filtre${active > 1 ? 's' : ''} actif${active > 1 ? 's' : ''})`}
        </summary>
        <CachedMarkup
          source={{ kind: 'facettes', data }}
          serverCache={false}
          keepServerMarkup
          className={styles.facetsContent}
        >
          <FacetsContent data={data} />
        </CachedMarkup>
      </details>
    </aside>
  );
}

function FacetsContent({ data }: { data: ListPageData }) {
  return (
    <>
      <h2 id="filtres-titre" className={styles.facetsTitle}>
        Filtrer
      </h2>
      {data.active.length > 0 && (
        <ul className={styles.active} aria-label="Filtres actifs">
          {data.active.map((filter) => (
            <li key={filter.href}>
              <a href={filter.href} rel="nofollow">
                {filter.label}
                <span className="sr-only"> (retirer ce filtre)</span>
                <span aria-hidden="true"> ×</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {data.facets.map((facet) =>
        facet.values.length === 0 ? null : (
          <details key={facet.code} className={styles.facet} open={facet.code !== 'allergenes'}>
            <summary>{facet.label}</summary>
            {facet.mode === 'slider' ? (
              <PriceForm facet={facet} data={data} />
            ) : (
              <ul>
                {facet.values.map((value) => (
                  <li key={value.value}>
                    <a
                      href={value.href}
                      rel="nofollow"
                      className={value.active ? styles.checked : styles.unchecked}
                      aria-label={`${value.label}, ${value.count} produit${value.count > 1 ? 's' : ''}${
                        value.active ? ', sélectionné' : ''
                      }`}
                    >
                      <span className={styles.box} aria-hidden="true" />
                      {value.label} <span className={styles.count}>({value.count})</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </details>
        ),
      )}
    </>
  );
}

/**
 * A pro's quick filters (« Produits pro » and the labels, at most 5): plain links that toggle the
 * filter through the list's URL, like the facets.
 */
export function QuickFilters({ filters }: { filters: ListPageData['quickFilters'] }) {
  if (!filters.length) return null;
  return (
    <nav aria-label="Filtres rapides" className={styles.quickFilters}>
      <ul>
        {filters.map((filter) => (
          <li key={filter.href}>
            <a
              href={filter.href}
              rel="nofollow"
              className={filter.active ? styles.quickActive : undefined}
              aria-label={`${filter.label}, ${filter.count} produit${filter.count > 1 ? 's' : ''}${
                filter.active ? ', sélectionné (retirer ce filtre)' : ''
              }`}
            >
              {filter.label} <span className={styles.count}>({filter.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SortForm({ data }: { data: ListPageData }) {
  const submit = useSubmit();
  return (
    <form method="get" action={data.path} className={styles.sort}>
      {data.keywords && <input type="hidden" name="keywords" value={data.keywords} />}
      <label htmlFor="tri">Trier par</label>
      <select
        id="tri"
        name="sortby"
        defaultValue={data.sort}
        onChange={(event) => submit(event.currentTarget.form)}
      >
        {data.sorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.smallButton}>
        Trier
      </button>
    </form>
  );
}

function firstPages(data: ListPageData) {
  return { first: data.page, last: data.page, products: data.products };
}

export function ProductListPage({ data }: { data: ListPageData }) {
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [pages, setPages] = useState(() => firstPages(data));
  const [shown, setShown] = useState(data);
  const fetcher = useFetcher<ListPageData>();
  const pending = useRef<'next' | 'previous' | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const counted = useRef(0);

  // A new list (filters, sort, navigation): start again from the loader's page, in this render
  // (an effect would render the whole list a second time after hydration).
  if (shown !== data) {
    setShown(data);
    setPages(firstPages(data));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list counts its impressions afresh
  useEffect(() => {
    counted.current = 0;
  }, [data]);

  useEffect(() => {
    const loaded = fetcher.data;
    if (!loaded || fetcher.state !== 'idle' || !pending.current) return;
    const direction = pending.current;
    pending.current = null;
    setPages((current) => {
      const known = new Set(current.products.map((product) => product.id));
      const fresh = loaded.products.filter((product) => !known.has(product.id));
      return direction === 'next'
        ? { ...current, last: loaded.page, products: [...current.products, ...fresh] }
        : { ...current, first: loaded.page, products: [...fresh, ...current.products] };
    });
  }, [fetcher.data, fetcher.state]);

  const hasNext = pages.last < data.totalPages;
  const hasPrevious = pages.first > 1;
  const pageHref = (page: number) =>
    listUrl(data.path, {
      keywords: data.keywords,
      sortby: data.sort === 'pertinence' ? null : data.sort,
      pageindex: page,
    });

  const load = (direction: 'next' | 'previous') => {
    if (fetcher.state !== 'idle' || pending.current) return;
    pending.current = direction;
    fetcher.load(pageHref(direction === 'next' ? pages.last + 1 : pages.first - 1));
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  // Infinite scroll: the next page loads when the end of the list comes within 1000 px.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current('next');
      },
      { rootMargin: `0px 0px ${SCROLL_MARGIN} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext]);

  // Impressions: one view_item_list event per 6 items shown (the rest once the list is complete).
  useEffect(() => {
    const items = pages.products;
    const complete = !hasNext;
    for (const batch of impressionBatches(items, counted.current)) {
      if (batch.length < 6 && !complete) break;
      pushImpressions(data.title, batch, counted.current);
      counted.current += batch.length;
    }
  }, [pages.products, hasNext, data.title]);

  const slots = pushZoneSlots(layout, data.pushZones.length);

  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb items={data.breadcrumb} />
      <h1 className={styles.title}>
        {data.kind === 'recherche' && data.keywords ? `Résultats pour « ${data.keywords} »` : data.title}
      </h1>
      <p className={styles.total} aria-live="polite">
        {data.total} produit{data.total > 1 ? 's' : ''}
      </p>
      {data.subcategories.length > 0 && (
        <nav aria-label="Sous-rayons" className={styles.subcategories}>
          <ul>
            {data.subcategories.map((category) => (
              <li key={category.url}>
                <a href={category.url}>{category.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <QuickFilters filters={data.quickFilters} />
      <div className={styles.columns}>
        <Facets data={data} />
        <section className={styles.results} aria-labelledby="liste-produits">
          <h2 id="liste-produits" className="sr-only">
            Liste des produits
          </h2>
          <div className={styles.toolbar}>
            <SortForm data={data} />
            <fieldset className={styles.layout}>
              <legend className="sr-only">Affichage</legend>
              <button type="button" aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')}>
                Grille
              </button>
              <button type="button" aria-pressed={layout === 'list'} onClick={() => setLayout('list')}>
                Liste
              </button>
            </fieldset>
          </div>
          {hasPrevious && (
            <p className={styles.more}>
              <a
                href={pageHref(pages.first - 1)}
                className={styles.moreButton}
                onClick={(event) => {
                  event.preventDefault();
                  load('previous');
                }}
              >
                Afficher les produits précédents
              </a>
            </p>
          )}
          {pages.products.length === 0 ? (
            <p>Aucun produit ne correspond à votre recherche.</p>
          ) : (
            <ul className={layout === 'grid' ? styles.grid : styles.list}>
              {pages.products.map((product, index) => {
                const zoneIndex = pages.first === 1 ? slots.indexOf(index + 1) : -1;
                const zone = zoneIndex >= 0 ? data.pushZones[zoneIndex] : undefined;
                return (
                  <Fragment key={product.id}>
                    {zone && (
                      <li className={styles.zone}>
                        <section aria-label={zone.title}>
                          <h3 className={styles.zoneTitle}>{zone.title}</h3>
                          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content from the shop's own API. */}
                          <div dangerouslySetInnerHTML={{ __html: zone.html }} />
                        </section>
                      </li>
                    )}
                    <li>
                      <ProductCard
                        product={product}
                        eager={pages.first === data.page && index < EAGER_CARDS}
                      />
                    </li>
                  </Fragment>
                );
              })}
            </ul>
          )}
          <div ref={sentinel} />
          {hasNext && (
            <p className={styles.more}>
              <a
                href={pageHref(pages.last + 1)}
                className={styles.moreButton}
                onClick={(event) => {
                  event.preventDefault();
                  load('next');
                }}
              >
                Afficher plus
              </a>
            </p>
          )}
          {fetcher.state === 'loading' && (
            <p role="status" className={styles.loading}>
              Chargement…
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
