import type { OrderModeType } from '@cabas/contracts';
import { distanceMeters } from '@cabas/domain';
import type { Insertable } from 'kysely';
import type { StoreDeliveryCommunesTable, StoreModeServicesTable, StoreOrderModesTable } from '../schema.ts';
import { postalCommunes } from './communes.ts';
import { type Random, randomFor } from './random.ts';
import type { SourceCommune } from './source-data.ts';
import { offersHomeDelivery, type StorePlan } from './stores.ts';

/** Home delivery reaches the communes whose centre is within this distance of the store. */
export const DELIVERY_RADIUS_METERS = 15_000;

const LABELS: Record<OrderModeType, string> = {
  DRIVE: 'Drive : commandez en ligne, retirez vos courses sans sortir de votre voiture',
  CC: 'Click & Collect : retrait de vos achats à l’accueil du magasin',
  CC_TRAITEUR_PERMANENT: 'Traiteur : commandez vos plateaux et buffets, retrait sous 4 jours ouvrés',
  CC_TRAITEUR_NOEL: 'Traiteur des fêtes : retrait les 23, 24, 30 ou 31 décembre',
  LAD: 'Livraison à domicile sur le créneau de votre choix',
  LDD: 'Livraison à domicile par nos vendeurs partenaires',
  CEV: 'Click & Vite : retrait express en casier au magasin',
  PRP: 'Retrait en point relais ou en consigne près de chez vous',
  LC: 'Livraison express en moins de 2 heures',
  PRC: 'Point retrait Cabas : vos courses vous attendent au comptoir',
  PRC_DELIPOP: 'Retrait en consigne connectée, 7 jours sur 7',
};

const TARIFFS: Partial<Record<OrderModeType, number[]>> = {
  LAD: [590, 690, 890],
  LDD: [499],
  PRP: [200, 300],
  LC: [690, 990],
};

type ModeRow = Insertable<StoreOrderModesTable> & { id: number; type: OrderModeType };

export interface StoreModes {
  modes: ModeRow[];
  modeServices: Insertable<StoreModeServicesTable>[];
  deliveryCommunes: Insertable<StoreDeliveryCommunesTable>[];
}

function modeTypesFor(plan: StorePlan, r: Random): OrderModeType[] {
  const lad = offersHomeDelivery(plan);
  const bigCity = ['75', '69', '13', '59'].includes(plan.commune.departement);
  const types: OrderModeType[] = [];
  switch (plan.format) {
    case 'Hyper':
      types.push('DRIVE', 'LAD', 'CC', 'LDD', 'CC_TRAITEUR_NOEL');
      if (r.chance(0.7)) types.push('CC_TRAITEUR_PERMANENT');
      if (r.chance(0.5)) types.push('PRP');
      break;
    case 'Market':
      types.push('DRIVE');
      if (lad) types.push('LAD');
      if (r.chance(0.35)) types.push('CC_TRAITEUR_PERMANENT');
      if (r.chance(0.5)) types.push('CC_TRAITEUR_NOEL');
      if (r.chance(0.4)) types.push('PRP');
      break;
    case 'City':
      // One Paris store is delivery-only; the others have a pedestrian drive.
      if (plan.row.alias_web !== 'cabas-city-paris-batignolles') types.push('DRIVE');
      if (lad) types.push('LAD');
      if (bigCity) types.push('LC');
      if (plan.row.type === 'PRP_LA_POSTE') types.push('PRP');
      break;
    case 'Drive':
      types.push('DRIVE');
      if (plan.row.type === 'CEV') types.push('CEV');
      if (plan.row.type === 'PRC') types.push('PRC');
      if (plan.row.type === 'PRC_DELIPOP') types.push('PRC_DELIPOP');
      if (r.chance(0.6)) types.push('PRP');
      break;
    case 'National':
      break;
  }
  return types;
}

