/**
 * Schemas of the défis (loyalty challenges) of the logged-in customer (`/me/defis`, decision 126):
 * each challenge offered to her with its period, goal, reward and her progress. Money in euros.
 */
import { z } from 'zod';
import { idParam } from './common.ts';

export const CHALLENGE_GOAL_KINDS = ['commandes', 'montant_rayon'] as const;
export const CHALLENGE_REWARD_KINDS = ['cagnotte', 'points'] as const;

export const loyaltyChallengeMessages = {
  notFound: 'Ce défi n’existe pas ou ne vous est pas proposé.',
} as const;

export const loyaltyChallengeParams = z.object({ id: idParam('du défi') });

export const loyaltyChallengeSchema = z.object({
  id: z.number().int(),
  titre: z.string(),
  description: z.string(),
  /** ISO bounds of the period, `date_fin` excluded. */
  date_debut: z.string(),
  date_fin: z.string(),
  /** Orders withdrawn now count. */
  en_cours: z.boolean(),
  objectif: z.object({
    type: z.enum(CHALLENGE_GOAL_KINDS),
    /** Orders (`commandes`) or euros (`montant_rayon`). */
    cible: z.number(),
    /** The department of a `montant_rayon` goal (« Fruits et légumes »), else null. */
    rayon: z.string().nullable(),
    /** The kind of orders counted (`drive`), null: any. */
    type_panier: z.string().nullable(),
  }),
  /** Orders or euros counted so far (may pass the goal), and the share of the goal, 0 to 100. */
  progression: z.object({ valeur: z.number(), pourcentage: z.number().int().min(0).max(100) }),
  recompense: z.object({
    type: z.enum(CHALLENGE_REWARD_KINDS),
    /** Euros on the cagnotte, or points. */
    valeur: z.number(),
  }),
  atteint: z.boolean(),
  /** When the reward was credited (once), null before. */
  date_recompense: z.string().nullable(),
});
export type LoyaltyChallenge = z.infer<typeof loyaltyChallengeSchema>;

export const loyaltyChallengeListResponse = z.object({
  data: z.array(loyaltyChallengeSchema),
  meta: z.object({
    /** The défis section is the customer's (spec doc 2 §6): otherwise the page sends her back. */
    eligible: z.boolean(),
  }),
});
export type LoyaltyChallengeListResponse = z.infer<typeof loyaltyChallengeListResponse>;

export const loyaltyChallengeResponse = z.object({ data: loyaltyChallengeSchema });
export type LoyaltyChallengeResponse = z.infer<typeof loyaltyChallengeResponse>;
