/**
 * The history of a loyalty card (issue #40 item 5, decision 127): every credit and debit of its
 * cagnotte and points, filtered and paginated, with the day each credit's euros expire and what is
 * left of them, and the euros about to expire. Money in euros on the wire.
 */
import { z } from 'zod';
import { loyaltyCardParams } from './loyalty.ts';
import {
  LOYALTY_LEDGER_ACCOUNTS,
  LOYALTY_LEDGER_CAUSES,
  LOYALTY_LEDGER_DIRECTIONS,
} from './loyalty-ledger-rules.ts';

export const loyaltyLedgerMessages = {
  dayFormat: 'La date doit être au format AAAA-MM-JJ.',
  dayInvalid: 'Cette date n’existe pas.',
  dayRange: 'La date de fin doit suivre la date de début.',
  direction: 'Le sens du mouvement est invalide.',
  cause: 'Le type de mouvement est invalide.',
  account: 'Le compte est invalide.',
  page: 'La page doit être un nombre entier positif.',
} as const;

const m = loyaltyLedgerMessages;
/** An empty field of a GET form is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z
  .string({ error: m.dayFormat })
  .trim()
  .regex(/^(19|20|21)\d{2}-\d{2}-\d{2}$/, { error: m.dayFormat })
  .refine(isCalendarDay, { error: m.dayInvalid });

export const loyaltyLedgerParams = loyaltyCardParams;

/** Filters: Paris days `du`–`au` (both included), `sens`, `cause`, `compte`; then the page. */
export const loyaltyLedgerQuery = z
  .object({
    du: optional(day),
    au: optional(day),
    sens: optional(z.enum(LOYALTY_LEDGER_DIRECTIONS, { error: m.direction })),
    cause: optional(z.enum(LOYALTY_LEDGER_CAUSES, { error: m.cause })),
    compte: optional(z.enum(LOYALTY_LEDGER_ACCOUNTS, { error: m.account })),
    page: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ error: m.page })
        .int({ error: m.page })
        .min(1, { error: m.page })
        .max(100_000, { error: m.page })
        .default(1),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.du && q.au && q.du > q.au) ctx.addIssue({ code: 'custom', path: ['au'], message: m.dayRange });
  });
export type LoyaltyLedgerQuery = z.input<typeof loyaltyLedgerQuery>;
export type LoyaltyLedgerFilters = z.output<typeof loyaltyLedgerQuery>;

const expiring = z.object({
  /** Paris day 'YYYY-MM-DD': the euros may be spent until its end. */
  date: z.string(),
  montant: z.number(),
});

export const loyaltyLedgerMovementSchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  date: z.string(),
  compte: z.enum(LOYALTY_LEDGER_ACCOUNTS),
  sens: z.enum(LOYALTY_LEDGER_DIRECTIONS),
  cause: z.enum(LOYALTY_LEDGER_CAUSES),
  /** « Commande n° … », « Ticket de caisse n° … », « Conversion de points », « Défi … », « Paiement commande n° … »… */
  libelle: z.string(),
  /** Signed: euros for the cagnotte, null for points. */
  montant_euro: z.number().nullable(),
  /** Signed: points for the points account, null for the cagnotte. */
  points: z.number().int().nullable(),
  /** A cagnotte credit: the day its euros expire and what is left of them (euros); else null. */
  expiration: z.object({ date: z.string(), reste: z.number(), expire: z.boolean() }).nullable(),
});
export type LoyaltyLedgerMovement = z.infer<typeof loyaltyLedgerMovementSchema>;

export const loyaltyLedgerResponse = z.object({
  data: z.array(loyaltyLedgerMovementSchema),
  meta: z.object({
    page: z.number().int(),
    par_page: z.number().int(),
    total: z.number().int(),
    carte: z.object({
      id: z.number().int(),
      libelle: z.string(),
      num_carte_carrefour: z.string(),
      solde_euro: z.number(),
      solde_point: z.number().int(),
    }),
    /** The euros still to expire, by day, soonest first. */
    expirations: z.array(expiring),
  }),
});
export type LoyaltyLedgerResponse = z.infer<typeof loyaltyLedgerResponse>;
