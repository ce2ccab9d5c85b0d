import { PASSWORD_CHECK_LABELS, passwordCheckMarks } from '@cabas/contracts';

export type PasswordCheckKey = keyof typeof PASSWORD_CHECK_LABELS;

export interface PasswordMark {
  key: PasswordCheckKey;
  label: string;
  met: boolean;
}

const ORDER = Object.keys(PASSWORD_CHECK_LABELS) as PasswordCheckKey[];

/** The live check marks of the password rule, in display order. */
export function passwordMarks(password: string): PasswordMark[] {
  const marks = passwordCheckMarks(password);
  return ORDER.map((key) => ({ key, label: PASSWORD_CHECK_LABELS[key], met: marks[key] }));
}

/**
 * What the live region says: nothing before typing, then what is still missing, then that the rule
 * is met. It changes only when a mark changes, so a screen reader is not told again at every key.
 */
export function passwordMarksSummary(password: string): string {
  if (!password) return '';
  const missing = passwordMarks(password).filter((mark) => !mark.met);
  if (!missing.length) return 'Votre mot de passe respecte toutes les règles.';
  return `Il manque à votre mot de passe : ${missing.map((mark) => mark.label).join(', ')}.`;
}
