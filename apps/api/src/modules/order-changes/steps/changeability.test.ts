import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import {
  AFTER_CUTOFF,
  BEFORE_CUTOFF,
  placedOrder,
  refusalOf,
} from '../../../../test/helpers/order-change-fixtures.ts';
import { assertCancellable, assertEditable, changeRefusal } from './changeability.ts';

describe('whether an order can still change', () => {
  it('a placed order before its cut-off can be cancelled and edited', () => {
    const order = placedOrder();
    expect(changeRefusal(order, BEFORE_CUTOFF)).toBeNull();
    expect(() => assertCancellable(order, BEFORE_CUTOFF)).not.toThrow();
    expect(() => assertEditable(order, BEFORE_CUTOFF)).not.toThrow();
  });

  it('refuses with 409 and the reason: past the cut-off, no longer placed, no slot', () => {
    const cases = [
      [placedOrder(), AFTER_CUTOFF, m.cancelTooLate, m.editTooLate],
      [placedOrder({ statut_code: 'ANNULEE' }), BEFORE_CUTOFF, m.cancelNotPlaced, m.editNotPlaced],
      [placedOrder({ cutoff_at: null }), BEFORE_CUTOFF, m.cancelNoSlot, m.editNoSlot],
    ] as const;
    for (const [order, now, cancel, edit] of cases) {
      expect(refusalOf(() => assertCancellable(order, now))).toEqual({
        status: 409,
        code: API_ERROR_CODES.orderNotCancellable,
        message: cancel,
        errors: undefined,
      });
      expect(refusalOf(() => assertEditable(order, now))).toEqual({
        status: 409,
        code: API_ERROR_CODES.orderNotEditable,
        message: edit,
        errors: undefined,
      });
    }
  });
});
