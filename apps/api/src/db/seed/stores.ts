import { NATIONAL_STORE_ID, type StoreType } from '@cabas/contracts';
import type { Insertable } from 'kysely';
import type { StoresTable } from '../schema.ts';
import { communeByCode } from './communes.ts';
import { type Random, randomFor } from './random.ts';
import { readSourceCommunes, type SourceCommune } from './source-data.ts';
import { normalizeForSearch, slugify } from './text.ts';

export type StoreFormat = 'Hyper' | 'Market' | 'City' | 'Drive';

interface StoreDefinition {
  format: StoreFormat;
  /** INSEE code of the commune (or municipal arrondissement) whose centre the store stands at. */
  insee: string;
  /** Name after the format, when not the commune's ("Lyon Part-Dieu"). */
  label?: string;
  type?: StoreType;
  /** Small-town opening hours: lunch break, closed on Monday morning. */
  smallTown?: boolean;
  externalUrl?: string;
}

/**
 * The chain's stores, all at real commune centres across every metropolitan region (Corsica
 * included). Ids are the positions in this list, from 1; the national store is NATIONAL_STORE_ID.
 */
export const STORE_DEFINITIONS: StoreDefinition[] = [
  // Île-de-France
  { format: 'Hyper', insee: '75113', label: 'Paris Italie' },
  { format: 'City', insee: '75111', label: 'Paris Bastille' },
  { format: 'City', insee: '75117', label: 'Paris Batignolles' },
  { format: 'Market', insee: '75115', label: 'Paris Convention' },
  { format: 'Hyper', insee: '93048' },
  { format: 'Market', insee: '94028' },
  { format: 'Market', insee: '78646' },
  { format: 'Drive', insee: '95018' },
  { format: 'Hyper', insee: '91228' },
  // Hauts-de-France
  { format: 'Hyper', insee: '59009' },
  { format: 'City', insee: '59350', label: 'Lille Centre' },
  { format: 'Market', insee: '80021' },
  { format: 'Market', insee: '62041', type: 'STANDARD' },
  // Grand Est
  { format: 'Hyper', insee: '67482' },
  { format: 'Market', insee: '51454' },
  { format: 'Market', insee: '57463' },
  { format: 'City', insee: '10387' },
  // Normandie
  { format: 'Hyper', insee: '76540' },
  { format: 'Market', insee: '14118' },
  { format: 'City', insee: '50129', type: 'PRP_LA_POSTE' },
  // Bretagne
  { format: 'Hyper', insee: '35238' },
  { format: 'Market', insee: '29019' },
  { format: 'City', insee: '56260' },
  { format: 'City', insee: '29232', smallTown: true },
  // Pays de la Loire
  { format: 'Hyper', insee: '44109' },
  { format: 'Market', insee: '49007' },
  { format: 'Drive', insee: '85191', type: 'PRC' },
  // Centre-Val de Loire
  { format: 'Market', insee: '37261' },
  { format: 'Market', insee: '45234', type: 'STANDARD' },
  { format: 'City', insee: '18033', smallTown: true },
  // Bourgogne-Franche-Comté
  { format: 'Market', insee: '21231' },
  { format: 'Market', insee: '25056' },
  { format: 'City', insee: '89024', smallTown: true },
  // Nouvelle-Aquitaine
  { format: 'Hyper', insee: '33063' },
  { format: 'Drive', insee: '33281', type: 'CEV' },
  { format: 'Market', insee: '87085' },
  { format: 'Market', insee: '86194' },
  { format: 'City', insee: '17300' },
  { format: 'City', insee: '64445' },
  // Occitanie
  { format: 'Hyper', insee: '31555' },
  { format: 'Hyper', insee: '34172' },
  { format: 'Market', insee: '30189' },
  { format: 'Market', insee: '66136', type: 'STANDARD' },
  { format: 'City', insee: '81004' },
  { format: 'Drive', insee: '34032', type: 'PRC_DELIPOP' },
  { format: 'City', insee: '48095', smallTown: true },
  // Auvergne-Rhône-Alpes
  { format: 'Hyper', insee: '69383', label: 'Lyon Part-Dieu' },
  { format: 'City', insee: '69384', label: 'Lyon Croix-Rousse' },
  { format: 'Market', insee: '38185' },
  { format: 'Market', insee: '42218' },
  { format: 'Market', insee: '63113' },
  { format: 'City', insee: '74010' },
  { format: 'Drive', insee: '26362' },
  { format: 'City', insee: '15014', smallTown: true },
  // Provence-Alpes-Côte d'Azur
  { format: 'Hyper', insee: '13211', label: 'Marseille Est' },
  { format: 'City', insee: '13202', label: 'Marseille Joliette' },
  { format: 'Hyper', insee: '06088' },
  { format: 'Market', insee: '83137' },
  { format: 'Market', insee: '13001', type: 'STANDARD' },
  { format: 'Drive', insee: '05061' },
  // Corse
  { format: 'Market', insee: '2A004', externalUrl: 'https://corse.cabas.example/magasins/ajaccio' },
  { format: 'City', insee: '2B033', externalUrl: 'https://corse.cabas.example/magasins/bastia' },
];

