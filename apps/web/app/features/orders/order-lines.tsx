import { formatPrice } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import styles from './order-detail.module.css';
import type { OrderLineView } from './order-detail-view.ts';

/** A line's delivery status: LIVRE success, EN_ATTENTE and EN_COURS orange, ANNULE warning. */
export function TrackingBadge({ line }: { line: OrderLineView }) {
  if (line.suiviTone === 'orange') return <span className={styles.orange}>{line.suiviLabel}</span>;
  return <Badge tone={line.suiviTone}>{line.suiviLabel}</Badge>;
}

const quantityText = (q: number) => (Number.isInteger(q) ? String(q) : String(q).replace('.', ','));

/** The lines of an order as a table: product, quantity, prices, delivery status (and availability). */
export function OrderLines({
  lines,
  caption,
  withAvailability = false,
}: {
  lines: OrderLineView[];
  caption: string;
  withAvailability?: boolean;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.lines}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Quantité</th>
            <th scope="col">Prix unitaire</th>
            <th scope="col">Total</th>
            <th scope="col">Suivi</th>
            {withAvailability ? <th scope="col">Disponibilité</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className={styles.product}>
                {line.picture ? (
                  <img src={line.picture} alt="" width={48} height={48} loading="lazy" />
                ) : null}
                <span>
                  {line.productHref ? <a href={line.productHref}>{line.designation}</a> : line.designation}
                  {line.brand ? <span className={styles.brand}>{line.brand}</span> : null}
                </span>
              </th>
              <td>{quantityText(line.quantity)}</td>
              <td>{formatPrice(line.unitCents)}</td>
              <td>
                {formatPrice(line.totalCents)}
                {line.totalAfterCents < line.totalCents ? (
                  <span className={styles.after}>après remises : {formatPrice(line.totalAfterCents)}</span>
                ) : null}
              </td>
              <td>
                <TrackingBadge line={line} />
              </td>
              {withAvailability ? (
                <td>{line.available ? 'Disponible' : 'Indisponible dans ce magasin'}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
