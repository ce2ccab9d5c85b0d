import { FORM_PAGES } from '@cabas/contracts';
import { lazy } from '../../lib/format.ts';
import { Price } from '../../ui/price.tsx';
import { Stickers } from '../../ui/stickers.tsx';
import { AddToCart } from '../cart/index.ts';
import { SheetAddToList } from '../lists/index.ts';
import { GiftCardAmount } from './gift-card-form.tsx';
import { InfoValues } from './info-values.tsx';
import type { ProductPageData } from './product.server.ts';
import { NutriScore } from './product-card.tsx';
import { ProductCardGrid } from './product-card-grid.tsx';
import { Breadcrumb } from './product-list-page.tsx';
import styles from './product-page.module.css';

const NUTRITION_ROWS: [keyof NonNullable<ProductPageData['nutrition']>, string, string][] = [
  ['energyKj', 'Énergie', 'kJ'],
  ['energyKcal', 'Énergie', 'kcal'],
  ['fat', 'Matières grasses', 'g'],
  ['saturatedFat', 'dont acides gras saturés', 'g'],
  ['carbohydrates', 'Glucides', 'g'],
  ['sugars', 'dont sucres', 'g'],
  ['fiber', 'Fibres alimentaires', 'g'],
  ['proteins', 'Protéines', 'g'],
  ['salt', 'Sel', 'g'],
];

const decimal = lazy(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }));

function Stars({ value }: { value: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${decimal().format(value)} sur 5`}>
      {'★★★★★'.slice(0, Math.round(value))}
      <span className={styles.starsOff}>{'★★★★★'.slice(Math.round(value))}</span>
    </span>
  );
}

export function ProductPage({ data }: { data: ProductPageData }) {
  const card = data.card;
  const stats = data.reviews.statistics;
  return (
    <div className={`page ${styles.page}`}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped by jsonLdText. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      <Breadcrumb items={data.breadcrumb} />
      {data.replacedByNational && (
        <p className={styles.notice} role="status">
          Ce produit n'est pas disponible dans votre magasin : il est affiché avec les informations
          nationales.
        </p>
      )}
      <div className={styles.top}>
        <div className={styles.media}>
          <img src={card.image} alt="" width={320} height={320} />
          <Stickers codes={card.stickers} />
        </div>
        <div className={styles.summary}>
          <p className={styles.brand}>{card.brand}</p>
          <h1 className={styles.title}>{card.designation}</h1>
          {card.quantity && <p className={styles.muted}>{card.quantity}</p>}
          {card.nutriscore && <NutriScore grade={card.nutriscore} />}
          {data.giftCard ? (
            <GiftCardAmount range={data.giftCard} />
          ) : (
            <div className={styles.priceBlock}>
              {card.priceCents !== null ? (
                <Price cents={card.priceCents} strikeCents={card.strikeCents} unit={card.unit} />
              ) : (
                <p>Non disponible dans votre magasin</p>
              )}
              {card.discountPercent ? (
                <span className={styles.discount}>-{card.discountPercent} %</span>
              ) : null}
              <p className={card.inStock ? styles.inStock : styles.outOfStock}>
                {card.inStock ? 'En stock' : 'Rupture'}
              </p>
            </div>
          )}
          <AddToCart product={card} variant="sheet" />
          {card.giftCardRange ? null : (
            <SheetAddToList productId={card.id} productName={card.designation} productUrl={card.url} />
          )}
          {card.advantages.length > 0 && (
            <ul className={styles.advantages} aria-label="Avantages">
              {card.advantages.map((advantage, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: advantages have no id.
                <li key={index}>
                  {advantage.full}
                  {advantage.mix && (
                    <>
                      {' '}
                      <a href={advantage.mix}>Voir les produits de l’offre</a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {data.lots.length > 0 && <p className={styles.muted}>Offre par lot : {data.lots.join(' · ')}</p>}
          {data.description && <p>{data.description}</p>}
        </div>
      </div>

      {data.similar.length > 0 && (
        <section aria-labelledby="similaires" className={styles.section}>
          <h2 id="similaires">Produits similaires</h2>
          <ProductCardGrid products={data.similar} />
        </section>
      )}

      <section aria-labelledby="composition" className={styles.section}>
        <h2 id="composition">Composition</h2>
        {data.ingredients && (
          <>
            <h3>Ingrédients</h3>
            <p>{data.ingredients}</p>
          </>
        )}
        {data.allergens.length > 0 && (
          <>
            <h3>Allergènes</h3>
            <p>{data.allergens.join(', ')}</p>
          </>
        )}
        {data.nutrition && (
          <table className={styles.table}>
            <caption>Valeurs nutritionnelles pour 100 g ou 100 ml</caption>
            <thead>
              <tr>
                <th scope="col">Nutriment</th>
                <th scope="col">Pour 100 g / 100 ml</th>
              </tr>
            </thead>
            <tbody>
              {NUTRITION_ROWS.map(([key, label, unit]) => {
                const value = data.nutrition?.[key];
                return value === null || value === undefined ? null : (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    <td>
                      {decimal().format(value)} {unit}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      {data.infos.length > 0 && (
        <section aria-labelledby="infos-conso" className={styles.section}>
          <h2 id="infos-conso">Informations consommateur</h2>
          {data.infos.map((group) => (
            <details key={group.code} className={styles.group}>
              <summary>{group.label}</summary>
              <InfoValues group={group} />
            </details>
          ))}
        </section>
      )}

      <section aria-labelledby="avis" className={styles.section}>
        <h2 id="avis">Avis clients</h2>
        {stats.count === 0 || stats.average === null ? (
          <p>Aucun avis pour ce produit.</p>
        ) : (
          <>
            <p>
              <Stars value={stats.average} /> {decimal().format(stats.average)}/5 — {stats.count} avis
            </p>
            <ul className={styles.reviews}>
              {data.reviews.items.map((review) => (
                <li key={review.id}>
                  <p>
                    <Stars value={review.note} /> <strong>{review.titre}</strong>
                  </p>
                  <p>{review.commentaire}</p>
                  <p className={styles.muted}>
                    {review.auteur}, le{' '}
                    {new Date(review.date).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}
                  </p>
                </li>
              ))}
            </ul>
            {data.reviews.page < data.reviews.totalPages && (
              <p>
                <a href={`${data.url}?avis=${data.reviews.page + 1}#avis`}>Voir plus d'avis</a>
              </p>
            )}
          </>
        )}
      </section>

      <p className={styles.section}>
        <a href={`${FORM_PAGES['question-produit'].path}?produit=${data.id}`}>
          Une question sur ce produit ? Écrivez-nous
        </a>
      </p>

      {data.complementary.length > 0 && (
        <section aria-labelledby="complementaires" className={styles.section}>
          <h2 id="complementaires">Produits complémentaires</h2>
          <ProductCardGrid products={data.complementary} />
        </section>
      )}
    </div>
  );
}
