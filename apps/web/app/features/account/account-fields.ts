/**
 * The field limits and password marks the account forms show in the browser. They mirror
 * `@cabas/contracts` (accounts.ts), which the server uses to validate: importing that module in the
 * browser would bring its zod schemas (about 16 KB compressed) into the pages' bundles.
 * `account-fields.test.ts` keeps both in step.
 */

export const CIVILITE_OPTIONS = [
  { value: 'Mme', label: 'Madame' },
  { value: 'M.', label: 'Monsieur' },
] as const;

export const FIELD_MAX = { email: 254, name: 50, phone: 20, password: 128 } as const;

/** Labels of the live check marks of the password rule. */
export const PASSWORD_MARK_LABELS = {
  length: '8 caractères minimum',
  digit: '1 chiffre',
  uppercase: '1 majuscule',
  lowercase: '1 minuscule',
} as const;

export type PasswordCheckKey = keyof typeof PASSWORD_MARK_LABELS;

/** Which marks a password meets (letters of any alphabet count; length in characters). */
export function passwordMarkChecks(password: string): Record<PasswordCheckKey, boolean> {
  return {
    length: [...password].length >= 8,
    digit: /\p{Nd}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
  };
}
