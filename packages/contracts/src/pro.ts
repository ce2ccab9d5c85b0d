import { checkFrenchVatNumber, compactIdentifier, isValidSiret } from '@cabas/domain';
import { z } from 'zod';
import type { Cart } from './cart.ts';
import { checkoutServiceSchema, dateLastUpdateField, slotHoldSchema } from './checkout.ts';
import { idParam } from './common.ts';
import type { PaymentResult } from './payments.ts';
import {
  PRO_BENEFICIARY_ADDRESS_MAX,
  PRO_COMPANY_NAME_MAX,
  PRO_INVOICE_STATUSES,
  PRO_NAME_MAX,
  PRO_PAYMENT_MODES,
  PRO_REF_MAX,
  proMessages,
} from './pro-messages.ts';
import { proContactSchema } from './stores.ts';

/**
 * Professional buyers (issue #38, decision 119): the pro checkout (/commander-pro, doc 1 §2–§4),
 * payment on invoice within the company's outstanding limit or by card on the hosted page, the pro
 * invoices and the pro services space (doc 2 §6). Amounts in euros on the wire (2 decimals).
 */

/** Trimmed text without markup nor control characters, empty as undefined. */
const text = (max: number, tooLong: string) =>
  z
    .string({ error: proMessages.textInvalid })
    .trim()
    .max(max, { error: tooLong })
    .regex(/^[^<>{}\p{Cc}]*$/u, { error: proMessages.textInvalid });

const optionalText = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), text(max, tooLong).optional());

const requiredText = (max: number, required: string, tooLong: string) =>
  text(max, tooLong).min(1, { error: required });

/** A SIRET as typed (spaces allowed), kept as 14 digits; its key checked. */
export const siretField = z
  .string({ error: proMessages.siretRequired })
  .trim()
  .min(1, { error: proMessages.siretRequired })
  .transform(compactIdentifier)
  .pipe(
    z
      .string()
      .regex(/^\d{14}$/, { error: proMessages.siretFormat })
      .refine(isValidSiret, { error: proMessages.siretKey }),
  );

/**
 * The pro checkout form (doc 1 §3: pro_ref, pro_passee_par, pro_beneficiaire, pro_adr_beneficiaire,
 * cg_ok true by default) with the company's billing details (name, SIRET, VAT number, address),
 * which the company keeps for its next orders. Checked before the confirmation popin and again by
 * processCreateCommande.
 */
export const proBillingForm = z
  .object({
    raison_sociale: requiredText(
      PRO_COMPANY_NAME_MAX,
      proMessages.companyNameRequired,
      proMessages.companyNameTooLong,
    ),
    siret: siretField,
    tva_intracommunautaire: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z
        .string({ error: proMessages.vatFormat })
        .trim()
        .transform(compactIdentifier)
        .pipe(z.string().regex(/^FR\d{11}$/, { error: proMessages.vatFormat }))
        .optional(),
    ),
    adresse: requiredText(120, proMessages.addressRequired, proMessages.addressTooLong),
    code_postal: z
      .string({ error: proMessages.postalCodeInvalid })
      .trim()
      .regex(/^\d{5}$/, { error: proMessages.postalCodeInvalid }),
    ville: requiredText(80, proMessages.cityRequired, proMessages.cityRequired),
    pro_ref: optionalText(PRO_REF_MAX, proMessages.refTooLong),
    pro_passee_par: requiredText(PRO_NAME_MAX, proMessages.orderedByRequired, proMessages.orderedByTooLong),
    pro_beneficiaire: optionalText(PRO_NAME_MAX, proMessages.beneficiaryTooLong),
    pro_adr_beneficiaire: optionalText(PRO_BENEFICIARY_ADDRESS_MAX, proMessages.beneficiaryAddressTooLong),
    cg_ok: z.preprocess(
      (v) => (v === undefined ? true : v === 'on' || v === 'true' ? true : v === 'false' ? false : v),
      z.literal(true, { error: proMessages.termsRequired }),
    ),
  })
  .superRefine((form, ctx) => {
    if (!form.tva_intracommunautaire) return;
    const check = checkFrenchVatNumber(form.tva_intracommunautaire, form.siret);
    if (check === 'valide') return;
    const message =
      check === 'format'
        ? proMessages.vatFormat
        : check === 'cle'
          ? proMessages.vatKey
          : proMessages.vatOtherCompany;
    ctx.addIssue({ code: 'custom', path: ['tva_intracommunautaire'], message });
  });
export type ProBillingForm = z.output<typeof proBillingForm>;
export type ProBillingFormInput = z.input<typeof proBillingForm>;

