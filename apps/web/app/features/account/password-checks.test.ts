import { describe, expect, it } from 'vitest';
import { passwordMarks, passwordMarksSummary } from './password-checks.ts';

const met = (password: string) =>
  Object.fromEntries(passwordMarks(password).map((mark) => [mark.key, mark.met]));

describe('password check marks', () => {
  it('lists the four marks of the rule in order, with their French labels', () => {
    expect(passwordMarks('').map((mark) => mark.label)).toEqual([
      '8 caractères minimum',
      '1 chiffre',
      '1 majuscule',
      '1 minuscule',
    ]);
    expect(met('')).toEqual({ length: false, digit: false, uppercase: false, lowercase: false });
  });

  it('ticks each mark on its own while typing', () => {
    expect(met('a')).toEqual({ length: false, digit: false, uppercase: false, lowercase: true });
    expect(met('aB')).toEqual({ length: false, digit: false, uppercase: true, lowercase: true });
    expect(met('aB3')).toEqual({ length: false, digit: true, uppercase: true, lowercase: true });
    expect(met('aB3aaaaa')).toEqual({ length: true, digit: true, uppercase: true, lowercase: true });
    expect(met('ABCDEFG1')).toEqual({ length: true, digit: true, uppercase: true, lowercase: false });
  });

  it('counts accented letters and characters, not UTF-16 units', () => {
    expect(met('Éléphant')).toEqual({ length: true, digit: false, uppercase: true, lowercase: true });
    expect(met('😀😀😀😀😀😀😀')).toMatchObject({ length: false });
  });

  it('says what is missing, then that the rule is met, and nothing before typing', () => {
    expect(passwordMarksSummary('')).toBe('');
    expect(passwordMarksSummary('abc')).toBe(
      'Il manque à votre mot de passe : 8 caractères minimum, 1 chiffre, 1 majuscule.',
    );
    expect(passwordMarksSummary('Courses2024')).toBe('Votre mot de passe respecte toutes les règles.');
  });
});
