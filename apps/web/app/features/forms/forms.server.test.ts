import { formMessages, messages } from '@cabas/contracts';
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

const sent = (copySent: boolean) =>
  Response.json(
    { data: { reference: 'CT-20261128-3FA2C1', message: formMessages.success, copie_envoyee: copySent } },
    { status: 201 },
  );

const refusal = (status: number, message: string, errors?: Record<string, string[]>) =>
  Response.json({ status_code: status, message, ...(errors ? { errors } : {}) }, { status });

/** A fake API: the storefront's token route, and the forms answering as `answer` says. */
function fakeApi(copySent: boolean, answer: () => Response = () => sent(copySent)) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (path === '/api/auth/token') return Response.json({ access_token: 'boutique', expires_in: 3600 });
    calls.push({ path, authorization: new Headers(init?.headers).get('authorization') });
    return answer();
  }) as typeof globalThis.fetch;
  return { calls, context: fakeShopContext(fetch, 12) };
}

async function post(cookie?: string, fields: Record<string, string> = FIELDS, path = CONTACT) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { origin: 'http://shop.test', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

describe('contact form action', () => {
  it("sends a visitor's request under the storefront's token, and says no copy was sent", async () => {
    const api = fakeApi(false);
    const result = (await forms.formPageAction(await post(), api.context, 'contact')) as unknown as Result;
    expect(api.calls).toEqual([{ path: '/api/formulaires/contact', authorization: 'Bearer boutique' }]);
    expect(result.data).toMatchObject({
      sent: true,
      reference: 'CT-20261128-3FA2C1',
      copySent: false,
      captchaUsed: true,
      // The form is emptied under the success popin.
      result: { initialValue: null },
    });
  });

  it("refuses an incomplete request with the schema's messages, gives back what was typed but the captcha, and calls no API", async () => {
    const api = fakeApi(false);
    const incomplete = { ...FIELDS, nom: '', message: '' };
    const result = (await forms.formPageAction(
      await post(undefined, incomplete),
      api.context,
      'contact',
    )) as unknown as Result;
    expect(api.calls).toEqual([]);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        sent: false,
        captchaUsed: false,
        result: {
          status: 'error',
          error: { nom: [messages.nomRequired], message: [formMessages.messageRequired] },
          initialValue: { prenom: 'Claire', sujet: 'Ma commande' },
        },
      },
    });
    expect(JSON.stringify(result.data)).not.toContain('payload');
  });

  it("shows the API's refusal on its fields, or for the whole form, and asks for a fresh captcha", async () => {
    const onField = fakeApi(false, () => refusal(422, 'Données invalides', { email: ['Adresse refusée'] }));
    const refused = (await forms.formPageAction(
      await post(),
      onField.context,
      'contact',
    )) as unknown as Result;
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: { sent: false, captchaUsed: true, result: { error: { email: ['Adresse refusée'] } } },
    });
    expect(JSON.stringify(refused.data)).not.toContain('Données invalides');
    expect(JSON.stringify(refused.data)).not.toContain('payload');

    const limited = fakeApi(false, () => refusal(429, messages.tooManyAttempts));
    const whole = (await forms.formPageAction(await post(), limited.context, 'contact')) as unknown as Result;
    expect(whole).toMatchObject({
      init: { status: 429 },
      data: {
        sent: false,
        captchaUsed: true,
        result: { error: { '': [messages.tooManyAttempts] }, initialValue: { nom: 'Lambert' } },
      },
    });
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

describe('withdrawal form action', () => {
  const WITHDRAWAL = '/infos-et-services/aide/contactez-nous/formulaire-retractation';

  it('asks for at least one article and keeps the order chosen, before any API call', async () => {
    const api = fakeApi(false);
    const result = (await forms.formPageAction(
      await post(undefined, { commande_id: '7', message: '' }, WITHDRAWAL),
      api.context,
      'retractation',
    )) as unknown as Result;
    expect(api.calls).toEqual([]);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        sent: false,
        result: { error: { lignes: [formMessages.linesRequired] }, initialValue: { commande_id: '7' } },
      },
    });
  });
});
