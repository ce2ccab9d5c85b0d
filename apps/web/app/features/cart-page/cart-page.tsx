import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { ProductCardGrid } from '../catalogue/index.ts';
import type { SaveListView } from '../lists/index.ts';
import { SaveCartList } from '../lists/index.ts';
import { ShopSelectorTrigger } from '../stores/index.ts';
import { CartLineItem } from './cart-line.tsx';
import styles from './cart-page.module.css';
import type { CartPageData } from './cart-page-model.ts';
import { CartTotals } from './cart-totals.tsx';

function KindTabs({ data }: { data: CartPageData }) {
  if (data.kinds.length < 2) return null;
  return (
    <nav aria-label="Mes paniers" className={styles.kinds}>
      <ul>
        {data.kinds.map((entry) => (
          <li key={entry.kind}>
            <Link
              to={`/panier?type_panier=${entry.kind}`}
              aria-current={entry.kind === data.kind ? 'page' : undefined}
              className={styles.kind}
            >
              {entry.label} ({entry.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/panier`: the basket of one cart kind of the current store. */
export function CartPage({ data, saveList }: { data: CartPageData; saveList?: SaveListView | null }) {
  if (data.national) {
    return (
      <div className={`page ${styles.page}`}>
        <h1 className={styles.title}>Mon panier</h1>
        <p>Choisissez votre magasin pour faire vos courses : les prix et les stocks dépendent du magasin.</p>
        <ShopSelectorTrigger className={styles.linkButton}>Choisir un magasin</ShopSelectorTrigger>
      </div>
    );
  }
  const empty = data.groups.length === 0 && data.unavailable.length === 0;
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Mon panier</h1>
      <KindTabs data={data} />
      {empty ? (
        <div className={styles.empty}>
          <p>Votre panier est vide.</p>
          <ButtonLink to="/">Continuer mes courses</ButtonLink>
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.lines}>
            {data.groups.map((group) => (
              <section key={group.department} aria-labelledby={`rayon-${slug(group.department)}`}>
                <h2 id={`rayon-${slug(group.department)}`} className={styles.department}>
                  {group.department}
                </h2>
                <ul className={styles.list}>
                  {group.lines.map((line) => (
                    <CartLineItem
                      key={line.id}
                      line={line}
                      kind={data.kind}
                      substitutionChoice={data.substitutionChoice}
                    />
                  ))}
                </ul>
              </section>
            ))}
            {data.unavailable.length > 0 && (
              <section aria-labelledby="indisponibles" className={styles.unavailable}>
                <h2 id="indisponibles" className={styles.department}>
                  Produits indisponibles
                </h2>
                <p className={styles.muted}>
                  Ces produits ne sont pas comptés dans le total de votre panier.
                </p>
                <ul className={styles.list}>
                  {data.unavailable.map((line) => (
                    <CartLineItem key={line.id} line={line} kind={data.kind} substitutionChoice={false} />
                  ))}
                </ul>
              </section>
            )}
          </div>
          <div className={styles.aside}>
            <CartTotals data={data} />
            {data.groups.length > 0 && <SaveCartList kind={data.kind} view={saveList ?? null} />}
          </div>
        </div>
      )}
      {data.pushes.length > 0 && (
        <section aria-labelledby="avant-de-commander" className={styles.section}>
          <h2 id="avant-de-commander">Avant de commander</h2>
          <ul className={styles.pushes}>
            {data.pushes.map((push) => (
              <li key={push.title}>
                <strong>{push.title}</strong>
                <p>{push.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.recommended.length > 0 && (
        <section aria-labelledby="suggestions" className={styles.section}>
          <h2 id="suggestions">Nos suggestions pour compléter votre panier</h2>
          <ProductCardGrid products={data.recommended} />
        </section>
      )}
    </div>
  );
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}
