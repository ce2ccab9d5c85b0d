import { API_ERROR_CODES, STAFF_INVITATION_TTL_HOURS, staffTeamMessages } from '@cabas/contracts';
import { isStaffRole } from '@cabas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import type {} from '../../db/schema-staff.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { findActiveStaff } from './staff.repository.ts';

const { preparer, manager, otherPreparer, headOffice } = DEMO_STAFF_ACCOUNTS;
const ORIGIN = 'http://localhost:3000';
const HOUR = 3_600_000;

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices();
});
afterAll(async () => {
  await s?.close();
});

const db = () => s.database.db;
const team = () => s.services.staffTeam;

async function actor(email: string): Promise<AuthenticatedStaff> {
  const id = (
    await db().selectFrom('staff_accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
  const row = await findActiveStaff(db(), id);
  if (!row || !isStaffRole(row.role)) throw new Error(`no active staff ${email}`);
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    storeIds: row.storeIds,
    sessionId: 'test',
  };
}

/** The code of the domain error a call throws. */
async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('expected a refusal');
}

let seq = 0;
const newEmail = () => `membre.${Date.now()}.${++seq}@cabas-magasins.exemple.fr`;

/** The invitation token of the last e-mail sent to `email` (sent by draining the outbox). */
async function invitationToken(email: string): Promise<string> {
  await s.outbox.drain();
  const mail = s.mails.filter((m) => m.to === email).at(-1);
  const match = mail?.text.match(/\/gestion\/invitation\/([\w-]+)/);
  if (!match) throw new Error(`no invitation for ${email}`);
  return match[1]!;
}

async function auditOf(staffId: number) {
  return db()
    .selectFrom('audit_log')
    .select(['staff_id', 'action', 'store_id', 'details'])
    .where('entity', '=', 'personnel')
    .where('entity_id', '=', String(staffId))
    .orderBy('id')
    .execute();
}

