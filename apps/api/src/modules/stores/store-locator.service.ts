import {
  type OrderModeType,
  STORE_FUEL_SERVICE,
  type StoreListItem,
  type StoreListQuery,
  type StoreType,
} from '@cabas/contracts';
import {
  boundingBox,
  describeOpeningStatus,
  expandSaintAbbreviations,
  formatDayHours,
  type LatLon,
  nearest,
  normalizeForSearch,
  openingStatusOn,
  parisClock,
  summariseWeek,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findCity } from '../communes/city-index.ts';
import { communesOfPostalCode } from '../communes/communes.service.ts';
import * as locator from './store-locator.repository.ts';
import * as repo from './stores.repository.ts';

type Db = Kysely<DB>;

interface Centre extends LatLon {
  libelle: string;
}

/** How far ahead the exceptional hours are read: the next opening is looked for within 14 days. */
const NEXT_OPENING_DAYS = 15;

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

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function filtersOf(query: StoreListQuery): locator.StoreFilters {
  const services = new Set(query.service ?? []);
  if (query.carburant) services.add(STORE_FUEL_SERVICE);
  return {
    types: (query.type ?? []) as StoreType[],
    modes: (query.mode ?? []) as OrderModeType[],
    services: [...services],
  };
}

/**
 * The store locator: near a point, a postal code or a city, at most 30 stores within 30 km, nearest
 * first; a text that names stores rather than a city finds them by name; no search lists every store.
 * Types, order modes and services are filtered in SQL, "open now" once the hours are read, before the
 * limit, so that the 30 stores shown are the nearest that match.
 */
export async function listStores(db: Db, query: StoreListQuery, now: Date) {
  const filters = filtersOf(query);
  let centre: Centre | null = null;
  const text = query.q?.trim();
  if (query.latitude !== undefined && query.longitude !== undefined) {
    centre = { latitude: query.latitude, longitude: query.longitude, libelle: 'Position indiquée' };
  } else if (query.code_postal || (text && /^\d{5}$/.test(text))) {
    centre = await centreOfPostalCode(db, query.code_postal ?? text!);
  } else if (text) {
    centre = await centreOfCity(db, text);
  }

  let located: { item: locator.LocatorRow; distance: number | null }[];
  if (centre) {
    const candidates = await locator.findStoresInBox(db, filters, boundingBox(centre, query.distance_max));
    located = nearest(candidates, centre, query.distance_max, Number.POSITIVE_INFINITY);
  } else if (text || query.code_postal) {
    const byName = text ? await locator.findStoresByName(db, filters, normalizeForSearch(text)) : [];
    located = byName.map((item) => ({ item, distance: null }));
  } else {
    located = (await locator.findAllStores(db, filters)).map((item) => ({ item, distance: null }));
  }

  const ids = located.map((l) => l.item.id);
  const clock = parisClock(now);
  const [hours, exceptions, modes, services, serviceChoices] = await Promise.all([
    repo.findHours(db, ids),
    repo.findExceptionalHours(db, ids, clock.date),
    repo.findOrderModes(db, ids),
    locator.findServicesOf(db, ids),
    locator.findServiceChoices(db),
  ]);
  const lastDate = addDays(clock.date, NEXT_OPENING_DAYS);
  const byStore = <T extends { store_id: number }>(rows: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const list = map.get(row.store_id);
      if (list) list.push(row);
      else map.set(row.store_id, [row]);
    }
    return map;
  };
  const hoursOf = byStore(hours);
  const exceptionsOf = byStore(exceptions.filter((e) => e.date <= lastDate));
  const modesOf = byStore(modes);
  const servicesOf = byStore(services);

  let data: StoreListItem[] = located.map(({ item, distance }) => {
    const week = hoursOf.get(item.id) ?? [];
    const status = openingStatusOn(week, exceptionsOf.get(item.id) ?? [], clock);
    const storeServices = (servicesOf.get(item.id) ?? []).map((s) => ({ code: s.code, libelle: s.libelle }));
    return {
      type: 'magasin' as const,
      id: item.id,
      attributes: {
        magasin: item.name,
        name: item.name,
        aliasWeb: item.alias_web,
        type: item.type as StoreType,
        adresse: item.adresse,
        cp: item.cp,
        ville: item.ville,
        telephone_magasin: item.telephone,
        latitude: item.latitude,
        longitude: item.longitude,
        distance,
        modes_commande: (modesOf.get(item.id) ?? []).map((m) => m.type as OrderModeType),
        open: status.open,
        horaires: summariseWeek(week),
        horaires_jour: {
          date: status.today.date,
          plages: status.today.ranges.map((r) => ({ from: r.opens, to: r.closes })),
          exceptionnel: status.today.exceptional,
          texte: formatDayHours(status.today),
        },
        statut_ouverture: describeOpeningStatus(status),
        prochaine_ouverture: status.nextOpening && {
          date: status.nextOpening.date,
          heure: status.nextOpening.time,
        },
        services: storeServices,
        carburant: storeServices.some((s) => s.code === STORE_FUEL_SERVICE),
      },
    };
  });
  if (query.ouvert) data = data.filter((store) => store.attributes.open);
  if (centre || text || query.code_postal) data = data.slice(0, query.limit);
  return {
    data,
    meta: {
      total: data.length,
      centre: centre && { latitude: centre.latitude, longitude: centre.longitude, libelle: centre.libelle },
      services: serviceChoices.map((s) => ({ code: s.code, libelle: String(s.libelle) })),
    },
  };
}
