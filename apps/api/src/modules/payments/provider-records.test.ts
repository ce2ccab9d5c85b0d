import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { ProviderRecords } from './provider-records.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await freshDatabase();
});
afterAll(async () => {
  await test?.drop();
});

describe('ProviderRecords.storeOf', () => {
  it('names the store of a session (its account at the provider), and none for a session we do not know', async () => {
    const { db } = test.database;
    const client = await db.selectFrom('clients').select('id').executeTakeFirstOrThrow();
    const store = await db.selectFrom('stores').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('payment_sessions')
      .values({
        id: 'ps_store_of_0000000001',
        provider: 'stripe',
        checkout_id: 999,
        client_id: client.id,
        store_id: store.id,
        type_panier: 'drive',
        mode_paiement: 'CB',
        status: 'ouverte',
        total_cents: 4250,
        card_cents: 4250,
        order_draft: '{}',
        created_at: now,
        updated_at: now,
        expires_at: now,
      })
      .execute();
    const records = new ProviderRecords(db);
    await expect(records.storeOf('ps_store_of_0000000001')).resolves.toBe(store.id);
    await expect(records.storeOf('ps_unknown_0000000001')).resolves.toBeNull();
  });
});
