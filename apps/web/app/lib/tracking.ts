/**
 * Analytics events (login: the connected event, the fail event): pushed to the page's
 * `dataLayer`, where a tag manager (when the shop installs one) picks them up. Nothing is sent
 * anywhere by the shop itself.
 */
export type TrackingEvent =
  | { event: 'login_success' }
  | { event: 'login_failure'; status: 'invalid' | 'locked' | 'too-many' | 'error' }
  | { event: 'connected'; pro: boolean };

type Window = { dataLayer?: unknown[] };

export function track(event: TrackingEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as Window;
  w.dataLayer ??= [];
  w.dataLayer.push(event);
}