/** The billing details a pro order keeps (its invoice is made from them). */
export const proBillingSchema = z.object({
  raison_sociale: z.string(),
  siret: z.string(),
  tva_intracommunautaire: z.string().nullable(),
  adresse: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  pro_ref: z.string().nullable(),
  pro_passee_par: z.string(),
  pro_beneficiaire: z.string().nullable(),
  pro_adr_beneficiaire: z.string().nullable(),
});
export type ProBilling = z.infer<typeof proBillingSchema>;

// ---------------------------------------------------------------------------------------------
// The company, its contact and its outstanding amount
// ---------------------------------------------------------------------------------------------

/** The company's billing details as last given (null parts until its first pro order). */
export const proCompanySchema = z.object({
  raison_sociale: z.string().nullable(),
  siret: z.string().nullable(),
  tva_intracommunautaire: z.string().nullable(),
  adresse: z.string().nullable(),
  code_postal: z.string().nullable(),
  ville: z.string().nullable(),
});
export type ProCompany = z.infer<typeof proCompanySchema>;

// The named commercial contact is `proContactSchema` of stores.ts (doc 2 §3, infos_corapro's fields).

/** What the company may still owe on invoice: its limit, what it owes now and what is left. */
export const proOutstandingSchema = z.object({
  plafond: z.number(),
  utilise: z.number(),
  disponible: z.number(),
});
export type ProOutstanding = z.infer<typeof proOutstandingSchema>;

// ---------------------------------------------------------------------------------------------
// The pro checkout
// ---------------------------------------------------------------------------------------------

export const proCheckoutShopParams = z.object({ shop: idParam('du magasin') });
export const proCheckoutParams = z.object({ shop: idParam('du magasin'), id: idParam('de la commande') });

/** POST checkoutPro (doc 1 §7: uuid, dateLastUpdate): the cart's dateLastUpdate when the shopper saw it. */
export const createProCheckoutQuery = z.object({
  uuid: z.string().trim().max(64).optional(),
  dateLastUpdate: dateLastUpdateField.optional(),
});
export type CreateProCheckoutQuery = z.output<typeof createProCheckoutQuery>;

/** PUT checkoutPro: the drive service and the payment mode (absent kept, null clears). */
export const updateProCheckoutBody = z.object({
  dateLastUpdate: dateLastUpdateField,
  service_id: idParam('du service').nullable().optional(),
  modePaiement: z.enum(PRO_PAYMENT_MODES, { error: proMessages.paymentModeUnknown }).nullable().optional(),
});
export type UpdateProCheckoutBody = z.output<typeof updateProCheckoutBody>;

/** The VAT of the order by rate: rate label (5,5 %), base excluding VAT, VAT amount. */
export const proVatRowSchema = z.object({ taux: z.string(), base_ht: z.number(), montant_tva: z.number() });

export const proCheckoutAmountsSchema = z.object({
  total_panier: z.number(),
  /** The slot's fee. */
  frais: z.number(),
  total_ttc: z.number(),
  total_ht: z.number(),
  tva: z.array(proVatRowSchema),
});

const proCartSchema = z.custom<Cart>((value) => typeof value === 'object' && value !== null);

export const proCheckoutAttributesSchema = z.object({
  dateLastUpdate: z.string(),
  magasin_id: z.number(),
  type_panier: z.literal('drive'),
  service_id: z.number().nullable(),
  modeCommandeLibelle: z.string().nullable(),
  creneau: slotHoldSchema.nullable(),
  dateRetrait: z.string().nullable(),
  modePaiement: z.enum(PRO_PAYMENT_MODES).nullable(),
  /** Whether paying on invoice is possible for this order, and why not. */
  paiement_differe: z.object({ possible: z.boolean(), raison: z.string().nullable() }),
  /** The agreement's payment term at this store, in days. */
  delai_paiement_jours: z.number(),
  montants: proCheckoutAmountsSchema,
  entreprise: proCompanySchema,
  encours: proOutstandingSchema,
  contact: proContactSchema.nullable(),
  /** What is still missing before processCreateCommande, in step order (empty: ready). */
  a_completer: z.array(z.object({ champ: z.string(), message: z.string() })),
  /** The cart's lines a pro may not order (click and collect, caterer, home delivery only). */
  produits_non_autorises: z.array(z.object({ id: z.number(), designation: z.string() })),
  panier: proCartSchema,
});
export type ProCheckoutAttributes = z.infer<typeof proCheckoutAttributesSchema>;

export const proCheckoutResourceSchema = z.object({
  type: z.literal('checkoutPro'),
  id: z.number(),
  attributes: proCheckoutAttributesSchema,
  /** The store's services a pro may choose (drive), with their possibility. */
  services: z.array(checkoutServiceSchema),
});
export type ProCheckoutResource = z.infer<typeof proCheckoutResourceSchema>;

export const proCheckoutResponse = z.object({
  data: proCheckoutResourceSchema,
  meta: z.object({ message_warning: z.array(z.string()) }),
});
export type ProCheckoutResponse = z.infer<typeof proCheckoutResponse>;

