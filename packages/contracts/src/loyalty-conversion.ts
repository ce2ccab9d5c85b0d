/**
 * The transformation of a loyalty card's points into euros on its cagnotte (decision 125): the
 * simulation (`mvtPoints`, `mvtEuros`) and the transformation, retried safely by its key.
 */
import { z } from 'zod';
import { loyaltyCardParams } from './loyalty.ts';
import { LOYALTY_CONVERSION_POINTS_MAX, loyaltyConversionMessages } from './loyalty-conversion-rules.ts';

const m = loyaltyConversionMessages;

const pointsField = z.coerce
  .number({ error: m.pointsInvalid })
  .int({ error: m.pointsInvalid })
  .positive({ error: m.pointsInvalid })
  .max(LOYALTY_CONVERSION_POINTS_MAX, { error: m.pointsInvalid });

export const loyaltyConversionParams = loyaltyCardParams;

/** The points to simulate; without them, every point the card holds. */
export const loyaltyConversionQuery = z.object({ points: pointsField.optional() });
export type LoyaltyConversionQuery = z.input<typeof loyaltyConversionQuery>;

/**
 * A transformation: the points shown by the simulation, and a key the client draws once per
 * transformation and sends again when it retries (the same key transforms once).
 */
export const loyaltyConversionBody = z.object({
  points: pointsField,
  cle_idempotence: z.string({ error: m.keyInvalid }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: m.keyInvalid }),
});
export type LoyaltyConversionBody = z.input<typeof loyaltyConversionBody>;

const balances = {
  /** The card's current points and cagnotte (after the transformation, for its answer). */
  solde_point: z.number().int(),
  solde_euro: z.number(),
};

export const loyaltyConversionSimulationResponse = z.object({
  data: z.object({
    /** The points that would move (whole steps, no more than the card holds; 0 below the minimum). */
    mvtPoints: z.number().int(),
    /** The euros they would add to the card's cagnotte. */
    mvtEuros: z.number(),
    ...balances,
    /** The card's rate: `points` give `euros`, by whole steps of `points`. */
    bareme: z.object({ points: z.number().int(), euros: z.number() }),
    minimum_points: z.number().int(),
  }),
});
export type LoyaltyConversionSimulationResponse = z.infer<typeof loyaltyConversionSimulationResponse>;

export const loyaltyConversionResponse = z.object({
  data: z.object({ mvtPoints: z.number().int(), mvtEuros: z.number(), ...balances }),
});
export type LoyaltyConversionResponse = z.infer<typeof loyaltyConversionResponse>;
