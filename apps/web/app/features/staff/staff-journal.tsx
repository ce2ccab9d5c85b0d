import type { AuditEntry, StaffJournal } from '@cabas/contracts';
import { STAFF_ROLE_LABELS } from '@cabas/domain';
import { formatFrenchDateTime } from '../../lib/french-date.ts';
import { STAFF_PATHS } from './paths.ts';
import styles from './staff.module.css';

const ACTION_LABELS: Record<string, string> = {
  connexion: 'Connexion',
  deconnexion: 'Déconnexion',
};

/** The French label of an audit action (`commande_preparee` → « Commande preparee » when not listed). */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const text = action.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function entityText(entry: AuditEntry): string {
  return entry.entityId ? `${entry.entity} ${entry.entityId}` : entry.entity;
}

const pageHref = (page: number) => (page <= 1 ? STAFF_PATHS.journal : `${STAFF_PATHS.journal}?page=${page}`);

/** The audit log of the staff member's stores (head office: all), newest first, by pages. */
export function StaffJournalPage({ journal }: { journal: StaffJournal }) {
  const { page, totalPages, total } = journal.meta;
  return (
    <div>
      <h1 className={styles.title}>Journal des actions</h1>
      <p className={styles.lead}>
        {total === 0
          ? 'Aucune action enregistrée.'
          : `${total} action${total > 1 ? 's' : ''} enregistrée${total > 1 ? 's' : ''}, les plus récentes d’abord.`}
      </p>
      {journal.data.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="sr-only">
              Journal des actions, page {page} sur {totalPages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Membre du personnel</th>
                <th scope="col">Action</th>
                <th scope="col">Objet</th>
                <th scope="col">Magasin</th>
              </tr>
            </thead>
            <tbody>
              {journal.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatFrenchDateTime(entry.at)}</time>
                  </td>
                  <td>
                    {entry.staff ? (
                      <>
                        {entry.staff.displayName}
                        <span className={styles.meta}> ({STAFF_ROLE_LABELS[entry.staff.role]})</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{actionLabel(entry.action)}</td>
                  <td className={styles.entity}>{entityText(entry)}</td>
                  <td>{entry.store?.name ?? 'Tous les magasins'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {totalPages > 1 ? (
        <nav aria-label="Pages du journal" className={styles.pager}>
          {page > 1 ? (
            <a href={pageHref(page - 1)} rel="prev">
              Page précédente
            </a>
          ) : null}
          <span aria-current="page">
            Page {page} sur {totalPages}
          </span>
          {page < totalPages ? (
            <a href={pageHref(page + 1)} rel="next">
              Page suivante
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
