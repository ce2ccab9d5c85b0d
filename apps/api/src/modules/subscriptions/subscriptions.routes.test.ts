import { API_ERROR_CODES, messages, subscriptionMessages } from '@cabas/contracts';
import { parisDay } from '@cabas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import {
  ACCEPTED_CARD,
  card,
  notificationBody,
  postForm,
  postNotification,
} from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-subscriptions.ts';

let t: TestApp;
let m: Shopper;
let j: Shopper;
let pro: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  [m, j, pro] = await Promise.all([marie(t), julien(t), shopperOf(t, DEMO_ACCOUNTS.pro)]);
});
afterAll(() => t?.close());

const list = (who: Shopper) => call(t, 'GET', '/api/me/abonnements', who.headers);
const offer = (store: number, headers: object = {}) =>
  call(t, 'GET', `/api/magasins/${store}/abonnement-livraison`, headers);
const buy = (who: Shopper, body: object) => call(t, 'POST', '/api/me/abonnements', who.headers, body);

/** Eligible stores with offers, other than the demo subscriber's. */
async function eligibleStores() {
  const rows = await t.database.db
    .selectFrom('subscription_offers')
    .select('store_id')
    .distinct()
    .where('store_id', '!=', j.shop)
    .orderBy('store_id')
    .execute();
  return rows.map((r) => r.store_id);
}

/** Opens a purchase and pays it on the sandbox page with this form; answers the page's redirect. */
async function buyOnSandbox(who: Shopper, store: number, form: Record<string, string> = ACCEPTED_CARD) {
  const offers = (await offer(store, who.headers)).json().data.offres;
  const opened = await buy(who, { magasin_id: store, offre_id: offers[0].id });
  expect(opened.statusCode).toBe(201);
  const { session_id, url_webview_paiement, montant } = opened.json();
  expect(montant).toBe(offers[0].prix);
  const page = new URL(url_webview_paiement).pathname;
  expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
  const answer = await postForm(t, page, form);
  expect(answer.statusCode).toBe(303);
  return { sessionId: session_id as string, location: String(answer.headers.location), offer: offers[0] };
}

describe('GET /api/me/abonnements', () => {
  it('needs a logged-in client', async () => {
    const res = await call(t, 'GET', '/api/me/abonnements', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.mustLogin);
  });

  it('splits the demo subscriber’s into current and finished, with store, dates, price and advantage', async () => {
    const res = await list(j);
    expect(res.statusCode).toBe(200);
    const { en_cours, termines } = res.json().data;
    expect(en_cours).toHaveLength(1);
    expect(termines).toHaveLength(1);
    const store = await t.database.db
      .selectFrom('stores')
      .select(['name', 'montant_minimum_lad_cents'])
      .where('id', '=', j.shop)
      .executeTakeFirstOrThrow();
    expect(en_cours[0]).toMatchObject({
      type: 'abonnement',
      attributes: {
        code: 'LAD',
        magasin_id: j.shop,
        actif: true,
        en_cours: true,
        duree: 12,
        prix: 49.9,
        magasin: { id: j.shop, nom: store.name, eligible: true },
        livraison_offerte_des: (store.montant_minimum_lad_cents ?? 0) / 100,
        renouvelable: false,
      },
    });
    expect(en_cours[0].attributes.date_debut <= parisDay(new Date())).toBe(true);
    expect(termines[0].attributes).toMatchObject({ en_cours: false, duree: 6, renouvelable: false });
  });

  it("never shows another client's subscriptions", async () => {
    const theirs = (await list(j)).json().data;
    const ids = [...theirs.en_cours, ...theirs.termines].map((s: { id: number }) => s.id);
    const mine = (await list(m)).json().data;
    expect(mine.en_cours.map((s: { id: number }) => s.id).filter((id: number) => ids.includes(id))).toEqual(
      [],
    );
    expect(mine.termines.map((s: { id: number }) => s.id).filter((id: number) => ids.includes(id))).toEqual(
      [],
    );
  });

  it('answers 403 to a pro (decision 080)', async () => {
    const res = await list(pro);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.subscriptionsProForbidden,
      message: subscriptionMessages.proForbidden,
    });
  });
});

