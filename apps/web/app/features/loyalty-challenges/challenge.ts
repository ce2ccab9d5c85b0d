/** A défi as the storefront's pages read it (decoded once by `challenges-api.server.ts`). */

export interface ShopChallenge {
  id: number;
  title: string;
  description: string;
  /** ISO bounds of the period, `until` excluded. */
  from: string;
  until: string;
  running: boolean;
  goal:
    | { kind: 'commandes'; count: number; typePanier: string | null }
    | { kind: 'montant_rayon'; cents: number; department: string | null };
  /** Orders, or cents, counted so far. */
  done: number;
  percent: number;
  reward: { kind: 'cagnotte'; cents: number } | { kind: 'points'; points: number };
  met: boolean;
  rewardedAt: string | null;
}

export interface ShopChallenges {
  challenges: ShopChallenge[];
  eligible: boolean;
}
