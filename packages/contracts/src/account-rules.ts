/**
 * The account rules and limits the browser also needs (field limits, the live password marks): in
 * this module without zod, so that a page importing them does not bring the schemas and zod with it.
 * `accounts.ts` builds the schemas on them.
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
  /** To a pro who asked for a reset: no link, how to get help (decision 096). */
  proResetMailSubject: `Votre mot de passe ${PRODUCT_NAME}Pro`,
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
