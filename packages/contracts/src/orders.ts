import { z } from 'zod';
import { idParam } from './common.ts';
import { paymentMessages } from './payments.ts';

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
  'ANNULEE',
  'REFUSEE',
  'ERREUR',
  'DEJA_TRAITEE',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TITLE_MAX = 80;
export const ORDERS_PAGE_SIZE = 20;

export const orderParams = z.object({ id: idParam('de la commande') });

export const orderListQuery = z.object({
  page: z.coerce
    .number({ error: 'La page doit être un nombre.' })
    .int({ error: 'La page doit être un nombre entier.' })
    .min(1, { error: 'La page doit être au moins 1.' })
    .max(10_000, { error: 'La page est trop grande.' })
    .default(1),
  /** `en_cours`: COMMANDEE only; `archivees`: every other status. */
  statut: z.enum(['en_cours', 'archivees'], { error: 'Le filtre de statut est invalide.' }).optional(),
});

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
});

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
  lignes_commande: z.array(orderLine),
});
export type Order = z.infer<typeof order>;

export const orderResponse = z.object({ data: order });
export const orderListResponse = z.object({
  data: z.array(order.omit({ lignes_commande: true })),
  meta: z.object({ page: z.number(), total: z.number(), par_page: z.number() }),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;
