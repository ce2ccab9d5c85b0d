import { z } from 'zod';

/**
 * The largest identifier: PostgreSQL's `integer` (int4), the type of every id column. A larger one
 * fails the query there ("out of range for type integer", a 500) instead of finding nothing.
 */
export const ID_MAX = 2_147_483_647;

/** A positive integer identifier from a path or a query string. */
export const idParam = (label: string) =>
  z.coerce
    .number({ error: `L'identifiant ${label} doit être un nombre.` })
    .int({ error: `L'identifiant ${label} doit être un nombre entier.` })
    .positive({ error: `L'identifiant ${label} doit être un nombre positif.` })
    .max(ID_MAX, { error: `L'identifiant ${label} est trop grand.` });

export const postalCodeMessage = 'Merci de renseigner un code postal valide';

/** A French postal code: exactly five digits. */
export const postalCode = z
  .string({ error: postalCodeMessage })
  .trim()
  .regex(/^\d{5}$/, { error: 'Le code postal doit être composé de 5 chiffres.' });

export const inseeCode = z
  .string()
  .trim()
  .regex(/^(\d{5}|2[AB]\d{3})$/, { error: 'Le code INSEE doit être composé de 5 caractères.' });

export const latitude = z.coerce
  .number({ error: 'La latitude doit être un nombre.' })
  .min(-90, { error: 'La latitude doit être comprise entre -90 et 90.' })
  .max(90, { error: 'La latitude doit être comprise entre -90 et 90.' });

export const longitude = z.coerce
  .number({ error: 'La longitude doit être un nombre.' })
  .min(-180, { error: 'La longitude doit être comprise entre -180 et 180.' })
  .max(180, { error: 'La longitude doit être comprise entre -180 et 180.' });

/** Query booleans as sent by forms and links: 1/0, true/false. */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'], { error: 'La valeur doit être 1 ou 0.' })
  .transform((v) => v === '1' || v === 'true');
