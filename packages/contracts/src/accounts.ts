import { z } from 'zod';
import { idParam } from './common.ts';
import { messages } from './messages.ts';
import { proContactSchema } from './stores.ts';

/**
 * Accounts and security calls: tokens, sign-up,
 * profile, password change, forgotten password and reset, captcha, pro store rules. Messages quoted by
 * the specification live in `messages`; the ones below word what the specification leaves unworded.
 */

/** The shop's name, as in the pro messages ('{product}Pro'). */
export const PRODUCT_NAME = 'Cabas';

export const CIVILITES = ['Mme', 'M.'] as const;
export type Civilite = (typeof CIVILITES)[number];

export const PHONE_LENGTH = { min: 6, max: 20 } as const;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** Kept in step with `PASSWORD_MIN_LENGTH` and `PASSWORD_MAX_LENGTH` of @cabas/domain. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** The web server keeps the client-credentials token this long. */
export const CLIENT_TOKEN_CACHE_MS = 10 * 60_000;
export const TOKEN_TYPE = 'Bearer';
export const GRANT_TYPES = ['client_credentials', 'password', 'refresh_token'] as const;

/**
 * The storefront server calls the API from its own address; with its client credentials (HTTP Basic)
 * it may pass the shopper's address in this header, for the login lockouts and the rate limits.
 */
export const END_USER_IP_HEADER = 'x-end-user-ip';
/** The storefront's signature of END_USER_IP_HEADER on every other call (HMAC with its client secret). */
export const END_USER_SIGNATURE_HEADER = 'x-end-user-signature';

/**
 * The ALTCHA challenge call, relative to the API's base: the captcha widget fetches it from the browser
 * (`/api` + this path), and its declaration in `endpoints` uses it.
 */
export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';

/** Page of the storefront that the reset e-mail links to, with `?token=…`. */
export const PASSWORD_RESET_PAGE = '/mdp-oublie/reinitialisation';
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Labels of the live check marks of the password rule, keyed like `passwordChecks`. */
export const PASSWORD_CHECK_LABELS = {
  length: '8 caractères minimum',
  digit: '1 chiffre',
  uppercase: '1 majuscule',
  lowercase: '1 minuscule',
} as const;

export const accountMessages = {
  passwordRequired: 'Merci de renseigner votre mot de passe',
  passwordRule:
    'Votre mot de passe doit comporter au moins 8 caractères, dont 1 chiffre, 1 majuscule et 1 minuscule.',
  passwordSameAsOld: 'Votre nouveau mot de passe doit être différent du mot de passe actuel.',
  oldPasswordWrong: 'Votre mot de passe actuel est incorrect. Merci de vérifier votre saisie.',
  storeRequired: 'Merci de choisir votre magasin.',
  emailTooLong: `Votre adresse email ne peut pas dépasser ${EMAIL_MAX_LENGTH} caractères.`,
  nameTooLong: (label: string) => `Votre ${label} ne peut pas dépasser ${NAME_MAX_LENGTH} caractères.`,
  nameCharacters: (label: string) =>
    `Votre ${label} ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.`,
  emailAlreadyUsed:
    'Un compte existe déjà avec cette adresse email. Connectez-vous ou utilisez « Mot de passe oublié ».',
  grantType: "Le type d'autorisation doit être client_credentials, password ou refresh_token.",
  refreshTokenRequired: 'Le jeton de renouvellement est manquant.',
  sessionExpired: 'Votre session a expiré. Merci de vous reconnecter.',
  invalidClient: "L'identification de l'application a échoué.",
  appTokenRequired: "Cet appel demande le jeton de l'application.",
  accountUnavailable: "Ce compte n'est plus disponible.",
  captchaRequired: "Merci de confirmer que vous n'êtes pas un robot.",
  captchaFailed: 'La vérification anti-robot a échoué ou a expiré. Merci de recommencer.',
  resetTokenRequired: 'Le lien de réinitialisation est incomplet. Merci de refaire une demande.',
  resetTokenInvalid:
    "Ce lien de réinitialisation n'est pas valide. Merci de refaire une demande de mot de passe oublié.",
  resetTokenUsed:
    'Ce lien de réinitialisation a déjà servi. Merci de refaire une demande de mot de passe oublié.',
  resetTokenExpired:
    'Ce lien de réinitialisation a expiré (il est valable 1 heure). Merci de refaire une demande de mot de passe oublié.',
  resetMailSubject: `Réinitialisation de votre mot de passe ${PRODUCT_NAME}`,
  storefrontTokenRequired:
    'La création de compte se fait depuis la boutique, sans être connecté à un compte client.',
  /** The answer of a sign-up, the same whether the address already had an account. */
  signUpCheckMail: (email: string) =>
    `Votre demande a bien été prise en compte. Nous venons d'envoyer un email à ${email} : il vous indique comment accéder à votre compte.`,
  welcomeMailSubject: `Bienvenue chez ${PRODUCT_NAME} : votre compte est créé`,
  signUpAttemptMailSubject: `Une création de compte ${PRODUCT_NAME} avec votre adresse email`,
} as const;

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

/** The live check marks of the password rule, as `passwordChecks` of @cabas/domain. */
export function passwordCheckMarks(password: string): Record<keyof typeof PASSWORD_CHECK_LABELS, boolean> {
  return {
    length: [...password].length >= PASSWORD_LENGTH.min,
    digit: /\p{Nd}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
  };
}

/** The current password rule, as `meetsPasswordRule` of @cabas/domain. */
export function isStrongPassword(password: string): boolean {
  const marks = passwordCheckMarks(password);
  return (
    [...password].length <= PASSWORD_LENGTH.max &&
    marks.length &&
    marks.digit &&
    marks.uppercase &&
    marks.lowercase
  );
}

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

export const profileBody = z.object({
  civilite: civiliteField,
  nom: personName('nom', messages.nomRequired),
  prenom: personName('prénom', messages.prenomRequired),
  tel: phoneField,
  optIn: z.boolean().optional(),
  optin_sms_suivi_commande_drive: z.boolean().optional(),
});
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