describe('a manager’s team', () => {
  it('creates a preparer of his store: no password yet, an invitation e-mail, audited', async () => {
    const boss = await actor(manager.email);
    const email = newEmail();
    const now = new Date();
    const member = await team().create(
      boss,
      { email, nom: 'Paul Petit', role: 'preparateur', magasins: [boss.storeIds[0]!] },
      ORIGIN,
      now,
    );
    expect(member).toMatchObject({
      email,
      nom: 'Paul Petit',
      role: 'preparateur',
      actif: true,
      invitation_en_attente: true,
      gerable: true,
      magasins: [{ id: boss.storeIds[0] }],
    });
    const account = await db()
      .selectFrom('staff_accounts')
      .select(['password_hash', 'password_set'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ password_hash: '', password_set: 0 });
    const token = await invitationToken(email);
    const mail = s.mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe(staffTeamMessages.invitationMailSubject);
    expect(mail.text).toContain('Bonjour Paul Petit,');
    expect(mail.text).toContain(`${ORIGIN}/gestion/invitation/${token}`);
    expect(mail.text).toContain(`${STAFF_INVITATION_TTL_HOURS} heures`);
    // Only the token's hash is stored.
    const stored = await db().selectFrom('staff_invitations').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const rows = await auditOf(member.id);
    expect(rows.map((r) => [r.action, r.store_id, r.staff_id])).toEqual([
      ['personnel_cree', boss.storeIds[0], boss.id],
      ['invitation_envoyee', boss.storeIds[0], boss.id],
    ]);
    expect(JSON.parse(rows[0]!.details)).toMatchObject({ email, role: 'preparateur' });
  });

  it('refuses a manager, head office, or a store not his', async () => {
    const boss = await actor(manager.email);
    const other = (await actor(otherPreparer.email)).storeIds[0]!;
    const own = boss.storeIds[0]!;
    const create = (role: 'preparateur' | 'responsable' | 'siege', magasins: number[]) =>
      refusal(team().create(boss, { email: newEmail(), nom: 'Refusé', role, magasins }, ORIGIN, new Date()));
    expect((await create('responsable', [own])).code).toBe(API_ERROR_CODES.teamRoleRefused);
    expect((await create('siege', [])).code).toBe(API_ERROR_CODES.teamRoleRefused);
    expect((await create('preparateur', [other])).code).toBe(API_ERROR_CODES.staffStoreRefused);
    const two = await create('preparateur', []);
    expect(two).toMatchObject({
      code: API_ERROR_CODES.teamAssignmentInvalid,
      message: staffTeamMessages.preparerOneStore,
    });
  });

  it('cannot change, deactivate or invite another store’s preparer, a manager or himself', async () => {
    const boss = await actor(manager.email);
    const other = await actor(otherPreparer.email);
    const chief = await actor(headOffice.email);
    const now = new Date();
    expect((await refusal(team().update(boss, other.id, { actif: false }, now))).code).toBe(
      API_ERROR_CODES.teamMemberRefused,
    );
    expect((await refusal(team().update(boss, chief.id, { nom: 'X' }, now))).code).toBe(
      API_ERROR_CODES.teamMemberRefused,
    );
    expect((await refusal(team().invite(boss, other.id, ORIGIN, now))).code).toBe(
      API_ERROR_CODES.teamMemberRefused,
    );
    expect((await refusal(team().update(boss, boss.id, { actif: false }, now))).code).toBe(
      API_ERROR_CODES.teamSelfChangeRefused,
    );
    expect((await refusal(team().update(chief, chief.id, { role: 'responsable' }, now))).code).toBe(
      API_ERROR_CODES.teamSelfChangeRefused,
    );
    // His own preparer may not become a manager through him, nor move to another store.
    const prep = await actor(preparer.email);
    expect((await refusal(team().update(boss, prep.id, { role: 'responsable' }, now))).code).toBe(
      API_ERROR_CODES.teamRoleRefused,
    );
    expect((await refusal(team().update(boss, prep.id, { magasins: [other.storeIds[0]!] }, now))).code).toBe(
      API_ERROR_CODES.staffStoreRefused,
    );
    expect((await refusal(team().update(boss, 999_999, { nom: 'X' }, now))).code).toBe(
      API_ERROR_CODES.teamMemberNotFound,
    );
  });

  it('refuses a preparer every team call', async () => {
    const prep = await actor(preparer.email);
    const other = await actor(otherPreparer.email);
    for (const call of [
      team().list(prep, {}),
      team().get(prep, other.id),
      team().create(
        prep,
        { email: newEmail(), nom: 'X', role: 'preparateur', magasins: prep.storeIds },
        ORIGIN,
        new Date(),
      ),
      team().update(prep, other.id, { actif: false }, new Date()),
      team().invite(prep, other.id, ORIGIN, new Date()),
    ])
      expect((await refusal(call)).code).toBe(API_ERROR_CODES.staffRoleRefused);
  });

  it('lists the staff of his stores only', async () => {
    const boss = await actor(manager.email);
    const emails = (await team().list(boss, {})).data.map((m) => m.email);
    expect(emails).toContain(preparer.email);
    expect(emails).toContain(manager.email);
    expect(emails).not.toContain(otherPreparer.email);
    expect(emails).not.toContain(headOffice.email);
    const other = (await actor(otherPreparer.email)).storeIds[0]!;
    expect((await refusal(team().list(boss, { magasin: other }))).code).toBe(
      API_ERROR_CODES.staffStoreRefused,
    );
  });
});

describe('e-mail addresses', () => {
  it('refuses an address another staff account has (409)', async () => {
    const chief = await actor(headOffice.email);
    const error = await refusal(
      team().create(
        chief,
        { email: preparer.email, nom: 'Double', role: 'siege', magasins: [] },
        ORIGIN,
        new Date(),
      ),
    );
    expect(error).toMatchObject({
      code: API_ERROR_CODES.staffEmailTaken,
      message: staffTeamMessages.emailTaken,
    });
  });
});

describe('head office', () => {
  it('creates a manager of two stores, changes his stores, and files the change under each store', async () => {
    const chief = await actor(headOffice.email);
    const [a, b, c] = (await team().stores(chief)).map((store) => store.id);
    const member = await team().create(
      chief,
      { email: newEmail(), nom: 'Nina Roux', role: 'responsable', magasins: [a!, b!, a!] },
      ORIGIN,
      new Date(),
    );
    expect(member.magasins.map((m) => m.id).sort()).toEqual([a, b].sort());
    const changed = await team().update(chief, member.id, { magasins: [c!] }, new Date());
    expect(changed.magasins.map((m) => m.id)).toEqual([c]);
    const rows = (await auditOf(member.id)).filter((r) => r.action === 'personnel_modifie');
    expect(rows.map((r) => r.store_id).sort()).toEqual([a, b, c].sort());
    expect(JSON.parse(rows[0]!.details)).toMatchObject({
      avant: { role: 'responsable' },
      apres: { role: 'responsable', magasins: [c] },
    });
    // Head office: no store; unknown stores are refused.
    const chiefAgain = await team().update(chief, member.id, { role: 'siege' }, new Date());
    expect(chiefAgain).toMatchObject({ role: 'siege', magasins: [] });
    expect(
      (
        await refusal(
          team().update(chief, member.id, { role: 'responsable', magasins: [987_654] }, new Date()),
        )
      ).message,
    ).toBe(staffTeamMessages.unknownStore);
  });
});

