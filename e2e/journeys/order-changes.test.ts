/**
 * Journey: a shopper cancels a placed order and reads what is refunded, then edits another one
 * before its slot's cut-off (one unit less of a product) and confirms: by keyboard where it matters,
 * with axe-core on every state. The orders are placed through the API and the sandbox page (the
 * checkout has its own journey).
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStore,
  addSearchedProducts,
  apiToken,
  driveCardPaymentPage,
  payOnSandbox,
} from '../support/api-orders.ts';
import { expectNoA11yViolations, launchBrowser, newPage } from '../support/browser.ts';
import { Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };

let browser: Browser;
let page: Page;
let shop: Shop;

/** Marie's drive cart (two units of a few products) paid by card on an open slot: the order's id. */
async function placeOrder(slotIndex: number): Promise<number> {
  const token = await apiToken(ACCOUNT);
  const store = await accountStore(token);
  // Products without a running offer: one unit less then refunds exactly its price (a "2 for 1" would
  // rightly refund nothing, record 050).
  await addSearchedProducts(token, store, {
    query: 'pates',
    max: 3,
    keep: (card) => card.attributes.avantages.length === 0,
  });
  return payOnSandbox(await driveCardPaymentPage(token, store, slotIndex), 'Marie Dupont');
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
    await shop.logIn(ACCOUNT);

    await shop.open(`/mon-compte/mes-commandes/${orderId}/annulation`);
    expect(await main().getByRole('heading', { level: 1 }).textContent()).toMatch(
      /^Annuler la commande CMD-/,
    );
    // The card was only authorised (decision 109): nothing is refunded, the amount is never debited.
    expect(
      await main()
        .getByText(/qui ne seront pas débités de votre carte bancaire/)
        .isVisible(),
    ).toBe(true);
    expect(
      await main()
        .getByText(/remboursé/)
        .count(),
    ).toBe(0);
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
    const done = await main().getByRole('status').textContent();
    expect(done).toMatch(/Votre paiement de [0-9,]+\s€/);
    expect(done).toMatch(/ce montant ne sera pas débité/);
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
    await main().getByText('En moins sur votre paiement').waitFor();
    expect(
      await main()
        .getByText(/qui ne seront pas débités de votre carte bancaire/)
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
