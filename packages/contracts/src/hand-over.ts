import { HAND_OVER_NAME_MIN_LENGTH, STAFF_ORDER_MODES, STAFF_ORDER_STATES } from '@cabas/domain';
import { z } from 'zod';
import { idParam } from './common.ts';

/**
 * The hand-over at the drive (issue #37, item 6, decision 116): the staff find an order by its code
 * (typed, or read from the QR code of the confirmation e-mail) or its customer's name; the customer
 * tells the store she has arrived from the link « Je suis arrivé(e) » of the same e-mail.
 */
export const handOverMessages = {
  query: `Saisissez un code de commande ou au moins ${HAND_OVER_NAME_MIN_LENGTH} lettres du nom du client.`,
  linkInvalid:
    'Ce lien d’arrivée n’est pas valide. Utilisez le lien de votre e-mail de confirmation de commande, ou présentez votre code de commande au drive.',
  delivery:
    'Cette commande est livrée à votre domicile : le signalement d’arrivée ne concerne que le retrait au drive ou en magasin.',
  handedOver: 'Cette commande vous a déjà été remise.',
  cancelled: 'Cette commande est annulée : il n’y a rien à retirer.',
  unavailable: 'Cette commande ne peut pas être retirée pour le moment. Contactez votre magasin.',
  arrived:
    'Le magasin est prévenu de votre arrivée : un membre de l’équipe vous apporte votre commande. Gardez votre code de commande à portée de main.',
} as const;

const stateSchema = z.enum(STAFF_ORDER_STATES);
const modeSchema = z.enum(STAFF_ORDER_MODES);

export const handOverSearchParams = z.object({ magasin_id: idParam('du magasin') });

export const handOverSearchQuery = z.object({
  /** An order code (case, spaces and hyphens aside) or the start of the customer's name. */
  q: z
    .string({ error: handOverMessages.query })
    .trim()
    .min(1, { error: handOverMessages.query })
    .max(100, { error: handOverMessages.query }),
});
export type HandOverSearchQuery = z.input<typeof handOverSearchQuery>;

export const handOverOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** « Prénom Nom » of the customer. */
  client: z.string(),
  etat: stateSchema,
  statut_code: z.string(),
  mode: modeSchema,
  /** The slot (ISO-8601 UTC); null without one. */
  debut: z.string().nullable(),
  fin: z.string().nullable(),
  /** When the customer said she arrived (ISO-8601 UTC), or null. */
  client_arrive_le: z.string().nullable(),
  /** Euros. */
  montant_total_ttc: z.number(),
});
export type HandOverOrder = z.infer<typeof handOverOrderSchema>;

export const handOverSearchResponse = z.object({
  data: z.object({
    magasin: z.object({ id: z.number().int(), name: z.string() }),
    /** The search as read. */
    q: z.string(),
    /** `code` when the search is an order code (at most one answer), else `nom`. */
    recherche: z.enum(['code', 'nom']),
    /** The orders found (arrived customers first), at most `HAND_OVER_SEARCH_LIMIT`. */
    commandes: z.array(handOverOrderSchema),
    /** How many orders answer, before the limit. */
    total: z.number().int(),
  }),
});
export type HandOverSearch = z.infer<typeof handOverSearchResponse>['data'];

export const orderArrivalParams = z.object({ id: idParam('de la commande') });
export const orderArrivalResponse = z.object({
  data: z.object({
    id: z.number().int(),
    /** When the customer said she arrived (ISO-8601 UTC), or null. */
    client_arrive_le: z.string().nullable(),
  }),
});

/** The check-in link's token: read as text, checked by the service (a wrong one is 404). */
export const checkInParams = z.object({
  jeton: z
    .string()
    .min(1, { error: handOverMessages.linkInvalid })
    .max(200, { error: handOverMessages.linkInvalid }),
});

export const checkInSchema = z.object({
  commande: z.string(),
  magasin: z.string(),
  /** The slot (ISO-8601 UTC); null without one. */
  debut: z.string().nullable(),
  fin: z.string().nullable(),
  /** When the store was told (ISO-8601 UTC); null before the customer says she arrived. */
  client_arrive_le: z.string().nullable(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
export const checkInResponse = z.object({ data: checkInSchema });
