import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  loyaltyConversionBody,
  loyaltyConversionParams,
  loyaltyConversionQuery,
  loyaltyConversionResponse,
  loyaltyConversionSimulationResponse,
} from '../loyalty-conversion.ts';

const tags = ['fidelite'];
const refusals = [CODES.loyaltyProRefused, CODES.loyaltyCardNotFound, CODES.loyaltyPointsNotConvertible];

/** Points turned into euros on the same card (decision 125); another client's card is 404, pros 403. */
export const loyaltyConversionEndpoints = {
  simulate: endpoint({
    method: 'GET',
    path: '/me/fidelites/:id/conversion-points/simulation',
    summary: 'Simulation de la transformation des points d’une carte en euros (mvtPoints, mvtEuros)',
    tags,
    params: loyaltyConversionParams,
    query: loyaltyConversionQuery,
    response: loyaltyConversionSimulationResponse,
    errors: refusals,
  }),
  convert: endpoint({
    method: 'POST',
    path: '/me/fidelites/:id/conversion-points',
    summary:
      'Transforme des points de la carte en euros sur sa cagnotte ; la même clé d’idempotence ne transforme qu’une fois',
    tags,
    params: loyaltyConversionParams,
    body: loyaltyConversionBody,
    response: loyaltyConversionResponse,
    errors: [...refusals, CODES.loyaltyPointsInsufficient, CODES.loyaltyConversionKeyReused],
  }),
} as const;