describe('deactivation', () => {
  it('ends the member’s sessions, voids his invitations, and reactivating reopens nothing', async () => {
    const boss = await actor(manager.email);
    const prep = await actor(preparer.email);
    const now = new Date();
    const later = new Date(now.getTime() + 12 * HOUR).toISOString();
    for (const id of ['sess-a', 'sess-b'])
      await db()
        .insertInto('staff_sessions')
        .values({
          id: `${id}-${prep.id}`,
          staff_id: prep.id,
          created_at: now.toISOString(),
          expires_at: later,
        })
        .execute();
    const off = await team().update(boss, prep.id, { actif: false }, now);
    expect(off.actif).toBe(false);
    const sessions = await db()
      .selectFrom('staff_sessions')
      .select(['revoked_at', 'revoked_reason'])
      .where('staff_id', '=', prep.id)
      .execute();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((row) => row.revoked_at !== null && row.revoked_reason === 'desactivation')).toBe(
      true,
    );
    const on = await team().update(boss, prep.id, { actif: true }, new Date());
    expect(on.actif).toBe(true);
    const open = await db()
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', prep.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const actions = (await auditOf(prep.id)).map((row) => row.action);
    expect(actions).toEqual(['personnel_desactive', 'personnel_reactive']);
  });
});

describe('invitations', () => {
  async function invited() {
    const boss = await actor(manager.email);
    const email = newEmail();
    const member = await team().create(
      boss,
      { email, nom: 'Inès Blanc', role: 'preparateur', magasins: [boss.storeIds[0]!] },
      ORIGIN,
      new Date(),
    );
    return { boss, email, member, token: await invitationToken(email) };
  }

  it('sets the password once: the link is then refused', async () => {
    const { email, member, token } = await invited();
    expect(await team().invitation(token, new Date())).toEqual({ email, nom: 'Inès Blanc' });
    expect(await team().acceptInvitation(token, 'Bienvenue2026', new Date())).toEqual({
      email,
      message: staffTeamMessages.passwordSet,
    });
    const account = await db()
      .selectFrom('staff_accounts')
      .select(['password_hash', 'password_set'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(account.password_set).toBe(1);
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    const again = await refusal(team().acceptInvitation(token, 'Autre2026x', new Date()));
    expect(again).toMatchObject({
      code: API_ERROR_CODES.invitationInvalid,
      message: staffTeamMessages.invitationInvalid,
    });
    const rows = await auditOf(member.id);
    expect(rows.at(-1)).toMatchObject({ action: 'invitation_acceptee', staff_id: member.id });
    // Nothing left to invite.
    const boss = await actor(manager.email);
    expect((await refusal(team().invite(boss, member.id, ORIGIN, new Date()))).code).toBe(
      API_ERROR_CODES.invitationNotNeeded,
    );
  });

  it('refuses a link past its 72 hours', async () => {
    const { token } = await invited();
    const late = new Date(Date.now() + (STAFF_INVITATION_TTL_HOURS + 1) * HOUR);
    expect((await refusal(team().invitation(token, late))).code).toBe(API_ERROR_CODES.invitationInvalid);
    expect((await refusal(team().acceptInvitation(token, 'Bienvenue2026', late))).code).toBe(
      API_ERROR_CODES.invitationInvalid,
    );
    expect((await refusal(team().invitation('pas-un-jeton', new Date()))).code).toBe(
      API_ERROR_CODES.invitationInvalid,
    );
  });

  it('voids the older link when the invitation is sent again', async () => {
    const { boss, email, member, token } = await invited();
    await team().invite(boss, member.id, ORIGIN, new Date());
    const newer = await invitationToken(email);
    expect(newer).not.toBe(token);
    expect((await refusal(team().invitation(token, new Date()))).code).toBe(
      API_ERROR_CODES.invitationInvalid,
    );
    expect(await team().invitation(newer, new Date())).toMatchObject({ email });
    expect((await auditOf(member.id)).filter((r) => r.action === 'invitation_envoyee')).toHaveLength(2);
  });

  it('voids the link of a deactivated member', async () => {
    const { boss, member, token } = await invited();
    await team().update(boss, member.id, { actif: false }, new Date());
    expect((await refusal(team().invitation(token, new Date()))).code).toBe(
      API_ERROR_CODES.invitationInvalid,
    );
    expect((await refusal(team().invite(boss, member.id, ORIGIN, new Date()))).message).toBe(
      staffTeamMessages.invitationInactive,
    );
  });
});
