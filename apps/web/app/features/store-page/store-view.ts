import { type ExceptionalDay, FRENCH_DAYS, type OpeningSlot, openingStatus, parisClock } from '@cabas/domain';
import { formatHour, formatSlot } from '../../lib/format.ts';
import { storePath } from '../../lib/route-patterns.ts';
import type { ShopStore, ShopStoreAttributes as StoreAttributes } from '../stores/index.ts';

/** The `show_plan` values and the order modes whose planning each opens. */
export const SHOW_PLAN_MODES = {
  ccn: { modes: ['DRIVE', 'CC'], title: 'Planning du drive et du retrait en magasin' },
  cct: { modes: ['CC_TRAITEUR_NOEL'], title: 'Planning du traiteur des fêtes' },
  ccp: { modes: ['CC_TRAITEUR_PERMANENT'], title: 'Planning du traiteur' },
} as const;
export type ShowPlan = keyof typeof SHOW_PLAN_MODES;

export const isShowPlan = (value: string | null): value is ShowPlan =>
  value !== null && Object.hasOwn(SHOW_PLAN_MODES, value);

const DAY_INDEX = new Map<string, number>(FRENCH_DAYS.map((day, i) => [day, i + 1]));

export function weekOf(a: StoreAttributes): OpeningSlot[] {
  return a.horaires_table.map((t) => ({ day: DAY_INDEX.get(t.jour) ?? 1, opens: t.from, closes: t.to }));
}

export function exceptionsOf(a: StoreAttributes): ExceptionalDay[] {
  return a.horaires_exceptionnels_table.entries.map((e) => ({
    date: e.date,
    type: e.type,
    opens: e.from,
    closes: e.to,
  }));
}

const range = (opens: string, closes: string) => `${formatHour(opens)} – ${formatHour(closes)}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** « mardi 1er décembre » */
const dayName = (isoDate: string) =>
  dayFormat.format(new Date(`${isoDate}T12:00:00Z`)).replace(/ 1 /, ' 1er ');

export interface HoursView {
  /** « Ouvert maintenant, jusqu’à 21h » or « Fermé, ouvre demain à 8h30 ». */
  status: string;
  open: boolean;
  /** Today's ranges (exceptions included), « Fermé » when none. */
  today: string;
  week: { day: string; hours: string; isToday: boolean }[];
  exceptions: { date: string; label: string; text: string }[];
}

/** The store's week, today and the next exceptional days as the page shows them at `now`. */
export function hoursView(a: StoreAttributes, now: Date): HoursView {
  const week = weekOf(a);
  const exceptions = exceptionsOf(a);
  const clock = parisClock(now);
  const state = openingStatus(week, exceptions, now);
  const todayRanges = state.today.ranges;
  const tomorrow = new Date(`${clock.date}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const next = state.nextOpening;
  const when = !next
    ? ''
    : next.date === clock.date
      ? `aujourd’hui à ${formatHour(next.time)}`
      : next.date === tomorrow.toISOString().slice(0, 10)
        ? `demain à ${formatHour(next.time)}`
        : `${dayName(next.date)} à ${formatHour(next.time)}`;
  const status = state.open
    ? `Ouvert maintenant, jusqu’à ${formatHour(state.closesAt ?? '')}`
    : next
      ? `Fermé, ouvre ${when}`
      : 'Fermé';
  return {
    status,
    open: state.open,
    today: todayRanges.length ? todayRanges.map((r) => range(r.opens, r.closes)).join(', ') : 'Fermé',
    week: FRENCH_DAYS.map((day, i) => {
      const ranges = week.filter((s) => s.day === i + 1).sort((x, y) => x.opens.localeCompare(y.opens));
      return {
        day: capitalise(day),
        hours: ranges.length ? ranges.map((r) => range(r.opens, r.closes)).join(', ') : 'Fermé',
        isToday: clock.day === i + 1,
      };
    }),
    exceptions: exceptions.slice(0, 12).map((e) => ({
      date: e.date,
      label: capitalise(dayName(e.date)),
      text:
        e.type === 'Fermeture'
          ? e.opens && e.closes
            ? `fermé de ${formatHour(e.opens)} à ${formatHour(e.closes)}`
            : 'fermé'
          : e.opens && e.closes
            ? `ouverture exceptionnelle, ${range(e.opens, e.closes)}`
            : 'ouverture exceptionnelle',
    })),
  };
}

export interface ModeView {
  type: string;
  label: string;
  nextSlot: string | null;
  /** « à partir de 5,90 € » */
  priceFromCents: number | null;
  minimumCents: number | null;
}

export function modesView(a: StoreAttributes): ModeView[] {
  return a.modes_commande.map((m) => ({
    type: m.type,
    label: m.label_long,
    nextSlot: formatSlot(m.prochain_creneau?.jour_debut, m.prochain_creneau?.heure_debut),
    priceFromCents: m.priceFromCents,
    minimumCents: m.type === 'LAD' ? a.minimumHomeDeliveryCents : null,
  }));
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org `GroceryStore` (a `LocalBusiness`) with the week's and the exceptional hours. */
export function localBusiness(store: ShopStore, origin: string) {
  const a = store.attributes;
  return {
    '@context': 'https://schema.org',
    '@type': 'GroceryStore',
    '@id': `${origin}${storePath({ aliasWeb: a.aliasWeb, id: store.id })}`,
    name: a.name || a.magasin,
    url: `${origin}${storePath({ aliasWeb: a.aliasWeb, id: store.id })}`,
    telephone: a.telephone_magasin,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.adresse,
      postalCode: a.cp,
      addressLocality: a.ville,
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: a.latitude, longitude: a.longitude },
    openingHoursSpecification: [
      ...weekOf(a).map((s) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[s.day - 1]}`,
        opens: s.opens,
        closes: s.closes,
      })),
      // A closed day is written 00:00–00:00, as schema.org asks.
      ...exceptionsOf(a)
        .filter((e) => (e.type === 'Ouverture' ? e.opens && e.closes : !e.opens))
        .map((e) => ({
          '@type': 'OpeningHoursSpecification',
          validFrom: e.date,
          validThrough: e.date,
          opens: e.type === 'Fermeture' && !e.opens ? '00:00' : e.opens,
          closes: e.type === 'Fermeture' && !e.opens ? '00:00' : e.closes,
        })),
    ],
  };
}
