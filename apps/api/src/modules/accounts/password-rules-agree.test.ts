import {
  isStrongPassword,
  PASSWORD_CHECK_LABELS,
  PASSWORD_LENGTH,
  passwordCheckMarks,
} from '@cabas/contracts';
import {
  meetsPasswordRule,
  PASSWORD_CHECKS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChecks,
} from '@cabas/domain';
import { describe, expect, it } from 'vitest';

describe('password rule in contracts (forms) and domain (rules)', () => {
  it('agree on every sample', () => {
    const samples = [
      '',
      'soleil',
      'Courses2024',
      'courses2024',
      'COURSES2024',
      'Coursesss',
      'Élève2024',
      'ÉLÈVE2024é',
    ];
    samples.push(`Aa1${'x'.repeat(125)}`, `Aa1${'x'.repeat(126)}`, 'Aé1ééééé', 'Aé1éééé', '١٢٣Abcdefg');
    for (const password of samples) {
      expect(isStrongPassword(password), password).toBe(meetsPasswordRule(password));
      expect(passwordCheckMarks(password), password).toEqual(passwordChecks(password));
    }
  });

  it('agree on limits and check marks', () => {
    expect(PASSWORD_LENGTH).toEqual({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    expect(Object.keys(PASSWORD_CHECK_LABELS)).toEqual([...PASSWORD_CHECKS]);
  });
});
