import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-staff.ts';

type Db = Kysely<DB>;

export interface AuditRow {
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  storeId: number | null;
  details: string;
  createdAt: string;
}

export async function insertAuditRow(db: Db, row: AuditRow) {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: row.staffId,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      store_id: row.storeId,
      details: row.details,
      created_at: row.createdAt,
    })
    .execute();
}

/** One page of the audit log, newest first, for every store (`all`) or the given ones, and the total. */
export async function auditPage(
  db: Db,
  stores: 'all' | readonly number[],
  page: { offset: number; limit: number },
) {
  if (stores !== 'all' && stores.length === 0) return { rows: [], total: 0 };
  let base = db.selectFrom('audit_log as l');
  if (stores !== 'all') base = base.where('l.store_id', 'in', [...stores]);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('staff_accounts as a', 'a.id', 'l.staff_id')
      .leftJoin('stores as s', 's.id', 'l.store_id')
      .select([
        'l.id',
        'l.staff_id',
        'a.display_name',
        'a.role',
        'l.action',
        'l.entity',
        'l.entity_id',
        'l.store_id',
        's.name as store_name',
        'l.details',
        'l.created_at',
      ])
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
