import {
  API_ERROR_CODES,
  apiMessages,
  messages,
  type OrderModeType,
  type StoreListQuery,
} from '@cabas/contracts';
import {
  boundingBox,
  expandSaintAbbreviations,
  isOpenOn,
  type LatLon,
  nearest,
  normalizeForSearch,
  parisClock,
  summariseWeek,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../platform/errors.ts';
import { findCity } from '../communes/city-index.ts';
import { communesOfPostalCode } from '../communes/communes.service.ts';
import { presentListItem, presentStore, type StoreDetails } from './store-presenter.ts';
import * as repo from './stores.repository.ts';

/** A store's row by id, for other modules (a customer's store at sign-up, a pro's agreements). */
export function findStoreById(db: Kysely<DB>, id: number) {
  return repo.findStoreById(db, id);
}

type Db = Kysely<DB>;

const storeNotFound = () =>
  new HttpError(404, apiMessages.storeNotFound, undefined, API_ERROR_CODES.storeNotFound);

export async function getStore(db: Db, id: number, now: Date) {
  const store = await repo.findStoreById(db, id);
  if (!store) throw storeNotFound();
  const today = parisClock(now).date;
  const [week, exceptions, services, modes, modeServices, proContacts] = await Promise.all([
    repo.findHours(db, [id]),
    repo.findExceptionalHours(db, [id], today),
    repo.findServices(db, id),
    repo.findOrderModes(db, [id]),
    repo.findModeServices(db, id),
    repo.findProContacts(db, id),
  ]);
  const details: StoreDetails = { week, exceptions, services, modes, modeServices, proContacts };
  return { type: 'magasin' as const, id: store.id, attributes: presentStore(store, details, now) };
}

interface Centre extends LatLon {
  libelle: string;
}

async function centreOfPostalCode(db: Db, codePostal: string): Promise<Centre | null> {
  const communes = (await communesOfPostalCode(db, codePostal)).filter((c) => c.latitude !== null);
  const main = communes.sort((a, b) => b.population - a.population)[0];
  if (!main) return null;
  return {
    latitude: main.latitude!,
    longitude: main.longitude!,
    libelle: `${codePostal} ${main.nom_commune}`,
  };
}

async function centreOfCity(db: Db, text: string): Promise<Centre | null> {
  const city = await findCity(db, expandSaintAbbreviations(normalizeForSearch(text)));
  if (!city) return null;
  return {
    latitude: city.latitude,
    longitude: city.longitude,
    libelle: `${city.nom_commune} (${city.code_postal})`,
  };
}

/**
 * The store locator: near a point, a postal code or a city, at most 30 stores within
 * 30 km, nearest first. A text that names stores rather than a city finds them by name.
 */
export async function listStores(db: Db, query: StoreListQuery, now: Date) {
  let centre: Centre | null = null;
  let byName: repo.StoreListRow[] = [];
  const text = query.q?.trim();
  if (query.latitude !== undefined && query.longitude !== undefined) {
    centre = { latitude: query.latitude, longitude: query.longitude, libelle: 'Position indiquée' };
  } else if (query.code_postal || (text && /^\d{5}$/.test(text))) {
    centre = await centreOfPostalCode(db, query.code_postal ?? text!);
  } else if (text) {
    centre = await centreOfCity(db, text);
    if (!centre) byName = await repo.findStoresByName(db, normalizeForSearch(text));
  }

  let located: { item: repo.StoreListRow; distance: number | null }[];
  if (centre) {
    const candidates = await repo.findStoresInBox(db, boundingBox(centre, query.distance_max));
    located = nearest(candidates, centre, query.distance_max, query.limit);
  } else if (text || query.code_postal) {
    located = byName.slice(0, query.limit).map((item) => ({ item, distance: null }));
  } else {
    located = (await repo.findAllStores(db)).map((item) => ({ item, distance: null }));
  }

  const ids = located.map((l) => l.item.id);
  const clock = parisClock(now);
  const [hours, exceptions, modes] = await Promise.all([
    repo.findHours(db, ids),
    repo.findExceptionalHours(db, ids, clock.date),
    repo.findOrderModes(db, ids),
  ]);
  const data = located
    .map(({ item, distance }) => {
      const week = hours.filter((h) => h.store_id === item.id);
      return presentListItem(item, {
        distance,
        modes: modes.filter((m) => m.store_id === item.id).map((m) => m.type as OrderModeType),
        open: isOpenOn(
          week,
          exceptions.filter((e) => e.store_id === item.id),
          clock,
        ),
        horaires: summariseWeek(week),
      });
    })
    .filter((store) => !query.mode || store.attributes.modes_commande.includes(query.mode));
  return {
    data,
    meta: {
      total: data.length,
      centre: centre && { latitude: centre.latitude, longitude: centre.longitude, libelle: centre.libelle },
    },
  };
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
