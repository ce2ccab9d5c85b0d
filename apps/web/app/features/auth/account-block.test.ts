import { API_ERROR_CODES, messages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { loginHref } from './account-block.tsx';
import { loginErrorMessage, loginFailure } from './auth.server.ts';

describe('login links and messages', () => {
  it('links to /connexion with the page to come back to', () => {
    expect(loginHref('/panier?type_panier=drive')).toBe(
      '/connexion?redirectTo=%2Fpanier%3Ftype_panier%3Ddrive',
    );
    expect(safeRedirect(new URL(`http://x${loginHref('/a?b=1')}`).searchParams.get('redirectTo'))).toBe(
      '/a?b=1',
    );
  });

  it('never sends the shopper to another site after login', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:x']) {
      expect(safeRedirect(target)).toBe('/');
    }
  });

  it('words a failed login by the API code, else its status', () => {
    expect(loginFailure({ status: 401, code: API_ERROR_CODES.loginFailed })).toBe('invalid');
    expect(loginFailure({ status: 403, code: API_ERROR_CODES.tooManyWrongAttempts })).toBe('locked');
    expect(loginFailure({ status: 401, code: API_ERROR_CODES.captchaRequired })).toBe('captcha');
    expect(loginFailure({ status: 401, code: API_ERROR_CODES.captchaInvalid })).toBe('captcha');
    expect(loginFailure({ status: 429, code: undefined })).toBe('too-many');
    expect(loginFailure({ status: 504, code: undefined })).toBe('error');
    expect(loginErrorMessage('invalid', 'x')).toBe(messages.loginFailure);
    expect(loginErrorMessage('locked', 'x')).toBe(messages.tooManyWrongAttempts);
    expect(loginErrorMessage('too-many', 'x')).toBe(messages.tooManyAttempts);
    expect(loginErrorMessage('captcha', 'x')).toBe('x');
    expect(loginErrorMessage('error', messages.temporaryError)).toBe(messages.temporaryError);
  });
});
