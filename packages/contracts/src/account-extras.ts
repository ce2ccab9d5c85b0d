/**
 * Schemas of the billing address (`/me/adresse-facturation`), the saved bank cards
 * (`/me/alias-paiement`) and the store newsletters (`/me/newsletters`, the one-click unsubscribe).
 */
import { z } from 'zod';
import {
  ACCOUNT_POSTAL_CODE_MAX,
  BILLING_COUNTRIES,
  BILLING_FIELD_MAX,
  BILLING_POSTAL_CODE_DIGITS,
  accountExtrasMessages as m,
  PAYMENT_ALIAS_NAME_MAX,
} from './account-extras-rules.ts';
import { CIVILITES } from './account-rules.ts';
import { civiliteField } from './accounts.ts';
import { idParam } from './common.ts';
import { messages } from './messages.ts';

const NAME = /^[\p{L}\p{M}' ’-]+$/u;
const nameField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(50, { error: 'Ce champ ne peut pas dépasser 50 caractères.' })
    .regex(NAME, {
      error: 'Ce champ ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.',
    });

/** An optional text: blank becomes null. */
const optional = (max: number, message: string, pattern?: RegExp) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine((v) => v === '' || !pattern || pattern.test(v), { error: message })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The billing address of the invoices: who is billed and where. */
export const billingAddressBody = z
  .object({
    civilite: civiliteField,
    prenom: nameField(messages.prenomRequired),
    nom: nameField(messages.nomRequired),
    societe: optional(60, 'Le nom de la société ne peut pas dépasser 60 caractères.'),
    adresse: z
      .string({ error: m.billingAddressRequired })
      .trim()
      .min(1, { error: m.billingAddressRequired })
      .max(BILLING_FIELD_MAX.adresse, { error: "L'adresse ne peut pas dépasser 100 caractères." }),
    complement: optional(BILLING_FIELD_MAX.complement, m.billingComplement, /^[\p{L}\p{M}\p{N} ,.'’°/-]+$/u),
    codePostal: z
      .string({ error: m.billingPostalCode })
      .trim()
      .regex(new RegExp(`^\\d{1,${ACCOUNT_POSTAL_CODE_MAX}}$`), { error: m.billingPostalCode }),
    ville: z
      .string({ error: m.billingCity })
      .trim()
      .min(1, { error: m.billingCity })
      .max(BILLING_FIELD_MAX.ville, { error: m.billingCity }),
    departement: optional(BILLING_FIELD_MAX.departement, m.billingDepartement, /^[\p{L}\p{M}\p{N}' -]+$/u),
    pays: z.enum(BILLING_COUNTRIES, { error: m.billingCountry }).default('France'),
  })
  .superRefine((value, ctx) => {
    const wellFormed = /^\d{1,10}$/.test(value.codePostal);
    if (wellFormed && value.codePostal.length !== BILLING_POSTAL_CODE_DIGITS[value.pays])
      ctx.addIssue({ code: 'custom', path: ['codePostal'], message: m.billingPostalCode });
  });
export type BillingAddressBody = z.output<typeof billingAddressBody>;

export const billingAddressSchema = z.object({
  civilite: z.enum(CIVILITES),
  prenom: z.string(),
  nom: z.string(),
  societe: z.string().nullable(),
  adresse: z.string(),
  complement: z.string().nullable(),
  codePostal: z.string(),
  ville: z.string(),
  departement: z.string().nullable(),
  pays: z.enum(BILLING_COUNTRIES),
  date_modification: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;
export const billingAddressResponse = z.object({ data: billingAddressSchema });

// ---------------------------------------------------------------------------------------------
// Saved bank cards (payment aliases)
// ---------------------------------------------------------------------------------------------

export const paymentAliasParams = z.object({ id: idParam('de la carte enregistrée') });

export const savedCardSchema = z.object({
  id: z.number(),
  nom: z.string(),
  /** VISA, MASTERCARD, CB, AMEX… */
  marque: z.string(),
  /** Only the last 4 digits: "•••• •••• •••• 1111". */
  numero_masque: z.string(),
  /** MM/AA */
  expiration: z.string(),
  expiree: z.boolean(),
  magasin_id: z.number().nullable(),
  date_creation: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const paymentAliasListResponse = z.object({
  data: z.array(savedCardSchema),
  meta: z.object({
    nb_max_par_magasin: z.number(),
    /** Whether this client may save cards (not a pro). */
    eligible: z.boolean(),
  }),
});
export type PaymentAliasListResponse = z.infer<typeof paymentAliasListResponse>;
export const paymentAliasResponse = z.object({ data: savedCardSchema });

export const renamePaymentAliasBody = z.object({
  nom: z
    .string({ error: m.aliasNameRequired })
    .trim()
    .min(1, { error: m.aliasNameRequired })
    .max(PAYMENT_ALIAS_NAME_MAX, { error: m.aliasNameTooLong }),
});

// ---------------------------------------------------------------------------------------------
// Store newsletters and the SMS order-tracking opt-in
// ---------------------------------------------------------------------------------------------

export const newsletterParams = z.object({ id: idParam("de l'abonnement") });

export const newsletterSubscriptionSchema = z.object({
  id: z.number(),
  magasin_id: z.number(),
  magasin_nom: z.string(),
  date_inscription: z.string(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export const newsletterListResponse = z.object({
  data: z.array(newsletterSubscriptionSchema),
  meta: z.object({ optin_sms_suivi_commande_drive: z.boolean() }),
});
export type NewsletterListResponse = z.infer<typeof newsletterListResponse>;
export const newsletterResponse = z.object({ data: newsletterSubscriptionSchema });

export const subscribeNewsletterBody = z.object({ magasin_id: idParam('du magasin') });

export const smsOptinBody = z.object({ optin_sms_suivi_commande_drive: z.boolean() });
export const smsOptinResponse = z.object({ data: smsOptinBody });

export const unsubscribeBody = z.object({
  token: z.string({ error: m.unsubscribeInvalid }).min(1, { error: m.unsubscribeInvalid }).max(1000),
});
export const unsubscribeResponse = z.object({
  data: z.object({ magasin_id: z.number(), magasin_nom: z.string() }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/** The newsletters page's form: the stores ticked and the SMS opt-in (a checkbox). */
export const newsletterPreferencesForm = z.object({
  magasins: z.array(idParam('du magasin')).default([]),
  optin_sms_suivi_commande_drive: z
    .string()
    .optional()
    .transform((v) => v === 'on'),
});
