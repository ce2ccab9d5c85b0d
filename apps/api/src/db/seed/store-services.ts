import type { Insertable } from 'kysely';
import type { StoreMessagesTable, StoreProContactsTable, StoreServicesTable } from '../schema.ts';
import { decemberSundays } from './holidays.ts';
import type { SeedClock } from './product-builder.ts';
import { randomFor } from './random.ts';
import { frenchPhone, type StoreFormat, type StorePlan } from './stores.ts';

const SERVICES: Record<string, [libelle: string, description: string]> = {
  STATION: ['Station-service', 'Carburants 24 h/24, paiement par carte bancaire à la pompe'],
  LAVAGE: ['Station de lavage', 'Rouleaux et haute pression, jetons à l’accueil'],
  DRIVE_PIETON: ['Drive piéton', 'Retirez vos courses à pied, à l’entrée du magasin'],
  RETRAIT_COLIS: ['Retrait colis', 'Vos colis de vente en ligne à retirer à l’accueil'],
  LOCATION: ['Location de véhicules', 'Utilitaires et voitures à la demi-journée ou au week-end'],
  PRESSING: ['Pressing', 'Nettoyage à sec et blanchisserie, retour sous 48 heures'],
  BILLETTERIE: ['Billetterie', 'Concerts, spectacles, parcs de loisirs et événements sportifs'],
  PHOTO: ['Photo', 'Tirages minute et photos d’identité'],
  CLES: ['Cordonnerie et clés minute', 'Réparation de chaussures et reproduction de clés'],
  RECHARGE: ['Bornes de recharge électrique', 'Recharge rapide pour véhicules électriques sur le parking'],
  DAB: ['Distributeur de billets', 'Retrait d’espèces à l’entrée du magasin'],
  WIFI: ['Wi-Fi gratuit', 'Connexion gratuite et illimitée dans tout le magasin'],
  PARKING: ['Parking gratuit', 'Parking gratuit pendant vos courses'],
  GAZ: ['Bouteilles de gaz', 'Vente et consigne de bouteilles de gaz'],
  ANNONCES: ['Petites annonces', 'Panneau d’affichage gratuit à l’entrée du magasin'],
};

const SERVICE_CHOICES: Record<StoreFormat, { codes: string[]; count: [number, number] }> = {
  Hyper: {
    codes: [
      'STATION',
      'LAVAGE',
      'RETRAIT_COLIS',
      'LOCATION',
      'PRESSING',
      'BILLETTERIE',
      'PHOTO',
      'CLES',
      'RECHARGE',
      'DAB',
      'WIFI',
      'PARKING',
      'GAZ',
    ],
    count: [6, 8],
  },
  Market: {
    codes: [
      'STATION',
      'RETRAIT_COLIS',
      'LOCATION',
      'PHOTO',
      'CLES',
      'RECHARGE',
      'DAB',
      'PARKING',
      'GAZ',
      'ANNONCES',
    ],
    count: [4, 6],
  },
  City: { codes: ['DRIVE_PIETON', 'RETRAIT_COLIS', 'DAB', 'WIFI', 'ANNONCES'], count: [2, 4] },
  Drive: { codes: ['RETRAIT_COLIS', 'PARKING', 'STATION', 'RECHARGE'], count: [2, 3] },
};

export function storeServices(plan: StorePlan): Insertable<StoreServicesTable>[] {
  if (plan.format === 'National') return [];
  const choice = SERVICE_CHOICES[plan.format];
  const r = randomFor('services', plan.row.id);
  const picked = r.sample(choice.codes, r.int(choice.count[0], choice.count[1]));
  // Keep the catalogue order so that similar stores list their services alike.
  return choice.codes
    .filter((code) => picked.includes(code))
    .map((code, index) => ({
      store_id: plan.row.id,
      code,
      libelle: SERVICES[code]![0],
      description: SERVICES[code]![1],
      position: index + 1,
    }));
}

const FIRST_NAMES = [
  'Claire',
  'Julien',
  'Sophie',
  'Nicolas',
  'Camille',
  'Thomas',
  'Élodie',
  'Mathieu',
  'Nadia',
  'Karim',
  'Isabelle',
  'Laurent',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Lefèvre',
  'Moreau',
  'Laurent',
  'Garnier',
  'Roux',
  'Fournier',
  'Girard',
  'Benali',
  'Nguyen',
];

