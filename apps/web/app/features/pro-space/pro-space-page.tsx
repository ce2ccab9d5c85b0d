import { PRO_INVOICE_STATUS_LABELS, PRO_INVOICE_STATUSES } from '@cabas/contracts';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ContactDetails } from '../pro-checkout/index.ts';
import styles from './pro-space.module.css';
import type { InvoiceFilter, ProSpaceData } from './pro-space.server.ts';
import { PRO_SPACE_PATH } from './pro-space-links.ts';

const TONES: Record<ProSpaceData['invoices'][number]['status'], BadgeTone> = {
  a_payer: 'warning',
  en_retard: 'danger',
  payee: 'success',
};

/** The address of one page of the invoices with a status filter. */
function pageHref(filter: InvoiceFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter !== 'toutes') query.set('statut', filter);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${PRO_SPACE_PATH}?${text}` : PRO_SPACE_PATH;
}

/** `/mon-compte/espace-pro`: the company, its contact, stores, outstanding and invoices. */
export function ProSpacePage({ data }: { data: ProSpaceData }) {
  const c = data.company;
  return (
    <div className={styles.page}>
      <h1>Mon espace pro</h1>
      <section className={styles.section} aria-labelledby="entreprise">
        <h2 id="entreprise">Mon entreprise</h2>
        {c.name ? (
          <dl className={styles.dl}>
            <dt>Raison sociale</dt>
            <dd>{c.name}</dd>
            {c.siret && (
              <>
                <dt>SIRET</dt>
                <dd>{c.siret}</dd>
              </>
            )}
            {c.vat && (
              <>
                <dt>TVA intracommunautaire</dt>
                <dd>{c.vat}</dd>
              </>
            )}
            {c.address && (
              <>
                <dt>Adresse de facturation</dt>
                <dd>{c.address}</dd>
              </>
            )}
          </dl>
        ) : (
          <p>Vos informations de facturation seront enregistrées lors de votre première commande pro.</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="contact-commercial">
        <h2 id="contact-commercial">Mon contact commercial</h2>
        {data.contact ? (
          <ContactDetails contact={data.contact} />
        ) : (
          <p>Aucun contact commercial n'est désigné.</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="encours">
        <h2 id="encours">Mon encours</h2>
        <dl className={styles.dl}>
          <dt>Plafond</dt>
          <dd>{data.outstanding.limit}</dd>
          <dt>Utilisé</dt>
          <dd>{data.outstanding.used}</dd>
          <dt>Disponible</dt>
          <dd>{data.outstanding.available}</dd>
        </dl>
        <p>
          {data.unpaid.count === 0
            ? 'Aucune facture à payer.'
            : `${data.unpaid.count} facture${data.unpaid.count > 1 ? 's' : ''} à payer pour ${data.unpaid.amount}${
                data.unpaid.late > 0 ? `, dont ${data.unpaid.late} en retard` : ''
              }.`}
        </p>
      </section>

      <section className={styles.section} aria-labelledby="magasins">
        <h2 id="magasins">Mes magasins sous convention</h2>
        {data.stores.length === 0 ? (
          <p>Aucun magasin n'est rattaché à votre compte pro.</p>
        ) : (
          <ul>
            {data.stores.map((store) => (
              <li key={store.id}>
                {store.name} ({store.city}) : paiement à {store.term}
                {!store.proService && ' · ne propose plus le service Pro'}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="factures">
        <h2 id="factures">Mes factures</h2>
        <form method="get" action={PRO_SPACE_PATH} className={styles.filter}>
          <label>
            Statut
            <select name="statut" defaultValue={data.filter}>
              <option value="toutes">Toutes</option>
              {PRO_INVOICE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PRO_INVOICE_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary">
            Filtrer
          </Button>
        </form>
        {data.invoices.length === 0 ? (
          <p>Aucune facture.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="sr-only">Mes factures pro</caption>
              <thead>
                <tr>
                  <th scope="col">Facture</th>
                  <th scope="col">Commande</th>
                  <th scope="col">Magasin</th>
                  <th scope="col">Date</th>
                  <th scope="col">Échéance</th>
                  <th scope="col">Montant TTC</th>
                  <th scope="col">Statut</th>
                  <th scope="col">PDF</th>
                </tr>
              </thead>
              <tbody>
                {data.invoices.map((invoice) => (
                  <tr key={invoice.number}>
                    <th scope="row">{invoice.number}</th>
                    <td>
                      <Link to={`/mon-compte/mes-commandes/${invoice.orderId}`}>
                        {invoice.proOrderNumber}
                      </Link>
                    </td>
                    <td>{invoice.store}</td>
                    <td>{invoice.date}</td>
                    <td>{invoice.due}</td>
                    <td>{invoice.amount}</td>
                    <td>
                      <Badge tone={TONES[invoice.status]}>{invoice.statusLabel}</Badge>
                    </td>
                    <td>
                      <a href={invoice.pdfHref} download>
                        Télécharger<span className="sr-only"> la facture {invoice.number}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data.pages > 1 && (
          <nav aria-label="Pages des factures">
            <ul className={styles.pages}>
              {data.page > 1 && (
                <li>
                  <Link to={pageHref(data.filter, data.page - 1)}>Page précédente</Link>
                </li>
              )}
              <li aria-current="page">
                Page {data.page} sur {data.pages}
              </li>
              {data.page < data.pages && (
                <li>
                  <Link to={pageHref(data.filter, data.page + 1)}>Page suivante</Link>
                </li>
              )}
            </ul>
          </nav>
        )}
      </section>

      <p>
        <Link to="/mon-compte/mes-commandes">Voir toutes mes commandes</Link>
      </p>
    </div>
  );
}
