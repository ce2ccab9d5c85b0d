import type { Kysely } from 'kysely';
import { insertStaffAccount } from '../../modules/staff/staff.repository.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { SeedClock } from './product-builder.ts';

/**
 * Demo staff accounts (README "Comptes de démonstration du personnel", decision 108): a preparer and
 * the manager of Julien Moreau's store, a preparer of another store, and head office.
 */
export const DEMO_STAFF_ACCOUNTS = {
  preparer: {
    email: 'lea.martin@cabas-magasins.exemple.fr',
    password: 'Preparation2024',
    displayName: 'Léa Martin',
    role: 'preparateur',
  },
  manager: {
    email: 'thomas.bernard@cabas-magasins.exemple.fr',
    password: 'Responsable2024',
    displayName: 'Thomas Bernard',
    role: 'responsable',
  },
  otherPreparer: {
    email: 'karim.haddad@cabas-magasins.exemple.fr',
    password: 'Preparation2024',
    displayName: 'Karim Haddad',
    role: 'preparateur',
  },
  headOffice: {
    email: 'claire.dubois@cabas-siege.exemple.fr',
    password: 'Siege2024',
    displayName: 'Claire Dubois',
    role: 'siege',
  },
} as const;

type Db = Kysely<DB>;

/** Julien Moreau's store and another store of the chain (the demo customers' first one). */
async function demoStores(db: Db): Promise<{ julien: number; other: number } | null> {
  const julien = await db
    .selectFrom('clients')
    .select('id_magasin')
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirst();
  if (!julien?.id_magasin) return null;
  const other = await db
    .selectFrom('stores')
    .select('id')
    .where('is_national', '=', 0)
    .where('id', '!=', julien.id_magasin)
    .orderBy('id')
    .executeTakeFirst();
  return other ? { julien: julien.id_magasin, other: other.id } : null;
}

export async function seedStaff(db: Db, clock: SeedClock): Promise<void> {
  const stores = await demoStores(db);
  if (!stores) return;
  const now = clock.today.toISOString();
  const storesOf = {
    preparer: [stores.julien],
    manager: [stores.julien],
    otherPreparer: [stores.other],
    headOffice: [],
  } as const;
  for (const [key, account] of Object.entries(DEMO_STAFF_ACCOUNTS) as [
    keyof typeof DEMO_STAFF_ACCOUNTS,
    (typeof DEMO_STAFF_ACCOUNTS)[keyof typeof DEMO_STAFF_ACCOUNTS],
  ][]) {
    await insertStaffAccount(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      displayName: account.displayName,
      role: account.role,
      storeIds: storesOf[key],
      now,
    });
  }
}
