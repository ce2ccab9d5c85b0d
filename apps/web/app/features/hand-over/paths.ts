import { STAFF_PATHS } from '../staff/index.ts';

/** The staff's hand-over page (`?magasin=&q=`, or `?code=` from the e-mail's QR code, decision 116). */
export const HAND_OVER_PATH = STAFF_PATHS.handOver;
/** An order's page on the staff side, where « Remettre la commande au client » hands it over. */
export const orderPagePath = (id: number) => `${STAFF_PATHS.orders}/${id}`;
