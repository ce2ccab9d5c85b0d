import { type AuditEntry, STAFF_JOURNAL_PAGE_SIZE, type StaffJournal } from '@cabas/contracts';
import { isStaffRole } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { auditPage, insertAuditRow } from './audit.repository.ts';

type Db = Kysely<DB>;

/** What a staff member did: every staff change of the shop is written through `StaffAudit.audit`. */
export interface AuditEvent {
  /** The staff member who acted. */
  staffId: number;
  /** What was done, in French snake_case: `connexion`, `deconnexion`, later `commande_preparee`… */
  action: string;
  /** The kind of thing it was done on: `session`, `commande`, `produit`… */
  entity: string;
  entityId?: string | number | null;
  /** The store concerned, if any: the journal of a manager shows his stores' rows. */
  storeId?: number | null;
  details?: Record<string, unknown>;
  /** When (default: now). */
  at?: Date;
}

/**
 * The audit log (decision 108): append-only rows of what staff do. `audit` takes the caller's
 * transaction, so that a staff change and its row are written together.
 */
export class StaffAudit {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async audit(event: AuditEvent, db: Db = this.db): Promise<void> {
    await insertAuditRow(db, {
      staffId: event.staffId,
      action: event.action,
      entity: event.entity,
      entityId: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
      storeId: event.storeId ?? null,
      details: JSON.stringify(event.details ?? {}),
      createdAt: (event.at ?? this.clock()).toISOString(),
    });
  }

  /** One page (from 1) of the rows of these stores (`all`: every row), newest first. */
  async page(stores: 'all' | readonly number[], page: number): Promise<StaffJournal> {
    const pageSize = STAFF_JOURNAL_PAGE_SIZE;
    const { rows, total } = await auditPage(this.db, stores, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const data = rows.map(
      (row): AuditEntry => ({
        id: row.id,
        at: row.created_at,
        staff:
          row.staff_id !== null && row.display_name !== null && isStaffRole(row.role)
            ? { id: row.staff_id, displayName: row.display_name, role: row.role }
            : null,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        store: row.store_id !== null ? { id: row.store_id, name: row.store_name ?? '' } : null,
        details: parseDetails(row.details),
      }),
    );
    return { data, meta: { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) } };
  }
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
