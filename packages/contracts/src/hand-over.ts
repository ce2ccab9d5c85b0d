import { STAFF_ORDER_MODES, STAFF_ORDER_STATES } from '@cabas/domain';
import { z } from 'zod';
import { idParam } from './common.ts';
import { handOverMessages } from './hand-over-rules.ts';

/**
 * The hand-over at the drive (issue #37, item 6, decision 116): the staff find an order by its code
 * (typed, or read from the QR code of the confirmation e-mail) or its customer's name; the customer
 * tells the store she has arrived from the link « Je suis arrivé(e) » of the same e-mail.
 */

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
