import { z } from 'zod';
import {
  accountMessages,
  CIVILITES,
  EMAIL_MAX_LENGTH,
  isStrongPassword,
  NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  PHONE_LENGTH,
  TOKEN_TYPE,
} from './account-rules.ts';
import { idParam } from './common.ts';
import { messages } from './messages.ts';
import { checkWholeAddress, postalAddressFields } from './postal-address.ts';
import { proContactSchema } from './stores.ts';

/**
 * Accounts and security calls: tokens, sign-up,
 * profile, password change, forgotten password and reset, captcha, pro store rules. Messages quoted by
 * the specification live in `messages`; the ones below word what the specification leaves unworded.
 */

/** An e-mail address, trimmed and in lower case. */
export const emailField = (
  required: string = messages.emailRequired,
  invalid: string = messages.emailInvalid,
) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required })
    .max(EMAIL_MAX_LENGTH, { error: accountMessages.emailTooLong })
    .pipe(z.email({ error: invalid }));

/** A password under the current rule; `message` for every failure when the form words one. */
const strongPassword = (required: string, invalid: string) =>
  z.string({ error: required }).min(1, { error: required }).refine(isStrongPassword, { error: invalid });

const personName = (label: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(NAME_MAX_LENGTH, { error: accountMessages.nameTooLong(label) })
    .regex(/^[\p{L}\p{M}' ’-]+$/u, { error: accountMessages.nameCharacters(label) });

export const civiliteField = z.enum(CIVILITES, { error: messages.civiliteRequired });

/** A phone number: 6 to 20 characters, spaces included. */
export const phoneField = z
  .string({ error: messages.telRequired })
  .trim()
  .min(1, { error: messages.telRequired })
  .min(PHONE_LENGTH.min, { error: messages.telInvalid })
  .max(PHONE_LENGTH.max, { error: messages.telInvalid })
  .regex(/^\+?[0-9][0-9 .()-]*$/, { error: messages.telInvalid });

const storeId = z.coerce
  .number({ error: accountMessages.storeRequired })
  .int({ error: accountMessages.storeRequired })
  .positive({ error: accountMessages.storeRequired })
  .max(2_147_483_647, { error: accountMessages.storeRequired });

// ---------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------

/** The login form: only presence is checked, a wrong pair gets the login-failure message. */
export const loginBody = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.emailRequired })
    .max(EMAIL_MAX_LENGTH, { error: messages.loginFailure }),
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, { error: accountMessages.passwordRequired })
    .max(PASSWORD_LENGTH.max, { error: messages.loginFailure }),
  /** The ALTCHA payload, asked after repeated failures (answer code `captcha_requis`). */
  altcha: z.string().max(20_000, { error: accountMessages.captchaFailed }).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenRequestBody = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('client_credentials'),
      client_id: z.string().max(200).optional(),
      client_secret: z.string().max(200).optional(),
    }),
    loginBody.extend({ grant_type: z.literal('password') }),
    z.object({
      grant_type: z.literal('refresh_token'),
      refresh_token: z
        .string({ error: accountMessages.refreshTokenRequired })
        .min(1, { error: accountMessages.refreshTokenRequired })
        .max(200, { error: accountMessages.sessionExpired }),
    }),
  ],
  { error: accountMessages.grantType },
);
export type TokenRequest = z.infer<typeof tokenRequestBody>;

/** Optional: the access token names the session too. */
export const logoutBody = z.object({ refresh_token: z.string().max(200).optional() }).nullish();

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal(TOKEN_TYPE),
  /** Seconds. */
  expires_in: z.number().int(),
  /** Only for a shopper's session (password and refresh_token grants). */
  refresh_token: z.string().optional(),
  refresh_expires_in: z.number().int().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Account creation, profile, passwords
// ---------------------------------------------------------------------------------------------

export const signUpBody = z.object({
  civilite: civiliteField,
  nom: personName('nom', messages.nomRequired),
  prenom: personName('prénom', messages.prenomRequired),
  email: emailField(),
  password: strongPassword(accountMessages.passwordRequired, accountMessages.passwordRule),
  id_magasin: storeId,
  tel: phoneField.optional(),
  optIn: z.boolean().default(false),
  optin_sms_suivi_commande_drive: z.boolean().default(false),
  altcha: z
    .string({ error: accountMessages.captchaRequired })
    .min(1, { error: accountMessages.captchaRequired })
    .max(20_000, { error: accountMessages.captchaFailed }),
});
export type SignUpBody = z.infer<typeof signUpBody>;

/** The answer of a sign-up (202), the same whether the account was created or the address was known. */
export const signUpAnswerSchema = z.object({ email: z.string(), message: z.string() });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/** The profile form: identity, phone, postal address (optional, whole when started) and opt-ins. */
export const profileBody = z
  .object({
    civilite: civiliteField,
    nom: personName('nom', messages.nomRequired),
    prenom: personName('prénom', messages.prenomRequired),
    tel: phoneField,
    optIn: z.boolean().optional(),
    optin_sms_suivi_commande_drive: z.boolean().optional(),
    ...postalAddressFields,
  })
  .superRefine(checkWholeAddress);
