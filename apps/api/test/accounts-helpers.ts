import fs from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts.ts';
import { loadSecrets } from '../src/platform/auth/secrets.ts';
import type { TestApp } from './test-app.ts';

export { DEMO_ACCOUNTS };

/** A clock that tests move by hand. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

export const MINUTE = 60_000;

/** HTTP Basic credentials of the storefront (its secret is kept under the test DATA_DIR). */
export function storefrontBasic(t: TestApp): string {
  const { storefrontClientSecret } = loadSecrets({ dataDir: t.dataDir });
  return `Basic ${Buffer.from(`cabas-web:${storefrontClientSecret}`).toString('base64')}`;
}

export async function appToken(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers: { authorization: storefrontBasic(t) },
    payload: { grant_type: 'client_credentials' },
  });
  if (res.statusCode !== 200) throw new Error(`client token: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

export function loginRequest(
  t: TestApp,
  email: string,
  password: string,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { grant_type: 'password', email, password },
    ...extra,
  });
}

export interface Session {
  access_token: string;
  refresh_token: string;
}

export async function login(t: TestApp, account: { email: string; password: string }): Promise<Session> {
  const res = await loginRequest(t, account.email, account.password);
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asks for an ALTCHA challenge and solves it as the widget would; returns the `altcha` field. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function readMails(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/**
 * The .eml files written under the test DATA_DIR, oldest first (mail leaves through the outbox, sent
 * here at once): waits for `count` of them, then a little more so that a message too many would show.
 */
export async function sentMails(t: TestApp, count = 1): Promise<string[]> {
  await t.app.outbox.drain();
  const deadline = Date.now() + 3000;
  while (readMails(t).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  return readMails(t);
}

/** The text of a quoted-printable message, soft line breaks joined and bytes decoded. */
export function decodeQuotedPrintable(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The reset token of the link in a reset e-mail. */
export function resetTokenFrom(eml: string): string {
  const match = decodeQuotedPrintable(eml).match(/\/mdp-oublie\/reinitialisation\?token=([\w-]+)/);
  if (!match) throw new Error('no reset link in the e-mail');
  return match[1]!;
}
