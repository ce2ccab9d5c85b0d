/**
 * French formatting at the edge: money arrives in integer cents, times are shown
 * in Europe/Paris. Shared by server and browser code (no secrets, no I/O).
 */

export const LOCALE = 'fr-FR';
export const TIME_ZONE = 'Europe/Paris';

/**
 * A value made on first use. For `Intl` formatters of browser code: the first one a page creates
 * costs tens of milliseconds of a phone's main thread (its locale data is loaded), and most pages
 * format nothing with them.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const euro = lazy(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
);
const kilometres = lazy(
  () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 1 }),
);
const integer = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));

/**
 * `1234` → `12,34 €` (two decimals, as the spec asks): the same text as `Intl.NumberFormat('fr-FR')`
 * (narrow no-break space between thousands, no-break space before €), written by hand because a
 * page of 48 cards or a 30-line cart formats hundreds of prices and Intl costs several microseconds each.
 */
export function formatPrice(cents: number): string {
  const rounded = Math.round(cents);
  if (!Number.isSafeInteger(rounded)) return euro().format(rounded / 100);
  const negative = rounded < 0 || Object.is(rounded, -0);
  const absolute = Math.abs(rounded);
  const units = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const decimals = String(absolute % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${units},${decimals}\u00a0€`;
}

const UNIT_LABELS: Record<string, string> = {
  kg: 'kg',
  kilo: 'kg',
  kilogramme: 'kg',
  l: 'l',
  litre: 'l',
  lt: 'l',
  unite: 'unité',
  u: 'unité',
  piece: 'pièce',
  m: 'm',
  '100g': '100 g',
};

/** `350, 'kg'` → `3,50 € / kg`. */
export function formatUnitPrice(cents: number, unit: string): string {
  const key = unit.trim().toLowerCase();
  return `${formatPrice(cents)} / ${UNIT_LABELS[key] ?? key}`;
}

/** A distance in metres shown in kilometres with at most one decimal: `2300` → `2,3 km`. */
export function formatDistance(metres: number): string {
  return `${kilometres().format(Math.max(0, metres) / 1000)} km`;
}

export function formatCount(value: number): string {
  return integer().format(value);
}

/** Parses `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]` (Paris wall time) or a full ISO date-time. */
export function parseApiDate(value: string | null | undefined): { date: Date; hasTime: boolean } | null {
  if (!value) return null;
  const text = value.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local;
    const hasTime = h !== undefined;
    // Wall-clock time in Paris: find the UTC instant whose Paris rendering matches.
    const asUtc = Date.UTC(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h ?? 12),
      Number(mi ?? 0),
      Number(s ?? 0),
    );
    const offset = parisOffsetMinutes(new Date(asUtc));
    const date = new Date(asUtc - offset * 60_000);
    return Number.isNaN(date.getTime()) ? null : { date, hasTime };
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : { date, hasTime: /T\d{2}:\d{2}/.test(text) };
}

const offsetFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
export function parisOffsetMinutes(date: Date): number {
  const parts = Object.fromEntries(
    offsetFormat()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const longDate = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }),
);
const time = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
);

/** `mardi 25 novembre` */
export function formatLongDate(date: Date): string {
  return longDate().format(date);
}

/** `08:30` → `8h30`, `10:00` → `10h` (French way of writing hours). */
export function formatHour(value: string): string {
  const match = /^(\d{1,2})[:hH](\d{2})/.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  return match[2] === '00' ? `${hours}h` : `${hours}h${match[2]}`;
}

/**
 * A slot start as `mardi 25 novembre à 10h`, from an API date (optionally with time) and an
 * optional separate `HH:mm` time.
 */
export function formatSlot(day: string | null | undefined, hour?: string | null): string | null {
  if (!day) return null;
  // Every page of a store shows the same slot: the (pure) result is kept for the next ones.
  const key = hour ? `${day}|${hour}` : day;
  const known = slotTexts.get(key);
  if (known !== undefined) return known;
  const text = slotText(day, hour);
  if (slotTexts.size >= 500) slotTexts.clear();
  slotTexts.set(key, text);
  return text;
}

const slotTexts = new Map<string, string | null>();

function slotText(day: string, hour?: string | null): string | null {
  const parsed = parseApiDate(day);
  if (!parsed) return null;
  const dayText = formatLongDate(parsed.date);
  if (hour) return `${dayText} à ${formatHour(hour)}`;
  if (parsed.hasTime) return `${dayText} à ${formatHour(time().format(parsed.date))}`;
  return dayText;
}
