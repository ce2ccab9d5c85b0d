import type { LoyaltyChallenge } from '@cabas/contracts';
import { type Challenge, type ChallengeProgress, centsToEuros, isChallengeRunning } from '@cabas/domain';
import type { ChallengeRow } from './loyalty-challenges.repository.ts';

/** A challenge's row as the domain reads it. */
export function toChallenge(row: ChallengeRow): Challenge {
  return {
    id: row.id,
    storeId: row.store_id,
    goal:
      row.goal_kind === 'commandes'
        ? { kind: 'commandes', count: row.goal_target, typePanier: row.type_panier }
        : { kind: 'montant_rayon', cents: row.goal_target, categoryId: row.category_id ?? 0 },
    reward: { kind: row.reward_kind, amount: row.reward_amount },
    eligibility: row.eligibility,
    from: row.starts_at,
    until: row.ends_at,
  };
}

/** A challenge as the customer reads it (money in euros), with her progress and its reward. */
export function presentOne(
  row: ChallengeRow,
  progress: ChallengeProgress,
  rewardedAt: string | null,
  now: Date,
): LoyaltyChallenge {
  const amount = (n: number) => (row.goal_kind === 'montant_rayon' ? centsToEuros(n) : n);
  return {
    id: row.id,
    titre: row.titre,
    description: row.description,
    date_debut: row.starts_at,
    date_fin: row.ends_at,
    en_cours: isChallengeRunning({ from: row.starts_at, until: row.ends_at }, now),
    objectif: {
      type: row.goal_kind,
      cible: amount(progress.target),
      rayon: row.goal_kind === 'montant_rayon' ? (row.category_libelle ?? null) : null,
      type_panier: row.type_panier,
    },
    progression: { valeur: amount(progress.done), pourcentage: rewardedAt ? 100 : progress.percent },
    recompense: {
      type: row.reward_kind,
      valeur: row.reward_kind === 'cagnotte' ? centsToEuros(row.reward_amount) : row.reward_amount,
    },
    atteint: rewardedAt !== null || progress.met,
    date_recompense: rewardedAt,
  };
}
