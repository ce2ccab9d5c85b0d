import {
  API_ERROR_CODES,
  type CreateTeamMemberBody,
  STAFF_INVITATION_PAGE,
  STAFF_INVITATION_TTL_HOURS,
  type StaffTeam,
  staffMessages,
  staffTeamMessages,
  type TeamMember,
  type UpdateTeamMemberBody,
} from '@cabas/contracts';
import {
  type AssignmentCheck,
  assignmentCheck,
  canActOnStore,
  canManageMember,
  isStaffRole,
  memberChangeCheck,
  type StaffRole,
  type TeamMember as TeamMemberScope,
  teamAuditStores,
  teamScope,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-tokens.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { StaffAudit } from './audit.service.ts';
import * as staffRepo from './staff.repository.ts';
import * as repo from './team.repository.ts';
import { teamInvitationMail } from './team-invitation-mail.ts';

type Db = Kysely<DB>;

/** The reason a revoked session gives when its account is deactivated. */
export const DEACTIVATION_REASON = 'desactivation';

const roleRefused = () => new DomainError(API_ERROR_CODES.staffRoleRefused, staffMessages.roleRefused);
const storeRefused = () => new DomainError(API_ERROR_CODES.staffStoreRefused, staffMessages.storeRefused);
const memberNotFound = () =>
  new DomainError(API_ERROR_CODES.teamMemberNotFound, staffTeamMessages.memberNotFound);
const memberRefused = () =>
  new DomainError(API_ERROR_CODES.teamMemberRefused, staffTeamMessages.memberRefused);
const invitationInvalid = () =>
  new DomainError(API_ERROR_CODES.invitationInvalid, staffTeamMessages.invitationInvalid);

/** The field message of stores that do not fit the role. */
function assignmentMessage(role: StaffRole): string {
  if (role === 'preparateur') return staffTeamMessages.preparerOneStore;
  if (role === 'responsable') return staffTeamMessages.managerStores;
  return staffTeamMessages.headOfficeNoStore;
}

function assignmentError(check: Exclude<AssignmentCheck, { ok: true }>, role: StaffRole): DomainError {
  if (check.reason === 'role')
    return new DomainError(API_ERROR_CODES.teamRoleRefused, staffTeamMessages.roleRefused, {
      role: [staffTeamMessages.roleRefused],
    });
  if (check.reason === 'store') return storeRefused();
  const message = assignmentMessage(role);
  return new DomainError(API_ERROR_CODES.teamAssignmentInvalid, message, { magasins: [message] });
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];

/**
 * The stores' teams (decision 117): head office manages every staff account, a manager the
 * preparers of his stores. A new member gets an invitation e-mail (through the outbox) to choose his
 * password; deactivating ends his sessions at once. Every change is audited in its transaction,
 * filed under each store concerned.
 */
export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly audit: StaffAudit,
    private readonly outbox: Outbox,
  ) {}

  /** The stores the staff member acts on: every store of the chain for head office. */
  async stores(actor: AuthenticatedStaff) {
    if (actor.role === 'siege') return repo.chainStores(this.db);
    return staffRepo.storeNames(this.db, actor.storeIds);
  }

  /** The staff of the actor's stores (head office: every account), or of one of them. */
  async list(actor: AuthenticatedStaff, query: { magasin?: number }): Promise<StaffTeam> {
    const scope = teamScope(actor, query.magasin ?? null);
    if (!scope.ok) throw scope.reason === 'role' ? roleRefused() : storeRefused();
    const rows = await repo.listTeam(this.db, scope.stores);
    return { data: rows.map((row) => this.present(actor, row)) };
  }

  /** One member the actor may see: head office any, a manager one of his stores' staff. */
  async get(actor: AuthenticatedStaff, staffId: number): Promise<TeamMember> {
    if (!teamScope(actor).ok) throw roleRefused();
    const row = await repo.findMember(this.db, staffId);
    if (!row) throw memberNotFound();
    const visible = actor.role === 'siege' || row.stores.some((store) => canActOnStore(actor, store.id));
    if (!visible) throw memberRefused();
    return this.present(actor, row);
  }

  /** Creates the account (no password yet) and sends its invitation. */
  async create(
    actor: AuthenticatedStaff,
    body: CreateTeamMemberBody & { email: string; nom: string; role: StaffRole; magasins: number[] },
    origin: string,
    now: Date,
  ): Promise<TeamMember> {
    if (!teamScope(actor).ok) throw roleRefused();
    const storeIds = distinct(body.magasins);
    const check = assignmentCheck(actor, body.role, storeIds);
    if (!check.ok) throw assignmentError(check, body.role);
    await this.assertStoresExist(storeIds);
    const emailTaken = () =>
      new DomainError(API_ERROR_CODES.staffEmailTaken, staffTeamMessages.emailTaken, {
        email: [staffTeamMessages.emailTaken],
      });
    if (await repo.emailTaken(this.db, body.email)) throw emailTaken();
    const iso = now.toISOString();
    let staffId: number;
    try {
      staffId = await this.db.transaction().execute(async (trx) => {
        const id = await repo.insertInvitedMember(trx, {
          email: body.email,
          displayName: body.nom,
          role: body.role,
          storeIds,
          now: iso,
        });
        await this.auditTeam(trx, actor, 'personnel_cree', id, storeIds, now, {
          email: body.email,
          nom: body.nom,
          role: body.role,
          magasins: storeIds,
        });
        await this.sendInvitation(trx, actor, id, origin, now);
        return id;
      });
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    this.outbox.nudge();
    return this.present(actor, (await repo.findMember(this.db, staffId))!);
  }

  /**
   * Changes a member's name, role or stores, deactivates him (his sessions end, his invitations no
   * longer work) or reactivates him (his old sessions stay ended).
   */
  async update(
    actor: AuthenticatedStaff,
    staffId: number,
    body: UpdateTeamMemberBody & { magasins?: number[] },
    now: Date,
  ): Promise<TeamMember> {
    const target = await this.managed(actor, staffId, (scope) => {
      const role = body.role ?? scope.role;
      const storeIds =
        body.magasins !== undefined ? distinct(body.magasins) : role === 'siege' ? [] : scope.storeIds;
      return { role, storeIds };
    });
    const { row, scope, next } = target;
    await this.assertStoresExist(next.storeIds.filter((id) => !scope.storeIds.includes(id)));
    const before = { nom: row.display_name, role: scope.role, magasins: [...scope.storeIds] };
    const after = { nom: body.nom ?? row.display_name, role: next.role, magasins: [...next.storeIds] };
    const storesChanged =
      before.magasins.length !== after.magasins.length ||
      before.magasins.some((id) => !after.magasins.includes(id));
    const changed = before.nom !== after.nom || before.role !== after.role || storesChanged;
    const deactivate = body.actif === false && row.active === 1;
    const reactivate = body.actif === true && row.active !== 1;
    const iso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      if (changed || deactivate || reactivate)
        await repo.updateMember(trx, staffId, {
          display_name: after.nom,
          role: after.role,
          ...(deactivate ? { active: 0 } : reactivate ? { active: 1 } : {}),
          now: iso,
        });
      if (storesChanged) await repo.replaceStores(trx, staffId, after.magasins);
      const stores = teamAuditStores(before.magasins, after.magasins);
      if (changed)
        await this.auditTeam(trx, actor, 'personnel_modifie', staffId, stores, now, {
          avant: before,
          apres: after,
        });
      if (deactivate) {
        const ended = await repo.revokeMemberSessions(trx, staffId, iso, DEACTIVATION_REASON);
        await repo.voidInvitations(trx, staffId, iso);
        await this.auditTeam(trx, actor, 'personnel_desactive', staffId, stores, now, {
          sessions_terminees: ended,
        });
      }
      if (reactivate) await this.auditTeam(trx, actor, 'personnel_reactive', staffId, stores, now, {});
    });
    return this.present(actor, (await repo.findMember(this.db, staffId))!);
  }

  /** Sends a new invitation to a member who has not chosen his password; the older links stop working. */
  async invite(actor: AuthenticatedStaff, staffId: number, origin: string, now: Date): Promise<TeamMember> {
    const { row } = await this.managed(actor, staffId, (scope) => scope);
    if (row.active !== 1)
      throw new DomainError(API_ERROR_CODES.invitationNotNeeded, staffTeamMessages.invitationInactive);
    if (row.password_set === 1)
      throw new DomainError(API_ERROR_CODES.invitationNotNeeded, staffTeamMessages.invitationPasswordSet);
    await this.db.transaction().execute((trx) => this.sendInvitation(trx, actor, staffId, origin, now));
    this.outbox.nudge();
    return this.present(actor, (await repo.findMember(this.db, staffId))!);
  }

  /** Who an invitation link is for, while it works. */
  async invitation(token: string, now: Date) {
    const { row } = await this.usableInvitation(token, now);
    return { email: row.email, nom: row.display_name };
  }

  /** The invited member chooses his password: once per link; the account may log in from now on. */
  async acceptInvitation(token: string, password: string, now: Date) {
    const { hash, row } = await this.usableInvitation(token, now);
    const passwordHash = await hashPassword(password);
    const iso = now.toISOString();
    const member = await repo.findMember(this.db, row.staff_id);
    const done = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.consumeInvitation(trx, hash, iso))) return false;
      await repo.setMemberPassword(trx, row.staff_id, passwordHash, iso);
      await repo.voidInvitations(trx, row.staff_id, iso);
      const stores = member?.stores.map((store) => store.id) ?? [];
      await this.writeAudit(trx, row.staff_id, 'invitation_acceptee', row.staff_id, stores, now, {});
      return true;
    });
    if (!done) throw invitationInvalid();
    return { email: row.email, message: staffTeamMessages.passwordSet };
  }

  // -------------------------------------------------------------------------------------------

  private async usableInvitation(token: string, now: Date) {
    const hash = hashOpaqueToken(token);
    const row = await repo.findInvitation(this.db, hash);
    const usable =
      row &&
      row.used_at === null &&
      row.voided_at === null &&
      row.expires_at > now.toISOString() &&
      row.active === 1 &&
      row.password_set === 0;
    if (!usable) throw invitationInvalid();
    return { hash, row };
  }

  /**
   * The member `staffId` if the actor may bring him to `nextOf(current)`: not found 404; himself,
   * one out of reach, a role or stores the actor may not give: refused.
   */
  private async managed(
    actor: AuthenticatedStaff,
    staffId: number,
    nextOf: (scope: TeamMemberScope) => { role: StaffRole; storeIds: readonly number[] },
  ) {
    if (!teamScope(actor).ok) throw roleRefused();
    const row = await repo.findMember(this.db, staffId);
    if (!row || !isStaffRole(row.role)) throw memberNotFound();
    const scope: TeamMemberScope = { id: row.id, role: row.role, storeIds: row.stores.map((s) => s.id) };
    const next = nextOf(scope);
    const check = memberChangeCheck(actor, scope, next);
    if (!check.ok) {
      if (check.reason === 'self')
        throw new DomainError(API_ERROR_CODES.teamSelfChangeRefused, staffTeamMessages.selfChangeRefused);
      if (check.reason === 'member') throw memberRefused();
      throw assignmentError({ ok: false, reason: check.reason }, next.role);
    }
    return { row, scope, next };
  }

  private async assertStoresExist(storeIds: readonly number[]) {
    if (!storeIds.length) return;
    const found = await repo.existingStoreIds(this.db, storeIds);
    if (found.length !== storeIds.length)
      throw new DomainError(API_ERROR_CODES.teamAssignmentInvalid, staffTeamMessages.unknownStore, {
        magasins: [staffTeamMessages.unknownStore],
      });
  }

  /** A new invitation (the older ones voided), its e-mail in the outbox and its audit row. */
  private async sendInvitation(
    trx: Db,
    actor: AuthenticatedStaff,
    staffId: number,
    origin: string,
    now: Date,
  ) {
    const member = await repo.findMember(trx, staffId);
    if (!member || !isStaffRole(member.role)) throw memberNotFound();
    const iso = now.toISOString();
    const expiresAt = new Date(now.getTime() + STAFF_INVITATION_TTL_HOURS * 3_600_000).toISOString();
    const { token, hash } = newOpaqueToken();
    await repo.voidInvitations(trx, staffId, iso);
    await repo.insertInvitation(trx, { hash, staffId, invitedBy: actor.id, now: iso, expiresAt });
    const link = `${origin}${STAFF_INVITATION_PAGE}/${encodeURIComponent(token)}`;
    await this.outbox.enqueueMail(trx, {
      kind: 'invitation-personnel',
      key: `invitation-personnel:${hash}`,
      message: teamInvitationMail(
        {
          email: member.email,
          name: member.display_name,
          role: member.role,
          stores: member.stores.map((store) => store.name),
        },
        actor.displayName,
        link,
      ),
    });
    const stores = member.stores.map((store) => store.id);
    await this.auditTeam(trx, actor, 'invitation_envoyee', staffId, stores, now, {
      email: member.email,
      expire_le: expiresAt,
    });
  }

  private auditTeam(
    trx: Db,
    actor: AuthenticatedStaff,
    action: string,
    staffId: number,
    stores: readonly number[],
    at: Date,
    details: Record<string, unknown>,
  ) {
    return this.writeAudit(trx, actor.id, action, staffId, stores, at, details);
  }

  /** One row per store concerned (so that each store's journal shows it), one without a store if none. */
  private async writeAudit(
    trx: Db,
    actorId: number,
    action: string,
    staffId: number,
    stores: readonly number[],
    at: Date,
    details: Record<string, unknown>,
  ) {
    const targets: (number | null)[] = stores.length ? [...stores] : [null];
    for (const storeId of targets)
      await this.audit.audit(
        { staffId: actorId, action, entity: 'personnel', entityId: staffId, storeId, details, at },
        trx,
      );
  }

  private present(actor: AuthenticatedStaff, row: repo.TeamRow): TeamMember {
    const role = isStaffRole(row.role) ? row.role : 'preparateur';
    const scope = { id: row.id, role, storeIds: row.stores.map((store) => store.id) };
    return {
      id: row.id,
      nom: row.display_name,
      email: row.email,
      role,
      magasins: row.stores,
      actif: row.active === 1,
      invitation_en_attente: row.password_set !== 1,
      cree_le: row.created_at,
      gerable: canManageMember(actor, scope),
    };
  }
}
