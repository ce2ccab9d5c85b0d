import { accountExtrasMessages, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadSecrets } from '../../platform/auth/secrets.ts';
import { newsletterMail } from './newsletter-mail.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';

let t: TestApp;
let m: Shopper;
let j: Shopper;
let tokens: UnsubscribeTokens;

beforeAll(async () => {
  t = await createTestApp();
  [m, j] = await Promise.all([marie(t), julien(t)]);
  tokens = new UnsubscribeTokens(loadSecrets({ dataDir: t.dataDir }).authSecret);
});
afterAll(() => t?.close());

const list = (who: Shopper) => call(t, 'GET', '/api/me/newsletters', who.headers);
const subscribe = (who: Shopper, storeId: number) =>
  call(t, 'POST', '/api/me/newsletters', who.headers, { magasin_id: storeId });
const oneClick = (token: string) => call(t, 'POST', '/api/newsletters/desinscription', {}, { token });

describe('store newsletters', () => {
  it('need a logged-in client, except the signed unsubscribe link', async () => {
    expect((await call(t, 'GET', '/api/me/newsletters', {})).json().message).toBe(messages.mustLogin);
    expect((await call(t, 'POST', '/api/me/newsletters', {}, { magasin_id: m.shop })).statusCode).toBe(401);
  });

  it('are subscribed once per store, read, and unsubscribed', async () => {
    const first = await subscribe(m, m.shop);
    expect(first.statusCode).toBe(201);
    const again = await subscribe(m, m.shop);
    expect(again.json().data.id).toBe(first.json().data.id);
    const body = (await list(m)).json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ magasin_id: m.shop });
    expect(body.data[0].magasin_nom).not.toBe('');
    const id = first.json().data.id as number;
    expect((await call(t, 'GET', `/api/me/newsletters/${id}`, m.headers)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/me/newsletters/${id}`, m.headers)).statusCode).toBe(204);
    expect((await list(m)).json().data).toEqual([]);
  });

  it('refuse a store that does not exist', async () => {
    const res = await subscribe(m, 999_999);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'newsletter_magasin_inconnu',
      errors: { magasin_id: [accountExtrasMessages.newsletterStoreUnknown] },
    });
  });

  it("answer 404 for another client's subscription on every route", async () => {
    const id = (await subscribe(j, j.shop)).json().data.id as number;
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(t, method, `/api/me/newsletters/${id}`, m.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('newsletter_introuvable');
    }
    expect((await list(j)).json().data).toHaveLength(1);
  });

  it('keep the SMS order-tracking consent', async () => {
    const on = await call(t, 'PUT', '/api/me/optin-sms-suivi-commande', m.headers, {
      optin_sms_suivi_commande_drive: true,
    });
    expect(on.json().data).toEqual({ optin_sms_suivi_commande_drive: true });
    expect((await list(m)).json().meta).toEqual({ optin_sms_suivi_commande_drive: true });
    await call(t, 'PUT', '/api/me/optin-sms-suivi-commande', m.headers, {
      optin_sms_suivi_commande_drive: false,
    });
    expect((await list(m)).json().meta).toEqual({ optin_sms_suivi_commande_drive: false });
  });
});

describe('the unsubscribe link of a newsletter e-mail', () => {
  it('is in the e-mail and its List-Unsubscribe headers, and one POST unsubscribes without a session', async () => {
    await subscribe(m, m.shop);
    const mail = newsletterMail({
      to: 'marie.dupont@exemple.fr',
      prenom: 'Marie',
      store: { name: 'Cabas Test' },
      products: [
        {
          designation: 'Pommes Gala',
          url: 'https://cabas.example/article/1/pommes',
          priceCents: 249,
          strikePriceCents: 299,
        },
      ],
      shopUrl: 'https://cabas.example/',
      unsubscribeToken: tokens.create(m.clientId, m.shop, new Date()),
    });
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/cabas\.example\/desinscription-newsletter\?token=[^>]+)>$/.exec(
      mail.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain('Se désinscrire de cette newsletter');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('2,49 € au lieu de 2,99 €');

    const token = new URL(link!).searchParams.get('token')!;
    const res = await oneClick(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.magasin_id).toBe(m.shop);
    expect((await list(m)).json().data).toEqual([]);
    // A second click says the same.
    expect((await oneClick(token)).statusCode).toBe(200);
  });

  it('refuses a forged or damaged token', async () => {
    await subscribe(m, m.shop);
    const real = tokens.create(m.clientId, m.shop, new Date());
    const forger = new UnsubscribeTokens('pas-le-secret-de-la-boutique-0123456789');
    const forged = [
      forger.create(m.clientId, m.shop, new Date()),
      `${Buffer.from(`${j.clientId}.${j.shop}.9999999999`).toString('base64url')}.${real.split('.')[1]}`,
      'n-importe-quoi',
    ];
    for (const token of forged) {
      const res = await oneClick(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'lien_desinscription_invalide',
        message: accountExtrasMessages.unsubscribeInvalid,
      });
    }
    expect((await list(m)).json().data).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    const res = await oneClick(tokens.create(m.clientId, m.shop, longAgo));
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('lien_desinscription_expire');
    expect((await list(m)).json().data).toHaveLength(1);
  });
});
