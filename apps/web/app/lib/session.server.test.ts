import { beforeAll, describe, expect, it } from 'vitest';

type Sessions = typeof import('./session.server.ts');
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  sessions = await import('./session.server.ts');
});

const page = (cookie?: string) =>
  new Request('http://shop.test/mon-compte', cookie ? { headers: { cookie } } : undefined);

async function sessionCookie(prenom: string): Promise<string> {
  const header = await sessions.commitSession(page(), {
    accessToken: `jeton-${prenom}`,
    refreshToken: `renouvellement-${prenom}`,
    prenom,
    isPro: false,
  });
  return header.split(';')[0]!;
}

describe('reading the login session', () => {
  it('gives the shopper of a signed cookie, the same on every read, each read its own copy', async () => {
    const cookie = `uuid=abc; ${await sessionCookie('Marie')}; magasin_id=2`;
    const first = await sessions.readSession(page(cookie));
    expect(first).toEqual({
      accessToken: 'jeton-Marie',
      refreshToken: 'renouvellement-Marie',
      prenom: 'Marie',
      isPro: false,
    });
    first!.prenom = 'changé par un appelant';
    expect((await sessions.readSession(page(cookie)))?.prenom).toBe('Marie');
  });

  it('gives nobody for a tampered cookie, even after the genuine one was read', async () => {
    const genuine = await sessionCookie('Paul');
    expect((await sessions.readSession(page(genuine)))?.prenom).toBe('Paul');
    const [name, value] = genuine.split('=') as [string, string];
    const payload = value.slice(0, value.lastIndexOf('.'));
    const forged = `${name}=${payload}.${'A'.repeat(43)}`;
    expect(await sessions.readSession(page(forged))).toBeNull();
    expect(await sessions.readSession(page(forged))).toBeNull();
    // Another shopper's signed payload with Paul's signature does not pass either.
    const other = (await sessionCookie('Lucie')).split('=')[1]!;
    const mixed = `${name}=${other.slice(0, other.lastIndexOf('.'))}${value.slice(value.lastIndexOf('.'))}`;
    expect(await sessions.readSession(page(mixed))).toBeNull();
  });

  it('gives nobody without the cookie, or for a cookie whose name only ends like it', async () => {
    expect(await sessions.readSession(page())).toBeNull();
    const genuine = await sessionCookie('Jeanne');
    expect(await sessions.readSession(page(`uuid=abc; x${genuine}`))).toBeNull();
  });
});
