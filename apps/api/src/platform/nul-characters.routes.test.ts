import { API_ERROR_CODES, apiMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nulCharacterPath } from './nul-characters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('NUL characters in a call', () => {
  it('finds the first string holding one, by its dotted path', () => {
    expect(nulCharacterPath({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(nulCharacterPath('\u0000')).toBe('_');
    expect(nulCharacterPath({ 'k\u0000': 1 })).toBe('_');
    expect(nulCharacterPath({ a: 'é🛒', b: null, c: [true, 2] })).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
  });

  // Found by the API fuzz run (issue #35): PostgreSQL refused the text with a 500 ("invalid byte
  // sequence for encoding UTF8: 0x00") on list, order and saved-card names.
  it('refuses one in a body field with a French 422 on that field, and writes nothing', async () => {
    const session = await login(t, DEMO_ACCOUNTS.standard);
    const before = await t.database.db.selectFrom('shopping_lists').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/listes',
      headers: bearer(session.access_token),
      payload: { titre: 'Courses\u0000', magasin_id: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status_code: 422,
      message: apiMessages.nulCharacter,
      errors: { titre: [apiMessages.nulCharacter] },
      code: API_ERROR_CODES.invalidData,
    });
    expect(await t.database.db.selectFrom('shopping_lists').select('id').execute()).toEqual(before);
  });

  it('refuses one in the query string too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/magasins?q=Lyon%00' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: apiMessages.nulCharacter,
      errors: { q: [apiMessages.nulCharacter] },
    });
  });
});
