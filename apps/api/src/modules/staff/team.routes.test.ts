import { API_ERROR_CODES, accountMessages, staffMessages, staffTeamMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  login as customerLogin,
  DEMO_ACCOUNTS,
  decodeQuotedPrintable,
  sentMails,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-staff.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';

const { preparer, manager, otherPreparer, headOffice } = DEMO_STAFF_ACCOUNTS;

let t: TestApp;
let db: Kysely<DB>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
const newAddress = () => ({ remoteAddress: `10.48.0.${++address}` });

function staffLogin(account: { email: string; password: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/gestion/connexion',
    payload: { email: account.email, password: account.password },
    ...newAddress(),
  });
}

async function staffToken(account: { email: string; password: string }): Promise<string> {
  const res = await staffLogin(account);
  if (res.statusCode !== 200) throw new Error(`staff login: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...newAddress(),
  });

async function idOf(email: string): Promise<number> {
  return (
    await db.selectFrom('staff_accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
}

async function storeOf(email: string): Promise<number> {
  const row = await db
    .selectFrom('staff_stores as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select('s.store_id')
    .where('a.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.store_id;
}

let seq = 0;
const newEmail = () => `equipe.${Date.now()}.${++seq}@cabas-magasins.exemple.fr`;

/** The invitation token of the last e-mail to `email` (written under the test DATA_DIR). */
async function invitationToken(email: string): Promise<string> {
  const mails = (await sentMails(t)).filter((eml) => eml.includes(`To: ${email}`));
  const match = decodeQuotedPrintable(mails.at(-1) ?? '').match(
    /http:\/\/localhost:3000\/gestion\/invitation\/([\w-]+)/,
  );
  if (!match) throw new Error(`no invitation for ${email}`);
  return match[1]!;
}

describe('who may call the team', () => {
  it('refuses a preparer (403) on every team call, and a visitor (401)', async () => {
    const token = await staffToken(preparer);
    const other = await idOf(otherPreparer.email);
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/gestion/equipe'],
      ['GET', `/api/gestion/equipe/${other}`],
      ['POST', '/api/gestion/equipe', { email: newEmail(), nom: 'X', role: 'preparateur', magasins: [1] }],
      ['PUT', `/api/gestion/equipe/${other}`, { actif: false }],
      ['POST', `/api/gestion/equipe/${other}/invitation`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, token, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({
        code: API_ERROR_CODES.staffRoleRefused,
        message: staffMessages.roleRefused,
      });
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
  });

  it('refuses a customer’s token (403 reserve_au_personnel)', async () => {
    const customer = await customerLogin(t, DEMO_ACCOUNTS.loyalty);
    for (const [method, url] of [
      ['GET', '/api/gestion/equipe'],
      ['GET', '/api/gestion/magasins'],
      ['POST', `/api/gestion/equipe/${await idOf(preparer.email)}/invitation`],
    ] as const) {
      const res = await call(method, url, customer.access_token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe(API_ERROR_CODES.staffOnly);
    }
  });

  it('gives each member his stores, head office every store of the chain', async () => {
    const mine = (await call('GET', '/api/gestion/magasins', await staffToken(preparer))).json().data;
    expect(mine).toEqual([{ id: await storeOf(preparer.email), name: expect.any(String) }]);
    const all = (await call('GET', '/api/gestion/magasins', await staffToken(headOffice))).json().data;
    expect(all.length).toBeGreaterThan(10);
  });
});

describe('a manager', () => {
  it('lists his stores’ staff, and not another store’s', async () => {
    const token = await staffToken(manager);
    const res = await call('GET', '/api/gestion/equipe', token);
    expect(res.statusCode).toBe(200);
    const emails = res.json().data.map((m: { email: string }) => m.email);
    expect(emails).toEqual(expect.arrayContaining([preparer.email, manager.email]));
    expect(emails).not.toContain(otherPreparer.email);
    const other = await storeOf(otherPreparer.email);
    const refused = await call('GET', `/api/gestion/equipe?magasin=${other}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(API_ERROR_CODES.staffStoreRefused);
    const foreign = await call('GET', `/api/gestion/equipe/${await idOf(otherPreparer.email)}`, token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe(API_ERROR_CODES.teamMemberRefused);
  });

  it('cannot create a manager (403), nor a preparer of another store (403)', async () => {
    const token = await staffToken(manager);
    const own = await storeOf(manager.email);
    const other = await storeOf(otherPreparer.email);
    const asManager = await call('POST', '/api/gestion/equipe', token, {
      email: newEmail(),
      nom: 'Chef Bis',
      role: 'responsable',
      magasins: [own],
    });
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json()).toMatchObject({
      code: API_ERROR_CODES.teamRoleRefused,
      message: staffTeamMessages.roleRefused,
    });
    const elsewhere = await call('POST', '/api/gestion/equipe', token, {
      email: newEmail(),
      nom: 'Ailleurs',
      role: 'preparateur',
      magasins: [other],
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe(API_ERROR_CODES.staffStoreRefused);
  });

  it('cannot touch another store’s preparer, a manager, head office, nor himself', async () => {
    const token = await staffToken(manager);
    for (const email of [otherPreparer.email, headOffice.email]) {
      const res = await call('PUT', `/api/gestion/equipe/${await idOf(email)}`, token, { actif: false });
      expect(res.statusCode, email).toBe(403);
      expect(res.json().code, email).toBe(API_ERROR_CODES.teamMemberRefused);
    }
    const self = await call('PUT', `/api/gestion/equipe/${await idOf(manager.email)}`, token, {
      actif: false,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({
      code: API_ERROR_CODES.teamSelfChangeRefused,
      message: staffTeamMessages.selfChangeRefused,
    });
    expect((await call('PUT', '/api/gestion/equipe/987654', token, { nom: 'X' })).statusCode).toBe(404);
  });

  it('answers a 409 for an address already taken, a 422 with field messages for bad input', async () => {
    const token = await staffToken(manager);
    const own = await storeOf(manager.email);
    const taken = await call('POST', '/api/gestion/equipe', token, {
      email: `  ${preparer.email.toUpperCase()} `,
      nom: 'Léa Bis',
      role: 'preparateur',
      magasins: [own],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: API_ERROR_CODES.staffEmailTaken,
      message: staffTeamMessages.emailTaken,
      errors: { email: [staffTeamMessages.emailTaken] },
    });
    const bad = await call('POST', '/api/gestion/equipe', token, { email: 'x', nom: '', role: 'chef' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      nom: [staffTeamMessages.nameRequired],
      role: [staffTeamMessages.roleRequired],
    });
    const nothing = await call('PUT', `/api/gestion/equipe/${await idOf(preparer.email)}`, token, {});
    expect(nothing.statusCode).toBe(422);
  });
});

describe('a new preparer, from invitation to deactivation', () => {
  it('is invited, cannot log in, chooses his password once, logs in, and is logged out by his deactivation', async () => {
    const boss = await staffToken(manager);
    const email = newEmail();
    const created = await call('POST', '/api/gestion/equipe', boss, {
      email: email.toUpperCase(),
      nom: 'Hugo Lefèvre',
      role: 'preparateur',
      magasins: [await storeOf(manager.email)],
    });
    expect(created.statusCode).toBe(201);
    const member = created.json().data;
    expect(member).toMatchObject({ email, invitation_en_attente: true, actif: true, gerable: true });
    // No password yet: the login refuses him with the usual answer.
    expect((await staffLogin({ email, password: 'Nimporte2026' })).statusCode).toBe(401);

    const first = await invitationToken(email);
    const resent = await call('POST', `/api/gestion/equipe/${member.id}/invitation`, boss);
    expect(resent.statusCode).toBe(200);
    const token = await invitationToken(email);
    expect(token).not.toBe(first);
    const old = await call('GET', `/api/gestion/invitations/${first}`);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({
      code: API_ERROR_CODES.invitationInvalid,
      message: staffTeamMessages.invitationInvalid,
    });

    const info = await call('GET', `/api/gestion/invitations/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toEqual({ email, nom: 'Hugo Lefèvre' });
    const weak = await call('POST', `/api/gestion/invitations/${token}`, undefined, {
      mot_de_passe: 'faible',
      confirmation: 'faible',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.mot_de_passe).toEqual([accountMessages.passwordRule]);
    const accepted = await call('POST', `/api/gestion/invitations/${token}`, undefined, {
      mot_de_passe: 'Bienvenue2026',
      confirmation: 'Bienvenue2026',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ email, message: staffTeamMessages.passwordSet });
    const reused = await call('POST', `/api/gestion/invitations/${token}`, undefined, {
      mot_de_passe: 'Autre2026x',
      confirmation: 'Autre2026x',
    });
    expect(reused.statusCode).toBe(410);

    const own = await staffToken({ email, password: 'Bienvenue2026' });
    expect((await call('GET', '/api/gestion/moi', own)).statusCode).toBe(200);

    const off = await call('PUT', `/api/gestion/equipe/${member.id}`, boss, { actif: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.actif).toBe(false);
    const after = await call('GET', '/api/gestion/moi', own);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(API_ERROR_CODES.sessionExpired);
    expect((await staffLogin({ email, password: 'Bienvenue2026' })).statusCode).toBe(401);

    // Reactivated: he logs in again, the old session stays ended.
    expect((await call('PUT', `/api/gestion/equipe/${member.id}`, boss, { actif: true })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/gestion/moi', own)).statusCode).toBe(401);
    expect((await staffLogin({ email, password: 'Bienvenue2026' })).statusCode).toBe(200);

    const rows = await db
      .selectFrom('audit_log')
      .select(['action', 'store_id'])
      .where('entity', '=', 'personnel')
      .where('entity_id', '=', String(member.id))
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual([
      'personnel_cree',
      'invitation_envoyee',
      'invitation_envoyee',
      'invitation_acceptee',
      'personnel_desactive',
      'personnel_reactive',
    ]);
    expect(new Set(rows.map((row) => row.store_id))).toEqual(new Set([await storeOf(manager.email)]));
    // The manager's journal shows them.
    const journal = (await call('GET', '/api/gestion/journal', boss)).json().data;
    expect(journal.map((row: { action: string }) => row.action)).toContain('personnel_desactive');
  });
});

describe('head office', () => {
  it('lists every account, creates a manager, changes his role and stores', async () => {
    const token = await staffToken(headOffice);
    const all = (await call('GET', '/api/gestion/equipe', token)).json().data;
    const emails = all.map((m: { email: string }) => m.email);
    expect(emails).toEqual(expect.arrayContaining(Object.values(DEMO_STAFF_ACCOUNTS).map((a) => a.email)));
    const stores = (await call('GET', '/api/gestion/magasins', token)).json().data as { id: number }[];
    const created = await call('POST', '/api/gestion/equipe', token, {
      email: newEmail(),
      nom: 'Sophie Martin',
      role: 'responsable',
      magasins: [stores[0]!.id, stores[1]!.id],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const demoted = await call('PUT', `/api/gestion/equipe/${id}`, token, {
      role: 'preparateur',
      magasins: [stores[2]!.id],
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data).toMatchObject({ role: 'preparateur', magasins: [{ id: stores[2]!.id }] });
    const wrong = await call('PUT', `/api/gestion/equipe/${id}`, token, {
      role: 'responsable',
      magasins: [],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: API_ERROR_CODES.teamAssignmentInvalid,
      errors: { magasins: [staffTeamMessages.managerStores] },
    });
    const self = await call('PUT', `/api/gestion/equipe/${await idOf(headOffice.email)}`, token, {
      role: 'responsable',
      magasins: [stores[0]!.id],
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe(API_ERROR_CODES.teamSelfChangeRefused);
  });
});
