import { Badge } from '../../ui/badge.tsx';
import styles from './order-detail.module.css';
import { OrderLines } from './order-lines.tsx';
import type { OrderProductsData } from './order-products.server.ts';

/** The products of one order: delivery status of each line and whether the store still sells it. */
export function OrderProducts({ data }: { data: OrderProductsData }) {
  const count = data.lines.length;
  return (
    <div className={styles.page}>
      <p>
        <a href={data.orderHref}>Retour à la commande</a>
      </p>
      <div className={styles.head}>
        <h1>Les produits de ma commande</h1>
        <Badge tone={data.tone}>{data.statutLabel}</Badge>
      </div>
      {data.unavailable > 0 ? (
        <p className={styles.hint}>
          {data.unavailable === 1
            ? '1 produit n’est plus vendu par ce magasin.'
            : `${data.unavailable} produits ne sont plus vendus par ce magasin.`}
        </p>
      ) : null}
      <OrderLines
        lines={data.lines}
        caption={`${count} produit${count > 1 ? 's' : ''} de la commande`}
        withAvailability
      />
    </div>
  );
}