/** The store national prices come from, in central Paris, attached to the first Paris store. */
export const NATIONAL_STORE = { id: NATIONAL_STORE_ID, attachedTo: 1, insee: '75101' } as const;

export interface StorePlan {
  row: Insertable<StoresTable> & { id: number };
  format: StoreFormat | 'National';
  commune: SourceCommune & { lat: number; lon: number };
  smallTown: boolean;
}

const STORE_EPOCH = Date.UTC(2012, 0, 1);

/** Telephone area prefix from the département (01 Île-de-France … 05 south-west). */
export function areaPrefix(departement: string): string {
  if (['75', '77', '78', '91', '92', '93', '94', '95'].includes(departement)) return '01';
  if (
    [
      '14',
      '18',
      '22',
      '27',
      '28',
      '29',
      '35',
      '36',
      '37',
      '41',
      '44',
      '45',
      '49',
      '50',
      '53',
      '56',
      '61',
      '72',
      '76',
      '85',
    ].includes(departement)
  )
    return '02';
  if (
    [
      '02',
      '08',
      '10',
      '21',
      '25',
      '39',
      '51',
      '52',
      '54',
      '55',
      '57',
      '58',
      '59',
      '60',
      '62',
      '67',
      '68',
      '70',
      '71',
      '80',
      '88',
      '89',
      '90',
    ].includes(departement)
  )
    return '03';
  if (
    [
      '09',
      '12',
      '16',
      '17',
      '19',
      '23',
      '24',
      '31',
      '32',
      '33',
      '40',
      '46',
      '47',
      '64',
      '65',
      '79',
      '81',
      '82',
      '86',
      '87',
    ].includes(departement)
  )
    return '05';
  return '04';
}

export function frenchPhone(departement: string, random: Random): string {
  const pairs = Array.from({ length: 4 }, () => String(random.int(10, 99)));
  return [areaPrefix(departement), ...pairs].join(' ');
}

/** The commune a municipal arrondissement belongs to ("Paris 13e Arrondissement" -> Paris). */
function cityOf(commune: SourceCommune): SourceCommune {
  if (commune.type !== 'arrondissement-municipal') return commune;
  const parent = readSourceCommunes().find((c) => c.code === commune.commune);
  return parent ?? commune;
}

/** The nearest other town of some size, for "route de …" addresses. */
function neighbourTown(commune: SourceCommune & { lat: number; lon: number }): string {
  const city = cityOf(commune);
  let best: { name: string; d: number } | null = null;
  for (const c of readSourceCommunes()) {
    if (c.lat === null || c.lon === null || c.type !== 'commune-actuelle' || (c.population ?? 0) < 4000)
      continue;
    if (c.code === city.code) continue;
    const d =
      (c.lat - commune.lat) ** 2 + ((c.lon - commune.lon) * Math.cos((commune.lat * Math.PI) / 180)) ** 2;
    if (!best || d < best.d) best = { name: c.nom, d };
  }
  return best?.name ?? city.nom;
}

