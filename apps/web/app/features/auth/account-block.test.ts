import { messages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { loginHref } from './account-block.tsx';
import { loginErrorMessage } from './auth.server.ts';

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

  it('words a failed login as the specification does (doc 1 §8)', () => {
    expect(loginErrorMessage(401, 'x')).toBe(messages.loginFailure);
    expect(loginErrorMessage(403, 'x')).toBe(messages.tooManyWrongAttempts);
    expect(loginErrorMessage(429, 'x')).toBe(messages.tooManyAttempts);
    expect(loginErrorMessage(504, messages.temporaryError)).toBe(messages.temporaryError);
  });
});
