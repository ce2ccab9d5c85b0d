import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { BillingAddressesTable, BillingAddressRow } from '../../db/schema-account-extras.ts';

export function findBillingAddress(db: Kysely<DB>, clientId: number): Promise<BillingAddressRow | undefined> {
  return db.selectFrom('billing_addresses').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

/** One billing address per client: written over the previous one. */
export async function upsertBillingAddress(db: Kysely<DB>, row: Insertable<BillingAddressesTable>) {
  const { client_id: _clientId, ...values } = row;
  await db
    .insertInto('billing_addresses')
    .values(row)
    .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
    .execute();
}
