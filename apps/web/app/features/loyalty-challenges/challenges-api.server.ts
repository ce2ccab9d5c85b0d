/** The défis as the storefront reads them: money in integer cents, under the project's names. */
import { endpoints, type LoyaltyChallenge, type LoyaltyChallengeListResponse } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodedCall } from '../../lib/decoded-call.server.ts';
import type { ShopChallenge, ShopChallenges } from './challenge.ts';

export type { ShopChallenge, ShopChallenges };

export function decodeChallenge(c: LoyaltyChallenge): ShopChallenge {
  const amounts = c.objectif.type === 'montant_rayon';
  return {
    id: c.id,
    title: c.titre,
    description: c.description,
    from: c.date_debut,
    until: c.date_fin,
    running: c.en_cours,
    goal: amounts
      ? { kind: 'montant_rayon', cents: eurosToCents(c.objectif.cible), department: c.objectif.rayon }
      : { kind: 'commandes', count: c.objectif.cible, typePanier: c.objectif.type_panier },
    done: amounts ? eurosToCents(c.progression.valeur) : c.progression.valeur,
    percent: c.progression.pourcentage,
    reward:
      c.recompense.type === 'cagnotte'
        ? { kind: 'cagnotte', cents: eurosToCents(c.recompense.valeur) }
        : { kind: 'points', points: c.recompense.valeur },
    met: c.atteint,
    rewardedAt: c.date_recompense,
  };
}

export const decodeChallenges = (answer: LoyaltyChallengeListResponse): ShopChallenges => ({
  challenges: answer.data.map(decodeChallenge),
  eligible: answer.meta.eligible,
});

export const challengeCalls = {
  list: decodedCall(endpoints.loyaltyChallenges.list, decodeChallenges),
};
