/**
 * Journey: a shopper cancels a placed order and reads what is refunded, then edits another one
 * before its slot's cut-off (one unit less of a product) and confirms: by keyboard where it matters,
 * with axe-core on every state. The orders are placed through the API and the sandbox page (the
 * checkout has its own journey).
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoA11yViolations, launchBrowser, newPage } from '../support/browser.ts';
import { Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of several calls, read field by field
type Json = any;

let browser: Browser;
let page: Page;
let shop: Shop;

async function api(token: string | null, method: string, path: string, body?: object) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Json };
}

/** Marie's drive cart (two units of a few products) paid by card on an open slot: the order's id. */
async function placeOrder(slotIndex: number): Promise<number> {
  const token: string = (await api(null, 'POST', '/auth/token', { grant_type: 'password', ...ACCOUNT })).json
    .access_token;
  const shopId: number = (await api(token, 'GET', '/me')).json.data.attributes.id_magasin;
  // Products without a running offer: one unit less then refunds exactly its price (a "2 for 1" would
  // rightly refund nothing, record 050).
  const cards: { id: number }[] = (
    (await api(token, 'GET', `/magasins/${shopId}/recherche?query=pates`)).json.data.attributes.product_list
      .data as { id: number; attributes: { avantages: unknown[] } }[]
  ).filter((card) => card.attributes.avantages.length === 0);
  let added = 0;
  for (const card of cards) {
    if (
      (await api(token, 'PUT', `/magasins/${shopId}/panier/lignes/${card.id}`, { quantite: 2 })).status ===
      200
    )
      added++;
    if (added === 3) break;
  }
  expect(added).toBeGreaterThan(0);
  let checkout = (await api(token, 'POST', `/magasins/${shopId}/checkout?type_panier=drive`)).json;
  const id: number = checkout.data.id;
  const drive = Object.values(checkout.data.modesCommande.services as Record<string, Json>).find(
    (s) => s.mode === 'DRIVE',
  );
  const base = `/magasins/${shopId}/checkout/${id}`;
  const write = async (path: string, method: string, body: object) => {
    const res = await api(token, method, path, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  checkout = await write(base, 'PUT', {
    dateLastUpdate: checkout.data.attributes.dateLastUpdate,
    service_id: drive.id,
  });
  const days = (await api(token, 'GET', `${base}/creneaux?service_id=${drive.id}`)).json.data;
  const slot = days
    .flatMap((d: { creneaux: { id: number; etat: string }[] }) => d.creneaux)
    .filter((s: { etat: string }) => s.etat === 'disponible')[slotIndex];
  const q = `?dateLastUpdate=${encodeURIComponent(checkout.data.attributes.dateLastUpdate)}`;
  checkout = await write(`${base}/creneau${q}`, 'POST', { creneau_id: slot.id });
  checkout = await write(base, 'PUT', {
    dateLastUpdate: checkout.data.attributes.dateLastUpdate,
    avec_sacs: false,
    modePaiement: 'cb',
  });
  const answer = await write(`${base}/processPaiement`, 'POST', { confirmer: true });
  const paid = await fetch(`${baseUrl()}${new URL(answer.url_webview_paiement).pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      numero: '4111 1111 1111 1111',
      expiration: '12/35',
      cvc: '123',
      titulaire: 'Marie Dupont',
    }).toString(),
  });
  const orderId = Number(
    /\/commander\/confirmation\/(\d+)\/ok$/.exec(paid.headers.get('location') ?? '')?.[1],
  );
  expect(orderId).toBeGreaterThan(0);
  return orderId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  shop = new Shop(page);
});
afterAll(async () => {
  await browser?.close();
});

const main = () => page.getByRole('main');

describe('cancelling and editing a placed order', () => {
  it('cancels an order and shows what is refunded', async () => {
    const orderId = await placeOrder(2);
    await shop.open('/connexion');
    await main().getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
    await main().getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
    await Promise.all([
      page.waitForEvent('load'),
      main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    await shop.hydrated();
    // The first login at this store opens the "espace personnel" popin: closed once for all.
    const popin = page.getByRole('dialog');
    if (
      await popin.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      )
    ) {
      await shop.closePostLoginPopin(popin.getByRole('button', { name: 'Continuer mes courses' }));
    }

    await shop.open(`/mon-compte/mes-commandes/${orderId}/annulation`);
    expect(await main().getByRole('heading', { level: 1 }).textContent()).toMatch(
      /^Annuler la commande CMD-/,
    );
    expect(
      await main()
        .getByText(/remboursés sur votre carte bancaire/)
        .isVisible(),
    ).toBe(true);
    expect(
      await main()
        .getByText(/sera libéré/)
        .isVisible(),
    ).toBe(true);
    await expectNoA11yViolations(page);

    const confirm = main().getByRole('button', { name: 'Confirmer l’annulation' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await main().getByRole('heading', { name: 'Votre commande a été annulée' }).waitFor();
    expect(await main().getByRole('status').textContent()).toMatch(/Nous vous remboursons [0-9,]+\s€/);
    await expectNoA11yViolations(page);
  });

  it('edits an order before the cut-off: one unit less, the new total, then confirmed', async () => {
    const orderId = await placeOrder(3);
    await shop.open(`/mon-compte/mes-commandes/${orderId}/modifier`);
    expect(await main().getByRole('heading', { level: 1 }).textContent()).toMatch(
      /^Modifier la commande CMD-/,
    );
    await expectNoA11yViolations(page);

    const less = main()
      .getByRole('button', { name: /^Retirer une unité de / })
      .first();
    await less.focus();
    await page.keyboard.press('Enter');
    await main().getByText('À vous rembourser').waitFor();
    expect(
      await main()
        .getByText(/remboursés sur votre carte bancaire/)
        .isVisible(),
    ).toBe(true);
    await expectNoA11yViolations(page);

    await Promise.all([
      page.waitForURL(/\?etat=modifiee$/),
      main().getByRole('button', { name: 'Confirmer la modification' }).click(),
    ]);
    await main().getByText('Votre commande a été modifiée').waitFor();
    await expectNoA11yViolations(page);
  });

  it('works without JavaScript: a cancel posted as a plain form, then the refund', async () => {
    const orderId = await placeOrder(4);
    const plain = await newPage(browser, { javaScript: false });
    const plainShop = new Shop(plain);
    await plainShop.open('/connexion', { javaScript: false });
    const form = plain.getByRole('main');
    await form.getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
    await Promise.all([
      plain.waitForEvent('load'),
      form.getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    await plainShop.open(`/mon-compte/mes-commandes/${orderId}/annulation`, { javaScript: false });
    await Promise.all([
      plain.waitForEvent('load'),
      form.getByRole('button', { name: 'Confirmer l’annulation' }).click(),
    ]);
    await form.getByRole('heading', { name: 'Votre commande a été annulée' }).waitFor();
    await expectNoA11yViolations(plain);
    await plain.context().close();
  });
});