const ascii = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Named commercial contacts of the stores that serve professionals. */
export function proContacts(plan: StorePlan): Insertable<StoreProContactsTable>[] {
  if (!plan.row.service_corapro || plan.format === 'National') return [];
  const r = randomFor('pro-contacts', plan.row.id);
  const count = r.chance(0.3) ? 2 : 1;
  const firstNames = r.sample(FIRST_NAMES, count);
  const lastNames = r.sample(LAST_NAMES, count);
  return firstNames.map((prenom, i) => {
    const nom = lastNames[i]!;
    return {
      store_id: plan.row.id,
      prenom,
      nom,
      tel: frenchPhone(plan.commune.departement, r),
      mobile: r.chance(0.7)
        ? `0${r.pick(['6', '7'])} ${[1, 2, 3, 4].map(() => r.int(10, 99)).join(' ')}`
        : null,
      mail: `${ascii(prenom)}.${ascii(nom)}@pro.cabas.example`,
    };
  });
}

const iso = (date: Date) => date.toISOString();
const dayOffset = (clock: SeedClock, days: number) => new Date(clock.today.getTime() + days * 86_400_000);
const frenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);

/**
 * Shop messages: one for every store and the national mode (store_id null), a few per store (works,
 * exceptional openings), one already over and one not yet begun, to exercise the date filter.
 */
export function storeMessages(
  plans: readonly StorePlan[],
  clock: SeedClock,
): Insertable<StoreMessagesTable>[] {
  const rows: Insertable<StoreMessagesTable>[] = [
    {
      store_id: null,
      type: 'message_info',
      message:
        'Retrouvez vos produits habituels en un clic dans votre espace client, rubrique « Mes produits habituels ».',
      starts_at: null,
      ends_at: null,
    },
    {
      store_id: null,
      type: 'message_alerte',
      message:
        'Forte affluence : certains créneaux de retrait peuvent être complets, pensez à réserver le vôtre dès maintenant.',
      starts_at: iso(dayOffset(clock, -2)),
      ends_at: iso(dayOffset(clock, 12)),
    },
  ];
  const stores = plans.filter((p) => p.format !== 'National');
  const year = clock.today.getUTCFullYear();
  const nextSunday = [...decemberSundays(year), ...decemberSundays(year + 1)].find(
    (d) => d >= iso(clock.today).slice(0, 10),
  );
  stores.forEach((plan, index) => {
    const id = plan.row.id;
    if (index % 7 === 0) {
      rows.push({
        store_id: id,
        type: 'message_alerte',
        message: `Travaux sur le parking du drive : accès par l’entrée secondaire jusqu’au ${frenchDate(dayOffset(clock, 20))}.`,
        starts_at: iso(dayOffset(clock, -5)),
        ends_at: iso(dayOffset(clock, 20)),
      });
    }
    if (index % 5 === 1 && nextSunday) {
      const sunday = new Date(`${nextSunday}T00:00:00Z`);
      rows.push({
        store_id: id,
        type: 'message_info',
        message: `Votre magasin sera exceptionnellement ouvert le dimanche ${frenchDate(sunday)}.`,
        starts_at: iso(dayOffset(clock, -1)),
        ends_at: iso(new Date(sunday.getTime() + 86_400_000)),
      });
    }
    if (index % 11 === 3) {
      rows.push({
        store_id: id,
        type: 'message_info',
        message: 'Notre rayon traiteur a fait peau neuve : venez découvrir nos nouveaux plateaux !',
        starts_at: iso(dayOffset(clock, -60)),
        ends_at: iso(dayOffset(clock, -30)),
      });
      rows.push({
        store_id: id,
        type: 'message_info',
        message: 'Bientôt : la livraison express en moins de 2 heures arrive dans votre magasin.',
        starts_at: iso(dayOffset(clock, 30)),
        ends_at: iso(dayOffset(clock, 90)),
      });
    }
  });
  return rows;
}
