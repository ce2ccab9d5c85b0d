import { API_ERROR_CODES } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import {
  placedOrder,
  pricedLine,
  pricedOf,
  refusalOf,
} from '../../../../test/helpers/order-change-fixtures.ts';
import { assertAmountAccepted } from './amount-limits.ts';

describe('the amount a changed order may reach', () => {
  it('refuses a delivery below its mode’s minimum (422 on `lignes`), never a drive order', () => {
    const priced = pricedOf([pricedLine(1, 2, 1000)]);
    const message = 'Le montant minimum de commande pour ce mode est de 50,00 €.';
    expect(refusalOf(() => assertAmountAccepted(placedOrder({ code_type_commande: 'LAD' }), priced))).toEqual(
      {
        status: 422,
        code: API_ERROR_CODES.orderAmountBelowMinimum,
        message,
        errors: { lignes: [message] },
      },
    );
    expect(() => assertAmountAccepted(placedOrder({ code_type_commande: 'DRIVE' }), priced)).not.toThrow();
  });

  it('refuses an order above its service’s maximum (422 on `lignes`)', () => {
    const order = placedOrder({ montant_max_cents: 15050 });
    const message = 'Le montant maximum de commande pour ce mode est de 150,50 €.';
    expect(refusalOf(() => assertAmountAccepted(order, pricedOf([pricedLine(1, 16, 1000)])))).toEqual({
      status: 422,
      code: API_ERROR_CODES.orderAmountAboveMaximum,
      message,
      errors: { lignes: [message] },
    });
    expect(() => assertAmountAccepted(order, pricedOf([pricedLine(1, 15, 1000)]))).not.toThrow();
  });
});
