/**
 * Password rules: the current rule asks for at least 8 characters with 1 digit,
 * 1 upper-case and 1 lower-case letter, each shown live with a check mark. Accounts created under the
 * former rule (at least 6 characters) keep their password until they change it; non-pro users are then
 * asked to change it ('Votre mot de passe se fait vieux !').
 */

export const PASSWORD_MIN_LENGTH = 8;
export const LEGACY_PASSWORD_MIN_LENGTH = 6;
/** Longer passwords are refused so that hashing stays cheap and bounded. */
export const PASSWORD_MAX_LENGTH = 128;

/** Version of the rule a stored password was chosen under. */
export const PASSWORD_RULE_VERSIONS = { legacy: 1, current: 2 } as const;
export type PasswordRuleVersion = (typeof PASSWORD_RULE_VERSIONS)[keyof typeof PASSWORD_RULE_VERSIONS];

export const PASSWORD_CHECKS = ['length', 'digit', 'uppercase', 'lowercase'] as const;
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number];

/** Which check marks of the current rule a password meets (letters of any alphabet count). */
export function passwordChecks(password: string): Record<PasswordCheck, boolean> {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    digit: /\p{Nd}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
  };
}

/** True when the password meets every check of the current rule (and is not absurdly long). */
export function meetsPasswordRule(password: string): boolean {
  if ([...password].length > PASSWORD_MAX_LENGTH) return false;
  const checks = passwordChecks(password);
  return PASSWORD_CHECKS.every((check) => checks[check]);
}

/** The former rule: at least 6 characters, nothing else. */
export function meetsLegacyPasswordRule(password: string): boolean {
  const length = [...password].length;
  return length >= LEGACY_PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

/**
 * At login, the forced password-change popin shows when the password is not under the new
 * rule and the user is not a professional.
 */
export function mustRenewPassword(client: { passwordRuleVersion: number; isPro: boolean }): boolean {
  return !client.isPro && client.passwordRuleVersion < PASSWORD_RULE_VERSIONS.current;
}
