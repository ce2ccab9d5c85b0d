/**
 * Journey (issue #40): loyalty that pays, in a shop of its own (its balances and orders change; the
 * shared shop's loyalty journeys read the seeded ones). Julien Moreau transforms his points into
 * euros without JavaScript, on the transformation's page; he orders the products his store gives
 * « 10 % sur la carte » (decision 123), the store prepares his order and its manager hands it over;
 * his order shows the cagnotte and the points it earned, his loyalty page the grown balances; he
 * transforms his points again with the popin and the keyboard (summary, confirmation, a success that
 * closes after 5 s, decision 125); « Mes défis » counts the order (decision 126); the card's history
 * lists the order's credits, with the day its euros expire, and the transformations, and filters
 * them. axe-core on every page and popin.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../apps/web/app/lib/format.ts';
import { POINTS_CONVERSION_RATES, simulateConversion } from '../../packages/domain/src/loyalty-conversion.ts';
import {
  accountStore,
  apiCall,
  apiToken,
  callShopAt,
  driveCardPaymentPage,
  type Json,
  payOnSandbox,
} from '../support/api-orders.ts';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { withBrowser } from '../support/journey.ts';
import { pastCutOff } from '../support/pro-orders.ts';
import { isFocused, Shop } from '../support/shop.ts';
import { type ShopServer, startShopServer } from '../support/shop-server.ts';

const JULIEN = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const PREPARER = { email: 'lea.martin@cabas-magasins.exemple.fr', password: 'Preparation2024' };
const MANAGER = { email: 'thomas.bernard@cabas-magasins.exemple.fr', password: 'Responsable2024' };
/** His own-brand card (seeded with points, no euros): the one his orders credit. */
const OWN_BRAND_CARD = 'se terminant par 4321';
const CP_RATE = POINTS_CONVERSION_RATES.CP!;

const b = withBrowser();
let server: ShopServer;
/** Julien's tabs on that shop, with and without JavaScript. */
let j: { page: Page; shop: Shop };
let noScript: { page: Page; shop: Shop };

beforeAll(async () => {
  server = await startShopServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  callShopAt(server.baseUrl);
  const open = async (javaScript: boolean) => {
    const page = await newPage(b.browser, { baseURL: server.baseUrl, javaScript });
    return { page, shop: new Shop(page) };
  };
  j = await open(true);
  noScript = await open(false);
  await j.shop.logIn(JULIEN);
  await noScript.shop.logIn(JULIEN, { javaScript: false });
}, 300_000);

afterAll(async () => {
  await j?.page.context().close();
  await noScript?.page.context().close();
  await server?.stop();
});

/** « 12,50 € » as the shop writes it, any space before the sign. */
const price = (cents: number) => new RegExp(formatPrice(cents).replace(/\s/g, '\\s'));

/** Julien's own-brand card as the API reads it: its id, points and euros (cents). */
async function ownBrandCard(): Promise<{ id: number; points: number; cents: number; total: number }> {
  const cards = (await apiCall(await apiToken(JULIEN), 'GET', '/me/fidelites')).json;
  const card = cards.data.find((c: Json) => c.type_carte === 'CP');
  return {
    id: card.id,
    points: card.solde_point,
    cents: Math.round(card.solde_euro * 100),
    total: Math.round(cards.meta.totaux.solde_euro * 100),
  };
}

/** The card's entry on the loyalty page. */
const cardItem = (shop: Shop) => shop.main().getByRole('listitem').filter({ hasText: OWN_BRAND_CARD });