/** processCreateCommande: the billing form and the dateLastUpdate of the last answer. */
export const processCreateOrderQuery = z.object({ dateLastUpdate: dateLastUpdateField });

/**
 * On invoice the order is made at once (`commande_id`); by card the hosted payment page opens
 * (`url_webview_paiement`), and the order is made by the payment's notification.
 */
export const processCreateOrderResponse = z.object({
  data: z.object({
    commande_id: z.number().nullable(),
    numero_commande_pro: z.string().nullable(),
    url_webview_paiement: z.string().nullable(),
    session_id: z.string().nullable(),
  }),
  meta: z.object({ dateLastUpdate: z.string() }),
});
export type ProcessCreateOrderResponse = z.infer<typeof processCreateOrderResponse>;

/**
 * Where the hosted payment page sends a pro back (decision 119): the pro confirmation of the order,
 * else the pro checkout, still open, with the outcome (`?paiement=refus|annulation|erreur`).
 */
export function proPaymentReturnPath(result: PaymentResult, orderId: number | null): string {
  const withOrder = result === 'ok' || result === 'en-attente' || result === 'deja-traitee';
  if (withOrder && orderId !== null) return `/commander-pro/confirmation/${orderId}`;
  return `/commander-pro?paiement=${withOrder ? 'erreur' : result}`;
}

// ---------------------------------------------------------------------------------------------
// The pro services space and the invoices
// ---------------------------------------------------------------------------------------------

export const proInvoiceSchema = z.object({
  numero: z.string(),
  commande_id: z.number(),
  numero_commande_pro: z.string(),
  magasin: z.object({ id: z.number(), name: z.string() }),
  /** YYYY-MM-DD. */
  date_facture: z.string(),
  date_echeance: z.string(),
  montant_ttc: z.number(),
  statut: z.enum(PRO_INVOICE_STATUSES),
  /** ISO UTC, when the store recorded the payment. */
  reglee_le: z.string().nullable(),
});
export type ProInvoice = z.infer<typeof proInvoiceSchema>;

export const proSpaceResponse = z.object({
  data: z.object({
    entreprise: proCompanySchema,
    contact: proContactSchema.nullable(),
    magasins: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        ville: z.string(),
        delai_paiement_jours: z.number(),
        /** False when the store no longer offers the pro service. */
        service_pro: z.boolean(),
      }),
    ),
    encours: proOutstandingSchema,
    /** The invoices not paid yet: how many, their amount, how many are late. */
    factures_a_payer: z.object({ nombre: z.number(), montant: z.number(), en_retard: z.number() }),
  }),
});
export type ProSpaceResponse = z.infer<typeof proSpaceResponse>;

export const proInvoiceListQuery = z.object({
  statut: z.enum([...PRO_INVOICE_STATUSES, 'toutes'] as const).default('toutes'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ProInvoiceListQuery = z.output<typeof proInvoiceListQuery>;

export const proInvoiceListResponse = z.object({
  data: z.array(proInvoiceSchema),
  meta: z.object({ page: z.number(), total: z.number(), par_page: z.number(), nb_pages: z.number() }),
});
export type ProInvoiceListResponse = z.infer<typeof proInvoiceListResponse>;

export const proInvoiceParams = z.object({
  numero: z
    .string()
    .trim()
    .regex(/^FP-\d{4}-\d{6}$/, { error: proMessages.invoiceNotFound }),
});

export const staffProInvoicesParams = z.object({ magasin_id: idParam('du magasin') });
export const staffProInvoiceParams = staffProInvoicesParams.extend(proInvoiceParams.shape);

/** The store's pro invoices (back-office), by status. */
export const staffProInvoiceListQuery = z.object({
  statut: z.enum([...PRO_INVOICE_STATUSES, 'toutes'] as const).default('a_payer'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StaffProInvoiceListQuery = z.output<typeof staffProInvoiceListQuery>;

export const staffProInvoiceSchema = proInvoiceSchema.extend({
  client: z.object({ id: z.number(), raison_sociale: z.string(), siret: z.string().nullable() }),
});
export type StaffProInvoice = z.infer<typeof staffProInvoiceSchema>;

export const staffProInvoiceListResponse = z.object({
  data: z.array(staffProInvoiceSchema),
  meta: z.object({
    page: z.number(),
    total: z.number(),
    par_page: z.number(),
    nb_pages: z.number(),
    magasin: z.object({ id: z.number(), name: z.string() }),
  }),
});
export type StaffProInvoiceListResponse = z.infer<typeof staffProInvoiceListResponse>;

export const staffProInvoicePaymentResponse = z.object({
  data: staffProInvoiceSchema,
  meta: z.object({ message: z.string() }),
});
