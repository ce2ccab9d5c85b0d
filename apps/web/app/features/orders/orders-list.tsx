import { formatCount } from '../../lib/format.ts';
import { OrderCard } from './order-card.tsx';
import styles from './orders.module.css';
import { OrdersFilters } from './orders-filters.tsx';
import { ALL_ORDERS_PATH, ORDERS_PATH } from './orders-links.ts';
import type { OrdersListData } from './orders-list.server.ts';
import { OrdersTabs } from './orders-tabs.tsx';

const TITLES = {
  'en-cours': 'Mes commandes en cours',
  archive: 'Mes commandes archivées',
  toutes: 'Toutes mes commandes',
} as const;

function countText(total: number): string {
  if (total === 0) return 'Aucune commande';
  return `${formatCount(total)} commande${total > 1 ? 's' : ''}`;
}

function emptyText(data: OrdersListData): string {
  if (data.filtered) return 'Aucune commande ne correspond à ces filtres.';
  if (data.view === 'en-cours') return 'Vous n’avez pas de commande en cours.';
  if (data.view === 'archive') return 'Vous n’avez pas encore de commande archivée.';
  return 'Vous n’avez pas encore passé de commande.';
}

/** `/mon-compte/mes-commandes` (tabs current and archive) and `/mon-compte/toutes-mes-commandes`. */
export function OrdersList({ data }: { data: OrdersListData }) {
  const pathname = data.view === 'toutes' ? ALL_ORDERS_PATH : ORDERS_PATH;
  return (
    <div className={styles.page}>
      <h1>{data.view === 'toutes' ? 'Toutes mes commandes' : 'Mes achats et tickets'}</h1>
      {data.view === 'toutes' ? null : <OrdersTabs current={data.view} />}
      <OrdersFilters data={data} pathname={pathname} />
      <h2 className={styles.listTitle}>{TITLES[data.view]}</h2>
      <p className={styles.count} role="status">
        {countText(data.total)}
        {data.pages.length > 1 ? ` — page ${data.page} sur ${data.pages.length}` : ''}
      </p>
      {data.orders.length === 0 ? (
        <p className={styles.empty}>{emptyText(data)}</p>
      ) : (
        <ul className={styles.list}>
          {data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {data.pages.length > 1 ? (
        <nav aria-label="Pages des commandes" className={styles.pagination}>
          <ul>
            {data.previousHref ? (
              <li>
                <a href={data.previousHref} rel="prev">
                  Page précédente
                </a>
              </li>
            ) : null}
            {data.pages.map((p) => (
              <li key={p.number}>
                <a href={p.href} aria-current={p.current ? 'page' : undefined}>
                  <span className="sr-only">Page </span>
                  {p.number}
                </a>
              </li>
            ))}
            {data.nextHref ? (
              <li>
                <a href={data.nextHref} rel="next">
                  Page suivante
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      {data.view === 'toutes' ? null : (
        <p>
          <a href={ALL_ORDERS_PATH}>Voir toutes mes commandes</a>
        </p>
      )}
    </div>
  );
}
