import {
  CIVILITES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_CHECK_LABELS,
  PASSWORD_LENGTH,
  PHONE_LENGTH,
  passwordCheckMarks,
} from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { CIVILITE_OPTIONS, FIELD_MAX, PASSWORD_MARK_LABELS, passwordMarkChecks } from './account-fields.ts';

describe('the browser copy of the account field rules agrees with @cabas/contracts', () => {
  it('has the same civilités, limits and mark labels', () => {
    expect(CIVILITE_OPTIONS.map((option) => option.value)).toEqual([...CIVILITES]);
    expect(FIELD_MAX).toEqual({
      email: EMAIL_MAX_LENGTH,
      name: NAME_MAX_LENGTH,
      phone: PHONE_LENGTH.max,
      password: PASSWORD_LENGTH.max,
    });
    expect(PASSWORD_MARK_LABELS).toEqual(PASSWORD_CHECK_LABELS);
  });

  it('ticks the same marks for the same passwords', () => {
    for (const password of [
      '',
      'a',
      'A',
      '1',
      'abcdefgh',
      'Courses2024',
      'ÉLÉPHANT9',
      'été',
      '😀😀😀😀😀😀😀',
      '١٢٣abcD',
    ])
      expect(passwordMarkChecks(password), password).toEqual(passwordCheckMarks(password));
  });
});
