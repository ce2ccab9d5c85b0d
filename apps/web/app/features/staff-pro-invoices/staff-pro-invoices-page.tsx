import { PRO_INVOICE_STATUS_LABELS, PRO_INVOICE_STATUSES, type ProInvoiceStatusCode } from '@cabas/contracts';
import { hasStaffRole } from '@cabas/domain';
import { formatPrice } from '../../lib/format.ts';
import { formatFrenchDay } from '../../lib/french-date.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { STAFF_PATHS, StaffStoreField } from '../staff/index.ts';
import { proInvoicesHref } from './paths.ts';
import styles from './staff-pro-invoices.module.css';
import type {
  ProInvoiceRow,
  StaffProInvoiceActionData,
  StaffProInvoicesPageData,
} from './staff-pro-invoices.server.ts';

const STATUS_TONES: Record<ProInvoiceStatusCode, BadgeTone> = {
  a_payer: 'warning',
  en_retard: 'danger',
  payee: 'success',
};

/** The staff who may record a payment: the store's manager, head office (as the API decides). */
const canRecordPayment = (member: StaffProInvoicesPageData['member']) =>
  hasStaffRole(member, ['responsable', 'siege']);

/** The staff's list of a store's pro invoices: a status filter, a table, a payment form per unpaid invoice. */
export function StaffProInvoicesPage({
  page,
  action,
}: {
  page: StaffProInvoicesPageData;
  action?: StaffProInvoiceActionData;
}) {
  const { member, list, form, errors, storeId } = page;
  const status = list ? form.statut || 'a_payer' : form.statut;
  return (
    <div>
      <h1 className={styles.title}>
        Factures pro
        {list ? <span className={styles.subtitle}>{` ${list.meta.magasin.name}`}</span> : null}
      </h1>
      {page.paid ? (
        <p className={styles.confirmation} role="status">
          Règlement de la facture {page.paid} enregistré.
        </p>
      ) : null}
      <form
        method="get"
        action={STAFF_PATHS.proInvoices}
        className={styles.filters}
        aria-label="Filtrer les factures"
      >
        {!member.allStores && member.stores.length <= 1 ? (
          storeId === null ? null : (
            <input type="hidden" name="magasin" value={storeId} />
          )
        ) : (
          <StaffStoreField
            id="factures-magasin"
            member={member}
            storeId={storeId}
            typed={form.magasin}
            error={errors.magasin}
          />
        )}
        <div className={styles.field}>
          <label htmlFor="factures-statut">Statut</label>
          <select
            id="factures-statut"
            name="statut"
            defaultValue={status}
            aria-invalid={errors.statut ? true : undefined}
            aria-describedby={errors.statut ? 'factures-statut-erreur' : undefined}
            className={styles.control}
          >
            {PRO_INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PRO_INVOICE_STATUS_LABELS[s]}
              </option>
            ))}
            <option value="toutes">Toutes</option>
          </select>
          {errors.statut ? (
            <p id="factures-statut-erreur" className={styles.error}>
              {errors.statut}
            </p>
          ) : null}
        </div>
        <button type="submit" className={styles.submit}>
          Afficher
        </button>
      </form>
      {list ? (
        <InvoiceTable page={page} list={list} action={action} status={status} />
      ) : storeId === null && !errors.magasin ? (
        <p className={styles.lead}>Choisissez un magasin pour afficher ses factures pro.</p>
      ) : null}
    </div>
  );
}

function InvoiceTable({
  page,
  list,
  action,
  status,
}: {
  page: StaffProInvoicesPageData;
  list: NonNullable<StaffProInvoicesPageData['list']>;
  action?: StaffProInvoiceActionData;
  status: string;
}) {
  const { meta } = list;
  const recording = canRecordPayment(page.member);
  if (list.data.length === 0)
    return (
      <p className={styles.lead} role="status">
        Aucune facture pro pour ce statut.
      </p>
    );
  return (
    <>
      <p className={styles.lead} role="status">
        {meta.total} {meta.total > 1 ? 'factures' : 'facture'}
        {meta.nb_pages > 1 ? `, page ${meta.page} sur ${meta.nb_pages}` : ''}.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="sr-only">Factures pro du magasin {meta.magasin.name}</caption>
          <thead>
            <tr>
              <th scope="col">Facture</th>
              <th scope="col">Entreprise</th>
              <th scope="col">Commande</th>
              <th scope="col">Émise le</th>
              <th scope="col">Échéance</th>
              <th scope="col" className={styles.amount}>
                Montant TTC
              </th>
              <th scope="col">Statut</th>
              {recording ? <th scope="col">Règlement</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.data.map((invoice) => (
              <InvoiceRow
                key={invoice.numero}
                invoice={invoice}
                storeId={meta.magasin.id}
                status={status}
                recording={recording}
                refusal={action?.numero === invoice.numero ? action.message : null}
              />
            ))}
          </tbody>
        </table>
      </div>
      {meta.nb_pages > 1 ? (
        <nav aria-label="Pages des factures" className={styles.pages}>
          {meta.page > 1 ? (
            <a
              className={styles.pageLink}
              rel="prev"
              href={proInvoicesHref({ magasin: meta.magasin.id, statut: status, page: meta.page - 1 })}
            >
              Page précédente
            </a>
          ) : null}
          {meta.page < meta.nb_pages ? (
            <a
              className={styles.pageLink}
              rel="next"
              href={proInvoicesHref({ magasin: meta.magasin.id, statut: status, page: meta.page + 1 })}
            >
              Page suivante
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

function InvoiceRow({
  invoice,
  storeId,
  status,
  recording,
  refusal,
}: {
  invoice: ProInvoiceRow;
  storeId: number;
  status: string;
  recording: boolean;
  refusal: string | null;
}) {
  const errorId = `facture-${invoice.numero}-erreur`;
  return (
    <tr id={`facture-${invoice.numero}`}>
      <th scope="row">{invoice.numero}</th>
      <td>
        {invoice.client.raison_sociale}
        {invoice.client.siret ? <span className={styles.meta}> (SIRET {invoice.client.siret})</span> : null}
      </td>
      <td>{invoice.numero_commande_pro}</td>
      <td>{formatFrenchDay(invoice.date_facture)}</td>
      <td>{formatFrenchDay(invoice.date_echeance)}</td>
      <td className={styles.amount}>{formatPrice(invoice.totalCents)}</td>
      <td>
        <Badge tone={STATUS_TONES[invoice.statut]}>{PRO_INVOICE_STATUS_LABELS[invoice.statut]}</Badge>
        {invoice.reglee_le ? (
          <span className={styles.meta}> le {formatFrenchDay(invoice.reglee_le)}</span>
        ) : null}
      </td>
      {recording ? (
        <td>
          {invoice.statut === 'payee' ? null : (
            <form method="post" action={STAFF_PATHS.proInvoices}>
              <input type="hidden" name="magasin" value={storeId} />
              <input type="hidden" name="numero" value={invoice.numero} />
              <input type="hidden" name="statut" value={status} />
              <button
                type="submit"
                className={styles.submit}
                aria-label={`Enregistrer le règlement de la facture ${invoice.numero}`}
                aria-describedby={refusal ? errorId : undefined}
              >
                Enregistrer le règlement
              </button>
            </form>
          )}
          {refusal ? (
            <p id={errorId} className={styles.error} role="alert">
              {refusal}
            </p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