export type ProfileBody = z.infer<typeof profileBody>;

const newPasswordPair = {
  password: strongPassword(messages.newPasswordRequired, messages.newPasswordRequired),
  password_confirmation: z
    .string({ error: messages.passwordConfirmation })
    .min(1, { error: messages.passwordConfirmation }),
};
const confirmationMatches = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;

/** The password change: old_password, password, password_confirmation. */
export const changePasswordBody = z
  .object({
    old_password: z
      .string({ error: messages.oldPasswordRequired })
      .min(1, { error: messages.oldPasswordRequired })
      .max(PASSWORD_LENGTH.max, { error: accountMessages.oldPasswordWrong }),
    ...newPasswordPair,
  })
  .refine(confirmationMatches, { error: messages.passwordConfirmation, path: ['password_confirmation'] });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const forgottenPasswordBody = z.object({
  email: emailField(messages.forgottenPasswordEmailRequired, messages.forgottenPasswordEmailInvalid),
  altcha: z
    .string({ error: accountMessages.captchaRequired })
    .min(1, { error: accountMessages.captchaRequired })
    .max(20_000, { error: accountMessages.captchaFailed }),
});
export type ForgottenPasswordBody = z.infer<typeof forgottenPasswordBody>;

const resetToken = z
  .string({ error: accountMessages.resetTokenRequired })
  .min(1, { error: accountMessages.resetTokenRequired })
  .max(200, { error: accountMessages.resetTokenInvalid });

export const resetTokenBody = z.object({ token: resetToken });

export const resetPasswordBody = z
  .object({ token: resetToken, ...newPasswordPair })
  .refine(confirmationMatches, { error: messages.passwordConfirmation, path: ['password_confirmation'] });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const storeAuthorizationQuery = z.object({ magasin_id: idParam('du magasin') });

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** The shopper's account as `GET /api/me` answers it; the password hash never leaves the API. */
export const clientAttributesSchema = z.object({
  civilite: z.enum(CIVILITES),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  tel: z.string().nullable(),
  id_magasin: z.number().int().nullable(),
  statut: z.string(),
  optIn: z.boolean(),
  optin_sms_suivi_commande_drive: z.boolean(),
  nb_commandes: z.number().int(),
  /** The last order's date, `YYYY-MM-DD HH:mm:ss` in Paris time. */
  date_derniere_commande: z.string().nullable(),
  /** The pro flag (isPro); `name` is the company of a pro account. */
  pro: z.boolean(),
  isPro: z.boolean(),
  name: z.string().nullable(),
  adresse: z.string().nullable(),
  complement_adresse: z.string().nullable(),
  cp: z.string().nullable(),
  ville: z.string().nullable(),
  pays: z.string().nullable(),
  departement: z.string().nullable(),
  /** Card-holder flags: own-brand cards, the partner card, all cards paired with the account. */
  porteur_cartes_enseigne: z.boolean(),
  porteur_carte_partenaire: z.boolean(),
  cartes_appairees: z.boolean(),
  num_carte_malin: z.string().nullable(),
  num_carte_cabas: z.string().nullable(),
  /** Password chosen under the former rule and not a pro: the forced change popin shows. */
  password_expired: z.boolean(),
  date_creation: z.string(),
});
export type ClientAttributes = z.infer<typeof clientAttributesSchema>;

export const clientResourceSchema = z.object({
  type: z.literal('client'),
  id: z.number().int(),
  attributes: clientAttributesSchema,
  /** Pro accounts only: the stores of the agreement and the named commercial contact. */
  pro: z
    .object({ magasins_autorises: z.array(z.number().int()), contact: proContactSchema.nullable() })
    .nullable(),
});
export type ClientResource = z.infer<typeof clientResourceSchema>;

/** Why a pro may not order in a store. */
export const PRO_STORE_REFUSALS = ['store_without_pro_service', 'store_outside_agreement'] as const;

export const storeAuthorizationSchema = z.object({
  magasin_id: z.number().int(),
  allowed: z.boolean(),
  reason: z.enum(PRO_STORE_REFUSALS).nullable(),
  message: z.string().nullable(),
});
export type StoreAuthorization = z.infer<typeof storeAuthorizationSchema>;

/** The answer of a forgotten-password request, the same whether the address has an account or not. */
export const forgottenPasswordAnswerSchema = z.object({ email: z.string(), message: z.string() });
export type ForgottenPasswordAnswer = z.infer<typeof forgottenPasswordAnswerSchema>;

/** A self-hosted ALTCHA challenge (v2 format), as the `altcha` widget fetches it. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
