import { isCalendarDay, isSlotChoice, STAFF_ORDER_MODES, STAFF_ORDER_STATES } from '@cabas/domain';
import { z } from 'zod';
import { idParam } from './common.ts';

/**
 * The day's orders of a store on the staff side (issue #37, item 2, decision 111): by day and slot,
 * with their state, mode, counts and the customers' notes, filtered by state and mode.
 */
export const staffOrdersMessages = {
  day: 'Le jour doit être une date valide au format AAAA-MM-JJ.',
  state: `L’état doit être l’un de : ${STAFF_ORDER_STATES.join(', ')}.`,
  mode: `Le mode doit être l’un de : ${STAFF_ORDER_MODES.join(', ')}.`,
  slot: 'Le créneau doit être « tous », « sans » ou le début d’un créneau (date et heure UTC).',
} as const;

/** An empty field of a GET form (`?etat=`) is no filter. */
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const staffOrdersParams = z.object({ magasin_id: idParam('du magasin') });

export const staffOrdersQuery = z.object({
  /** A Paris day; today's (in Paris) when absent. */
  jour: z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: staffOrdersMessages.day })
      .refine(isCalendarDay, { error: staffOrdersMessages.day })
      .optional(),
  ),
  etat: z.preprocess(
    emptyIsAbsent,
    z.enum(STAFF_ORDER_STATES, { error: staffOrdersMessages.state }).optional(),
  ),
  mode: z.preprocess(
    emptyIsAbsent,
    z.enum(STAFF_ORDER_MODES, { error: staffOrdersMessages.mode }).optional(),
  ),
  /**
   * The slot whose orders are listed: its start (ISO UTC), `sans` (the orders without a slot) or
   * `tous`; when absent, today's slot under way or the next (another day: its first).
   */
  creneau: z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: staffOrdersMessages.slot })
      .max(40, { error: staffOrdersMessages.slot })
      .refine(isSlotChoice, { error: staffOrdersMessages.slot })
      .optional(),
  ),
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuery>;

const stateSchema = z.enum(STAFF_ORDER_STATES);
const modeSchema = z.enum(STAFF_ORDER_MODES);
const count = z.number().int();

/** Counts per staff state. */
const stateCountsSchema = z.object(
  Object.fromEntries(STAFF_ORDER_STATES.map((s) => [s, count])) as Record<
    (typeof STAFF_ORDER_STATES)[number],
    typeof count
  >,
);
/** Counts per mode. */
const modeCountsSchema = z.object(
  Object.fromEntries(STAFF_ORDER_MODES.map((m) => [m, count])) as Record<
    (typeof STAFF_ORDER_MODES)[number],
    typeof count
  >,
);

export const staffDayOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** « Prénom Nom » of the customer. */
  client: z.string(),
  etat: stateSchema,
  statut_code: z.string(),
  mode: modeSchema,
  code_type_commande: z.string(),
  /** Lines of the order, and articles (a weighed product counts for one). */
  nombre_lignes: count,
  nombre_articles: z.number(),
  /** Euros. */
  montant_total_ttc: z.number(),
  /** The customer's instructions (the delivery address's « informations pour le livreur »), or null. */
  note_client: z.string().nullable(),
  /** When the customer said she arrived at the drive (ISO-8601 UTC, decision 116), or null. */
  client_arrive_le: z.string().nullable(),
});
export type StaffDayOrder = z.infer<typeof staffDayOrderSchema>;

export const staffDaySlotSchema = z.object({
  /** ISO-8601 UTC; null for the orders without a slot. */
  debut: z.string().nullable(),
  fin: z.string().nullable(),
  /** The orders shown in this slot (after the filters), per state. */
  compteurs: z.object({ total: count, par_etat: stateCountsSchema }),
  /** Whether the slot lists its orders (the one asked, or every one with `creneau=tous`). */
  ouvert: z.boolean(),
  /** The slot's orders when it is open; empty when it is not (its counts stand). */
  commandes: z.array(staffDayOrderSchema),
});
export type StaffDaySlot = z.infer<typeof staffDaySlotSchema>;

/** A customer waiting at the drive (decision 116): her order, its slot and when she arrived. */
export const staffArrivalSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  client: z.string(),
  etat: stateSchema,
  mode: modeSchema,
  /** The slot (ISO-8601 UTC); null without one. */
  debut: z.string().nullable(),
  fin: z.string().nullable(),
  /** ISO-8601 UTC. */
  client_arrive_le: z.string(),
});
export type StaffArrival = z.infer<typeof staffArrivalSchema>;

export const staffDayOrdersResponseSchema = z.object({
  data: z.object({
    magasin: z.object({ id: z.number().int(), name: z.string() }),
    /** The Paris day shown, 'YYYY-MM-DD'. */
    jour: z.string(),
    filtres: z.object({ etat: stateSchema.nullable(), mode: modeSchema.nullable() }),
    creneaux: z.array(staffDaySlotSchema),
    /**
     * On today's list: the customers who said today they arrived at the drive and whose order is not
     * handed over yet (whatever its slot's day), first arrived first, filtered like the slots
     * (decision 116); empty on another day's list.
     */
    arrivees: z.array(staffArrivalSchema),
    /** The whole day before the filters: per state and per mode; `arrives`: the customers waiting (unfiltered). */
    compteurs: z.object({
      total: count,
      par_etat: stateCountsSchema,
      par_mode: modeCountsSchema,
      arrives: count,
    }),
  }),
});
export type StaffDayOrders = z.infer<typeof staffDayOrdersResponseSchema>['data'];
