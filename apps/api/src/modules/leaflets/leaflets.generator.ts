import { planLeaflets } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  leafletAdvantages,
  promotionsFingerprint,
  replaceLeaflets,
  storedFingerprint,
} from './leaflets.repository.ts';

type Db = Kysely<DB>;

/**
 * Regenerates a store's leaflets when its promotions changed since they were built (their
 * fingerprint differs), or always with `force`. Returns whether it regenerated. Inside a transaction
 * (the seed) it writes in that one; otherwise in its own.
 */
export async function refreshStoreLeaflets(
  db: Db,
  storeId: number,
  now: Date,
  options: { force?: boolean } = {},
): Promise<boolean> {
  const fingerprint = await promotionsFingerprint(db, storeId);
  if (!options.force && (await storedFingerprint(db, storeId)) === fingerprint) return false;
  const plans = planLeaflets(await leafletAdvantages(db, storeId));
  const write = (trx: Db) => replaceLeaflets(trx, storeId, plans, fingerprint, now);
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return true;
}

/** Generates the leaflets of every store (the seed's step). */
export async function generateAllLeaflets(db: Db, now: Date): Promise<void> {
  const stores = await db.selectFrom('stores').select('id').orderBy('id').execute();
  for (const { id } of stores) await refreshStoreLeaflets(db, id, now, { force: true });
}
