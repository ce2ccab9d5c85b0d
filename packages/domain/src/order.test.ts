import { describe, expect, it } from 'vitest';
import { isArchivedStatus, orderCode, orderDate } from './order.ts';

describe('orders', () => {
  it('numbers an order from its day and id', () => {
    expect(orderCode(42, new Date('2026-11-21T23:30:00Z'))).toBe('CMD-20261121-000042');
  });

  it('dates an order in Paris time', () => {
    expect(orderDate(new Date('2026-11-21T23:30:05Z'))).toBe('2026-11-22 00:30:05');
    expect(orderDate(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01 10:00:00');
  });

  it('archives every status but COMMANDEE', () => {
    expect(isArchivedStatus('COMMANDEE')).toBe(false);
    expect(isArchivedStatus('commandee')).toBe(false);
    expect(isArchivedStatus('RETIREE')).toBe(true);
  });
});
