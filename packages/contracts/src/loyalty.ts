/**
 * Schemas of the loyalty cards of the logged-in customer (`/me/fidelites`): the list with its totals,
 * the partner card linking (pre-validation of the number, then pairing with the code cagnotte), the
 * creation of an own-brand card and the deletion of a card.
 */
import { z } from 'zod';
import { accountMessages } from './account-rules.ts';
import { idParam } from './common.ts';
import { loyaltyCardNumberField } from './forms.ts';
import {
  LOYALTY_CARD_SUBTYPES,
  LOYALTY_CARD_TYPES,
  LOYALTY_CODE_DIGITS,
  loyaltyMessages as m,
  PARTNER_CARD_TYPES,
} from './loyalty-rules.ts';

export const loyaltyCodeField = z
  .string({ error: m.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${LOYALTY_CODE_DIGITS}}$`), { error: m.codeFormat });

const captchaField = z
  .string({ error: accountMessages.captchaRequired })
  .min(1, { error: accountMessages.captchaRequired })
  .max(20_000, { error: accountMessages.captchaFailed });

export const loyaltyCardSchema = z.object({
  id: z.number(),
  type_carte: z.enum(LOYALTY_CARD_TYPES),
  sous_type: z.enum(LOYALTY_CARD_SUBTYPES),
  /** The card's name in French ("Carte Club partenaire"). */
  libelle: z.string(),
  /** Masked but for the last 4 digits. */
  num_carte_carrefour: z.string(),
  /** Cagnotte in euros, and what the next statement adds to it. */
  solde_euro: z.number(),
  solde_euro_suiv: z.number(),
  solde_point: z.number().int(),
  solde_point_suiv: z.number().int(),
  /** The balances are the issuer's current ones (not a copy awaiting its update). */
  is_data_live: z.boolean(),
  expired: z.boolean(),
  date_ajout: z.string(),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;

export const loyaltyCardListResponse = z.object({
  data: z.array(loyaltyCardSchema),
  meta: z.object({
    /** Current and next balances added, over the cards that are not expired. */
    totaux: z.object({ solde_euro: z.number(), solde_point: z.number().int() }),
    /** No own-brand card yet: "Créer ma carte" is offered. */
    creation_possible: z.boolean(),
  }),
});
export type LoyaltyCardListResponse = z.infer<typeof loyaltyCardListResponse>;

export const loyaltyCardResponse = z.object({ data: loyaltyCardSchema });

export const loyaltyCardParams = z.object({ id: idParam('de la carte') });

/** First step of linking a partner card: its number. */
export const loyaltyPreValidationBody = z.object({ num_carte_carrefour: loyaltyCardNumberField });
export type LoyaltyPreValidationBody = z.input<typeof loyaltyPreValidationBody>;

export const loyaltyPreValidationResponse = z.object({
  data: z.object({
    num_carte_carrefour: z.string(),
    type_carte: z.enum(PARTNER_CARD_TYPES),
    /** "Club" or "Pass". */
    libelle_type: z.string(),
  }),
});

/** Second step: the number again, the code cagnotte, the captcha and the type given by the first step. */
export const loyaltyPairBody = z.object({
  num_carte_carrefour: loyaltyCardNumberField,
  code_pin_carrefour: loyaltyCodeField,
  'g-captcha-response': captchaField,
  type_carte: z.enum(PARTNER_CARD_TYPES, { error: m.numberInvalid }),
});
export type LoyaltyPairBody = z.input<typeof loyaltyPairBody>;

/** An own-brand card, with the customer's consents to its offers by e-mail and SMS. */
export const loyaltyCreateBody = z.object({
  acceptEmail: z.boolean().default(false),
  acceptSms: z.boolean().default(false),
});
export type LoyaltyCreateBody = z.input<typeof loyaltyCreateBody>;
