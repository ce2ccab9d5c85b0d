import { Form, Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { formatFrenchDateTime, formatFrenchDay, isoDateTime } from '../../lib/french-date.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { DeliveryEligibility } from '../delivery-eligibility/index.ts';
import styles from './store-page.module.css';
import { StorePlanningPopin } from './store-planning.tsx';
import type { StorePageData } from './types.ts';

/** Services shown before the toggle. */
const SERVICES_SHOWN = 2;

const litrePrice = (millimes: number) =>
  `${(millimes / 1000).toLocaleString('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} €/L`;

export function StorePage({ data }: { data: StorePageData }) {
  const { store, hours } = data;
  return (
    <div className={`page ${styles.page}`}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped by jsonLdText. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      <header className={styles.header}>
        <h1>{store.name}</h1>
        <address className={styles.address}>
          {store.adresse}, {store.cp} {store.ville}
          <br />
          Téléphone : <a href={`tel:${store.telephone.replace(/\s/g, '')}`}>{store.telephone}</a>
        </address>
        <p className={`${styles.status} ${hours.open ? styles.open : styles.closed}`}>{hours.status}</p>
        <div className={styles.actions}>
          {store.isCurrent ? (
            <p className={styles.muted}>C’est votre magasin.</p>
          ) : (
            <Form method="post" action="/magasins/choisir">
              <input type="hidden" name="magasin_id" value={store.id} />
              <input type="hidden" name="redirectTo" value={store.path} />
              <Button type="submit" variant="primary">
                Choisir ce magasin
              </Button>
            </Form>
          )}
          {store.isCurrent ? (
            <ButtonLink to="/prospectus" variant="secondary">
              Voir les prospectus du magasin
            </ButtonLink>
          ) : (
            // The leaflets are the shopper's store's: seeing these ones chooses this store first.
            <Form method="post" action="/magasins/choisir">
              <input type="hidden" name="magasin_id" value={store.id} />
              <input type="hidden" name="redirectTo" value="/prospectus" />
              <Button type="submit" variant="secondary">
                Voir ses prospectus en choisissant ce magasin
              </Button>
            </Form>
          )}
        </div>
      </header>

      {data.plan && <StorePlanningPopin plan={data.plan} />}

      {data.pushZones.length > 0 && (
        <section aria-label="À la une dans votre magasin" className={styles.grid}>
          {data.pushZones.map((zone) => (
            <div key={zone.code} className={styles.card}>
              <h2>{zone.titre}</h2>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own editorial HTML, never user input. */}
              <div dangerouslySetInnerHTML={{ __html: zone.html_content }} />
            </div>
          ))}
        </section>
      )}

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="horaires">
          <h2 id="horaires">Horaires d’ouverture</h2>
          <p>
            <strong>Aujourd’hui : {hours.today}</strong>
          </p>
          <table className={styles.table}>
            <caption className="sr-only">Horaires de la semaine</caption>
            <tbody>
              {hours.week.map((day) => (
                <tr key={day.day} className={day.isToday ? styles.today : undefined}>
                  <th scope="row">
                    {day.day}
                    {day.isToday && <span className="sr-only"> (aujourd’hui)</span>}
                  </th>
                  <td>{day.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {hours.exceptions.length > 0 && (
            <>
              <h3>Horaires exceptionnels</h3>
              <ul className={styles.list}>
                {hours.exceptions.map((e) => (
                  <li key={`${e.date}-${e.text}`}>
                    <time dateTime={e.date}>{e.label}</time> : {e.text}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className={styles.card} aria-labelledby="modes">
          <h2 id="modes">Modes de commande</h2>
          {data.modes.length === 0 ? (
            <p>Ce magasin ne propose pas de commande en ligne.</p>
          ) : (
            <ul className={styles.list}>
              {data.modes.map((mode) => (
                <li key={mode.type}>
                  <strong>{mode.label}</strong>
                  {mode.nextSlot && <div>Prochain créneau : {mode.nextSlot}</div>}
                  {mode.priceFromCents !== null && <div>À partir de {formatPrice(mode.priceFromCents)}</div>}
                  {mode.minimumCents !== null && (
                    <div>Minimum de commande : {formatPrice(mode.minimumCents)}</div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.card} aria-labelledby="services">
          <h2 id="services">Services du magasin</h2>
          {store.services.length === 0 ? (
            <p>Aucun service particulier dans ce magasin.</p>
          ) : (
            <>
              <ul className={styles.list}>
                {store.services.slice(0, SERVICES_SHOWN).map((service) => (
                  <li key={service.code}>
                    <strong>{service.libelle}</strong>
                    {service.description && <div className={styles.muted}>{service.description}</div>}
                  </li>
                ))}
              </ul>
              {store.services.length > SERVICES_SHOWN && (
                <details className={styles.more}>
                  <summary>Voir tous les services ({store.services.length})</summary>
                  <ul className={styles.list}>
                    {store.services.slice(SERVICES_SHOWN).map((service) => (
                      <li key={service.code}>
                        <strong>{service.libelle}</strong>
                        {service.description && <div className={styles.muted}>{service.description}</div>}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </>
          )}
        </section>

        {data.fuel.items.length > 0 && (
          <section className={styles.card} aria-labelledby="carburants">
            <h2 id="carburants">Prix des carburants</h2>
            <table className={styles.table}>
              <caption className="sr-only">Prix au litre</caption>
              <tbody>
                {data.fuel.items.map((fuel) => (
                  <tr key={fuel.code}>
                    <th scope="row">{fuel.libelle}</th>
                    <td>{fuel.priceMillimes === null ? 'Rupture' : litrePrice(fuel.priceMillimes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.fuel.updatedAt && (
              <p className={styles.muted}>
                Mis à jour le{' '}
                <time dateTime={data.fuel.updatedAt}>{formatFrenchDateTime(data.fuel.updatedAt)}</time>
              </p>
            )}
          </section>
        )}
      </div>

      {data.eligibility && (
        <DeliveryEligibility
          initial={data.eligibility}
          pagePath={store.path}
          isCurrentStore={store.isCurrent}
          minimumCents={store.minimumLadCents}
        />
      )}

      {data.articles.length > 0 && (
        <section aria-labelledby="blog">
          <h2 id="blog">Les dernières nouvelles du magasin</h2>
          <ul className={styles.articles}>
            {data.articles.map((article) => (
              <li key={article.id} className={`${styles.card} ${styles.article}`}>
                <h3>
                  <Link to={article.path}>{article.titre}</Link>
                </h3>
                <p className={styles.muted}>
                  <time dateTime={isoDateTime(article.date)}>{formatFrenchDay(article.date)}</time>
                </p>
                <p>{article.resume}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${store.path}/blog`}>Tous les articles du blog</Link>
          </p>
        </section>
      )}
    </div>
  );
}
