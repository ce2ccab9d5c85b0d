import { describe, expect, it } from 'vitest';
import {
  meetsLegacyPasswordRule,
  meetsPasswordRule,
  mustRenewPassword,
  PASSWORD_RULE_VERSIONS,
  passwordChecks,
} from './password-rules.ts';

describe('password rule', () => {
  it('gives each live check mark separately', () => {
    expect(passwordChecks('')).toEqual({ length: false, digit: false, uppercase: false, lowercase: false });
    expect(passwordChecks('abc')).toEqual({ length: false, digit: false, uppercase: false, lowercase: true });
    expect(passwordChecks('ABCDEFGH')).toEqual({
      length: true,
      digit: false,
      uppercase: true,
      lowercase: false,
    });
    expect(passwordChecks('Courses2024')).toEqual({
      length: true,
      digit: true,
      uppercase: true,
      lowercase: true,
    });
  });

  it('needs 8 characters, a digit, an upper-case and a lower-case letter', () => {
    expect(meetsPasswordRule('Courses2024')).toBe(true);
    expect(meetsPasswordRule('Abcdef1')).toBe(false);
    expect(meetsPasswordRule('abcdefg1')).toBe(false);
    expect(meetsPasswordRule('ABCDEFG1')).toBe(false);
    expect(meetsPasswordRule('Abcdefgh')).toBe(false);
  });

  it('counts accented letters and characters, not bytes', () => {
    expect(passwordChecks('ÉTÉ').uppercase).toBe(true);
    expect(passwordChecks('été').lowercase).toBe(true);
    expect(meetsPasswordRule('Élève2024')).toBe(true);
    expect(passwordChecks('Aé1éééé').length).toBe(false);
    expect(passwordChecks('Aé1ééééé').length).toBe(true);
  });

  it('refuses passwords longer than 128 characters', () => {
    expect(meetsPasswordRule(`Aa1${'x'.repeat(125)}`)).toBe(true);
    expect(meetsPasswordRule(`Aa1${'x'.repeat(126)}`)).toBe(false);
  });

  it('keeps the former rule of 6 characters for old accounts', () => {
    expect(meetsLegacyPasswordRule('soleil')).toBe(true);
    expect(meetsLegacyPasswordRule('sole')).toBe(false);
  });

  it('asks non-pro users only to renew a password chosen under the former rule', () => {
    const legacy = PASSWORD_RULE_VERSIONS.legacy;
    const current = PASSWORD_RULE_VERSIONS.current;
    expect(mustRenewPassword({ passwordRuleVersion: legacy, isPro: false })).toBe(true);
    expect(mustRenewPassword({ passwordRuleVersion: legacy, isPro: true })).toBe(false);
    expect(mustRenewPassword({ passwordRuleVersion: current, isPro: false })).toBe(false);
  });
});
