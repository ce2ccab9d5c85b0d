import { z } from 'zod';
import { BILLING_COUNTRIES, BILLING_FIELD_MAX, BILLING_POSTAL_CODE_DIGITS } from './account-extras-rules.ts';
import { idParam } from './common.ts';
import {
  orderDocumentMessages as m,
  TICKET_PREFERENCES,
  TICKETS_PAGE_SIZE,
  TICKETS_PAGE_SIZE_MAX,
} from './order-documents-rules.ts';

/**
 * Order documents (declared in `endpoints/order-documents.ts`): the order PDF, the invoice of a
 * withdrawn order with its billing address, the in-store receipts of card holders and their ticket
 * preference. Owner only: another client's order or receipt answers 404. Amounts in euros.
 */

const text = (max: number, required: string, tooLong = required) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const optionalText = (max: number, pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .regex(pattern, { error: message })
    .optional()
    .or(z.literal('').transform(() => undefined));

/** Letters (accents included), digits, spaces and the punctuation of an address line. */
const ADDRESS_CHARS = /^[\p{L}\p{N} .,'’°/()-]*$/u;
/** A department's name: letters, spaces, hyphens and apostrophes. */
const DEPARTMENT_CHARS = /^[\p{L} '’-]*$/u;

/** The billing address of an invoice. */
export const invoiceAddressBody = z
  .object({
    adresse: text(BILLING_FIELD_MAX.adresse, m.adresseRequired),
    complement: optionalText(BILLING_FIELD_MAX.complement, ADDRESS_CHARS, m.complementInvalid),
    codePostal: z
      .string({ error: m.codePostalInvalid })
      .trim()
      .min(1, { error: m.codePostalInvalid })
      .max(BILLING_FIELD_MAX.codePostal, { error: m.codePostalInvalid })
      .regex(/^\d+$/, { error: m.codePostalInvalid }),
    ville: text(BILLING_FIELD_MAX.ville, m.villeRequired),
    departement: optionalText(BILLING_FIELD_MAX.departement, DEPARTMENT_CHARS, m.departementInvalid),
    pays: z.enum(BILLING_COUNTRIES, { error: m.paysInvalid }).default('France'),
  })
  .superRefine((value, ctx) => {
    // The zip format of the chosen country: 5 digits in France and Germany, 4 elsewhere.
    if (value.codePostal.length !== BILLING_POSTAL_CODE_DIGITS[value.pays]) {
      ctx.addIssue({ code: 'custom', path: ['codePostal'], message: m.codePostalInvalid });
    }
  });
export type InvoiceAddressBody = z.infer<typeof invoiceAddressBody>;

export const invoiceAddress = z.object({
  adresse: z.string(),
  complement: z.string().nullable(),
  codePostal: z.string(),
  ville: z.string(),
  departement: z.string().nullable(),
  pays: z.string(),
});
export type InvoiceAddress = z.infer<typeof invoiceAddress>;

export const orderDocumentParams = z.object({ id: idParam('de la commande') });

/** What the account shows of an order's invoice: shown for withdrawn consumer orders. */
export const invoiceState = z.object({
  commande_id: z.number(),
  code: z.string(),
  /** Withdrawn and not a pro order. */
  disponible: z.boolean(),
  /** Why not: 'non_retiree' or 'pro'; null when available. */
  raison: z.enum(['non_retiree', 'pro']).nullable(),
  has_adresse_facture: z.boolean(),
  facture: z
    .object({
      numero: z.string(),
      /** ISO-8601 UTC. */
      date_emission: z.string(),
      adresse: invoiceAddress,
    })
    .nullable(),
  /** An address to start the form with: the last invoice's, else the profile's; null when none. */
  adresse_proposee: invoiceAddress.nullable(),
});
export type InvoiceState = z.infer<typeof invoiceState>;
export const invoiceStateResponse = z.object({ data: invoiceState });

const day = z.iso.date({ error: m.dateInvalid });

/** `GET /me/tickets`: paging by offset, purchase-date period, store. */
export const ticketListQuery = z
  .object({
    limit: z.coerce
      .number({ error: 'La taille de page doit être un nombre.' })
      .int({ error: 'La taille de page doit être un nombre entier.' })
      .min(1, { error: 'La taille de page doit être au moins 1.' })
      .max(TICKETS_PAGE_SIZE_MAX, { error: `La taille de page ne peut dépasser ${TICKETS_PAGE_SIZE_MAX}.` })
      .default(TICKETS_PAGE_SIZE),
    offset: z.coerce
      .number({ error: 'Le décalage doit être un nombre.' })
      .int({ error: 'Le décalage doit être un nombre entier.' })
      .min(0, { error: 'Le décalage ne peut être négatif.' })
      .max(100_000, { error: 'Le décalage est trop grand.' })
      .default(0),
    periode: z
      .enum(['mois', 'mois_precedent', 'trois_mois', 'personnalisee'], { error: 'La période est invalide.' })
      .optional(),
    date_min: day.optional(),
    date_max: day.optional(),
    magasin_id: idParam('du magasin').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.periode !== 'personnalisee') return;
    if (!q.date_min) ctx.addIssue({ code: 'custom', path: ['date_min'], message: m.periodFromRequired });
    if (!q.date_max) ctx.addIssue({ code: 'custom', path: ['date_max'], message: m.periodToRequired });
    if (q.date_min && q.date_max && q.date_max < q.date_min)
      ctx.addIssue({ code: 'custom', path: ['date_max'], message: m.periodOrder });
  });
export type TicketListQuery = z.infer<typeof ticketListQuery>;

export const ticketSummary = z.object({
  id: z.number(),
  numero: z.string(),
  magasin: z.object({ id: z.number(), name: z.string(), ville: z.string() }),
  /** 'YYYY-MM-DD HH:mm:ss', Paris time. */
  date_achat: z.string(),
  montant_total_ttc: z.number(),
  montant_remise: z.number(),
  cagnotte_gagnee: z.number(),
  /** The cagnotte spent at the till (decision 128). */
  cagnotte_utilisee: z.number().default(0),
  nb_articles: z.number(),
  mode_paiement: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const ticketListResponse = z.object({
  data: z.array(ticketSummary),
  meta: z.object({
    limit: z.number(),
    offset: z.number(),
    total: z.number(),
    /** Stores of the client's receipts, for the store filter. */
    magasins: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});
export type TicketListResponse = z.infer<typeof ticketListResponse>;

export const ticketParams = z.object({ id: idParam('du ticket') });

export const ticketPreferenceBody = z.object({
  preference: z.enum(TICKET_PREFERENCES, { error: 'Merci de choisir une préférence.' }),
});
export type TicketPreferenceBody = z.infer<typeof ticketPreferenceBody>;

export const ticketPreferenceResponse = z.object({
  data: z.object({
    preference: z.enum(TICKET_PREFERENCES),
    /** False when the store does not send receipts by e-mail: the e-mail choice is hidden. */
    email_disponible: z.boolean(),
  }),
});
export type TicketPreferenceResponse = z.infer<typeof ticketPreferenceResponse>;

/** The bytes of a PDF, as the declaration of a PDF answer names them (sent as they are). */
export const pdfDocument = z.string();
