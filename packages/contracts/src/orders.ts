import { z } from 'zod';
import { idParam } from './common.ts';
import { LINE_TRACKING, ORDER_FILTER_MESSAGES, ORDER_PERIODS, ORDER_SORTS } from './orders-rules.ts';
import { paymentMessages } from './payments.ts';
import { substitutionSchema } from './substitutions.ts';

/**
 * Orders of the logged-in client (declared in `endpoints/orders.ts`): owner only, another client's
 * order answers 404. Amounts in euros; `date_commande` is 'YYYY-MM-DD HH:mm:ss' in Europe/Paris time;
 * pickup and delivery times are ISO-8601 UTC.
 */

/** What became of an order. */
export const ORDER_STATUSES = [
  'COMMANDEE',
  'VALIDEE',
  'EN_ATTENTE',
  'RETIREE',
  /** A home delivery handed over (decision 114). */
  'LIVREE',
  'ANNULEE',
  'REFUSEE',
  'ERREUR',
  'DEJA_TRAITEE',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TITLE_MAX = 80;
export const ORDERS_PAGE_SIZE = 20;

export const orderParams = z.object({ id: idParam('de la commande') });

/** The years the order filters take (`annee`, and the dates' years). */
const ORDER_YEAR_MIN = 2000;
const ORDER_YEAR_MAX = 2100;

const day = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `La date ${label} doit être au format AAAA-MM-JJ.` })
    .refine(isCalendarDay, { error: `La date ${label} n’existe pas.` })
    // The years of `annee`: the day after 9999-12-31 has no 4-digit year (a 500 in the Paris day bounds).
    .refine((value) => value >= `${ORDER_YEAR_MIN}-01-01` && value <= `${ORDER_YEAR_MAX}-12-31`, {
      error: `La date ${label} doit être comprise entre ${ORDER_YEAR_MIN} et ${ORDER_YEAR_MAX}.`,
    });

const euros = (label: string) =>
  z.coerce
    .number({ error: `Le montant ${label} doit être un nombre.` })
    .min(0, { error: `Le montant ${label} ne peut être négatif.` })
    .max(1_000_000, { error: `Le montant ${label} est trop grand.` });

const flag = z.enum(['0', '1'], { error: 'La valeur doit être 0 ou 1.' }).transform((v) => v === '1');

/** A real calendar day (no 31 February). */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The list's query: the tab (`archive=1`: every status other than commandee), the filters of the
 * account area, a preset period (`periode`: 1, 3 or 6 months back from today; `annee`: one year),
 * a sort and a page. Dates are Paris days, both included; amounts in euros, both included.
 */
export const orderListQuery = z
  .object({
    page: z.coerce
      .number({ error: 'La page doit être un nombre.' })
      .int({ error: 'La page doit être un nombre entier.' })
      .min(1, { error: 'La page doit être au moins 1.' })
      .max(10_000, { error: 'La page est trop grande.' })
      .default(1),
    /** `en_cours`: COMMANDEE only; `archivees`: every other status (same as `archive=0|1`). */
    statut: z.enum(['en_cours', 'archivees'], { error: 'Le filtre de statut est invalide.' }).optional(),
    archive: flag.optional(),
    montant_total_ttc_min: euros('minimum').optional(),
    montant_total_ttc_max: euros('maximum').optional(),
    date_min: day('de début').optional(),
    date_max: day('de fin').optional(),
    periode: z.enum(ORDER_PERIODS, { error: ORDER_FILTER_MESSAGES.period }).optional(),
    annee: z.coerce
      .number({ error: ORDER_FILTER_MESSAGES.year })
      .int({ error: ORDER_FILTER_MESSAGES.year })
      .min(ORDER_YEAR_MIN, { error: ORDER_FILTER_MESSAGES.year })
      .max(ORDER_YEAR_MAX, { error: ORDER_FILTER_MESSAGES.year })
      .optional(),
    mag_id: idParam('du magasin').optional(),
    type_carte: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,10}$/, { error: ORDER_FILTER_MESSAGES.cardType })
      .optional(),
    /** `1`: the orders holding a product with a legal guarantee (appliances, electronics…). */
    garantie: flag.optional(),
    tri: z.enum(ORDER_SORTS, { error: ORDER_FILTER_MESSAGES.sort }).default('date_desc'),
  })
  .superRefine((q, ctx) => {
    if (
      q.montant_total_ttc_min !== undefined &&
      q.montant_total_ttc_max !== undefined &&
      q.montant_total_ttc_min > q.montant_total_ttc_max
    )
      ctx.addIssue({
        code: 'custom',
        path: ['montant_total_ttc_max'],
        message: ORDER_FILTER_MESSAGES.amountRange,
      });
    if (q.date_min && q.date_max && q.date_min > q.date_max)
      ctx.addIssue({ code: 'custom', path: ['date_max'], message: ORDER_FILTER_MESSAGES.dateRange });
  });
export type OrderListQuery = z.output<typeof orderListQuery>;

/** One order: `archive` says which tab the shopper came from (the order is found from either). */
export const orderGetQuery = z.object({ archive: flag.optional() });

