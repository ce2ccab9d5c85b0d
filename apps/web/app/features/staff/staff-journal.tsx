import type { AuditEntry } from '@cabas/contracts';
import { STAFF_ROLE_LABELS } from '@cabas/domain';
import { formatFrenchDateTime } from '../../lib/french-date.ts';
import { Button } from '../../ui/button.tsx';
import { STAFF_PATHS } from './paths.ts';
import styles from './staff.module.css';
import type { StaffJournalPageData } from './staff.server.ts';
import team from './staff-team.module.css';

const ACTION_LABELS: Record<string, string> = {
  connexion: 'Connexion',
  deconnexion: 'Déconnexion',
  preparation_commencee: 'Préparation commencée',
  ligne_preparee: 'Ligne préparée',
  preparation_terminee: 'Préparation terminée',
  personnel_cree: 'Compte du personnel créé',
  personnel_modifie: 'Compte du personnel modifié',
  personnel_desactive: 'Compte du personnel désactivé',
  personnel_reactive: 'Compte du personnel réactivé',
  invitation_envoyee: 'Invitation envoyée',
  invitation_acceptee: 'Invitation acceptée',
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

function pageHref(page: number, storeId: number | null): string {
  const params = new URLSearchParams();
  if (storeId !== null) params.set('magasin', String(storeId));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${STAFF_PATHS.journal}?${query}` : STAFF_PATHS.journal;
}

/** The journal's store filter: a GET form with the member's stores (head office: every store). */
function StoreFilter({ stores, storeId }: Pick<StaffJournalPageData, 'stores' | 'storeId'>) {
  if (stores.length < 2) return null;
  return (
    <form method="get" action={STAFF_PATHS.journal} className={team.actions}>
      <div className={team.field}>
        <label htmlFor="journal-magasin" className={team.label}>
          Magasin
        </label>
        <select id="journal-magasin" name="magasin" defaultValue={storeId ?? ''} className={team.control}>
          <option value="">Tous les magasins</option>
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Filtrer
      </Button>
    </form>
  );
}

/** The audit log of the staff member's stores (head office: all), newest first, by pages. */
export function StaffJournalPage({ page: data }: { page: StaffJournalPageData }) {
  const { journal, stores, storeId } = data;
  const { page, totalPages, total } = journal.meta;
  return (
    <div>
      <h1 className={styles.title}>Journal des actions</h1>
      <StoreFilter stores={stores} storeId={storeId} />
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
            <a href={pageHref(page - 1, storeId)} rel="prev">
              Page précédente
            </a>
          ) : null}
          <span aria-current="page">
            Page {page} sur {totalPages}
          </span>
          {page < totalPages ? (
            <a href={pageHref(page + 1, storeId)} rel="next">
              Page suivante
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
