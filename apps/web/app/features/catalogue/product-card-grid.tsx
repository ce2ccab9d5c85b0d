import type { CardData } from './card-model.ts';
import { ProductCard } from './product-card.tsx';
import styles from './product-card-grid.module.css';

/** A list of product cards in a responsive grid; the first `eagerCount` images load at once. */
export function ProductCardGrid({
  products,
  eagerCount = 0,
}: {
  products: readonly CardData[];
  eagerCount?: number;
}) {
  return (
    <ul className={styles.cards}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
