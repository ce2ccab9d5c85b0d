import { PASSWORD_RULE_VERSIONS } from '@cabas/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { DB } from '../schema.ts';
import type { NewClient } from '../schema-accounts.ts';
import type {} from '../schema-pro.ts';
import type { SeedClock } from './product-builder.ts';

/**
 * Demo accounts (README "Demo accounts"): a standard customer, a loyalty-card holder, a professional
 * customer with a pro agreement and a named commercial contact, and an account whose password dates
 * from the former rule (6 characters), which gets the forced password-change popin.
 */
export const DEMO_ACCOUNTS = {
  standard: { email: 'marie.dupont@exemple.fr', password: 'Courses2024' },
  loyalty: { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' },
  pro: { email: 'contact@boulangerie-lefebvre.exemple.fr', password: 'ProCabas2024' },
  legacyPassword: { email: 'lucie.petit@exemple.fr', password: 'soleil' },
} as const;

/** Stores of the pro agreement. */
const PRO_AGREEMENT_SIZE = 3;

type Db = Kysely<DB>;

async function storeIds(db: Db) {
  const drive = await db
    .selectFrom('stores as s')
    .innerJoin('store_order_modes as m', 'm.store_id', 's.id')
    .select('s.id')
    .where('s.is_national', '=', 0)
    .where('m.type', '=', 'DRIVE')
    .orderBy('s.id')
    .limit(2)
    .execute();
  const pro = await db
    .selectFrom('stores')
    .select('id')
    .where('is_national', '=', 0)
    .where('service_corapro', '=', 1)
    .orderBy('id')
    .limit(PRO_AGREEMENT_SIZE)
    .execute();
  const first = drive[0]?.id ?? null;
  return { standard: first, loyalty: drive[1]?.id ?? first, pro: pro.map((s) => s.id) };
}

/** The columns of a seeded customer that the demo leaves empty, created (and last changed) at `created`. */
export function seededClientDefaults(created: string) {
  return {
    password_rule_version: PASSWORD_RULE_VERSIONS.current,
    password_changed_at: created,
    tel: null,
    pro_company_name: null,
    pro_contact_id: null,
    num_carte_malin: null,
    num_carte_cabas: null,
    adresse: null,
    complement_adresse: null,
    cp: null,
    ville: null,
    pays: null,
    departement: null,
    created_at: created,
    updated_at: created,
  } satisfies Partial<NewClient>;
}

/**
 * The demo pro account's company: a SIRET and VAT number whose keys hold (not a real company's
 * details to rely on), its bakery's address, a 3 000 € outstanding limit and nothing owed yet.
 */
function demoProCompany(clientId: number, created: string) {
  return {
    client_id: clientId,
    siret: '51234567900009',
    tva_intracommunautaire: 'FR75512345679',
    adresse: '12 rue Nationale',
    code_postal: '59000',
    ville: 'Lille',
    outstanding_limit_cents: 300_000,
    outstanding_cents: 0,
    updated_at: created,
  };
}

export async function seedAccounts(db: Db, clock: SeedClock): Promise<number> {
  const stores = await storeIds(db);
  const contact = stores.pro[0]
    ? await db
        .selectFrom('store_pro_contacts')
        .select('id')
        .where('store_id', '=', stores.pro[0])
        .orderBy('id')
        .executeTakeFirst()
    : undefined;
  const [standard, loyalty, pro, legacy] = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map((account) => hashPassword(account.password)),
  );
  const created = new Date(clock.today.getTime() - 400 * 86_400_000).toISOString();
  const base = seededClientDefaults(created);
  const clients: NewClient[] = [
    {
      ...base,
      email: DEMO_ACCOUNTS.standard.email,
      password_hash: standard!,
      civilite: 'Mme',
      nom: 'Dupont',
      prenom: 'Marie',
      tel: '06 12 34 56 78',
      id_magasin: stores.standard,
      opt_in: 1,
    },
    {
      ...base,
      email: DEMO_ACCOUNTS.loyalty.email,
      password_hash: loyalty!,
      civilite: 'M.',
      nom: 'Moreau',
      prenom: 'Julien',
      tel: '07 98 76 54 32',
      id_magasin: stores.loyalty,
      optin_sms_suivi_commande_drive: 1,
      own_cards_holder: 1,
      partner_card_holder: 1,
      all_cards_paired: 1,
      num_carte_cabas: '9250012345678901',
      num_carte_malin: '2500012345678901234',
    },
    {
      ...base,
      email: DEMO_ACCOUNTS.pro.email,
      password_hash: pro!,
      civilite: 'M.',
      nom: 'Lefebvre',
      prenom: 'Paul',
      tel: '03 20 12 34 56',
      id_magasin: stores.pro[0] ?? stores.standard,
      is_pro: 1,
      pro_company_name: 'Boulangerie Lefebvre',
      pro_contact_id: contact?.id ?? null,
    },
    {
      ...base,
      email: DEMO_ACCOUNTS.legacyPassword.email,
      password_hash: legacy!,
      password_rule_version: PASSWORD_RULE_VERSIONS.legacy,
      civilite: 'Mme',
      nom: 'Petit',
      prenom: 'Lucie',
      id_magasin: stores.standard,
    },
  ];
  for (const client of clients) {
    const { id } = await db.insertInto('clients').values(client).returning('id').executeTakeFirstOrThrow();
    if (client.is_pro === 1 && stores.pro.length) {
      await db
        .insertInto('client_pro_stores')
        .values(stores.pro.map((store_id) => ({ client_id: id, store_id, payment_term_days: 30 })))
        .execute();
      await db.insertInto('pro_accounts').values(demoProCompany(id, created)).execute();
    }
  }
  return clients.length;
}