/** The products of his store under a « 10 % sur la carte » rule, read in the shop's own data. */
function cagnotteRuleProducts(store: number): number[] {
  const db = new SQLite(path.join(server.dataDir, 'cabas.sqlite'), { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT product_id FROM loyalty_earning_rules
         WHERE store_id = ? AND scope = 'produit' AND kind = 'cagnotte' AND rate = 1000 ORDER BY product_id`,
      )
      .all(store) as { product_id: number }[];
    return rows.map((r) => r.product_id);
  } finally {
    db.close();
  }
}

async function ok(answer: Promise<{ status: number; json: Json }>): Promise<Json> {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBe(200);
  return json;
}

/** The preparer picks every line as ordered and finishes: the order waits for its customer. */
async function prepareAsOrdered(orderId: number): Promise<void> {
  const staff = (await ok(apiCall(null, 'POST', '/gestion/connexion', PREPARER))).access_token;
  const order = `/gestion/commandes/${orderId}`;
  const started = await ok(apiCall(staff, 'POST', `${order}/preparation/debut`));
  for (const line of started.data.rayons.flatMap((r: Json) => r.lignes)) {
    const outcome = line.pese
      ? { resultat: 'pese', poids_g: Math.round(line.quantite * 1000) }
      : { resultat: 'preleve', quantite: line.quantite };
    await ok(apiCall(staff, 'PUT', `${order}/lignes/${line.id}`, { ...outcome, version: line.version }));
  }
  await ok(apiCall(staff, 'POST', `${order}/preparation/fin`));
}

/** What the order earns by the rules: 10 % of its lines in cents, 1 point per euro (rounded down once). */
let earned = { cents: 0, points: 0 };
let orderId = 0;
/** The card's balances seen last on the page. */
let card = { id: 0, points: 0, cents: 0, total: 0 };

describe('loyalty that pays', () => {
  it('transforms his points into euros without JavaScript, on the transformation’s page', async () => {
    const { page, shop } = noScript;
    card = await ownBrandCard();
    const moved = simulateConversion(CP_RATE, card.points);
    expect(moved.points).toBeGreaterThan(0);

    await shop.open('/mon-compte/ma-fidelite', { javaScript: false });
    await shop.heading('Ma fidélité').waitFor();
    const item = cardItem(shop);
    await item.getByText(new RegExp(`Points : ${card.points}\\b`)).waitFor();
    await Promise.all([
      page.waitForURL(new RegExp(`/mon-compte/ma-fidelite/points/${card.id}$`)),
      item.getByRole('link', { name: 'Transformer mes points' }).click(),
    ]);
    await shop.heading('Transformer mes points').waitFor();
    const summary = shop.main();
    await summary.getByText(`Carte de réduction Plus ${OWN_BRAND_CARD}`).waitFor();
    expect(await summary.textContent()).toMatch(
      new RegExp(`Vous transformez ${moved.points} points en ${price(moved.cents).source}`),
    );
    await expectNoA11yViolations(page);

    await Promise.all([
      page.waitForEvent('load'),
      summary.getByRole('button', { name: 'Confirmer la transformation' }).click(),
    ]);
    await shop.heading('Points transformés').waitFor();
    const done = summary.getByRole('status');
    expect(await done.textContent()).toMatch(
      new RegExp(
        `^Vos ${moved.points} points ont été transformés : ${price(moved.cents).source} ont été ajoutés à la cagnotte de votre carte\\.$`,
      ),
    );
    await expectNoA11yViolations(page);

    await Promise.all([
      page.waitForURL(/\/mon-compte\/ma-fidelite$/),
      summary.getByRole('link', { name: 'Retour à ma fidélité' }).click(),
    ]);
    const after = { ...card, points: card.points - moved.points, cents: card.cents + moved.cents };
    await item.getByText(new RegExp(`Points : ${after.points}\\b`)).waitFor();
    await item.getByText(new RegExp(`Cagnotte : ${price(after.cents).source}`)).waitFor();
    await shop
      .main()
      .getByText(new RegExp(`Total de mes cagnottes : ${price(card.total + moved.cents).source}`))
      .waitFor();
    card = { ...after, total: card.total + moved.cents };
    expect(await ownBrandCard()).toEqual(card);
  });

  it('orders the products « 10 % sur la carte »: the store prepares the order and hands it over', async () => {
    const token = await apiToken(JULIEN);
    const store = await accountStore(token);
    const products = cagnotteRuleProducts(store);
    expect(products.length).toBeGreaterThan(0);
    // Only these products, enough of them for his points to reach the next transformation.
    await ok(apiCall(token, 'DELETE', `/magasins/${store}/panier`));
    const unitCents: number[] = [];
    for (const id of products) {
      const cart = await ok(apiCall(token, 'PUT', `/magasins/${store}/panier/lignes/${id}`, { quantite: 1 }));
      const line = cart.data.lignes_panier.find((l: Json) => l.produit_id === id);
      unitCents.push(Math.round(line.prix_unitaire * 100));
    }
    const pointsNeeded = CP_RATE.minimumPoints - card.points + 10;
    const perSet = unitCents.reduce((s, c) => s + c, 0);
    const quantity = Math.max(1, Math.ceil((pointsNeeded * 100) / perSet));
    for (const id of products)
      await ok(apiCall(token, 'PUT', `/magasins/${store}/panier/lignes/${id}`, { quantite: quantity }));
    const linesCents = quantity * perSet;
    earned = { cents: Math.floor(linesCents / 10), points: Math.floor(linesCents / 100) };
    expect(earned.points).toBeGreaterThanOrEqual(pointsNeeded);

    orderId = await payOnSandbox(await driveCardPaymentPage(token, store), 'Julien Moreau');
    pastCutOff(orderId, server.dataDir);
    await prepareAsOrdered(orderId);

    // The store's manager hands it over from the order's page.
    const staff = await newPage(b.browser, { baseURL: server.baseUrl });
    try {
      const main = staff.getByRole('main');
      await staff.goto(`/gestion/commandes/${orderId}`);
      await main.getByRole('textbox', { name: 'Adresse email professionnelle' }).fill(MANAGER.email);
      const password = main.getByLabel('Mot de passe', { exact: true });
      await password.fill(MANAGER.password);
      await Promise.all([staff.waitForEvent('load'), password.press('Enter')]);
      const close = main.getByRole('button', { name: 'Remettre la commande au client' });
      await Promise.all([staff.waitForEvent('load'), close.press('Enter')]);
      expect(await main.getByRole('button', { name: 'Remettre la commande au client' }).count()).toBe(0);
      expect(await main.textContent()).toMatch(/Remise|Retirée/);
      await expectNoA11yViolations(staff);
    } finally {
      await staff.context().close();
    }
  }, 180_000);

  it('shows what the order earned on the order, and the grown balances on his loyalty page', async () => {
    const { page, shop } = j;
    await shop.open(`/mon-compte/mes-commandes/${orderId}`);
    const benefits = shop.main().getByRole('region', { name: 'Mes avantages fidélité' });
    await benefits.getByText(new RegExp(`^Cagnotte : ${price(earned.cents).source}$`)).waitFor();
    await benefits.getByText(`${earned.points} points`, { exact: true }).waitFor();
    await expectNoA11yViolations(page);

    await shop.open('/mon-compte/ma-fidelite');
    await shop.heading('Ma fidélité').waitFor();
    const after = {
      ...card,
      points: card.points + earned.points,
      cents: card.cents + earned.cents,
      total: card.total + earned.cents,
    };
    const item = cardItem(shop);
    await item.getByText(new RegExp(`Cagnotte : ${price(after.cents).source}`)).waitFor();
    await item.getByText(new RegExp(`Points : ${after.points}\\b`)).waitFor();
    await shop
      .main()
      .getByText(new RegExp(`Total de mes cagnottes : ${price(after.total).source}`))
      .waitFor();
    await expectNoA11yViolations(page);
    card = after;
  });

  it('transforms his points with the popin and the keyboard: summary, confirmation, success for 5 s', async () => {
    const { page, shop } = j;
    const moved = simulateConversion(CP_RATE, card.points);
    expect(moved.points).toBeGreaterThan(0);
    const item = cardItem(shop);
    const open = item.getByRole('button', { name: 'Transformer mes points' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Transformer mes points' });
    await dialog.waitFor();
    await dialog
      .getByText(new RegExp(`Vous transformez ${moved.points} points en ${price(moved.cents).source}`))
      .waitFor();
    await expectNoA11yViolations(page);

    const confirm = dialog.getByRole('button', { name: 'Confirmer la transformation' });
    await shop.tabTo(confirm);
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Points transformés' });
    const status = success.getByRole('status');
    await status.waitFor();
    const shownAt = Date.now();
    expect(await status.textContent()).toMatch(
      new RegExp(
        `^Vos ${moved.points} points ont été transformés : ${price(moved.cents).source} ont été ajoutés à la cagnotte de votre carte\\.$`,
      ),
    );
    // Focused, so that a screen reader reads it.
    await expect.poll(() => isFocused(status)).toBe(true);
    await expectNoA11yViolations(page);

    await success.waitFor({ state: 'detached', timeout: 20_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_500);
    // Focus goes back to the button that opened it.
    await expect.poll(() => isFocused(open)).toBe(true);
    const after = {
      ...card,
      points: card.points - moved.points,
      cents: card.cents + moved.cents,
      total: card.total + moved.cents,
    };
    await item.getByText(new RegExp(`Cagnotte : ${price(after.cents).source}`)).waitFor();
    await item.getByText(new RegExp(`Points : ${after.points}\\b`)).waitFor();
    card = after;
    expect(await ownBrandCard()).toEqual(card);
  });

  it('counts the order in his drive défi', async () => {
    const { page, shop } = j;
    await Promise.all([
      page.waitForURL(/\/mon-compte\/ma-fidelite\/defis$/),
      shop.main().getByRole('link', { name: 'Mes défis' }).click(),
    ]);
    await shop.heading('Mes défis').waitFor();
    const drive: Locator = shop.main().getByRole('listitem', { name: '3 commandes drive en 6 semaines' });
    // The seed's withdrawn drive order and this one.
    const progress = drive.getByRole('progressbar', { name: 'Ma progression : 2 commandes sur 3' });
    await progress.waitFor();
    expect(Number(await progress.getAttribute('value'))).toBe(66);
    await drive
      .getByText('Retirez 3 commandes drive dans votre magasin pendant la période du défi.')
      .waitFor();
    await drive.getByText(/5,00\s€ sur votre cagnotte/).waitFor();
    await expectNoA11yViolations(page);
  });

  it('lists the order’s credits and the transformations in the card’s history, with a filter', async () => {
    const { page, shop } = j;
    const code = (await ok(apiCall(await apiToken(JULIEN), 'GET', `/me/commandes/${orderId}`))).data.code;
    await shop.open('/mon-compte/ma-fidelite');
    await Promise.all([
      page.waitForURL(new RegExp(`/mon-compte/ma-fidelite/mouvements/${card.id}$`)),
      cardItem(shop)
        .getByRole('link', { name: `Historique de la carte ${OWN_BRAND_CARD}` })
        .click(),
    ]);
    await shop.heading('Historique de ma carte').waitFor();
    const table = shop.main().getByRole('table');
    const rows = (operation: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: operation, exact: true }) });
    const order = rows(`Commande n° ${code}`);
    await expect.poll(() => order.count()).toBe(2);
    const texts = await order.allTextContents();
    // The cagnotte's credit says until when its euros last.
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`\\+ ${price(earned.cents).source}.*restants, jusqu’au \\d\\d/\\d\\d/\\d{4}`),
        ),
        expect.stringContaining(`+ ${earned.points} points`),
      ]),
    );
    // Two transformations: points out, euros in.
    expect(await rows('Conversion de points').count()).toBe(4);
    await expectNoA11yViolations(page);

    await shop.main().getByRole('combobox', { name: 'Compte' }).selectOption({ label: 'Points' });
    await Promise.all([
      page.waitForURL(/compte=points/),
      shop.main().getByRole('button', { name: 'Filtrer' }).click(),
    ]);
    await expect.poll(() => order.count()).toBe(1);
    expect(await order.textContent()).toContain(`+ ${earned.points} points`);
    expect(await table.getByText('€').count()).toBe(0);
    await expectNoA11yViolations(page);
  });
});
