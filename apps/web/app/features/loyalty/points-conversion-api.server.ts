/** The points transformation's calls as the storefront reads them: euros in integer cents. */
import {
  endpoints,
  type LoyaltyConversionResponse,
  type LoyaltyConversionSimulationResponse,
} from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodedCall } from '../../lib/decoded-call.server.ts';

export interface PointsSimulation {
  /** The points that would move, and the cents they would add to the card's cagnotte. */
  points: number;
  cents: number;
  balancePoints: number;
  balanceCents: number;
  rate: { points: number; cents: number };
  minimumPoints: number;
}

export interface PointsConversion {
  points: number;
  cents: number;
  balancePoints: number;
  balanceCents: number;
}

export function decodeSimulation({ data }: LoyaltyConversionSimulationResponse): PointsSimulation {
  return {
    points: data.mvtPoints,
    cents: eurosToCents(data.mvtEuros),
    balancePoints: data.solde_point,
    balanceCents: eurosToCents(data.solde_euro),
    rate: { points: data.bareme.points, cents: eurosToCents(data.bareme.euros) },
    minimumPoints: data.minimum_points,
  };
}

export function decodeConversion({ data }: LoyaltyConversionResponse): PointsConversion {
  return {
    points: data.mvtPoints,
    cents: eurosToCents(data.mvtEuros),
    balancePoints: data.solde_point,
    balanceCents: eurosToCents(data.solde_euro),
  };
}

export const pointsConversionCalls = {
  simulate: decodedCall(endpoints.loyaltyConversion.simulate, decodeSimulation),
  convert: decodedCall(endpoints.loyaltyConversion.convert, decodeConversion),
};
