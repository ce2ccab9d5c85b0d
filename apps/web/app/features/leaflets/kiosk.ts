import { useRouteLoaderData } from 'react-router';

/** The kiosk layout's route id (`routes.ts`). */
export const KIOSK_LAYOUT_ID = 'layouts/leaflet-kiosk';
/** The query parameter that sets a kiosk's inactivity delay, in seconds (kept in its links). */
export const IDLE_PARAM = 'inactivite';
export const IDLE_SECONDS = { default: 120, min: 2, max: 900 } as const;
/** The notice before the return shows for this long at most (half the delay when shorter). */
export const IDLE_NOTICE_SECONDS = 20;

export interface KioskData {
  idleSeconds: number;
  /** The `inactivite` value the kiosk was opened with, kept in its links; null for the default. */
  idleParam: string | null;
}

/** The kiosk's inactivity delay from its address: a whole number of seconds within bounds, else the default. */
export function kioskSettings(url: URL): KioskData {
  const raw = url.searchParams.get(IDLE_PARAM);
  const value = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= IDLE_SECONDS.min && value <= IDLE_SECONDS.max))
    return { idleSeconds: IDLE_SECONDS.default, idleParam: null };
  return { idleSeconds: value, idleParam: String(value) };
}

/** A kiosk address with the kiosk's own inactivity setting kept. */
export function kioskHref(path: string, idleParam: string | null): string {
  return idleParam === null ? path : `${path}?${IDLE_PARAM}=${idleParam}`;
}

export function useKiosk(): KioskData {
  return (
    (useRouteLoaderData(KIOSK_LAYOUT_ID) as KioskData | undefined) ?? {
      idleSeconds: IDLE_SECONDS.default,
      idleParam: null,
    }
  );
}

/** How long the notice shows before the return. */
export const noticeSeconds = (idleSeconds: number) =>
  Math.min(IDLE_NOTICE_SECONDS, Math.ceil(idleSeconds / 2));
