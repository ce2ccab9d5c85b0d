import { accountExtrasMessages, messages, PAYMENT_ALIAS_MAX_PER_STORE } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call, plainProducts } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import { ACCEPTED_CARD, card, draftOf, openSession, postForm } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let m: Shopper;
let j: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  [m, j] = await Promise.all([marie(t), julien(t)]);
});
afterAll(() => t?.close());

const list = (who: Shopper) => call(t, 'GET', '/api/me/alias-paiement', who.headers);

/** A payment session of Marie's at her store, paid on the sandbox page with this form. */
async function payOnSandbox(form: Record<string, string>) {
  const client = { id: m.clientId, prenom: 'Marie', email: DEMO_ACCOUNTS.standard.email };
  const [product] = await plainProducts(t, m.shop, 1);
  const session = await openSession(t, draftOf(client, m.shop, [product!]));
  const page = `/api/paiement-sandbox/${session.id}`;
  const shown = await t.app.inject({ method: 'GET', url: page });
  const answer = await postForm(t, page, form);
  return { shown: shown.body, answer };
}

describe('saved bank cards', () => {
  it('need a logged-in client', async () => {
    const res = await call(t, 'GET', '/api/me/alias-paiement', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.mustLogin);
  });

  it('are listed masked, with the maximum per store', async () => {
    const res = await list(j);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ nb_max_par_magasin: PAYMENT_ALIAS_MAX_PER_STORE, eligible: true });
    expect(body.data[0]).toMatchObject({
      nom: 'Visa perso',
      marque: 'VISA',
      numero_masque: '•••• •••• •••• 4242',
      expiration: '12/29',
      expiree: false,
    });
    expect(JSON.stringify(body)).not.toContain('sandbox-alias-demo');
  });

  it("answer 404 for another client's card on every route", async () => {
    const id = (await list(j)).json().data[0].id as number;
    const rename = await call(t, 'PUT', `/api/me/alias-paiement/${id}`, m.headers, { nom: 'À moi' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toMatchObject({
      code: 'alias_paiement_introuvable',
      message: accountExtrasMessages.aliasUnknown,
    });
    const remove = await call(t, 'DELETE', `/api/me/alias-paiement/${id}`, m.headers);
    expect(remove.statusCode).toBe(404);
    expect((await list(j)).json().data).toHaveLength(1);
  });

  it('are renamed (a name is required) and deleted', async () => {
    const id = (await list(j)).json().data[0].id as number;
    const blank = await call(t, 'PUT', `/api/me/alias-paiement/${id}`, j.headers, { nom: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.nom).toEqual([accountExtrasMessages.aliasNameRequired]);
    const renamed = await call(t, 'PUT', `/api/me/alias-paiement/${id}`, j.headers, { nom: 'Carte pro' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.nom).toBe('Carte pro');
    expect((await call(t, 'DELETE', `/api/me/alias-paiement/${id}`, j.headers)).statusCode).toBe(204);
    expect((await list(j)).json().data).toEqual([]);
    expect((await call(t, 'DELETE', `/api/me/alias-paiement/${id}`, j.headers)).statusCode).toBe(404);
  });

  it('are not offered to a pro', async () => {
    const pro = await shopperOf(t, DEMO_ACCOUNTS.pro);
    expect((await list(pro)).json()).toEqual({
      data: [],
      meta: { nb_max_par_magasin: PAYMENT_ALIAS_MAX_PER_STORE, eligible: false },
    });
  });

  it('are saved from the payment page only when the box is ticked, up to the maximum per store', async () => {
    const untouched = await payOnSandbox(ACCEPTED_CARD);
    expect(untouched.shown).toContain('Enregistrer cette carte');
    expect(untouched.answer.headers.location).toMatch(/\/confirmation\/\d+\/ok$/);
    expect((await list(m)).json().data).toEqual([]);

    const refused = await payOnSandbox({ ...card('4000 0000 0000 0002'), enregistrer: 'oui' });
    expect(refused.answer.headers.location).toMatch(/\/refus/);
    expect((await list(m)).json().data).toEqual([]);

    const saved = await payOnSandbox({ ...ACCEPTED_CARD, enregistrer: 'oui' });
    expect(saved.answer.headers.location).toMatch(/\/ok$/);
    const cards = (await list(m)).json().data;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      marque: 'VISA',
      numero_masque: '•••• •••• •••• 1111',
      expiration: '12/35',
      magasin_id: m.shop,
    });
    const stored = await t.database.db
      .selectFrom('payment_aliases')
      .selectAll()
      .where('client_id', '=', m.clientId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect(stored.provider_token).toMatch(/^alias_/);

    // The same card again is not saved twice.
    await payOnSandbox({ ...ACCEPTED_CARD, enregistrer: 'oui' });
    expect((await list(m)).json().data).toHaveLength(1);

    // Up to the maximum: then the page no longer offers to save.
    const others = ['5555 5555 5555 4444', '4012 8888 8888 1881', '5105 1051 0510 5100'];
    for (const numero of others) await payOnSandbox({ ...card(numero), enregistrer: 'oui' });
    expect((await list(m)).json().data).toHaveLength(PAYMENT_ALIAS_MAX_PER_STORE);
    const full = await payOnSandbox({ ...card('4242 4242 4242 4242'), enregistrer: 'oui' });
    expect(full.shown).not.toContain('Enregistrer cette carte');
    expect((await list(m)).json().data).toHaveLength(PAYMENT_ALIAS_MAX_PER_STORE);
  });
});