/** "route de Lyon", "route d'Ambérieu", "route du Bouscat", "route des Ponts-de-Cé". */
export function routeTo(town: string): string {
  const article = /^(Les|Le|La) (.+)$/.exec(town);
  if (article?.[1] === 'Le') return `route du ${article[2]}`;
  if (article?.[1] === 'Les') return `route des ${article[2]}`;
  if (article || /^L['’]/.test(town)) return `route de ${town}`;
  return /^[AEIOUYÂÊÎÔÛÉÈ]/i.test(town) ? `route d'${town}` : `route de ${town}`;
}

function storeAddress(
  format: StoreFormat,
  commune: SourceCommune & { lat: number; lon: number },
  random: Random,
): string {
  const n = random.int(1, 120);
  switch (format) {
    case 'Hyper':
      return `Centre commercial Cabas, ${routeTo(neighbourTown(commune))}`;
    case 'Market':
      return `${n} avenue du Cabas`;
    case 'City':
      return `${n} rue du Cabas`;
    case 'Drive':
      return `Zone d'activités du Cabas, ${n} allée des Paniers`;
  }
}

function located(commune: SourceCommune): SourceCommune & { lat: number; lon: number } {
  if (commune.lat === null || commune.lon === null)
    throw new Error(`Commune sans coordonnées : ${commune.nom}`);
  return commune as SourceCommune & { lat: number; lon: number };
}

/** The stores table rows (ids 1…N and the national store) with what the other store tables need. */
export function buildStorePlans(): StorePlan[] {
  const plans: StorePlan[] = STORE_DEFINITIONS.map((def, index) => {
    const id = index + 1;
    const random = randomFor('store', id);
    const commune = located(communeByCode(def.insee));
    const city = cityOf(commune);
    const name = `Cabas ${def.format} ${def.label ?? city.nom}`;
    const type: StoreType =
      def.type ?? (def.format === 'Hyper' || def.format === 'Market' ? 'CRF' : 'STANDARD');
    const lad = def.format === 'Hyper' || (def.format !== 'Drive' && random.chance(0.7));
    return {
      format: def.format,
      commune,
      smallTown: def.smallTown ?? false,
      row: {
        id,
        name,
        alias_web: slugify(name),
        type,
        format: def.format,
        adresse: storeAddress(def.format, commune, random),
        cp: commune.codesPostaux[0]!,
        ville: city.nom,
        code_insee: commune.code,
        telephone: frenchPhone(commune.departement, random),
        email: `magasin${String(id).padStart(3, '0')}@cabas.example`,
        latitude: commune.lat,
        longitude: commune.lon,
        name_normalise: normalizeForSearch(name),
        is_national: 0,
        attached_store_id: null,
        external_url: def.externalUrl ?? null,
        allow_code_promo: random.chance(0.9) ? 1 : 0,
        allow_carte_carrefour: random.chance(0.85) ? 1 : 0,
        is_eligible_abonnement_lad: lad && random.chance(0.65) ? 1 : 0,
        montant_minimum_lad_cents: lad ? random.pick([5000, 6000, 8000]) : null,
        is_dispo_carrefour: random.chance(0.9) ? 1 : 0,
        has_choix_substitution: random.chance(0.7) ? 1 : 0,
        service_corapro: (
          def.format === 'Hyper'
            ? random.chance(0.55)
            : def.format === 'Market'
              ? random.chance(0.3)
              : random.chance(0.1)
        )
          ? 1
          : 0,
        ticket_dematerialise: random.chance(0.5) ? 1 : 0,
        created_at: new Date(STORE_EPOCH + random.int(0, 3650) * 86_400_000).toISOString(),
      },
    };
  });
  const paris = located(communeByCode(NATIONAL_STORE.insee));
  const name = 'Cabas – national';
  plans.push({
    format: 'National',
    commune: paris,
    smallTown: false,
    row: {
      id: NATIONAL_STORE.id,
      name,
      alias_web: 'cabas-national',
      type: 'CRF',
      format: 'National',
      adresse: 'Siège Cabas, 1 avenue du Cabas',
      cp: '75001',
      ville: 'Paris',
      code_insee: paris.code,
      telephone: '01 40 00 00 00',
      email: 'service.client@cabas.example',
      latitude: paris.lat,
      longitude: paris.lon,
      name_normalise: normalizeForSearch(name),
      is_national: 1,
      attached_store_id: NATIONAL_STORE.attachedTo,
      external_url: null,
      allow_code_promo: 1,
      allow_carte_carrefour: 1,
      is_eligible_abonnement_lad: 0,
      montant_minimum_lad_cents: null,
      is_dispo_carrefour: 1,
      has_choix_substitution: 0,
      service_corapro: 1,
      ticket_dematerialise: 0,
      created_at: new Date(STORE_EPOCH).toISOString(),
    },
  });
  return plans;
}

/** Whether the plan's store offers home delivery (decided once, reused for the order modes). */
export const offersHomeDelivery = (plan: StorePlan) =>
  plan.row.montant_minimum_lad_cents !== null && plan.format !== 'National';
