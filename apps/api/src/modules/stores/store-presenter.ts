import type {
  ExceptionalHours,
  OrderMode,
  OrderModeType,
  StoreAttributes,
  StoreType,
  TimetableEntry,
} from '@cabas/contracts';
import {
  type BookableSlotFacts,
  centsToEuros,
  type ExceptionalDay,
  FRENCH_DAYS,
  firstBookableSlot,
  type OpeningSlot,
  summariseWeek,
} from '@cabas/domain';
import type { StoreRow } from '../../db/schema.ts';

/** Modes whose orders are picked up, for which the next pickup start is meaningful. */
const PICKUP_MODES = new Set<string>([
  'DRIVE',
  'CC',
  'CC_TRAITEUR_PERMANENT',
  'CC_TRAITEUR_NOEL',
  'PRP',
  'LC',
  'CEV',
]);

export interface StoreDetails {
  week: OpeningSlot[];
  exceptions: ExceptionalDay[];
  services: { code: string; libelle: string; description: string | null }[];
  modes: {
    id: number;
    type: string;
    label_long: string;
    tarif_mini_cents: number | null;
    bag_deposit_cents: number | null;
  }[];
  modeServices: {
    id: number;
    order_mode_id: number;
    label: string;
    description: string | null;
    adresse: string | null;
    type: string;
    sous_type: string | null;
    latitude: number | null;
    longitude: number | null;
    info_non_retrait: string | null;
    montant_max_cents: number | null;
  }[];
  proContacts: { prenom: string; nom: string; tel: string; mobile: string | null; mail: string }[];
  /** The first slot each service of the store can still book (`SlotsService.firstBookableSlots`). */
  bookableSlots: (BookableSlotFacts & { serviceId: number })[];
}

export const storePath = (store: { id: number; alias_web: string }) =>
  `/magasins/${store.alias_web}-m-${store.id}`;
const flag = (v: number) => v === 1;
const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

export function timetable(week: readonly OpeningSlot[]): TimetableEntry[] {
  return week.map((s) => ({ jour: FRENCH_DAYS[s.day - 1] ?? 'lundi', from: s.opens, to: s.closes }));
}

export function presentStore(store: StoreRow, details: StoreDetails, now: Date): StoreAttributes {
  const modes: OrderMode[] = details.modes.map((mode) => ({
    type: mode.type as OrderModeType,
    label_long: mode.label_long,
    tarif_mini: euros(mode.tarif_mini_cents),
    consigne_sacs:
      mode.bag_deposit_cents === null ? null : { montant_unitaire: centsToEuros(mode.bag_deposit_cents) },
    // The first real slot of the mode's services (the festive caterer's pickups are in December
    // only), not the store's next opening: null when none can be booked.
    prochain_creneau: PICKUP_MODES.has(mode.type)
      ? firstBookableSlot(
          details.bookableSlots.filter((slot) =>
            details.modeServices.some((s) => s.id === slot.serviceId && s.order_mode_id === mode.id),
          ),
          now,
        )
      : null,
    services: details.modeServices
      .filter((s) => s.order_mode_id === mode.id)
      .map((s) => ({
        id: s.id,
        label: s.label,
        description: s.description,
        adresse: s.adresse,
        type: s.type,
        sous_type: s.sous_type,
        gps:
          s.latitude === null || s.longitude === null
            ? null
            : { latitude: s.latitude, longitude: s.longitude },
        info_non_retrait: s.info_non_retrait,
        checkout: { montant_max: euros(s.montant_max_cents) },
      })),
  }));
  const drive = modes.find((m) => m.type === 'DRIVE');
  const exceptional: ExceptionalHours = {
    type: 'Magasin',
    entries: details.exceptions.map((e) => ({ type: e.type, date: e.date, from: e.opens, to: e.closes })),
  };
  const hasMode = (type: string) => modes.some((m) => m.type === type);
  return {
    magasin: store.name,
    name: store.name,
    aliasWeb: store.alias_web,
    type: store.type as StoreType,
    adresse: store.adresse,
    cp: store.cp,
    ville: store.ville,
    code_insee: store.code_insee,
    telephone_magasin: store.telephone,
    latitude: store.latitude,
    longitude: store.longitude,
    horaires: summariseWeek(details.week),
    horaires_table: timetable(details.week),
    horaires_exceptionnels_table: exceptional,
    ticket_dematerialise: flag(store.ticket_dematerialise),
    service_corapro: flag(store.service_corapro),
    infos_corapro: details.proContacts.map((c) => ({
      prenom_referent: c.prenom,
      nom_referent: c.nom,
      tel_referent: c.tel,
      mobile_referent: c.mobile,
      mail_referent: c.mail,
    })),
    services: details.services,
    modes_commande: modes,
    date_premier_creneau_drive: drive?.prochain_creneau
      ? `${drive.prochain_creneau.jour_debut}T${drive.prochain_creneau.heure_debut}`
      : null,
    urls: {
      magasin: storePath(store),
      drive: hasMode('DRIVE') ? `/?magasin_id=${store.id}` : null,
      livraison: hasMode('LAD') ? `/?magasin_id=${store.id}` : null,
      app: null,
    },
    url_externe: store.external_url,
    magasin_rattache_id: store.attached_store_id,
    allowCodePromo: flag(store.allow_code_promo),
    allowCarteCarrefour: flag(store.allow_carte_carrefour),
    isEligibleAbonnementLad: flag(store.is_eligible_abonnement_lad),
    montantMinimumLAD: euros(store.montant_minimum_lad_cents),
    isDispoCarrefour: flag(store.is_dispo_carrefour),
    hasChoixSubstitution: flag(store.has_choix_substitution),
    isNational: flag(store.is_national),
  };
}
