import styles from './home.module.css';
import type { ProHomeData } from './pro-home.server.ts';

/** Where the pro services space lives (features/pro-space). */
const PRO_SPACE_PATH = '/mon-compte/espace-pro';

/** The pro block of the home: the company, its commercial contact, its outstanding, the pro products. */
export function ProHome({ pro }: { pro: ProHomeData }) {
  return (
    <section className={styles.pro} aria-labelledby="titre-espace-pro">
      <h2 id="titre-espace-pro">{`Votre espace professionnel${pro.company ? ` : ${pro.company}` : ''}`}</h2>
      <dl className={styles.proFacts}>
        <div>
          <dt>Encours disponible</dt>
          <dd>
            <strong>{pro.available}</strong> sur un plafond de {pro.limit}
          </dd>
        </div>
        {pro.contact && (
          <div>
            <dt>Votre contact commercial</dt>
            <dd>
              {pro.contact.name}
              {pro.contact.phone && (
                <>
                  <br />
                  <a href={`tel:${pro.contact.phone.replace(/\s+/g, '')}`}>{pro.contact.phone}</a>
                </>
              )}
              {pro.contact.email && (
                <>
                  <br />
                  <a href={`mailto:${pro.contact.email}`}>{pro.contact.email}</a>
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      <p>
        <a href={PRO_SPACE_PATH} className={styles.proLink}>
          Mon espace pro
        </a>
      </p>
      {pro.departments.length > 0 && (
        <nav aria-labelledby="titre-produits-pro">
          <h3 id="titre-produits-pro">Produits pro par rayon</h3>
          <ul className={styles.proDepartments}>
            {pro.departments.map((department) => (
              <li key={department.url}>
                <a href={department.url}>
                  {department.label} <span className={styles.proCount}>({department.count})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
