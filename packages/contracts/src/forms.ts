/**
 * Schemas of the form pages (`/api/formulaires/*`): the same ones validate the storefront's forms and
 * the API's bodies, so the shopper reads the same French messages on both sides.
 */
import { z } from 'zod';
import { accountMessages, NAME_MAX_LENGTH } from './account-rules.ts';
import { civiliteField, emailField, phoneField } from './accounts.ts';
import { ID_MAX, idParam } from './common.ts';
import {
  CONTACT_SUBJECTS,
  FORM_MESSAGE_MAX,
  LOYALTY_CANCELLATION_REASONS,
  formMessages as m,
} from './forms-rules.ts';
import { messages } from './messages.ts';

const name = (label: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(NAME_MAX_LENGTH, { error: accountMessages.nameTooLong(label) })
    .regex(/^[\p{L}\p{M}' ’-]+$/u, { error: accountMessages.nameCharacters(label) });

const storeField = z.coerce
  .number({ error: m.storeRequired })
  .int({ error: m.storeRequired })
  .positive({ error: m.storeRequired })
  .max(2_147_483_647, { error: m.storeRequired });

const text = (required: string, max = FORM_MESSAGE_MAX) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: m.messageTooLong });

const optionalPhone = z
  .string()
  .trim()
  .max(40, { error: messages.telInvalid })
  .optional()
  .transform((v) => v || undefined)
  .pipe(phoneField.optional());

const captcha = z
  .string({ error: accountMessages.captchaRequired })
  .min(1, { error: accountMessages.captchaRequired })
  .max(20_000, { error: accountMessages.captchaFailed });

/** A loyalty card number: 16 to 19 digits, with the specification's messages. */
export const loyaltyCardNumberField = z
  .string({ error: m.cardNumberRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .superRefine((v, ctx) => {
    const message = !v
      ? m.cardNumberRequired
      : !/^\d+$/.test(v)
        ? m.cardNumberDigits
        : v.length < 16 || v.length > 19
          ? m.cardNumberLength
          : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const checked = (message: string) =>
  z.preprocess((v) => v === true || v === 'on' || v === 'true', z.literal(true, { error: message }));
const optIn = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());

const sender = {
  civilite: civiliteField,
  nom: name('nom', messages.nomRequired),
  prenom: name('prénom', messages.prenomRequired),
  email: emailField(),
};

export const contactFormBody = z.object({
  ...sender,
  tel: optionalPhone,
  magasin_id: storeField,
  sujet: z.enum(CONTACT_SUBJECTS, { error: m.subjectRequired }),
  numero_commande: z.string().trim().max(40).optional(),
  message: text(m.messageRequired),
  altcha: captcha,
});
export type ContactFormBody = z.infer<typeof contactFormBody>;

const adultBirthDate = z
  .string({ error: m.birthDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.birthDateInvalid })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: m.birthDateInvalid })
  .refine(
    (v) => {
      const born = new Date(`${v}T00:00:00Z`);
      const adult = new Date(Date.UTC(born.getUTCFullYear() + 18, born.getUTCMonth(), born.getUTCDate()));
      return adult.getTime() <= Date.now() && born.getUTCFullYear() >= 1900;
    },
    { error: m.birthDateMinor },
  );

export const cardRequestBody = z.object({
  ...sender,
  tel: phoneField,
  date_naissance: adultBirthDate,
  magasin_id: storeField,
  acceptEmail: optIn,
  acceptSms: optIn,
  altcha: captcha,
});
export type CardRequestBody = z.infer<typeof cardRequestBody>;

export const cardActivationBody = z.object({
  ...sender,
  num_carte: loyaltyCardNumberField,
  tel: optionalPhone,
  magasin_id: storeField,
  altcha: captcha,
});
export type CardActivationBody = z.infer<typeof cardActivationBody>;

export const loyaltyCancellationBody = z.object({
  ...sender,
  num_carte: loyaltyCardNumberField,
  magasin_id: storeField,
  motif: z.enum(LOYALTY_CANCELLATION_REASONS, { error: m.reasonRequired }),
  message: z.string().trim().max(FORM_MESSAGE_MAX, { error: m.messageTooLong }).optional(),
  confirmation: checked(m.cancellationConfirm),
  altcha: captcha,
});
export type LoyaltyCancellationBody = z.infer<typeof loyaltyCancellationBody>;

export const productQuestionBody = z.object({
  ...sender,
  produit_id: z.coerce
    .number({ error: m.productUnknown })
    .int()
    .positive({ error: m.productUnknown })
    .max(ID_MAX, { error: m.productUnknown }),
  magasin_id: storeField,
  question: text(m.questionRequired),
  altcha: captcha,
});
export type ProductQuestionBody = z.infer<typeof productQuestionBody>;

export const anonymousNewsletterBody = z.object({
  email: emailField(),
  prenom: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  magasin_id: storeField,
  altcha: captcha,
});
export type AnonymousNewsletterBody = z.infer<typeof anonymousNewsletterBody>;

export const newsletterConfirmationBody = z.object({
  token: z.string({ error: m.newsletterLinkInvalid }).min(1, { error: m.newsletterLinkInvalid }).max(300),
});

/** The withdrawal of a logged-in client: the order, the lines sent back, an optional comment. */
export const withdrawalBody = z.object({
  commande_id: idParam('de la commande'),
  lignes: z
    .array(z.coerce.number().int().positive().max(ID_MAX), { error: m.linesRequired })
    .min(1, { error: m.linesRequired })
    .max(200),
  message: z.string().trim().max(FORM_MESSAGE_MAX, { error: m.messageTooLong }).optional(),
});
export type WithdrawalBody = z.infer<typeof withdrawalBody>;

/** The answer of every form: the request's reference and the specification's success message. */
export const formAnswerSchema = z.object({
  data: z.object({
    reference: z.string(),
    message: z.string(),
    /** A copy went to the logged-in shopper's own address; never to an address typed (decision 097). */
    copie_envoyee: z.boolean(),
  }),
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;

export const newsletterConfirmationAnswer = z.object({
  data: z.object({ email: z.string(), magasin_nom: z.string(), message: z.string() }),
});

/** Order lines the client may still send back: withdrawn in the last 14 days, goods not excluded. */
export const withdrawableLineSchema = z.object({
  id: z.number(),
  designation: z.string(),
  quantite: z.number(),
  prix_total: z.number(),
});
export const withdrawableOrderSchema = z.object({
  id: z.number(),
  code: z.string(),
  date_de_retrait: z.string(),
  date_limite: z.string(),
  magasin_nom: z.string(),
  lignes: z.array(withdrawableLineSchema),
});
export type WithdrawableOrder = z.infer<typeof withdrawableOrderSchema>;
export const withdrawableOrdersResponse = z.object({ data: z.array(withdrawableOrderSchema) });

/** The product named by the question form, shown above it. */
export const productQuestionQuery = z.object({ produit: idParam('du produit') });
