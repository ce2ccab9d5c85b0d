import { data } from 'react-router';
import { type InfoConsoData, infoConsoLoader } from '../features/catalogue/index.server.ts';
import { InfoValues, productPageStyles as styles } from '../features/catalogue/index.ts';
import { shopContext } from '../lib/context.server.ts';
import { pageTitle } from '../lib/meta.ts';
import { parseEan } from '../lib/route-patterns.ts';
import type { Route } from './+types/infoconso';

/** `/infoconso/{ean}` (bare layout): consumer information of a product. */
export function loader({ params, context }: Route.LoaderArgs) {
  const ean = parseEan(params.ean);
  if (!ean) throw data({ message: 'Page Not Found' }, { status: 404 });
  return infoConsoLoader(context.get(shopContext), ean);
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  pageTitle(
    error,
    loaderData ? `Informations consommateur : ${loaderData.designation}` : 'Informations consommateur',
    loaderData ? `Informations consommateur de ${loaderData.designation} (${loaderData.brand}).` : undefined,
  );

function Groups({ info }: { info: InfoConsoData }) {
  return (
    <>
      {info.groups.map((group) => (
        <section key={group.code} className={styles.section} aria-labelledby={`groupe-${group.code}`}>
          <h2 id={`groupe-${group.code}`}>{group.label}</h2>
          <InfoValues group={group} className={styles.group} />
        </section>
      ))}
    </>
  );
}

export default function InfoConso({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page} style={{ padding: '1rem' }}>
      <p className={styles.brand}>{loaderData.brand}</p>
      <h1 className={styles.title}>{loaderData.designation}</h1>
      {loaderData.image && <img src={loaderData.image} alt="" width={160} height={160} />}
      <Groups info={loaderData} />
    </div>
  );
}
