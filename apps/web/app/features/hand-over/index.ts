/** The public face of features/hand-over (decision 116); server code is in index.server.ts. */
export { ArrivalBadge } from './arrival.tsx';
export { CheckInPage } from './check-in-page.tsx';
export { HAND_OVER_PATH } from './paths.ts';
export { HandOverSearchForm, StaffHandOverPage } from './staff-hand-over-page.tsx';
