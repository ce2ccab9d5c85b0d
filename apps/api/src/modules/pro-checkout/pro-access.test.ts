import { API_ERROR_CODES, checkoutMessages, messages, proMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { proStoreAccess } from './pro-access.ts';

const store = { id: 5, isNational: false, proService: true };
const agreement = [
  { store_id: 5, payment_term_days: 45 },
  { store_id: 6, payment_term_days: 30 },
];
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  return null;
};

describe('who may use the pro checkout in a store', () => {
  it('lets a pro order in a store of his agreement, with its payment term', () => {
    expect(proStoreAccess({ client: { isPro: true }, store, agreement })).toEqual({ paymentTermDays: 45 });
  });

  it('refuses a consumer account', () => {
    expect(refusal(() => proStoreAccess({ client: { isPro: false }, store, agreement }))).toEqual({
      code: API_ERROR_CODES.proAccountRequired,
      message: proMessages.proOnly,
    });
  });

  it('refuses the national store as the consumer checkout does', () => {
    const national = { ...store, isNational: true };
    expect(refusal(() => proStoreAccess({ client: { isPro: true }, store: national, agreement }))).toEqual({
      code: API_ERROR_CODES.nationalStore,
      message: checkoutMessages.nationalStore,
    });
  });

  it('refuses a store without the pro service, then a store outside the agreement (doc 1 §6)', () => {
    const closed = { ...store, proService: false };
    expect(refusal(() => proStoreAccess({ client: { isPro: true }, store: closed, agreement }))).toEqual({
      code: API_ERROR_CODES.proServiceUnavailable,
      message: 'Ce magasin ne propose plus le service Pro',
    });
    const other = { ...store, id: 9 };
    expect(refusal(() => proStoreAccess({ client: { isPro: true }, store: other, agreement }))).toEqual({
      code: API_ERROR_CODES.proStoreNotAllowed,
      message: messages.proStoreNotAllowed,
    });
    expect(messages.proStoreNotAllowed).toBe(
      'Vous ne pouvez pas commander dans ce magasin avec votre compte pro',
    );
  });
});
