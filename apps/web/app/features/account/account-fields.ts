/**
 * The field limits and choices the account forms show in the browser, taken from `@cabas/contracts`:
 * the same values the shared schemas validate with, on the storefront's server and on the API.
 */
import {
  CIVILITES,
  type Civilite,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  PHONE_LENGTH,
} from '@cabas/contracts';

const CIVILITE_LABELS: Record<Civilite, string> = { Mme: 'Madame', 'M.': 'Monsieur' };

export const CIVILITE_OPTIONS = CIVILITES.map((value) => ({ value, label: CIVILITE_LABELS[value] }));

export const FIELD_MAX = {
  email: EMAIL_MAX_LENGTH,
  name: NAME_MAX_LENGTH,
  phone: PHONE_LENGTH.max,
  password: PASSWORD_LENGTH.max,
} as const;
