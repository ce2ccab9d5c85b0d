import type { StaffMember } from '@cabas/contracts';
import { STAFF_ROLE_LABELS } from '@cabas/domain';
import { STAFF_PATHS } from './paths.ts';
import styles from './staff.module.css';
import { canReadJournal } from './staff-frame.tsx';

/** The /gestion home: who is logged in, with which role, on which stores. */
export function StaffHome({ member }: { member: StaffMember }) {
  return (
    <div>
      <h1 className={styles.title}>Bonjour {member.displayName}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>Rôle</dt>
          <dd>{STAFF_ROLE_LABELS[member.role]}</dd>
        </div>
        <div>
          <dt>Adresse email</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>{member.allStores || member.stores.length > 1 ? 'Magasins' : 'Magasin'}</dt>
          <dd>
            {member.allStores ? (
              'Tous les magasins'
            ) : (
              <ul className={styles.plainList}>
                {member.stores.map((store) => (
                  <li key={store.id}>{store.name}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <p>
        <a href={STAFF_PATHS.orders}>Voir les commandes du jour</a>
      </p>
      <p>
        <a href={STAFF_PATHS.handOver}>Retrouver une commande à remettre au drive</a>
      </p>
      {canReadJournal(member) ? (
        <p>
          <a href={STAFF_PATHS.journal}>Consulter le journal des actions du personnel</a>
        </p>
      ) : null}
    </div>
  );
}
