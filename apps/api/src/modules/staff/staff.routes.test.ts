import { API_ERROR_CODES, messages, STAFF_JOURNAL_PAGE_SIZE, staffMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login as customerLogin, DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-staff.ts';
import { DEMO_STAFF_ACCOUNTS } from '../../db/seed/staff.ts';

const { preparer, manager, otherPreparer, headOffice } = DEMO_STAFF_ACCOUNTS;

let t: TestApp;
let db: Kysely<DB>;
beforeAll(async () => {
  t = await createTestApp({ security: { login: { addressFailures: 4 } } });
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
/** Each test logs in from its own address, so that one test's failures do not lock another's. */
const newAddress = () => ({ remoteAddress: `10.37.0.${++address}` });

function staffLogin(account: { email: string; password: string }, from = newAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/gestion/connexion',
    payload: { email: account.email, password: account.password },
    ...from,
  });
}

async function staffToken(account: { email: string; password: string }): Promise<string> {
  const res = await staffLogin(account);
  if (res.statusCode !== 200) throw new Error(`staff login: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function storeOf(email: string): Promise<number> {
  const row = await db
    .selectFrom('staff_stores as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select('s.store_id')
    .where('a.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.store_id;
}

async function auditRows(email: string) {
  return db
    .selectFrom('audit_log as l')
    .innerJoin('staff_accounts as a', 'a.id', 'l.staff_id')
    .select(['l.action', 'l.entity', 'l.entity_id', 'l.store_id', 'l.details'])
    .where('a.email', '=', email)
    .orderBy('l.id')
    .execute();
}

describe('staff login', () => {
  it('opens a staff session, answers who is logged in, and writes the login to the audit log', async () => {
    const res = await staffLogin(manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', data: { displayName: manager.displayName } });
    const storeId = await storeOf(manager.email);
    const me = await get('/api/gestion/moi', body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: manager.email,
      displayName: 'Thomas Bernard',
      role: 'responsable',
      allStores: false,
      stores: [{ id: storeId }],
    });
    const rows = await auditRows(manager.email);
    expect(rows.at(-1)).toMatchObject({ action: 'connexion', entity: 'session', store_id: storeId });
    expect(JSON.parse(rows.at(-1)!.details)).toEqual({ role: 'responsable' });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const from = newAddress();
    const wrong = await staffLogin({ ...preparer, password: 'Mauvais2024' }, from);
    const unknown = await staffLogin({ email: 'personne@cabas-magasins.exemple.fr', password: 'X' }, from);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status_code: 401,
        message: messages.loginFailure,
        code: API_ERROR_CODES.loginFailed,
      });
    }
  });

  it('does not open a staff session with a customer’s credentials', async () => {
    const res = await staffLogin(DEMO_ACCOUNTS.loyalty);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(API_ERROR_CODES.loginFailed);
  });

  it('locks an address out after repeated failures, as for customers', async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i++)
      expect((await staffLogin({ ...headOffice, password: `Faux${i}` }, from)).statusCode).toBe(401);
    const locked = await staffLogin(headOffice, from);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      message: messages.tooManyWrongAttempts,
      code: API_ERROR_CODES.tooManyWrongAttempts,
    });
    // Another address still logs in.
    expect((await staffLogin(headOffice)).statusCode).toBe(200);
  });
});

describe('staff and customer tokens', () => {
  it('refuses a customer’s token on every staff call', async () => {
    const customer = await customerLogin(t, DEMO_ACCOUNTS.loyalty);
    const calls = [
      { method: 'GET', url: '/api/gestion/moi' },
      { method: 'GET', url: '/api/gestion/journal' },
      { method: 'POST', url: '/api/gestion/deconnexion' },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(customer.access_token) });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json(), call.url).toEqual({
        status_code: 403,
        message: staffMessages.staffOnly,
        code: API_ERROR_CODES.staffOnly,
      });
    }
    expect((await get('/api/gestion/moi')).statusCode).toBe(401);
  });

  it('refuses a staff token on the customers’ calls', async () => {
    const token = await staffToken(manager);
    for (const url of ['/api/me', '/api/me/adresses']) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({
        status_code: 403,
        message: staffMessages.customersOnly,
        code: API_ERROR_CODES.customersOnly,
      });
    }
  });
});

describe('staff journal', () => {
  it('refuses the journal to a preparer, of his store as of another', async () => {
    const token = await staffToken(preparer);
    const other = await storeOf(otherPreparer.email);
    for (const url of ['/api/gestion/journal', `/api/gestion/journal?magasin=${other}`]) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe(API_ERROR_CODES.staffRoleRefused);
    }
  });

  it('shows a manager the rows of his stores only', async () => {
    await staffToken(otherPreparer);
    await staffToken(preparer);
    const token = await staffToken(manager);
    const own = await storeOf(manager.email);
    const other = await storeOf(otherPreparer.email);
    const res = await get('/api/gestion/journal', token);
    expect(res.statusCode).toBe(200);
    const journal = res.json();
    expect(journal.meta).toMatchObject({ page: 1, pageSize: STAFF_JOURNAL_PAGE_SIZE });
    expect(journal.data.length).toBeGreaterThan(0);
    expect(journal.data.every((row: { store: { id: number } | null }) => row.store?.id === own)).toBe(true);
    const names = new Set(
      journal.data.map((row: { staff: { displayName: string } }) => row.staff.displayName),
    );
    expect(names).toContain(preparer.displayName);
    expect(names).not.toContain(otherPreparer.displayName);
    // Newest first.
    const ids = journal.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const refused = await get(`/api/gestion/journal?magasin=${other}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: staffMessages.storeRefused,
      code: API_ERROR_CODES.staffStoreRefused,
    });
  });

  it('shows head office every store’s rows, and one store when asked', async () => {
    await staffToken(otherPreparer);
    const token = await staffToken(headOffice);
    const other = await storeOf(otherPreparer.email);
    const own = await storeOf(manager.email);
    const all = (await get('/api/gestion/journal', token)).json();
    const stores = new Set(all.data.map((row: { store: { id: number } | null }) => row.store?.id ?? null));
    expect(stores).toContain(other);
    expect(stores).toContain(own);
    // Head office's own login is filed under no store, and shown to head office only.
    expect(stores).toContain(null);
    const one = (await get(`/api/gestion/journal?magasin=${other}`, token)).json();
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((row: { store: { id: number } }) => row.store.id === other)).toBe(true);
  });
});

describe('staff logout', () => {
  it('ends the session, refuses its token afterwards and writes the logout once', async () => {
    const token = await staffToken(otherPreparer);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/gestion/deconnexion',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    const after = await get('/api/gestion/moi', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(API_ERROR_CODES.sessionExpired);
    const rows = await auditRows(otherPreparer.email);
    expect(rows.filter((row) => row.action === 'deconnexion')).toHaveLength(1);
    expect(rows.at(-1)).toMatchObject({
      action: 'deconnexion',
      store_id: await storeOf(otherPreparer.email),
    });
  });
});
