import { API_ERROR_CODES, apiMessages, messages } from '@cabas/contracts';
import { parisClock } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { SlotsService } from '../slots/slots.service.ts';
import { presentStore, type StoreDetails } from './store-presenter.ts';
import * as repo from './stores.repository.ts';

export { listStores } from './store-locator.service.ts';

/** A store's row by id, for other modules (a customer's store at sign-up, a pro's agreements). */
export function findStoreById(db: Kysely<DB>, id: number) {
  return repo.findStoreById(db, id);
}

type Db = Kysely<DB>;

const storeNotFound = () => new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);

/** A store's page data; each pickup mode's next slot is the first one its services can still book. */
export async function getStore(
  db: Db,
  slots: Pick<SlotsService, 'firstBookableSlots'>,
  id: number,
  now: Date,
) {
  const store = await repo.findStoreById(db, id);
  if (!store) throw storeNotFound();
  const today = parisClock(now).date;
  const [week, exceptions, services, modes, modeServices, proContacts, bookableSlots] = await Promise.all([
    repo.findHours(db, [id]),
    repo.findExceptionalHours(db, [id], today),
    repo.findServices(db, id),
    repo.findOrderModes(db, [id]),
    repo.findModeServices(db, id),
    repo.findProContacts(db, id),
    slots.firstBookableSlots(id, now),
  ]);
  const details: StoreDetails = {
    week,
    exceptions,
    services,
    modes,
    modeServices,
    proContacts,
    bookableSlots,
  };
  return { type: 'magasin' as const, id: store.id, attributes: presentStore(store, details, now) };
}

export async function shopInfos(db: Db, storeId: number | null, type: string | undefined, now: Date) {
  if (storeId !== null && !(await repo.findStoreById(db, storeId))) throw storeNotFound();
  const rows = await repo.findMessages(db, storeId, now.toISOString(), type);
  return { data: rows.map((r) => ({ type: r.type, message: r.message })) };
}

export async function deliveryCommunes(db: Db, storeId: number) {
  if (!(await repo.findStoreById(db, storeId))) throw storeNotFound();
  const rows = await repo.findDeliveryCommunes(db, storeId);
  return {
    data: rows.map((r) => ({
      id: r.id,
      code_postal: r.code_postal,
      code_insee: r.code_insee,
      nom_commune: r.nom_commune,
    })),
  };
}

/** Eligible only if the postal code AND the INSEE code match a delivery commune. */
export async function deliveryEligibility(db: Db, storeId: number, codePostal: string, codeInsee: string) {
  if (!(await repo.findStoreById(db, storeId))) throw storeNotFound();
  const eligible = await repo.isDeliveryCommune(db, storeId, codePostal, codeInsee);
  return {
    data: {
      eligible,
      code_postal: codePostal,
      code_insee: codeInsee,
      message: eligible ? null : messages.deliveryNotInCommune,
    },
  };
}
