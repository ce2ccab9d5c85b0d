import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { formatDistance } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { type LocatorStore, MODE_LABELS } from './locator.ts';
import styles from './store-locator.module.css';

/** The store pointed at in the list or on the map, and where it was pointed at. */
export interface Highlight {
  id: number;
  from: 'list' | 'map';
}

/** The stores as a list: on its own, a complete keyboard-usable equivalent of the map. */
export function StoreList({
  stores,
  highlight,
  onHighlight,
}: {
  stores: LocatorStore[];
  highlight: Highlight | null;
  onHighlight: (highlight: Highlight) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (highlight?.from !== 'map') return;
    listRef.current
      ?.querySelector(`[data-store-id="${highlight.id}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [highlight]);
  if (!stores.length) return null;
  return (
    <ol ref={listRef} className={styles.list}>
      {stores.map((store) => (
        <li
          key={store.id}
          data-store-id={store.id}
          className={highlight?.id === store.id ? `${styles.item} ${styles.itemActive}` : styles.item}
          onMouseEnter={() => onHighlight({ id: store.id, from: 'list' })}
          onFocus={() => onHighlight({ id: store.id, from: 'list' })}
        >
          <StoreCard store={store} />
        </li>
      ))}
    </ol>
  );
}

function StoreCard({ store }: { store: LocatorStore }) {
  const titleId = `magasin-${store.id}`;
  return (
    <article aria-labelledby={titleId} className={styles.card}>
      <h3 id={titleId} className={styles.name}>
        <Link to={store.path}>{store.name}</Link>
        {store.distance !== null && (
          <span className={styles.distance}> · {formatDistance(store.distance)}</span>
        )}
      </h3>
      <p className={styles.address}>
        {store.adresse}, {store.cp} {store.ville}
      </p>
      <p className={store.open ? styles.open : styles.closed}>
        <strong>{store.status}</strong>
      </p>
      <p className={styles.today}>
        Aujourd’hui : {store.todayHours}
        {store.todayExceptional && ' (horaires exceptionnels)'}
      </p>
      <details className={styles.more}>
        <summary>Horaires de la semaine et services</summary>
        <p>{store.weekHours}</p>
        {store.services.length > 0 && <p>Services : {store.services.join(', ')}</p>}
      </details>
      {store.modes.length > 0 && (
        <ul className={styles.modes} aria-label="Modes de commande">
          {store.modes.map((mode) => (
            <li key={mode}>{MODE_LABELS[mode]}</li>
          ))}
        </ul>
      )}
      <p className={styles.phone}>
        Téléphone : <a href={`tel:${store.telephone.replace(/\s/g, '')}`}>{store.telephone}</a>
      </p>
      <Form method="post" action="/magasins/choisir" className={styles.choose}>
        <input type="hidden" name="magasin_id" value={store.id} />
        <input type="hidden" name="redirectTo" value="/" />
        <Button type="submit" size="small">
          Choisir ce magasin<span className="sr-only"> : {store.name}</span>
        </Button>
      </Form>
    </article>
  );
}
