/**
 * Analytics events (login: the connected event, the fail event; product list impressions; the
 * purchase): pushed to the page's `dataLayer`, where a tag manager (when the shop installs one) picks
 * them up. Nothing is sent anywhere by the shop itself.
 *
 * Nothing is pushed, and no `dataLayer` is even created, until the visitor has accepted audience
 * measurement (the cookie banner, `features/consent`): an event before that, or after a refusal, is
 * dropped, not kept for later.
 */
export type TrackingEvent =
  | { event: 'login_success' }
  | { event: 'login_failure'; status: 'invalid' | 'locked' | 'too-many' | 'error' }
  | { event: 'connected'; pro: boolean };

type Window = { dataLayer?: unknown[] };

let measurementAllowed = false;

/**
 * Set by the page frame from the visitor's choice, in a layout effect: before any page's own effects
 * (a purchase tracked on mount) run.
 */
export function setMeasurementConsent(allowed: boolean): void {
  measurementAllowed = allowed;
}

/** Pushes one entry to the `dataLayer`, only with the visitor's consent. */
export function pushToDataLayer(entry: object): void {
  if (typeof window === 'undefined' || !measurementAllowed) return;
  const w = window as unknown as Window;
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
}

export function track(event: TrackingEvent): void {
  pushToDataLayer(event);
}
