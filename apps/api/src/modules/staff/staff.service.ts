import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  accountMessages,
  messages,
  type StaffJournal,
  type StaffLoginResponse,
  type StaffMember,
  staffMessages,
  TOKEN_TYPE,
} from '@cabas/contracts';
import { isStaffRole, journalScope, sessionAuditStore } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AccessClaims } from '../../platform/auth/access-tokens.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/auth/passwords.ts';
import type { Security } from '../../platform/auth/security-plugin.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { usedChallengesIn } from '../../platform/captcha/used-challenges.repository.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { StaffAudit } from './audit.service.ts';
import * as repo from './staff.repository.ts';

type Db = Kysely<DB>;

/** A staff session lasts one working day; there is no refresh token: the staff member logs in again. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

/**
 * The lockout counters of staff logins are kept apart from the customers' (the same e-mail could be
 * both): the same limits, under another name.
 */
const guardKey = (email: string) => `gestion:${email}`;

type StaffClaims = Extract<AccessClaims, { kind: 'staff' }>;

/** Staff accounts, sessions and the journal (decision 108). */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly audit: StaffAudit,
  ) {}

  /**
   * Staff login: the customers' rules (one answer for an unknown e-mail, a wrong password or a closed
   * account, after the same argon2 work; the captcha after repeated failures, the address locked after
   * many), then a staff session and its token, and the login in the audit log.
   */
  async login(
    security: Security,
    input: { email: string; password: string; altcha?: string; address: string },
  ): Promise<StaffLoginResponse> {
    const { loginGuard } = security;
    const key = guardKey(input.email);
    const attempts = await loginGuard.check(key, input.address);
    if (attempts.locked)
      throw new DomainError(API_ERROR_CODES.tooManyWrongAttempts, messages.tooManyWrongAttempts);
    if (attempts.captcha) await this.requireSolvedCaptcha(security, input.altcha);
    const account = await repo.findStaffLogin(this.db, input.email);
    // An invited member who has not chosen his password yet has no hash to check (decision 117).
    const passwordOk =
      account?.password_set === 1
        ? await verifyPassword(account.password_hash, input.password)
        : await verifyAgainstDummy(input.password);
    if (!account || !passwordOk || account.active !== 1 || account.password_set !== 1) {
      await loginGuard.recordFailure(key, input.address);
      throw new DomainError(API_ERROR_CODES.loginFailed, messages.loginFailure);
    }
    await loginGuard.recordSuccess(key, input.address, attempts);
    const now = security.clock();
    if (needsRehash(account.password_hash))
      await repo.updateStaffPasswordHash(
        this.db,
        account.id,
        await hashPassword(input.password),
        now.toISOString(),
      );
    const staff = await repo.findActiveStaff(this.db, account.id);
    if (!staff || !isStaffRole(staff.role))
      throw new DomainError(API_ERROR_CODES.loginFailed, messages.loginFailure);
    const scope = { role: staff.role, storeIds: staff.storeIds };
    const sessionId = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await repo.insertStaffSession(trx, {
        id: sessionId,
        staffId: staff.id,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + STAFF_SESSION_SECONDS * 1000).toISOString(),
      });
      await this.audit.audit(
        {
          staffId: staff.id,
          action: 'connexion',
          entity: 'session',
          entityId: sessionId,
          storeId: sessionAuditStore(scope),
          details: { role: staff.role },
          at: now,
        },
        trx,
      );
    });
    return {
      access_token: security.tokens.forStaff(staff.id, sessionId, STAFF_SESSION_SECONDS),
      token_type: TOKEN_TYPE,
      expires_in: STAFF_SESSION_SECONDS,
      data: await this.member({
        id: staff.id,
        email: staff.email,
        displayName: staff.display_name,
        role: staff.role,
        storeIds: staff.storeIds,
        sessionId,
      }),
    };
  }

  /** Ends the staff session and logs it (once: a second logout of the same session writes nothing). */
  async logout(staff: AuthenticatedStaff, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.revokeStaffSession(trx, staff.sessionId, now.toISOString(), 'logout'))) return;
      await this.audit.audit(
        {
          staffId: staff.id,
          action: 'deconnexion',
          entity: 'session',
          entityId: staff.sessionId,
          storeId: sessionAuditStore(staff),
          at: now,
        },
        trx,
      );
    });
  }

  /** The staff member of a staff token, when the session is still open and the account active. */
  async sessionStaff(claims: StaffClaims, now: Date): Promise<AuthenticatedStaff | null> {
    const row = await repo.findSessionStaff(this.db, claims.staffId, claims.sessionId, now.toISOString());
    if (!row || !isStaffRole(row.role)) return null;
    return {
      id: row.id,
      email: row.email,
      displayName: row.display_name,
      role: row.role,
      storeIds: row.storeIds,
      sessionId: claims.sessionId,
    };
  }

  /** The staff member as the /gestion pages show them: name, role, stores. */
  async member(staff: AuthenticatedStaff): Promise<StaffMember> {
    const allStores = staff.role === 'siege';
    const stores = allStores ? [] : await repo.storeNames(this.db, staff.storeIds);
    return {
      id: staff.id,
      email: staff.email,
      displayName: staff.displayName,
      role: staff.role,
      stores,
      allStores,
    };
  }

  /** The audit log of the staff member's stores (head office: all), or of one of them. */
  async journal(staff: AuthenticatedStaff, query: { page: number; magasin?: number }): Promise<StaffJournal> {
    const scope = journalScope(staff, query.magasin ?? null);
    if (!scope.ok) {
      if (scope.reason === 'role')
        throw new DomainError(API_ERROR_CODES.staffRoleRefused, staffMessages.roleRefused);
      throw new DomainError(API_ERROR_CODES.staffStoreRefused, staffMessages.storeRefused);
    }
    return this.audit.page(scope.stores, query.page);
  }

  private async requireSolvedCaptcha(security: Security, payload: string | undefined) {
    if (!payload) {
      const message = accountMessages.captchaRequired;
      throw new DomainError(API_ERROR_CODES.captchaRequired, message, { altcha: [message] });
    }
    if (!(await security.captcha.verify(payload, usedChallengesIn(this.db, security.clock)))) {
      const message = accountMessages.captchaFailed;
      throw new DomainError(API_ERROR_CODES.captchaInvalid, message, { altcha: [message] });
    }
  }
}
