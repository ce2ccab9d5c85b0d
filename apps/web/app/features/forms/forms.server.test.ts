import { formMessages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

type Forms = typeof import('./forms.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let forms: Forms;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  forms = await import('./forms.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

const CONTACT = '/infos-et-services/aide/contactez-nous/formulaire-contact';
const FIELDS = {
  civilite: 'Mme',
  nom: 'Lambert',
  prenom: 'Claire',
  email: 'quelquun@exemple.fr',
  magasin_id: '12',
  sujet: 'Ma commande',
  message: "Il manquait un pack d'eau.",
  altcha: 'payload',
};

type Call = { path: string; authorization: string | null };
type Result = { data: Record<string, unknown>; init?: { status: number } };

/** A fake API: the storefront's token route, and the contact form answering `copie_envoyee`. */
function fakeApi(copySent: boolean) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (path === '/api/auth/token') return Response.json({ access_token: 'boutique', expires_in: 3600 });
    calls.push({ path, authorization: new Headers(init?.headers).get('authorization') });
    return Response.json(
      { data: { reference: 'CT-20261128-3FA2C1', message: formMessages.success, copie_envoyee: copySent } },
      { status: 201 },
    );
  }) as typeof globalThis.fetch;
  return { calls, context: fakeShopContext(fetch, 12) };
}

async function post(cookie?: string) {
  return new Request(`http://shop.test${CONTACT}`, {
    method: 'POST',
    headers: { origin: 'http://shop.test', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(FIELDS),
  });
}

describe('contact form action', () => {
  it("sends a visitor's request under the storefront's token, and says no copy was sent", async () => {
    const api = fakeApi(false);
    const result = (await forms.formPageAction(await post(), api.context, 'contact')) as unknown as Result;
    expect(api.calls).toEqual([{ path: '/api/formulaires/contact', authorization: 'Bearer boutique' }]);
    expect(result.data).toMatchObject({ sent: true, reference: 'CT-20261128-3FA2C1', copySent: false });
  });

  it("sends a logged-in shopper's request as her, so that the copy goes to her account's own address", async () => {
    const api = fakeApi(true);
    const cookie = (
      await sessions.commitSession(new Request('http://shop.test/'), {
        accessToken: 'a1',
        refreshToken: 'r1',
        prenom: 'Marie',
        isPro: false,
      })
    ).split(';')[0]!;
    const result = (await forms.formPageAction(
      await post(cookie),
      api.context,
      'contact',
    )) as unknown as Result;
    expect(api.calls).toEqual([{ path: '/api/formulaires/contact', authorization: 'Bearer a1' }]);
    expect(result.data).toMatchObject({ sent: true, copySent: true });
  });
});
