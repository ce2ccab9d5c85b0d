import type { ProBilling } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-pro.ts';

type Db = Kysely<DB>;

/** The client of a pro checkout call, with his company's name and named commercial contact. */
export function findProClient(db: Db, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'email', 'prenom', 'id_magasin', 'is_pro', 'pro_company_name', 'pro_contact_id'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}
export type ProClient = NonNullable<Awaited<ReturnType<typeof findProClient>>>;

/** The store of the call: national or not, whether it offers the pro service, its address. */
export function findProStore(db: Db, storeId: number) {
  return db
    .selectFrom('stores')
    .select(['id', 'is_national', 'service_corapro', 'adresse', 'cp', 'ville'])
    .where('id', '=', storeId)
    .executeTakeFirst();
}
export type ProStore = NonNullable<Awaited<ReturnType<typeof findProStore>>>;

/** The stores of the client's agreement and their payment terms. */
export function findAgreementStores(db: Db, clientId: number) {
  return db
    .selectFrom('client_pro_stores')
    .select(['store_id', 'payment_term_days'])
    .where('client_id', '=', clientId)
    .execute();
}

export function findProAccount(db: Db, clientId: number) {
  return db.selectFrom('pro_accounts').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export function findProContact(db: Db, contactId: number) {
  return db
    .selectFrom('store_pro_contacts')
    .select(['prenom', 'nom', 'tel', 'mobile', 'mail'])
    .where('id', '=', contactId)
    .executeTakeFirst();
}

/**
 * Keeps the billing details given at the pro checkout on the company (prefilled next time): its
 * identifiers and address on `pro_accounts` (a company without a row gets one, without outstanding
 * limit), its name on the client.
 */
export async function saveBilling(db: Db, clientId: number, billing: ProBilling, nowIso: string) {
  const details = {
    siret: billing.siret,
    tva_intracommunautaire: billing.tva_intracommunautaire,
    adresse: billing.adresse,
    code_postal: billing.code_postal,
    ville: billing.ville,
    updated_at: nowIso,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pro_accounts')
      .values({ client_id: clientId, outstanding_limit_cents: 0, ...details })
      .onConflict((oc) => oc.column('client_id').doUpdateSet(details))
      .execute();
    await trx
      .updateTable('clients')
      .set({ pro_company_name: billing.raison_sociale })
      .where('id', '=', clientId)
      .execute();
  });
}
