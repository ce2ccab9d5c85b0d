import { formatPrice } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import type { OrderSummaryView } from './order-view.ts';
import styles from './orders.module.css';

/** One order of a list: its title (link to the detail), status, date, store and total. */
export function OrderCard({ order, headingLevel = 2 }: { order: OrderSummaryView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <Heading className={styles.cardTitle}>
          <a href={order.href}>{order.titre}</a>
        </Heading>
        <Badge tone={order.tone}>{order.statutLabel}</Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Commandée le</dt>
          <dd>
            <time dateTime={order.dateIso}>{order.dateText}</time>
          </dd>
        </div>
        <div>
          <dt>N° de commande</dt>
          <dd>{order.code}</dd>
        </div>
        <div>
          <dt>{order.mode}</dt>
          <dd>{order.storeName}</dd>
        </div>
        {order.pickupText ? (
          <div>
            <dt>Retrait prévu</dt>
            <dd>{order.pickupText}</dd>
          </div>
        ) : null}
        <div>
          <dt>Total</dt>
          <dd className={styles.total}>{formatPrice(order.totalCents)}</dd>
        </div>
      </dl>
    </article>
  );
}