/** Real communes near a store for relay points and lockers: towns 3 to 15 km away, nearest first. */
function nearbyTowns(plan: StorePlan): (SourceCommune & { lat: number; lon: number; distance: number })[] {
  const centre = { latitude: plan.commune.lat, longitude: plan.commune.lon };
  const ownCity = plan.commune.commune ?? plan.commune.code;
  return postalCommunes()
    .filter((c): c is SourceCommune & { lat: number; lon: number } => c.lat !== null && c.lon !== null)
    .filter((c) => (c.commune ?? c.code) !== ownCity && (c.population ?? 0) >= 2000)
    .map((c) => ({ ...c, distance: distanceMeters(centre, { latitude: c.lat, longitude: c.lon }) }))
    .filter((c) => c.distance >= 3000 && c.distance <= DELIVERY_RADIUS_METERS)
    .sort((a, b) => a.distance - b.distance || a.code.localeCompare(b.code));
}

/** Every (postal code, INSEE code) pair of the communes within the delivery radius of the store. */
export function deliveryCommunesOf(plan: StorePlan): Insertable<StoreDeliveryCommunesTable>[] {
  const centre = { latitude: plan.commune.lat, longitude: plan.commune.lon };
  const dLat = DELIVERY_RADIUS_METERS / 111_000;
  const dLon = dLat / Math.cos((centre.latitude * Math.PI) / 180);
  const rows: Insertable<StoreDeliveryCommunesTable>[] = [];
  const seen = new Set<string>();
  for (const c of postalCommunes()) {
    if (c.lat === null || c.lon === null) continue;
    if (Math.abs(c.lat - centre.latitude) > dLat || Math.abs(c.lon - centre.longitude) > dLon) continue;
    if (distanceMeters(centre, { latitude: c.lat, longitude: c.lon }) > DELIVERY_RADIUS_METERS) continue;
    for (const code_postal of c.codesPostaux) {
      const key = `${code_postal}|${c.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ store_id: plan.row.id, code_postal, code_insee: c.code });
    }
  }
  return rows.sort(
    (a, b) => a.code_postal.localeCompare(b.code_postal) || a.code_insee.localeCompare(b.code_insee),
  );
}

const NOT_COLLECTED = 'Commande non retirée : elle est conservée 48 heures, puis annulée et remboursée.';

/** Order modes, their services (pick-up points with address and GPS, delivery) and delivery communes. */
export function buildStoreModes(plans: readonly StorePlan[]): StoreModes {
  const modes: ModeRow[] = [];
  const modeServices: Insertable<StoreModeServicesTable>[] = [];
  const deliveryCommunes: Insertable<StoreDeliveryCommunesTable>[] = [];
  for (const plan of plans) {
    const r = randomFor('modes', plan.row.id);
    const store = plan.row;
    const address = `${store.adresse}, ${store.cp} ${store.ville}`;
    const atStore = { adresse: address, latitude: store.latitude, longitude: store.longitude };
    const types = modeTypesFor(plan, r);
    let delivers = false;
    types.forEach((type, index) => {
      const tariffs = TARIFFS[type];
      const mode: ModeRow = {
        id: modes.length + 1,
        store_id: store.id,
        type,
        label_long: LABELS[type],
        tarif_mini_cents: tariffs ? r.pick(tariffs) : type === 'DRIVE' || type === 'CEV' ? 0 : null,
        bag_deposit_cents: type === 'DRIVE' && r.chance(0.8) ? 20 : null,
        position: index + 1,
      };
      modes.push(mode);
      const service = (s: Omit<Insertable<StoreModeServicesTable>, 'order_mode_id' | 'store_id'>) =>
        modeServices.push({ order_mode_id: mode.id, store_id: store.id, ...s });
      switch (type) {
        case 'DRIVE': {
          const pedestrian = plan.format === 'City';
          service({
            label: pedestrian ? `Drive piéton ${store.name}` : `Drive ${store.name}`,
            description: pedestrian
              ? "Retrait à pied à l'entrée du magasin"
              : 'Pistes de retrait couvertes, chargement par nos équipes',
            type: 'DRIVE',
            sous_type: pedestrian ? 'DRIVE_PIETON' : 'DRIVE_VOITURE',
            info_non_retrait: NOT_COLLECTED,
            montant_max_cents: null,
            ...atStore,
          });
          if (plan.format === 'Hyper' && r.chance(0.5)) {
            service({
              label: `Drive piéton ${store.name}`,
              description: "Retrait à pied à l'entrée de la galerie marchande",
              type: 'DRIVE',
              sous_type: 'DRIVE_PIETON',
              info_non_retrait: NOT_COLLECTED,
              montant_max_cents: null,
              ...atStore,
            });
          }
          break;
        }
        case 'LAD':
        case 'LC':
          delivers = true;
          service({
            label: type === 'LAD' ? 'Livraison à domicile' : 'Livraison express',
            description:
              type === 'LAD'
                ? `Livraison du lundi au samedi dans les communes à moins de ${DELIVERY_RADIUS_METERS / 1000} km`
                : 'Livraison à vélo cargo en moins de 2 heures',
            adresse: null,
            type,
            sous_type: type === 'LAD' ? 'LIVRAISON_DOMICILE' : 'LIVRAISON_EXPRESS',
            latitude: null,
            longitude: null,
            info_non_retrait: null,
            montant_max_cents: type === 'LAD' ? 100_000 : 15_000,
          });
          break;
        case 'PRP': {
          const towns = nearbyTowns(plan).slice(0, 8);
          const picked = r
            .sample(towns, Math.min(towns.length, r.int(2, 3)))
            .sort((a, b) => a.distance - b.distance);
          for (const town of picked) {
            const locker = r.chance(0.5);
            service({
              label: locker ? `Consigne Cabas ${town.nom}` : `Point relais Cabas ${town.nom}`,
              description: locker
                ? 'Consigne automatique accessible 7 jours sur 7, de 6 h à 22 h'
                : 'Retrait chez notre commerçant partenaire',
              adresse: `${r.int(1, 80)} rue du Commerce, ${town.codesPostaux[0]} ${town.nom}`,
              type: 'PRP',
              sous_type: locker ? 'CONSIGNE' : 'POINT_RELAIS',
              latitude: town.lat,
              longitude: town.lon,
              info_non_retrait: 'Colis non retiré sous 3 jours : retour au magasin et remboursement.',
              montant_max_cents: 30_000,
            });
          }
          break;
        }
        case 'LDD':
          service({
            label: 'Vendeurs partenaires',
            description: 'Livraison à domicile sous 2 à 5 jours ouvrés par nos vendeurs partenaires',
            adresse: null,
            type: 'LDD',
            sous_type: 'MARKETPLACE',
            latitude: null,
            longitude: null,
            info_non_retrait: null,
            montant_max_cents: 300_000,
          });
          break;
        default: {
          const texts: Record<string, [string, string]> = {
            CC: ['Accueil du magasin', 'Retrait à l’accueil, aux horaires d’ouverture du magasin'],
            CC_TRAITEUR_PERMANENT: ['Comptoir traiteur', 'Retrait au comptoir traiteur sous 4 jours ouvrés'],
            CC_TRAITEUR_NOEL: [
              'Comptoir traiteur des fêtes',
              'Retrait les 23, 24, 30 et 31 décembre au comptoir traiteur',
            ],
            CEV: ['Casiers Click & Vite', 'Casiers réfrigérés à l’entrée du magasin'],
            PRC: ['Point retrait Cabas', 'Comptoir de retrait à l’entrée du magasin'],
            PRC_DELIPOP: ['Consigne connectée', 'Consigne réfrigérée accessible 7 jours sur 7 avec un code'],
          };
          const [label, description] = texts[type]!;
          service({
            label,
            description,
            type,
            sous_type: null,
            info_non_retrait: NOT_COLLECTED,
            montant_max_cents: null,
            ...atStore,
          });
        }
      }
    });
    if (delivers) deliveryCommunes.push(...deliveryCommunesOf(plan));
  }
  return { modes, modeServices, deliveryCommunes };
}
