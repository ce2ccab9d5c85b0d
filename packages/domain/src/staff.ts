/**
 * The store staff's roles and the stores each one may act on (issue #37, decision 108). Pure rules:
 * the API's guards and services ask them, the storefront's /gestion pages show what they allow.
 *
 * - `preparateur`: prepares the orders of exactly one store;
 * - `responsable`: manages one or more stores, reads their audit log;
 * - `siege`: head office, every store and the shop's content.
 */
export const STAFF_ROLES = ['preparateur', 'responsable', 'siege'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  preparateur: 'Préparateur',
  responsable: 'Responsable de magasin',
  siege: 'Siège',
};

/** What the rules need of a staff member: the role and the stores assigned. */
export interface StaffScope {
  role: StaffRole;
  /** The stores assigned (ignored for head office, who acts on every store). */
  storeIds: readonly number[];
}

/** The roles that may read the audit log (journal). */
export const JOURNAL_ROLES: readonly StaffRole[] = ['responsable', 'siege'];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether the staff member's role is one of `roles`. */
export function hasStaffRole(staff: Pick<StaffScope, 'role'>, roles: readonly StaffRole[]): boolean {
  return roles.includes(staff.role);
}

/** The stores a staff member acts on: `all` for head office, else the assigned ones. */
export function staffStores(staff: StaffScope): 'all' | readonly number[] {
  return staff.role === 'siege' ? 'all' : staff.storeIds;
}

/** Whether the staff member may act on this store. */
export function canActOnStore(staff: StaffScope, storeId: number): boolean {
  const stores = staffStores(staff);
  return stores === 'all' || stores.includes(storeId);
}

/**
 * Whether a role holds a valid number of stores: a preparer exactly one, a manager at least one,
 * head office none (every store without assignment).
 */
export function assignmentFits(role: StaffRole, storeCount: number): boolean {
  if (role === 'preparateur') return storeCount === 1;
  if (role === 'responsable') return storeCount >= 1;
  return storeCount === 0;
}

export type JournalScope =
  | { ok: true; stores: 'all' | readonly number[] }
  | { ok: false; reason: 'role' | 'store' };

/**
 * Which stores' audit rows a staff member may read, for an optional store asked: a preparer none,
 * a manager his stores (or the one asked among them), head office every store (or the one asked).
 */
export function journalScope(staff: StaffScope, askedStoreId: number | null = null): JournalScope {
  if (!hasStaffRole(staff, JOURNAL_ROLES)) return { ok: false, reason: 'role' };
  if (askedStoreId === null) return { ok: true, stores: staffStores(staff) };
  if (!canActOnStore(staff, askedStoreId)) return { ok: false, reason: 'store' };
  return { ok: true, stores: [askedStoreId] };
}

/**
 * The store an audit row of the staff member's own session (login, logout) is filed under: the one
 * store of a single-store member, else none (head office and multi-store managers).
 */
export function sessionAuditStore(staff: StaffScope): number | null {
  return staff.role !== 'siege' && staff.storeIds.length === 1 ? (staff.storeIds[0] ?? null) : null;
}
