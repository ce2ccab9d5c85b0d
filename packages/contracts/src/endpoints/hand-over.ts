import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  checkInParams,
  checkInResponse,
  handOverSearchParams,
  handOverSearchQuery,
  handOverSearchResponse,
  orderArrivalParams,
  orderArrivalResponse,
} from '../hand-over.ts';

/** The hand-over at the drive and the « client arrivé » check-in (issue #37, item 6, decision 116). */
export const handOverEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/gestion/magasins/:magasin_id/retraits',
    summary:
      'Retrouver une commande à remettre par son code ou le nom du client (commandes à préparer, en préparation ou prêtes du magasin)',
    tags: ['gestion'],
    params: handOverSearchParams,
    query: handOverSearchQuery,
    response: handOverSearchResponse,
    errors: [CODES.staffOnly, CODES.staffStoreRefused, CODES.storeNotFound],
  }),
  arrival: endpoint({
    method: 'GET',
    path: '/gestion/commandes/:id/arrivee',
    summary: 'L’heure à laquelle le client a signalé son arrivée au drive (null sinon)',
    tags: ['gestion'],
    params: orderArrivalParams,
    response: orderArrivalResponse,
    errors: [CODES.staffOnly, CODES.staffStoreRefused, CODES.orderNotFound],
  }),
  checkInView: endpoint({
    method: 'GET',
    path: '/commandes/arrivee/:jeton',
    summary: 'La commande d’un lien « Je suis arrivé(e) » (lecture seule)',
    tags: ['commandes'],
    params: checkInParams,
    response: checkInResponse,
    errors: [CODES.checkInLinkInvalid, CODES.checkInNotAllowed],
  }),
  checkIn: endpoint({
    method: 'POST',
    path: '/commandes/arrivee/:jeton',
    summary: 'Le client signale son arrivée au drive (une fois ; répété, rien ne change)',
    tags: ['commandes'],
    params: checkInParams,
    response: checkInResponse,
    errors: [CODES.checkInLinkInvalid, CODES.checkInNotAllowed],
  }),
} as const;
