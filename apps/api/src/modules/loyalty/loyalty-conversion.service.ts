import {
  API_ERROR_CODES,
  type LoyaltyConversionResponse,
  type LoyaltyConversionSimulationResponse,
  loyaltyConversionMessages,
  loyaltyMessages,
  pointsBelowMinimumMessage,
  pointsStepMessage,
} from '@cabas/contracts';
import {
  type ConversionRate,
  centsToEuros,
  conversionCents,
  conversionProblem,
  conversionRateFor,
  mayHoldLoyaltyCards,
  simulateConversion,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LoyaltyCardRow } from '../../db/schema-checkout.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { NotEnoughPoints, type StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import { findOwnedCard } from './loyalty.repository.ts';

type Shopper = { id: number; isPro: boolean };

const m = loyaltyConversionMessages;
const refusedToPros = () => new DomainError(API_ERROR_CODES.loyaltyProRefused, loyaltyMessages.proRefused);
const unknownCard = () => new DomainError(API_ERROR_CODES.loyaltyCardNotFound, loyaltyMessages.cardUnknown);
const notConvertible = () => new DomainError(API_ERROR_CODES.loyaltyPointsNotConvertible, m.notConvertible);
const insufficient = () =>
  new DomainError(API_ERROR_CODES.loyaltyPointsInsufficient, m.insufficient, { points: [m.insufficient] });
const keyReused = () => new DomainError(API_ERROR_CODES.loyaltyConversionKeyReused, m.keyReused);

function amountRefused(rate: ConversionRate, points: number): DomainError | null {
  const problem = conversionProblem(rate, points);
  if (!problem) return null;
  const message =
    problem === 'minimum'
      ? pointsBelowMinimumMessage(rate.minimumPoints)
      : pointsStepMessage(rate.stepPoints);
  return new DomainError(API_ERROR_CODES.invalidData, message, { points: [message] });
}

const balancesOf = (card: LoyaltyCardRow) => ({
  solde_point: card.solde_points,
  solde_euro: centsToEuros(card.solde_cents),
});

/**
 * The transformation of a card's points into euros on its own cagnotte (decision 125): the simulation,
 * and the transformation itself through the ledger, once per client key. Only the caller's cards;
 * pros have no loyalty scheme (403).
 */
export class LoyaltyConversionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ledger: Pick<StoredValueLedger, 'convertPoints'>,
  ) {}

  private async convertibleCard(shopper: Shopper, cardId: number) {
    if (!mayHoldLoyaltyCards(shopper)) throw refusedToPros();
    const card = await findOwnedCard(this.db, shopper.id, cardId);
    if (!card) throw unknownCard();
    const rate = conversionRateFor({ typeCarte: card.type_carte, expired: card.expired === 1 });
    if (!rate) throw notConvertible();
    return { card, rate };
  }

  async simulate(
    shopper: Shopper,
    cardId: number,
    points: number | undefined,
  ): Promise<LoyaltyConversionSimulationResponse> {
    const { card, rate } = await this.convertibleCard(shopper, cardId);
    const moved = simulateConversion(rate, card.solde_points, points);
    return {
      data: {
        mvtPoints: moved.points,
        mvtEuros: centsToEuros(moved.cents),
        ...balancesOf(card),
        bareme: { points: rate.stepPoints, euros: centsToEuros(rate.stepCents) },
        minimum_points: rate.minimumPoints,
      },
    };
  }

  async convert(
    shopper: Shopper,
    cardId: number,
    body: { points: number; cle_idempotence: string },
    now: Date,
  ): Promise<LoyaltyConversionResponse> {
    const { card, rate } = await this.convertibleCard(shopper, cardId);
    const refused = amountRefused(rate, body.points);
    if (refused) throw refused;
    const cents = conversionCents(rate, body.points);
    // The client's key, under the client's name: another customer's key can never collide with it.
    const key = `conversion:${shopper.id}:${body.cle_idempotence}`;
    let outcome: Awaited<ReturnType<StoredValueLedger['convertPoints']>>;
    try {
      outcome = await this.db
        .transaction()
        .execute((trx) =>
          this.ledger.convertPoints(
            trx,
            { numero: card.numero, clientId: shopper.id, points: body.points, cents, key },
            now.toISOString(),
          ),
        );
    } catch (error) {
      if (error instanceof NotEnoughPoints) throw insufficient();
      throw error;
    }
    if (
      outcome.replayed &&
      (outcome.numero !== card.numero || outcome.points !== body.points || outcome.cents !== cents)
    )
      throw keyReused();
    const after = await findOwnedCard(this.db, shopper.id, cardId);
    if (!after) throw unknownCard();
    return { data: { mvtPoints: body.points, mvtEuros: centsToEuros(cents), ...balancesOf(after) } };
  }
}
