import { memo } from 'react';
import { Badge } from '../../ui/badge.tsx';
import { CachedMarkup } from '../../ui/cached-markup.tsx';
import { Price } from '../../ui/price.tsx';
import { Stickers } from '../../ui/stickers.tsx';
import { AddToCart } from '../cart/index.ts';
import { AddToList } from '../lists/index.ts';
import type { CardData } from './card-model.ts';
import styles from './product-card.module.css';

export const CARD_IMAGE_SIZE = 160;

/** Nutri-Score letter as a labelled pill. */
export function NutriScore({ grade }: { grade: string }) {
  const letter = grade.toUpperCase();
  return (
    <span className={`${styles.nutri} ${styles[`nutri${letter}`] ?? ''}`}>
      <span aria-hidden="true">Nutri-Score {letter}</span>
      <span className="sr-only">Nutri-Score : {letter}</span>
    </span>
  );
}

/**
 * A product card of a list: what it shows, then its add-to-cart control. Memoised: a
 * list re-rendered (next page loading, layout switch) leaves the cards already shown alone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
}: {
  product: CardData;
  eager?: boolean;
}) {
  return (
    <article className={styles.card} aria-labelledby={`produit-${product.id}`}>
      {/* An eager image is preloaded from the page's head: only lazy cards come from the cache. */}
      <CachedMarkup
        source={{ kind: 'carte', data: product }}
        serverCache={!eager}
        keepServerMarkup
        className={styles.static}
      >
        <CardContent product={product} eager={eager} />
      </CachedMarkup>
      {product.giftCardRange ? (
        // A gift card's amount is chosen on its sheet: neither the cart nor a list takes it from here.
        <a href={product.url} className={styles.chooseAmount}>
          Choisir le montant<span className="sr-only"> : {product.designation}</span>
        </a>
      ) : (
        <>
          <AddToCart product={product} />
          <AddToList
            productId={product.id}
            productName={product.designation}
            productUrl={product.url}
            className={styles.addToList}
          />
        </>
      )}
    </article>
  );
});

/** What a card shows, from its data alone (cached markup on the server). */
function CardContent({ product, eager }: { product: CardData; eager: boolean }) {
  return (
    <>
      <div className={styles.media}>
        <img
          src={product.image}
          alt=""
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <Stickers codes={product.stickers} />
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <h3 className={styles.title} id={`produit-${product.id}`}>
          <a href={product.url} className={styles.link} title={product.designation}>
            {product.designationMobile === null ? (
              product.designation
            ) : (
              <>
                <span className={styles.desktop}>{product.designationDesktop ?? product.designation}</span>
                <span className={styles.mobile}>{product.designationMobile}</span>
              </>
            )}
          </a>
        </h3>
        {product.quantity && <p className={styles.quantity}>{product.quantity}</p>}
        {product.badges.length > 0 && (
          <ul className={styles.badges} aria-label="Caractéristiques">
            {product.badges.map((badge) => (
              <li key={badge}>
                <Badge tone="success">{badge}</Badge>
              </li>
            ))}
          </ul>
        )}
        {product.nutriscore && <NutriScore grade={product.nutriscore} />}
        {product.advantages.length > 0 && (
          <ul className={styles.advantages} aria-label="Avantages">
            {product.advantages.map((advantage, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: advantages have no id and never reorder.
              <li key={index} title={advantage.full !== advantage.text ? advantage.full : undefined}>
                {advantage.mix ? (
                  <a href={advantage.mix} className={styles.mixLink}>
                    {advantage.text}
                    <span className="sr-only"> : voir les produits de l’offre</span>
                  </a>
                ) : (
                  advantage.text
                )}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.priceRow}>
          {product.giftCardRange ? (
            <p className={styles.giftRange}>
              De {product.giftCardRange.min}&nbsp;€ à {product.giftCardRange.max}&nbsp;€
            </p>
          ) : product.priceCents !== null ? (
            <Price cents={product.priceCents} strikeCents={product.strikeCents} unit={product.unit} />
          ) : (
            <span className={styles.unavailable}>Non disponible dans votre magasin</span>
          )}
          {product.discountPercent ? (
            <span className={styles.discount}>-{product.discountPercent} %</span>
          ) : null}
        </div>
        <p className={product.inStock ? styles.inStock : styles.outOfStock}>
          {product.inStock ? 'En stock' : 'Rupture'}
        </p>
      </div>
    </>
  );
}
