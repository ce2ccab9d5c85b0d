import { SHOP_ORIGIN_HEADER, shopOriginsFrom } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  bearer,
  DEMO_ACCOUNTS,
  decodeQuotedPrintable,
  sentMails,
  solvedCaptcha,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Issue 17 item 9: the reset link of the e-mail is on the shopper's own origin, if it is trusted. */
let t: TestApp;
beforeAll(async () => {
  // No PUBLIC_URL: the loopback names on port 3000 are trusted.
  t = await createTestApp({ shopOrigins: shopOriginsFrom({ PORT: '3000', HOST: '0.0.0.0' }, []) });
});
afterAll(() => t?.close());

async function resetLinkFor(origin: string, count: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mot-de-passe-oublie',
    headers: { ...bearer(await appToken(t)), [SHOP_ORIGIN_HEADER]: origin },
    payload: { email: DEMO_ACCOUNTS.standard.email, altcha: await solvedCaptcha(t) },
  });
  expect(res.statusCode).toBe(200);
  const mails = await sentMails(t, count);
  expect(mails).toHaveLength(count);
  return decodeQuotedPrintable(mails.at(-1)!).match(/(\S+)\/mdp-oublie\/reinitialisation\?token=/)?.[1];
}

describe('password reset link without PUBLIC_URL', () => {
  it('is on the origin the shopper asked from when it is trusted, else on localhost', async () => {
    expect(await resetLinkFor('http://127.0.0.1:3000', 1)).toBe('http://127.0.0.1:3000');
    expect(await resetLinkFor('http://evil.example', 2)).toBe('http://localhost:3000');
  });
});
