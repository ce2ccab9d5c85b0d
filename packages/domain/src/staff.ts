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

// ---------------------------------------------------------------------------------------------
// The stores' teams (decision 117): who may list, create, change and deactivate which staff member.
// ---------------------------------------------------------------------------------------------

/** The roles that manage a team: a manager his stores' preparers, head office everyone. */
export const TEAM_ROLES: readonly StaffRole[] = ['responsable', 'siege'];

/** A staff member as the team rules see him: his id, role and stores. */
export interface TeamMember extends StaffScope {
  id: number;
}

export type TeamScope = JournalScope;

/**
 * Which stores' staff a member may list, for an optional store asked: a preparer none, a manager
 * his stores (or the one asked among them), head office every store (or the one asked).
 */
export function teamScope(actor: StaffScope, askedStoreId: number | null = null): TeamScope {
  if (!hasStaffRole(actor, TEAM_ROLES)) return { ok: false, reason: 'role' };
  if (askedStoreId === null) return { ok: true, stores: staffStores(actor) };
  if (!canActOnStore(actor, askedStoreId)) return { ok: false, reason: 'store' };
  return { ok: true, stores: [askedStoreId] };
}

/** The roles a member may give: head office any, a manager only « préparateur », a preparer none. */
export function assignableRoles(actor: Pick<StaffScope, 'role'>): readonly StaffRole[] {
  if (actor.role === 'siege') return STAFF_ROLES;
  if (actor.role === 'responsable') return ['preparateur'];
  return [];
}

/**
 * Whether `actor` may change, deactivate or invite again `target`: never himself; head office
 * anyone else; a manager only a preparer of one of his stores; a preparer nobody.
 */
export function canManageMember(actor: TeamMember, target: TeamMember): boolean {
  if (actor.id === target.id) return false;
  if (actor.role === 'siege') return true;
  if (actor.role !== 'responsable' || target.role !== 'preparateur') return false;
  return target.storeIds.length > 0 && target.storeIds.every((store) => canActOnStore(actor, store));
}

export type AssignmentCheck = { ok: true } | { ok: false; reason: 'role' | 'store' | 'count' };

/**
 * Whether `actor` may give this role and these stores (distinct ids): a role he may give
 * (`assignableRoles`), the role's number of stores (`assignmentFits`), stores among his own.
 */
export function assignmentCheck(
  actor: StaffScope,
  role: StaffRole,
  storeIds: readonly number[],
): AssignmentCheck {
  if (!assignableRoles(actor).includes(role)) return { ok: false, reason: 'role' };
  if (!assignmentFits(role, storeIds.length)) return { ok: false, reason: 'count' };
  if (!storeIds.every((store) => canActOnStore(actor, store))) return { ok: false, reason: 'store' };
  return { ok: true };
}

export type MemberChangeCheck =
  | { ok: true }
  | { ok: false; reason: 'role' | 'self' | 'member' | 'store' | 'count' };

/**
 * Whether `actor` may bring `target` to the role and stores of `next`: a team role, not himself
 * (nobody deactivates nor demotes himself), a member he manages, an assignment he may give.
 */
export function memberChangeCheck(
  actor: TeamMember,
  target: TeamMember,
  next: { role: StaffRole; storeIds: readonly number[] },
): MemberChangeCheck {
  if (!hasStaffRole(actor, TEAM_ROLES)) return { ok: false, reason: 'role' };
  if (actor.id === target.id) return { ok: false, reason: 'self' };
  if (!canManageMember(actor, target)) return { ok: false, reason: 'member' };
  return assignmentCheck(actor, next.role, next.storeIds);
}

/** The stores an audit row of a team change is filed under: the member's before and after, once each. */
export function teamAuditStores(before: readonly number[], after: readonly number[]): number[] {
  return [...new Set([...before, ...after])].sort((a, b) => a - b);
}
