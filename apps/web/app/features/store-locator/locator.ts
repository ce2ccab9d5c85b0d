import { ORDER_MODE_TYPES, type OrderModeType, STORE_TYPES, type StoreType } from '@cabas/contracts';

/** The locator page's address: `/magasins?recherche=&latitude=&longitude=&type=&mode=&service=&ouvert=&carburant=`. */
export const LOCATOR_PATH = '/magasins';

/** The store types a shopper can filter on, in French. */
export const STORE_TYPE_LABELS: Record<StoreType, string> = {
  CRF: 'Hypermarché ou supermarché',
  STANDARD: 'Magasin de proximité',
  CEV: 'Drive Click & Vite',
  PRC: 'Point retrait Cabas',
  PRC_DELIPOP: 'Consigne connectée Delipop',
  PRP_LA_POSTE: 'Point retrait La Poste',
};

/** The order modes offered as filters (the caterer and seller modes are not a reason to pick a store). */
export const MODE_FILTERS: readonly OrderModeType[] = [
  'DRIVE',
  'CC',
  'LAD',
  'LC',
  'PRP',
  'CEV',
  'PRC',
  'PRC_DELIPOP',
];

export const MODE_LABELS: Record<OrderModeType, string> = {
  DRIVE: 'Drive',
  CC: 'Retrait en magasin',
  LAD: 'Livraison à domicile',
  LDD: 'Livraison par un vendeur',
  CC_TRAITEUR_NOEL: 'Traiteur de fêtes',
  CC_TRAITEUR_PERMANENT: 'Traiteur',
  PRP: 'Point de retrait',
  CEV: 'Retrait en casier',
  LC: 'Livraison express',
  PRC: 'Point relais',
  PRC_DELIPOP: 'Consigne Delipop',
};

/** The locator's form as read from the address (the same names as the API's query). */
export interface LocatorForm {
  recherche: string;
  latitude: number | null;
  longitude: number | null;
  types: StoreType[];
  modes: OrderModeType[];
  services: string[];
  ouvert: boolean;
  carburant: boolean;
}

const within = <T extends string>(values: readonly T[], list: string[]) =>
  list.filter((v): v is T => (values as readonly string[]).includes(v));

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Reads the form from the address; unknown values are dropped rather than refused. */
export function readLocatorForm(params: URLSearchParams): LocatorForm {
  const latitude = coordinate(params.get('latitude'), 90);
  const longitude = coordinate(params.get('longitude'), 180);
  const located = latitude !== null && longitude !== null;
  return {
    recherche: (params.get('recherche') ?? '').trim().replace(/\s+/g, ' ').slice(0, 100),
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
    types: within(STORE_TYPES, params.getAll('type')),
    modes: within(ORDER_MODE_TYPES, params.getAll('mode')),
    services: params
      .getAll('service')
      .filter((s) => /^[A-Z0-9_]{1,40}$/.test(s))
      .slice(0, 20),
    ouvert: params.get('ouvert') === 'on' || params.get('ouvert') === 'true',
    carburant: params.get('carburant') === 'on' || params.get('carburant') === 'true',
  };
}

/** The address of the locator for a form (the filters kept, the search replaced). */
export function locatorHref(form: LocatorForm): string {
  const params = new URLSearchParams();
  if (form.latitude !== null && form.longitude !== null) {
    params.set('latitude', form.latitude.toFixed(5));
    params.set('longitude', form.longitude.toFixed(5));
  } else if (form.recherche) params.set('recherche', form.recherche);
  for (const type of form.types) params.append('type', type);
  for (const mode of form.modes) params.append('mode', mode);
  for (const service of form.services) params.append('service', service);
  if (form.ouvert) params.set('ouvert', 'on');
  if (form.carburant) params.set('carburant', 'on');
  const query = params.toString();
  return query ? `${LOCATOR_PATH}?${query}` : LOCATOR_PATH;
}

/** One store of the locator, as the list and the map show it. */
export interface LocatorStore {
  id: number;
  name: string;
  type: StoreType;
  adresse: string;
  cp: string;
  ville: string;
  telephone: string;
  latitude: number;
  longitude: number;
  distance: number | null;
  open: boolean;
  status: string;
  todayHours: string;
  todayExceptional: boolean;
  weekHours: string;
  modes: OrderModeType[];
  services: string[];
  fuel: boolean;
  /** `/magasins/{aliasWeb}-m-{id}` */
  path: string;
}

export interface LocatorData {
  form: LocatorForm;
  stores: LocatorStore[];
  /** Where the distances are measured from, and the map's centre. */
  centre: { latitude: number; longitude: number; libelle: string } | null;
  services: { code: string; libelle: string }[];
  /** Whether a search (text or position) was made; without one, every store is listed. */
  searched: boolean;
  error: string | null;
  /** The configured tile layer, `null` for the bundled outline map. */
  tiles: { url: string; attribution: string } | null;
}
