import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-pro.ts';

type Db = Kysely<DB>;

/** The pro client's company as last given, its outstanding limit and amount (undefined: no pro row yet). */
export function findCompany(db: Db, clientId: number) {
  return db
    .selectFrom('clients as c')
    .leftJoin('pro_accounts as a', 'a.client_id', 'c.id')
    .select([
      'c.pro_company_name',
      'c.pro_contact_id',
      'a.siret',
      'a.tva_intracommunautaire',
      'a.adresse',
      'a.code_postal',
      'a.ville',
      'a.outstanding_limit_cents',
      'a.outstanding_cents',
    ])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
}

export function findContact(db: Db, contactId: number) {
  return db
    .selectFrom('store_pro_contacts')
    .select(['prenom', 'nom', 'tel', 'mobile', 'mail'])
    .where('id', '=', contactId)
    .executeTakeFirst();
}

/** The stores of the client's agreement, with their payment term and whether they still offer the pro service. */
export function agreementStores(db: Db, clientId: number) {
  return db
    .selectFrom('client_pro_stores as a')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .select(['s.id', 's.name', 's.ville', 's.service_corapro', 'a.payment_term_days'])
    .where('a.client_id', '=', clientId)
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
}
