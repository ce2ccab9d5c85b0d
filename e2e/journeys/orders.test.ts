/**
 * Journey (account area, orders): the standard customer, who has months of past orders, finds them
 * from her account home, filters the archived ones, opens her current order, renames it (a blank
 * title is refused with the shop's message) and puts its products back into her cart, with the
 * keyboard. axe-core on every page and state.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountStore, apiToken } from '../support/api-orders.ts';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { emptyDemoDriveCart } from '../support/demo-cart.ts';
import { journey } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const STORE_ID = 2;

const j = journey();

/**
 * The demo account is shared by the journeys: its drive carts, in the store chosen here and in the
 * account's own store (where the login may take the shopper), are emptied before and after.
 */
async function emptyCarts(): Promise<void> {
  await emptyDemoDriveCart(ACCOUNT, STORE_ID);
  const own = await accountStore(await apiToken(ACCOUNT));
  if (own !== STORE_ID) await emptyDemoDriveCart(ACCOUNT, own);
}
/**
 * Marie's current orders can go back into a cart: their products are sold with stock in the store
 * chosen here. Earlier journeys order in the account's own store, whose range may differ, and reserve
 * the same demo products: a product missing from this store gets the offer of a store that sells it.
 */
function stockCurrentOrders(): void {
  const db = new SQLite(path.join(inject('dataDir'), 'cabas.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const products = db
      .prepare(
        `SELECT DISTINCT l.product_id AS id FROM order_lines l JOIN orders o ON o.id = l.order_id
         JOIN clients c ON c.id = o.client_id WHERE c.email = ? AND l.product_id IS NOT NULL`,
      )
      .all(ACCOUNT.email) as { id: number }[];
    const sell = db.prepare(
      `INSERT INTO offers (store_id, product_id, price_cents, strike_price_cents, stock, reserved,
         types_panier, unavailable_services)
       SELECT ?, product_id, price_cents, strike_price_cents, reserved + 100, 0, types_panier,
         unavailable_services
       FROM offers WHERE product_id = ? AND price_cents IS NOT NULL ORDER BY store_id LIMIT 1
       ON CONFLICT (store_id, product_id) DO UPDATE SET stock = MAX(stock, reserved + 100)`,
    );
    const own = db.prepare('SELECT id_magasin FROM clients WHERE email = ?').get(ACCOUNT.email) as {
      id_magasin: number;
    };
    for (const { id } of products)
      for (const store of new Set([STORE_ID, own.id_magasin])) sell.run(store, id);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  await emptyCarts();
  stockCurrentOrders();
});
afterAll(emptyCarts);

async function logIn(page: Page, shop: Shop, javaScript = true): Promise<void> {
  await shop.open(`/?magasin_id=${STORE_ID}`, { javaScript });
  await shop.logIn(ACCOUNT, { javaScript });
  await page.getByRole('banner').getByText('Bonjour Marie').waitFor();
}

describe('my orders', () => {
  it('the account home shows the current and last orders, lists, address and store', async () => {
    await logIn(j.page, j.shop);
    await j.shop.open('/mon-compte');
    await j.shop.heading('Mon compte').waitFor();
    const last = j.shop.main().getByRole('region', { name: 'Mes 5 dernières commandes' });
    expect(await last.getByRole('listitem').count()).toBe(5);
    expect(await last.getByRole('time').first().textContent()).toMatch(
      /^\d{1,2}(er)? [a-zéû]+ \d{4} à \d{1,2}\u00a0h\u00a0\d{2}$/,
    );
    await j.shop.main().getByText("Vous n'avez pas d'abonnement en cours.").waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('filters the archived orders with a preset and a sort, without losing the tab', async () => {
    await j.shop.open('/mon-compte/mes-commandes');
    await j.shop.heading('Mes achats et tickets').waitFor();
    await j.shop.main().getByRole('link', { name: 'Commandes archivées' }).click();
    await j.page.waitForURL((url) => url.searchParams.get('archive') === '1');
    await j.shop.main().getByRole('link', { name: 'Les 3 derniers mois' }).click();
    await j.page.waitForURL((url) => url.searchParams.get('periode') === '3m');
    expect(new URL(j.page.url()).searchParams.get('archive')).toBe('1');
    await j.shop.main().getByRole('combobox', { name: 'Trier par' }).selectOption('montant_asc');
    await Promise.all([
      j.page.waitForURL((url) => url.searchParams.get('tri') === 'montant_asc'),
      j.shop.main().getByRole('button', { name: 'Appliquer' }).click(),
    ]);
    const params = new URL(j.page.url()).searchParams;
    expect([params.get('archive'), params.get('periode')]).toEqual(['1', '3m']);
    await j.shop
      .main()
      .getByRole('status')
      .getByText(/commande/)
      .waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('opens the current order, renames it and puts its products back into the cart', async () => {
    await j.shop.open('/mon-compte/mes-commandes');
    const order = j.shop
      .main()
      .getByRole('list')
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    await order.click();
    await j.page.waitForURL((url) => /^\/mon-compte\/mes-commandes\/\d+$/.test(url.pathname));
    await j.shop.main().getByRole('heading', { level: 2, name: 'Produits' }).waitFor();
    await expectNoA11yViolations(j.page);

    // Rename, with the keyboard: a blank title is refused with the shop's message.
    const summary = j.shop.main().getByText('Renommer ma commande');
    await summary.focus();
    await j.page.keyboard.press('Enter');
    const title = j.shop.main().getByRole('textbox', { name: 'Titre de la commande' });
    await title.fill('   ');
    await Promise.all([j.page.waitForEvent('load'), title.press('Enter')]);
    await j.shop.main().getByText('Merci de renseigner un titre').waitFor();
    await expectNoA11yViolations(j.page);
    await j.shop.main().getByRole('textbox', { name: 'Titre de la commande' }).fill('Courses de Noël');
    await Promise.all([
      j.page.waitForURL((url) => url.searchParams.get('renommee') === '1'),
      j.shop.main().getByRole('button', { name: 'Enregistrer le titre' }).click(),
    ]);
    await j.shop.heading('Courses de Noël').waitFor();
    await j.shop.main().getByRole('status').getByText('Le titre de votre commande a été modifié.').waitFor();
    await expectNoA11yViolations(j.page);

    // Back into the cart: what was added is said, with a link to the cart.
    await Promise.all([
      j.page.waitForURL((url) => url.searchParams.has('ajout')),
      j.shop.main().getByRole('button', { name: 'Ajouter les produits au panier' }).click(),
    ]);
    const notice = j.shop.main().getByRole('status');
    await notice.getByText(/produits? ajoutés? à votre panier/).waitFor();
    await expectNoA11yViolations(j.page);
    // Every product of the order is sold with stock in this store (see stockCurrentOrders).
    const address = new URL(j.page.url()).searchParams;
    expect(address.get('refus')).toBeNull();
    expect(Number(address.get('ajout'))).toBeGreaterThan(0);

    // The products page shows the delivery status of each line.
    await j.shop.main().getByRole('link', { name: 'Voir les produits et leur disponibilité' }).click();
    await j.shop.heading('Les produits de ma commande').waitFor();
    await j.shop.main().getByRole('cell', { name: 'En attente' }).first().waitFor();
    await expectNoA11yViolations(j.page);
    // The refused title answers 422 on purpose (the page with the message).
    expect(j.shop.unexpectedErrors().filter((e) => !/status of 422\b/.test(e))).toEqual([]);
  });

  it('works without JavaScript: filters, rename and re-add are plain forms', async () => {
    const page = await newPage(j.browser, { javaScript: false });
    const shop = new Shop(page);
    await logIn(page, shop, false);
    await shop.open('/mon-compte/mes-commandes?archive=1', { javaScript: false });
    await shop.main().getByRole('spinbutton', { name: 'Montant minimum (€)' }).fill('1');
    await Promise.all([
      page.waitForEvent('load'),
      shop.main().getByRole('button', { name: 'Appliquer' }).click(),
    ]);
    const params = new URL(page.url()).searchParams;
    expect([params.get('archive'), params.get('montant_total_ttc_min')]).toEqual(['1', '1']);
    await Promise.all([
      page.waitForEvent('load'),
      shop.main().getByRole('list').getByRole('heading', { level: 3 }).first().getByRole('link').click(),
    ]);
    await shop.main().getByText('Renommer ma commande').click();
    await shop.main().getByRole('textbox', { name: 'Titre de la commande' }).fill('Les courses du mois');
    await Promise.all([
      page.waitForEvent('load'),
      shop.main().getByRole('button', { name: 'Enregistrer le titre' }).click(),
    ]);
    await shop.heading('Les courses du mois').waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      shop.main().getByRole('button', { name: 'Ajouter les produits au panier' }).click(),
    ]);
    expect(new URL(page.url()).searchParams.has('ajout')).toBe(true);
    await shop.main().getByRole('status').waitFor();
    await page.context().close();
  });
});
