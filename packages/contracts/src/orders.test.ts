import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './errors.ts';
import { orderListQuery } from './orders.ts';

describe('order list query', () => {
  // Found by the API fuzz run (issue #35): date_max=9999-12-31 passed, and the day after it (year
  // 10000) broke the Paris day bounds of the list with a 500.
  it('takes dates within the years of the year filter only', () => {
    expect(orderListQuery.parse({ date_min: '2000-01-01', date_max: '2100-12-31' })).toMatchObject({
      date_min: '2000-01-01',
      date_max: '2100-12-31',
    });
    const result = orderListQuery.safeParse({ date_min: '1999-12-31', date_max: '9999-12-31' });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({
      date_min: ['La date de début doit être comprise entre 2000 et 2100.'],
      date_max: ['La date de fin doit être comprise entre 2000 et 2100.'],
    });
  });
});
