/** The loyalty cards' list as the storefront reads it: the cagnottes in integer cents. */
import { endpoints, type LoyaltyCard, type LoyaltyCardListResponse } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodedCall } from '../../lib/decoded-call.server.ts';

export type ShopLoyaltyCard = Omit<LoyaltyCard, 'solde_euro' | 'solde_euro_suiv'> & {
  balanceCents: number;
  /** What the next statement adds to the cagnotte. */
  comingCents: number;
};

export interface ShopLoyaltyTotals {
  balanceCents: number;
  points: number;
}

export type ShopLoyaltyCards = Omit<LoyaltyCardListResponse, 'data' | 'meta'> & {
  data: ShopLoyaltyCard[];
  meta: Omit<LoyaltyCardListResponse['meta'], 'totaux'> & { totaux: ShopLoyaltyTotals };
};

export function decodeLoyaltyCards(answer: LoyaltyCardListResponse): ShopLoyaltyCards {
  const { totaux, ...meta } = answer.meta;
  return {
    ...answer,
    data: answer.data.map(({ solde_euro, solde_euro_suiv, ...card }) => ({
      ...card,
      balanceCents: eurosToCents(solde_euro),
      comingCents: eurosToCents(solde_euro_suiv),
    })),
    meta: { ...meta, totaux: { balanceCents: eurosToCents(totaux.solde_euro), points: totaux.solde_point } },
  };
}

export const loyaltyCalls = {
  list: decodedCall(endpoints.loyalty.list, decodeLoyaltyCards),
};
