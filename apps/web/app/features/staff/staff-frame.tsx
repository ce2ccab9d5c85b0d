import type { StaffMember } from '@cabas/contracts';
import { hasStaffRole, JOURNAL_ROLES, STAFF_ROLE_LABELS, TEAM_ROLES } from '@cabas/domain';
import type { ReactNode } from 'react';
import { STAFF_PATHS } from './paths.ts';
import styles from './staff.module.css';

/** « Magasin de Lyon », « Magasins : A, B », « Tous les magasins ». */
export function storesText(member: StaffMember): string {
  if (member.allStores) return 'Tous les magasins';
  const names = member.stores.map((store) => store.name);
  if (names.length === 0) return 'Aucun magasin';
  return names.length === 1 ? `Magasin : ${names[0]}` : `Magasins : ${names.join(', ')}`;
}

export const canReadJournal = (member: StaffMember) => hasStaffRole(member, JOURNAL_ROLES);
/** Managers and head office run their teams (decision 117). */
export const canManageTeam = (member: StaffMember) => hasStaffRole(member, TEAM_ROLES);

/**
 * The back-office frame of /gestion: the brand, the staff member (name, role, stores), the staff
 * pages and the logout button. Nothing of the shop (header, menus, cart, footer).
 */
export function StaffFrame({ member, children }: { member: StaffMember | null; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.brand}>
            Cabas <span className={styles.brandSub}>Gestion</span>
          </p>
          {member ? (
            <>
              <nav aria-label="Espace du personnel" className={styles.nav}>
                <ul>
                  <li>
                    <a href={STAFF_PATHS.home}>Accueil</a>
                  </li>
                  <li>
                    <a href={STAFF_PATHS.orders}>Commandes du jour</a>
                  </li>
                  <li>
                    <a href={STAFF_PATHS.proInvoices}>Factures pro</a>
                  </li>
                  {canManageTeam(member) ? (
                    <li>
                      <a href={STAFF_PATHS.team}>Équipe</a>
                    </li>
                  ) : null}
                  {canReadJournal(member) ? (
                    <li>
                      <a href={STAFF_PATHS.journal}>Journal</a>
                    </li>
                  ) : null}
                </ul>
              </nav>
              <div className={styles.who}>
                <p>
                  <span className={styles.name}>{member.displayName}</span>
                  <span className={styles.meta}>
                    {STAFF_ROLE_LABELS[member.role]} · {storesText(member)}
                  </span>
                </p>
                <form method="post" action={STAFF_PATHS.logout}>
                  <button type="submit" className={styles.logout}>
                    Se déconnecter
                  </button>
                </form>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="contenu" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
