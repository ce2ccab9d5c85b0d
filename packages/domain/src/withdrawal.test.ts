import { describe, expect, it } from 'vitest';
import { isWithdrawalOpen, withdrawalDeadline } from './withdrawal.ts';

describe('right of withdrawal', () => {
  it('lasts 14 days from the day of reception, in Paris time', () => {
    // Tuesday 3 November 2026, 10:00 in Paris: the period ends Tuesday 17 November.
    expect(withdrawalDeadline(new Date('2026-11-03T09:00:00Z'))).toBe('2026-11-17');
    // 23:30 UTC on 2 November is already 3 November in Paris.
    expect(withdrawalDeadline(new Date('2026-11-02T23:30:00Z'))).toBe('2026-11-17');
  });

  it('runs to the next working day when it ends on a weekend or a public holiday', () => {
    // Saturday 7 November + 14 = Saturday 21 November -> Monday 23 November.
    expect(withdrawalDeadline(new Date('2026-11-07T10:00:00Z'))).toBe('2026-11-23');
    // 28 October + 14 = Wednesday 11 November (holiday) -> Thursday 12 November.
    expect(withdrawalDeadline(new Date('2026-10-28T10:00:00Z'))).toBe('2026-11-12');
  });

  it('is open until the end of the last day, for durable goods only', () => {
    const received = new Date('2026-11-03T09:00:00Z');
    expect(isWithdrawalOpen(received, new Date('2026-11-17T22:00:00Z'), true)).toBe(true);
    expect(isWithdrawalOpen(received, new Date('2026-11-17T23:30:00Z'), true)).toBe(false);
    expect(isWithdrawalOpen(received, new Date('2026-11-05T10:00:00Z'), false)).toBe(false);
    expect(isWithdrawalOpen(received, new Date('2026-11-01T10:00:00Z'), true)).toBe(false);
  });
});
