import { type InfoConsoSearchData, infoConsoSearchLoader } from '../features/catalogue/index.server.ts';
import { productPageStyles as styles } from '../features/catalogue/index.ts';
import { shopContext } from '../lib/context.server.ts';
import { pageTitle } from '../lib/meta.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import type { Route } from './+types/infoconso-search';

/** `/infoconso?query=` (bare layout): find a product's consumer information. */
export function loader({ request, context }: Route.LoaderArgs) {
  return infoConsoSearchLoader(request, context.get(shopContext));
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  ...pageTitle(
    error,
    loaderData?.query ? `Informations consommateur : « ${loaderData.query} »` : 'Informations consommateur',
    'Ingrédients, allergènes, valeurs nutritionnelles et origines des produits Cabas.',
  ),
  // Result pages are not worth indexing; the form page is.
  ...(loaderData?.query ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

function Results({ data }: { data: InfoConsoSearchData }) {
  if (!data.results) return null;
  const count = data.results.length;
  return (
    <section className={styles.section} aria-labelledby="resultats">
      <h2 id="resultats">
        {count === 0
          ? `Aucun produit ne correspond à « ${data.query} »`
          : `${count} produit${count > 1 ? 's' : ''} pour « ${data.query} »`}
      </h2>
      {count > 0 && (
        <ul>
          {data.results.map((product) => (
            <li key={product.ean}>
              <a href={product.url}>
                {product.designation} — {product.brand}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function InfoConsoSearch({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page} style={{ padding: '1rem' }}>
      <h1 className={styles.title}>Informations consommateur</h1>
      <form method="get" action="/infoconso" className={styles.infoSearch}>
        <Field
          label="Nom du produit ou code EAN"
          name="query"
          type="search"
          defaultValue={loaderData.query}
          error={loaderData.error}
          autoComplete="off"
        />
        <Button type="submit">Rechercher</Button>
      </form>
      <Results data={loaderData} />
    </div>
  );
}
