import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  COUNTRIES,
  profileMessages as m,
  POSTAL_CODE_MAX_LENGTH,
} from './profile-rules.ts';

/**
 * The client's postal address on the profile (adresse, complement_adresse, cp, ville, pays,
 * departement) with the billing address rules. A field left out keeps its value, an empty one (or
 * null) erases it; an address started must be whole (adresse, code postal, ville).
 */
const emptyAsNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

const optionalText = (message: string, max = ADDRESS_MAX_LENGTH) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .regex(/^[^<>{}\p{Cc}]*$/u, { error: message })
    .nullish()
    .transform(emptyAsNull);

export const postalAddressFields = {
  adresse: optionalText(m.adresseRequired),
  complement_adresse: optionalText(m.complementInvalid),
  cp: z
    .string({ error: m.cpInvalid })
    .trim()
    .max(POSTAL_CODE_MAX_LENGTH, { error: m.cpInvalid })
    .regex(/^[0-9]*$/, { error: m.cpInvalid })
    .nullish()
    .transform(emptyAsNull),
  ville: optionalText(m.villeRequired, 80),
  pays: z.enum(COUNTRIES, { error: m.paysInvalid }).nullish(),
  departement: z
    .string({ error: m.departementInvalid })
    .trim()
    .max(60, { error: m.departementInvalid })
    .regex(/^[\p{L}\p{M}' ’-]*$/u, { error: m.departementInvalid })
    .nullish()
    .transform(emptyAsNull),
};

type PostalAddress = {
  adresse?: string | null;
  cp?: string | null;
  ville?: string | null;
  complement_adresse?: string | null;
};

/** An address started must be whole: each missing part gets its message. */
export function checkWholeAddress(value: PostalAddress, ctx: z.RefinementCtx) {
  const started = value.adresse || value.cp || value.ville || value.complement_adresse;
  if (!started) return;
  if (!value.adresse) ctx.addIssue({ code: 'custom', path: ['adresse'], message: m.adresseRequired });
  if (!value.cp) ctx.addIssue({ code: 'custom', path: ['cp'], message: m.cpInvalid });
  if (!value.ville) ctx.addIssue({ code: 'custom', path: ['ville'], message: m.villeRequired });
}
