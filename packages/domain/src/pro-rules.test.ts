import { describe, expect, it } from 'vitest';
import { checkProStore, isProductVisible, isRecipeVisible, mayKeepBankCards } from './pro-rules.ts';

const pro = { isPro: true, agreementStoreIds: [12, 34] };
const store = (id: number, proService = true, isNational = false) => ({ id, proService, isNational });

describe('pro store rules', () => {
  it('lets a pro order in a store of the agreement that offers the pro service', () => {
    expect(checkProStore({ client: pro, store: store(12) })).toEqual({ allowed: true });
  });

  it('refuses a store outside the agreement', () => {
    expect(checkProStore({ client: pro, store: store(56) })).toEqual({
      allowed: false,
      reason: 'store_outside_agreement',
    });
  });

  it('refuses a store that no longer offers the pro service, even within the agreement', () => {
    expect(checkProStore({ client: pro, store: store(34, false) })).toEqual({
      allowed: false,
      reason: 'store_without_pro_service',
    });
  });

  it('exempts national mode', () => {
    expect(checkProStore({ client: pro, store: store(999, false, true) })).toEqual({ allowed: true });
  });

  it('does not concern other customers', () => {
    const customer = { isPro: false, agreementStoreIds: [] };
    expect(checkProStore({ client: customer, store: store(56, false) })).toEqual({ allowed: true });
  });
});

describe('pro-only products', () => {
  it('are visible to a professional customer only', () => {
    expect(isProductVisible({ proOnly: true }, { isPro: true })).toBe(true);
    expect(isProductVisible({ proOnly: true }, { isPro: false })).toBe(false);
    expect(isProductVisible({ proOnly: false }, { isPro: false })).toBe(true);
    expect(isProductVisible({ proOnly: false }, { isPro: true })).toBe(true);
  });
});

describe('pro recipes', () => {
  it('are visible to a professional customer only', () => {
    expect(isRecipeVisible({ pro: true }, { isPro: true })).toBe(true);
    expect(isRecipeVisible({ pro: true }, { isPro: false })).toBe(false);
  });

  it('leave the other recipes visible to everyone', () => {
    expect(isRecipeVisible({ pro: false }, { isPro: false })).toBe(true);
    expect(isRecipeVisible({ pro: false }, { isPro: true })).toBe(true);
  });
});

describe('bank cards', () => {
  it('are kept for standard customers only', () => {
    expect(mayKeepBankCards({ isPro: false })).toBe(true);
    expect(mayKeepBankCards({ isPro: true })).toBe(false);
  });
});
