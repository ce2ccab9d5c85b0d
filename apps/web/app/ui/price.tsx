import { formatPrice, formatUnitPrice } from '../lib/format.ts';
import styles from './price.module.css';

export interface PriceProps {
  /** Price in cents. */
  cents: number;
  /** The former price in cents, shown struck through when higher. */
  strikeCents?: number | null;
  /** Price per reference unit (`3,50 € / kg`). */
  unit?: { cents: number; label: string } | null;
}

/** A price as `12,34 €`, with an optional strike price and price per kg/litre. */
export function Price({ cents, strikeCents, unit }: PriceProps) {
  const hasStrike = typeof strikeCents === 'number' && strikeCents > cents;
  return (
    <span className={`${styles.price} ${hasStrike ? styles.promo : ''}`}>
      <span className={styles.amount}>
        {hasStrike && <span className="sr-only">Prix promotionnel : </span>}
        {formatPrice(cents)}
      </span>
      {hasStrike && (
        <s className={styles.strike}>
          <span className="sr-only">au lieu de </span>
          {formatPrice(strikeCents)}
        </s>
      )}
      {unit && <span className={styles.unit}>{formatUnitPrice(unit.cents, unit.label)}</span>}
    </span>
  );
}
