import { describe, expect, it } from 'vitest';
import { parseWalletAmount, walletEntry, walletUsed } from './wallet.ts';

const limits = { balanceCents: 1250, totalCents: 4000 };

describe('wallet amount', () => {
  it('reads comma or dot decimals', () => {
    expect(parseWalletAmount('12,5')).toBe(1250);
    expect(parseWalletAmount('3.40')).toBe(340);
    expect(parseWalletAmount(' 7 ')).toBe(700);
    expect(parseWalletAmount(2.5)).toBe(250);
  });

  it('refuses what is not a non-negative amount', () => {
    for (const bad of ['', 'abc', '-1', '1,234', '1e3', '1,2,3', null, undefined, -2, Number.NaN])
      expect(parseWalletAmount(bad)).toBeNull();
  });

  it('accepts a valid amount above zero', () => {
    expect(walletEntry('5', limits)).toEqual({ kind: 'amount', cents: 500 });
  });

  it('replaces an amount above the balance or the total by the smaller', () => {
    expect(walletEntry('20', limits)).toEqual({ kind: 'amount', cents: 1250 });
    expect(walletEntry('20', { balanceCents: 5000, totalCents: 1500 })).toEqual({
      kind: 'amount',
      cents: 1500,
    });
  });

  it('resets on an invalid, empty or zero entry', () => {
    expect(walletEntry('', limits)).toEqual({ kind: 'reset' });
    expect(walletEntry('douze', limits)).toEqual({ kind: 'reset' });
    expect(walletEntry('0', limits)).toEqual({ kind: 'reset' });
  });

  it('caps a stored amount when the total goes down', () => {
    expect(walletUsed(1000, 1250, 600)).toBe(600);
    expect(walletUsed(1000, 0, 600)).toBe(0);
  });
});