describe('GET /api/magasins/{id}/abonnement-livraison', () => {
  it('tells each shopper what the offer is for them', async () => {
    const [store] = await eligibleStores();
    const anonymous = (await offer(store!)).json().data;
    expect(anonymous).toMatchObject({ etat: 'disponible', message: null, achetable: false });
    expect(anonymous.offres.map((o: { duree: number; prix: number }) => [o.duree, o.prix])).toEqual([
      [6, 29.9],
      [12, 49.9],
    ]);
    expect((await offer(j.shop, j.headers)).json().data).toMatchObject({
      etat: 'deja_abonne',
      message: subscriptionMessages.alreadySubscribed,
      achetable: false,
    });
    expect((await offer(store!, pro.headers)).json().data).toMatchObject({ etat: 'pro', offres: [] });
    expect((await offer(999)).json().data).toMatchObject({
      etat: 'national',
      message: subscriptionMessages.national,
    });
    const plain = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('is_eligible_abonnement_lad', '=', 0)
      .where('is_national', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await offer(plain.id, m.headers)).json().data).toMatchObject({
      etat: 'non_eligible',
      message: subscriptionMessages.notEligible,
      achetable: false,
    });
    expect((await offer(2_000_000)).statusCode).toBe(404);
  });

  it('invites to subscribe only a shopper who may buy, at a store whose tariff is 8,90 EUR or more', async () => {
    const [store] = await eligibleStores();
    const tariff = (cents: number | null) =>
      t.database.db
        .updateTable('store_order_modes')
        .set({ tarif_mini_cents: cents })
        .where('store_id', '=', store!)
        .where('type', '=', 'LAD')
        .execute();
    const banner = async (id: number, headers: object = {}) =>
      (await offer(id, headers)).json().data.banniere;
    await tariff(890);
    expect(await banner(store!)).toBe(true);
    expect(await banner(store!, m.headers)).toBe(true);
    expect(await banner(store!, pro.headers)).toBe(false);
    expect(await banner(999)).toBe(false);
    await tariff(889);
    expect(await banner(store!, m.headers)).toBe(false);
    await tariff(null);
    expect(await banner(store!, m.headers)).toBe(false);
    await t.database.db
      .updateTable('store_order_modes')
      .set({ tarif_mini_cents: 890 })
      .where('store_id', '=', j.shop)
      .where('type', '=', 'LAD')
      .execute();
    expect(await banner(j.shop, j.headers)).toBe(false);
  });

  it('is full when the store reaches its maximum of subscribers', async () => {
    const [, store] = await eligibleStores();
    await t.database.db
      .updateTable('subscription_offers')
      .set({ max_abonnes: 0 })
      .where('store_id', '=', store!)
      .execute();
    expect((await offer(store!, m.headers)).json().data).toMatchObject({
      etat: 'complet',
      message: subscriptionMessages.maximumReached,
      achetable: false,
    });
    const offres = (await offer(store!, m.headers)).json().data.offres;
    const refused = await buy(m, { magasin_id: store, offre_id: offres[0].id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(API_ERROR_CODES.subscriptionMaximumReached);
  });
});

describe('POST /api/me/abonnements', () => {
  it('buys through the sandbox page once: active after the accepted payment, never twice', async () => {
    const [store] = await eligibleStores();
    const { sessionId, location, offer: sold } = await buyOnSandbox(m, store!);
    expect(location).toMatch(/\/mon-compte\/abonnements\?paiement=ok$/);
    const current = (await list(m)).json().data.en_cours;
    expect(current).toHaveLength(1);
    expect(current[0].attributes).toMatchObject({ magasin_id: store, duree: sold.duree, prix: sold.prix });
    expect(current[0].attributes.date_debut).toBe(parisDay(new Date()));

    const replay = await postNotification(
      t,
      notificationBody(sessionId, 'acceptee', undefined, sold.prix * 100),
    );
    expect(replay.json()).toEqual({ resultat: 'deja-traitee', commande_id: null });
    const back = await t.app.inject({ method: 'GET', url: `/api/paiement-sandbox/${sessionId}` });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toMatch(/\/mon-compte\/abonnements\?paiement=ok$/);
    expect((await list(m)).json().data.en_cours).toHaveLength(1);

    const again = await buy(m, { magasin_id: store, offre_id: sold.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: API_ERROR_CODES.subscriptionAlreadyCurrent,
      message: subscriptionMessages.alreadySubscribed,
    });
  });

  it('makes nothing when the card is refused or the payment cancelled', async () => {
    const [, , store] = await eligibleStores();
    const before = (await list(m)).json().data.en_cours.length;
    const refused = await buyOnSandbox(m, store!, card('4000 0000 0000 0002'));
    expect(refused.location).toMatch(/\/abonnement-livraison\?paiement=refus$/);
    expect((await list(m)).json().data.en_cours).toHaveLength(before);
    expect((await offer(store!, m.headers)).json().data.etat).toBe('disponible');
  });

  it('a second purchase opened cancels the first one: only one payment can make the subscription', async () => {
    const [, , , store] = await eligibleStores();
    const offres = (await offer(store!, m.headers)).json().data.offres;
    const first = (await buy(m, { magasin_id: store, offre_id: offres[0].id })).json();
    const second = (await buy(m, { magasin_id: store, offre_id: offres[1].id })).json();
    const late = await postNotification(
      t,
      notificationBody(first.session_id, 'acceptee', undefined, offres[0].prix * 100),
    );
    expect(late.json().resultat).toBe('deja-traitee');
    const paid = await postNotification(
      t,
      notificationBody(second.session_id, 'acceptee', undefined, Math.round(offres[1].prix * 100)),
    );
    expect(paid.json()).toEqual({ resultat: 'ok', commande_id: null });
    const atStore = (await list(m))
      .json()
      .data.en_cours.filter((s: { attributes: { magasin_id: number } }) => s.attributes.magasin_id === store);
    expect(atStore.map((s: { attributes: { duree: number } }) => s.attributes.duree)).toEqual([12]);
  });

  it('gives the last place to one payment when two are accepted at once: the other is refused', async () => {
    const stores = await eligibleStores();
    const store = stores[stores.length - 1]!;
    const today = parisDay(new Date());
    const subscribers = await t.database.db
      .selectFrom('client_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', store)
      .where('actif', '=', 1)
      .where('date_fin', '>=', today)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('subscription_offers')
      .set({ max_abonnes: Number(subscribers.n) + 1 })
      .where('store_id', '=', store)
      .execute();
    const lucie = await shopperOf(t, DEMO_ACCOUNTS.legacyPassword);
    const opened = [];
    for (const who of [m, lucie]) {
      const offres = (await offer(store, who.headers)).json().data.offres;
      const answer = await buy(who, { magasin_id: store, offre_id: offres[0].id });
      expect(answer.statusCode).toBe(201);
      opened.push({
        who,
        session: answer.json().session_id as string,
        cents: Math.round(offres[0].prix * 100),
      });
    }
    const results = await Promise.all(
      opened.map((o) => postNotification(t, notificationBody(o.session, 'acceptee', undefined, o.cents))),
    );
    expect(results.map((r) => r.json().resultat).sort()).toEqual(['ok', 'refus']);
    const holders = await Promise.all(
      opened.map(async (o) =>
        (await list(o.who))
          .json()
          .data.en_cours.some(
            (s: { attributes: { magasin_id: number } }) => s.attributes.magasin_id === store,
          ),
      ),
    );
    expect(holders.filter(Boolean)).toHaveLength(1);
    expect((await offer(store, lucie.headers)).json().data.etat).toMatch(/^(complet|deja_abonne)$/);
  });

  it('renews a finished subscription at the same store', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .updateTable('client_subscriptions')
      .set({ date_fin: yesterday })
      .where('client_id', '=', j.clientId)
      .where('date_fin', '>=', yesterday)
      .execute();
    const shown = (await offer(j.shop, j.headers)).json().data;
    expect(shown).toMatchObject({
      etat: 'renouvellement',
      message: subscriptionMessages.renewal,
      achetable: true,
    });
    expect((await list(j)).json().data.termines[0].attributes.renouvelable).toBe(true);
    const { location } = await buyOnSandbox(j, j.shop);
    expect(location).toMatch(/paiement=ok$/);
    const after = (await list(j)).json().data;
    expect(after.en_cours).toHaveLength(1);
    expect(
      after.termines.every((s: { attributes: { renouvelable: boolean } }) => !s.attributes.renouvelable),
    ).toBe(true);
  });

  it('refuses pros, unknown offers and stores without the offer', async () => {
    const [store] = await eligibleStores();
    const offres = (await offer(store!)).json().data.offres;
    const asPro = await buy(pro, { magasin_id: store, offre_id: offres[0].id });
    expect(asPro.statusCode).toBe(403);
    expect(asPro.json().code).toBe(API_ERROR_CODES.subscriptionsProForbidden);
    const [, , , , other] = await eligibleStores();
    const unknown = await buy(m, { magasin_id: other, offre_id: offres[0].id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: API_ERROR_CODES.subscriptionOfferNotFound });
    const national = await buy(m, { magasin_id: 999, offre_id: offres[0].id });
    expect(national.statusCode).toBe(409);
    expect(national.json()).toMatchObject({ code: API_ERROR_CODES.subscriptionNotOffered });
    const blank = await buy(m, { magasin_id: store });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.offre_id).toEqual([subscriptionMessages.offerRequired]);
  });
});
