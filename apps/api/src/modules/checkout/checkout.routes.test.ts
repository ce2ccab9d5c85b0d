import {
  API_ERROR_CODES,
  type CheckoutResponse,
  checkoutMessages,
  messages,
  NATIONAL_STORE_ID,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import {
  checkoutPath,
  createCheckout,
  fillDriveCart,
  julien,
  marie,
  put,
  q,
  type Shopper,
  serviceOf,
  shopperOf,
} from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let m: Shopper;
let j: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  [m, j] = await Promise.all([marie(t), julien(t)]);
});
afterAll(() => t?.close());

describe('checkout creation', () => {
  it('needs a logged-in client and a cart with products', async () => {
    const anonymous = await call(t, 'POST', `/api/magasins/${m.shop}/checkout?type_panier=drive`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.mustLogin);
    const empty = await call(t, 'POST', `${checkoutPath(m)}?type_panier=drive`, m.headers);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(checkoutMessages.cartEmpty);
    expect(empty.json().code).toBe(API_ERROR_CODES.checkoutCartEmpty);
    const bad = await call(t, 'POST', `${checkoutPath(m)}?type_panier=panier`, m.headers);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['type_panier']);
  });

  it('creates the checkout once, then returns it; a stale cart version is refused', async () => {
    await fillDriveCart(t, m, 40);
    const first = await call(t, 'POST', `${checkoutPath(m)}?type_panier=drive`, m.headers);
    expect(first.statusCode).toBe(201);
    const c: CheckoutResponse = first.json();
    expect(c.data.attributes).toMatchObject({
      type_panier: 'drive',
      magasin_id: m.shop,
      etape: 'mode',
      service_id: null,
      creneau: null,
    });
    expect(c.data.attributes.panier.nb_produits).toBe(3);
    expect(c.data.attributes.a_completer).toEqual([
      { champ: 'service_id', message: checkoutMessages.serviceRequired },
    ]);
    expect(c.data.attributes.montants.total_ttc).toBe(c.data.attributes.panier.montant_total_ttc);
    expect(c.meta.warning).toMatchObject({
      premiere_commande: true,
      magasin_inhabituel: false,
      redevance: [],
    });
    expect(c.meta.user_preferences).toEqual({
      id_mode_paiement_habituel: null,
      type_mode_commande_habituel: null,
      premiere_consigne_sac: true,
    });
    const again = await call(t, 'POST', `${checkoutPath(m)}?type_panier=drive`, m.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(c.data.id);
    const stale = await call(
      t,
      'POST',
      `${checkoutPath(m)}?type_panier=drive&dateLastUpdate=2020-01-01T00:00:00.000Z`,
      m.headers,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(checkoutMessages.checkoutCartChanged);
  });

  it('lists the store modes and services with possibility, minimum and bag deposit', async () => {
    const c = await createCheckout(t, m);
    const modes = c.data.modesCommande;
    const drive = modes.modes.find((x) => x.type === 'DRIVE')!;
    expect(drive.possible).toBe(true);
    const lad = modes.modes.find((x) => x.type === 'LAD')!;
    // Marie's store asks 60 € for home delivery; her cart holds about 40 €.
    expect(lad.montant_minimum).toBe(60);
    if (c.data.attributes.panier.montant_total_ttc < 60) {
      expect(lad.possible).toBe(false);
      expect(lad.raisons).toEqual([checkoutMessages.serviceMinimum('60,00')]);
    }
    expect(modes.modes.find((x) => x.type === 'LDD')?.raisons).toEqual([checkoutMessages.serviceWrongKind]);
    expect(modes.infos.tarif_livraison_defaut).toBe(8.9);
    expect(modes.infos.montantMinimumLAD).toBe(60);
    expect(serviceOf(c, 'DRIVE').prochain_creneau?.debut).toMatch(/Z$/);
    expect(serviceOf(c, 'LAD').tarif_mini_txt).toBe('Dès 8,90 €');
  });

  it('preselects home delivery for a subscriber of an eligible store', async () => {
    await fillDriveCart(t, j, 100);
    const c = await createCheckout(t, j);
    const lad = serviceOf(c, 'LAD');
    expect(c.data.modesCommande.infos).toMatchObject({
      lad_abonnement: true,
      service_preselectionne: lad.id,
    });
    expect(c.data.attributes.service_id).toBe(lad.id);
    expect(c.data.attributes.mode_commande).toBe('LAD');
  });
});

describe('who may check out', () => {
  it('refuses a pro account (pro checkout) and the national store', async () => {
    const pro = await shopperOf(t, DEMO_ACCOUNTS.pro);
    const res = await call(t, 'POST', `${checkoutPath(pro)}?type_panier=drive`, pro.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(checkoutMessages.proCheckout);
    expect(res.json().code).toBe(API_ERROR_CODES.proCheckoutRefused);
    const national = await call(t, 'POST', `/api/magasins/${NATIONAL_STORE_ID}/checkout`, m.headers);
    expect(national.statusCode).toBe(409);
    expect(national.json().message).toBe(checkoutMessages.nationalStore);
    expect(national.json().code).toBe(API_ERROR_CODES.nationalStore);
  });
});

describe('owner-only access', () => {
  it('answers 404 to another client, for reads and writes, and 400 for a bad id', async () => {
    const c = await createCheckout(t, m);
    const other = { ...j, shop: m.shop };
    for (const [method, rest] of [
      ['GET', ''],
      ['GET', '/creneaux'],
      ['GET', '/modes-paiement'],
      ['POST', `/processAvantages${q(c)}`],
    ] as const) {
      const res = await call(t, method, checkoutPath(other, c.data.id, rest), other.headers);
      expect(res.statusCode, `${method} ${rest}`).toBe(404);
      expect(res.json()).toMatchObject({
        message: checkoutMessages.checkoutNotFound,
        code: API_ERROR_CODES.checkoutNotFound,
      });
    }
    expect((await put(t, other, c, { avec_sacs: true })).statusCode).toBe(404);
    const bad = await call(t, 'GET', `/api/magasins/${m.shop}/checkout/abc`, m.headers);
    expect(bad.statusCode).toBe(400);
  });
});

describe('update (PUT) and the dateLastUpdate guard', () => {
  it('sets the drive service and the bags, and refuses a stale version without changing anything', async () => {
    const c = await createCheckout(t, m);
    const drive = serviceOf(c, 'DRIVE');
    const res = await put(t, m, c, { service_id: drive.id, avec_sacs: true });
    expect(res.statusCode).toBe(200);
    const updated: CheckoutResponse = res.json();
    expect(updated.data.attributes).toMatchObject({
      service_id: drive.id,
      mode_commande: 'DRIVE',
      avec_sacs: true,
    });
    expect(updated.data.attributes.dateLastUpdate > c.data.attributes.dateLastUpdate).toBe(true);
    const stale = await put(t, m, c, { avec_sacs: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: checkoutMessages.checkoutStale,
      code: API_ERROR_CODES.checkoutStale,
    });
    const read = await call(t, 'GET', checkoutPath(m, c.data.id), m.headers);
    expect(read.json().data.attributes.avec_sacs).toBe(true);
    const missing = await call(t, 'PUT', checkoutPath(m, c.data.id), m.headers, { avec_sacs: false });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.dateLastUpdate).toEqual([checkoutMessages.dateLastUpdateRequired]);
  });

  it('refuses a service the cart cannot use, an unknown service, and an address off home delivery', async () => {
    const c = await createCheckout(t, m);
    const ldd = serviceOf(c, 'LDD');
    const wrongKind = await put(t, m, c, { service_id: ldd.id });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.service_id).toEqual([checkoutMessages.serviceWrongKind]);
    const unknown = await put(t, m, c, { service_id: 999_999 });
    expect(unknown.json().errors.service_id).toEqual([checkoutMessages.serviceUnknown]);
    const fresh: CheckoutResponse = (await call(t, 'GET', checkoutPath(m, c.data.id), m.headers)).json();
    const address = await put(t, m, fresh, { service_id: serviceOf(c, 'DRIVE').id, idAdresseLivraison: 1 });
    expect(address.statusCode).toBe(422);
    expect(address.json().errors.idAdresseLivraison).toEqual([checkoutMessages.serviceRequired]);
  });

  it('takes a home delivery address only if the store delivers it', async () => {
    await fillDriveCart(t, m, 90);
    let c = await createCheckout(t, m);
    const lad = serviceOf(c, 'LAD');
    expect(lad.possible).toBe(true);
    c = (await put(t, m, c, { service_id: lad.id })).json();
    const list = await call(t, 'GET', `/api/me/adresses?magasin_id=${m.shop}`, m.headers);
    const home = list.json().data.find((a: { defaut: boolean }) => a.defaut);
    expect(home.livrable).toBe(true);
    const ok = await put(t, m, c, { idAdresseLivraison: home.id });
    expect(ok.statusCode).toBe(200);
    c = ok.json();
    expect(c.data.attributes.idAdresseLivraison).toBe(home.id);
    expect(c.data.attributes.adresse_livraison?.livrable).toBe(true);
    // An address in a commune the store does not deliver (a real commune far away).
    const far = await call(t, 'POST', '/api/me/adresses', m.headers, {
      civilite: 'Mme',
      prenom: 'Marie',
      nom: 'Dupont',
      adresse: '1 place de la Mairie',
      code_postal: '13001',
      code_insee: '13201',
      nom_commune: 'Marseille 1er Arrondissement',
      tel: '0612345678',
    });
    expect(far.statusCode).toBe(201);
    const refused = await put(t, m, c, { idAdresseLivraison: far.json().data.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.idAdresseLivraison).toEqual([messages.deliveryNotInCommune]);
    const foreign = await put(t, j, { ...c }, { idAdresseLivraison: home.id });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('benefits, promo code and redevance', () => {
  it('computes the benefits and says what changed', async () => {
    const c = await createCheckout(t, m);
    const product = c.data.attributes.panier.lignes_panier[0]!;
    await t.database.db
      .updateTable('offers')
      .set((eb) => ({ price_cents: eb('price_cents', '+', 10) }))
      .where('store_id', '=', m.shop)
      .where('product_id', '=', product.produit_id)
      .execute();
    const res = await call(t, 'POST', checkoutPath(m, c.data.id, `/processAvantages${q(c)}`), m.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message_warning).toContain(checkoutMessages.warningPriceChanged);
    expect(res.json().data.attributes.avantages_calcules).toBe(true);
    const stale = await call(t, 'POST', checkoutPath(m, c.data.id, `/processAvantages${q(c)}`), m.headers);
    expect(stale.statusCode).toBe(409);
  });

  it('applies and removes the promo code of the cart', async () => {
    await t.database.db.updateTable('stores').set({ allow_code_promo: 1 }).where('id', '=', m.shop).execute();
    let c = await createCheckout(t, m);
    const unknown = await call(t, 'POST', checkoutPath(m, c.data.id, `/processCodePromo${q(c)}`), m.headers, {
      code_promo: 'INCONNU',
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['code_promo']);
    const ok = await call(t, 'POST', checkoutPath(m, c.data.id, `/processCodePromo${q(c)}`), m.headers, {
      code_promo: 'bienvenue10',
    });
    expect(ok.statusCode).toBe(200);
    c = ok.json();
    expect(c.data.attributes.code_promo).toBe('BIENVENUE10');
    const removed = await call(t, 'POST', checkoutPath(m, c.data.id, `/processCodePromo${q(c)}`), m.headers, {
      code_promo: null,
    });
    expect(removed.json().data.attributes.code_promo).toBeNull();
  });

  it('asks the redevance form only for products that need it', async () => {
    const c = await createCheckout(t, m);
    const form = {
      usage: 'residence_principale',
      nom: 'Dupont',
      prenom: 'Marie',
      date_naissance: '1985-04-12',
      departement_naissance: 'Rhône',
      ville_naissance: 'Lyon',
    };
    const path = () => checkoutPath(m, c.data.id, `/processFormRedevance${q(c)}`);
    const notNeeded = await call(t, 'POST', path(), m.headers, form);
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json().message).toBe(checkoutMessages.redevanceNotNeeded);
    expect(notNeeded.json().code).toBe(API_ERROR_CODES.redevanceNotNeeded);
    // A TV set: its category needs the declaration.
    const line = c.data.attributes.panier.lignes_panier[0]!;
    const tv = await t.database.db
      .insertInto('categories')
      .values({
        id: 990_001,
        parent_id: null,
        libelle: 'Téléviseurs',
        slug: 'televiseurs',
        visuel: null,
        color: '#000000',
        position: 99,
        level: 1,
        content_type: 'dp',
        is_header_selections: 0,
        is_a_ne_pas_manquer: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('products')
      .set({ category_id: tv.id })
      .where('id', '=', line.produit_id)
      .execute();
    const read: CheckoutResponse = (await call(t, 'GET', checkoutPath(m, c.data.id), m.headers)).json();
    expect(read.meta.warning.redevance.map((r) => r.produit_id)).toEqual([line.produit_id]);
    expect(read.data.attributes.redevance).toEqual({ requise: true, renseignee: false });
    const invalid = await call(t, 'POST', path(), m.headers, {
      ...form,
      usage: 'bar',
      date_naissance: '2020-02-30',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      usage: [checkoutMessages.redevanceUsageRequired],
      date_naissance: [checkoutMessages.redevanceDateNaissance],
    });
    const ok = await call(t, 'POST', path(), m.headers, form);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.attributes.redevance).toEqual({ requise: true, renseignee: true });
  });
});

describe('payment modes', () => {
  it('says which modes are possible and why not', async () => {
    const c = await createCheckout(t, m);
    const res = await call(t, 'GET', checkoutPath(m, c.data.id, '/modes-paiement'), m.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((d: { id: string }) => d.id)).toEqual([
      'cb',
      'carte_cabas',
      'CRF',
      'ckdo',
      '3FCB',
      '4FCB',
      'carte_malin',
    ]);
    expect(body.meta.infos.cb).toEqual({ possible: true, raison: null });
    expect(body.meta.infos.CRF.possible).toBe(false);
    if (c.data.attributes.montants.reste_a_payer < 200)
      expect(body.meta.infos['3FCB']).toEqual({ possible: false, raison: checkoutMessages.instalmentRange });
    expect(body.meta.alias_paiement).toEqual([]);
    const refused = await put(t, m, c, { modePaiement: 'CRF' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['modePaiement']);
    const ok = await put(t, m, c, { modePaiement: 'cb' });
    expect(ok.json().data.attributes.modePaiement).toBe('cb');
  });

  it('offers the saved card of a client and his loyalty cards', async () => {
    const c = await createCheckout(t, j);
    const body = (await call(t, 'GET', checkoutPath(j, c.data.id, '/modes-paiement'), j.headers)).json();
    expect(body.meta.alias_paiement).toEqual([
      expect.objectContaining({ nom: 'Visa perso', numero_masque: '•••• 4242' }),
    ]);
    expect(body.meta.alias_obligatoire).toBe(true);
    expect(body.meta.cartes_fidelite.map((x: { sous_type: string }) => x.sous_type).sort()).toEqual([
      'CP',
      'CRF',
    ]);
    const alias = body.meta.alias_paiement[0].id;
    const chosen = await put(t, j, c, { selectedPaymentId: alias });
    expect(chosen.json().data.attributes.selectedPaymentId).toBe(alias);
    const fresh: CheckoutResponse = chosen.json();
    const others = await call(t, 'PUT', checkoutPath(m, (await createCheckout(t, m)).data.id), m.headers, {
      dateLastUpdate: (await createCheckout(t, m)).data.attributes.dateLastUpdate,
      selectedPaymentId: alias,
    });
    expect(others.json().errors.selectedPaymentId).toEqual([checkoutMessages.aliasUnknown]);
    expect(fresh.data.attributes.selectedPaymentId).toBe(alias);
  });
});

describe('cancel', () => {
  it('closes the checkout; the next creation starts a new one', async () => {
    const c = await createCheckout(t, m);
    const res = await call(t, 'DELETE', checkoutPath(m, c.data.id, q(c)), m.headers);
    expect(res.statusCode).toBe(204);
    const next = await createCheckout(t, m);
    expect(next.data.id).not.toBe(c.data.id);
    const write = await put(t, m, c, { avec_sacs: true });
    expect(write.statusCode).toBe(404);
  });
});