export const orderTitleBody = z.object({
  titre: z
    .string({ error: paymentMessages.orderNameRequired })
    .trim()
    .min(1, { error: paymentMessages.orderNameRequired })
    .max(ORDER_TITLE_MAX, { error: `Le titre ne peut dépasser ${ORDER_TITLE_MAX} caractères.` }),
});
export type OrderTitleBody = z.infer<typeof orderTitleBody>;

export const orderLine = z.object({
  id: z.number(),
  produit_id: z.number(),
  /** Gift cards: the amount of one card (euros), as on the cart line; null for other products. */
  montant: z.number().nullable(),
  designation: z.string(),
  quantite: z.number(),
  prix_unitaire: z.number(),
  montant_ttc: z.number(),
  substitution_accord: z.boolean(),
  /** The line after its share of the reductions (the lines' own price: reductions apply to the order). */
  prix_total_avec_remise: z.number(),
  visuel: z.string().nullable(),
  categorie_parente_id: z.number().nullable(),
  /** Delivery status of the line: LIVRE, EN_ATTENTE, EN_COURS or ANNULE. */
  suivi: z.enum(LINE_TRACKING),
});

/** One product of an order, with what the shop knows of it now (the `/produits` page). */
export const orderProduct = orderLine.extend({
  slug: z.string(),
  marque: z.string().nullable(),
  /** Sold today by the order's store. */
  disponible: z.boolean(),
});
export type OrderProduct = z.infer<typeof orderProduct>;
export const orderProductsResponse = z.object({
  data: z.array(orderProduct),
  meta: z.object({ commande_id: z.number(), magasin_id: z.number(), statut_code: z.enum(ORDER_STATUSES) }),
});
export type OrderProductsResponse = z.infer<typeof orderProductsResponse>;

export const orderAmount = z.object({ type: z.string(), libelle: z.string(), valeur: z.number() });

export const order = z.object({
  id: z.number(),
  code: z.string(),
  titre: z.string(),
  code_paiement: z.string(),
  code_type_commande: z.string(),
  service_id: z.number().nullable(),
  type_panier: z.string(),
  magasin_id: z.number(),
  magasin: z.object({ id: z.number(), name: z.string(), telephone: z.string() }),
  date_de_retrait: z.string().nullable(),
  date_de_retrait_max: z.string().nullable(),
  adresse_retrait: z.object({ adresse: z.string(), cp: z.string(), ville: z.string() }).nullable(),
  adresse: z.object({ adresse: z.string(), code_postal: z.string(), ville: z.string() }).nullable(),
  statut_code: z.enum(ORDER_STATUSES),
  date_commande: z.string(),
  frais: z.array(orderAmount),
  reductions: z.array(orderAmount),
  montant_total_remise: z.number(),
  montant_total_ttc: z.number(),
  montant_reservation_eurocora: z.number(),
  /** Paid with the cagnotte and a gift card (parts of montant_total_ttc). */
  montant_tirelire: z.number(),
  montant_carte_cadeau: z.number(),
  has_alias_paiement: z.boolean(),
  email_confirmation: z.string(),
  /** The lines before fees and reductions. */
  montant_sous_total_ttc: z.number(),
  /** The means of payment of the card part (`code_paiement`). */
  mode_paiement: z.string(),
  /** What each means took: promo code, cagnotte, eurocora, gift card, then the card for the rest. */
  modes_paiement: z.array(z.object({ libelle: z.string(), valeur: z.number() })),
  /** Every status other than commandee is archived. */
  is_archive: z.boolean(),
  has_adresse_facture: z.boolean(),
  /** The invoice page (withdrawn consumer orders), else null. */
  url_facture: z.string().nullable(),
  label_bon_ticket: z.object({ url: z.string() }).nullable(),
  /** Receipt PDFs of the store (none until the store sends them). */
  tickets_de_caisse: z.array(z.object({ libelle: z.string(), url: z.string() })),
  /** Loyalty benefits of the order; null for a pro. */
  avantages_total_animco: z
    .object({
      points: z.number(),
      eurocora: z.number(),
      objets: z.array(z.object({ valeur: z.number(), libelle: z.string() })),
    })
    .nullable(),
  /** A pro order's number, null for a consumer. */
  numero_commande_pro: z.string().nullable(),
  lignes_commande: z.array(orderLine),
  /** The lines the store replaced, with the customer's answer (decision 115); empty before the preparation. */
  remplacements: z.array(substitutionSchema),
});
export type Order = z.infer<typeof order>;

export const orderResponse = z.object({ data: order });
export const orderSummary = order.omit({ lignes_commande: true, remplacements: true });
export type OrderSummary = z.infer<typeof orderSummary>;
export const orderListResponse = z.object({
  data: z.array(orderSummary),
  meta: z.object({
    page: z.number(),
    total: z.number(),
    par_page: z.number(),
    nb_pages: z.number(),
    /** Whether the client has archived orders (the archive tab). */
    has_archive: z.boolean(),
    /** The years of the by-year preset, newest first. */
    sections: z.object({ valeurs: z.array(z.number()) }),
    /** The stores the client ordered from (the store filter). */
    magasins: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;
