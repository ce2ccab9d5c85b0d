/**
 * Journey (issue #38, decision 119): the demo pro (Boulangerie Lefebvre) logs in, shops in a store of
 * his agreement, goes through the pro checkout (drive, slot, « Paiement différé sur facture »), fills
 * the billing form and confirms it in its popin, sees the confirmation with the pro order number and
 * finds the order in his orders; his pro services space shows the outstanding the order uses. A
 * consumer sent to /commander-pro goes back; the pro in a store outside his agreement gets the
 * message and the change-store button. axe-core on every page and popin.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountStore, apiCall, apiToken } from '../support/api-orders.ts';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { emptyDemoDriveCart, fillDemoDriveCart } from '../support/demo-cart.ts';
import { withBrowser } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const PRO = { email: 'contact@boulangerie-lefebvre.exemple.fr', password: 'ProCabas2024' };
const CONSUMER = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };

const j = withBrowser();

/** A new page logged in as `account` at `store` (popins after login closed). */
async function loggedIn(account: { email: string; password: string }, store: number) {
  const page = await newPage(j.browser);
  const shop = new Shop(page);
  await shop.open(`/?magasin_id=${store}`);
  await shop.logIn(account);
  return { page, shop };
}

/** Waits for the document the server answers after `act`. */
async function andLoad(page: Page, act: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), act()]);
  await page.waitForLoadState('networkidle');
}

/** A form posted by React Router (no new document with JavaScript): waits for its answer and the page's data. */
async function submitted(page: Page, act: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), act()]);
  await page.waitForLoadState('networkidle');
}

/** A link followed by React Router: waits for the address and the page's data. */
async function followed(page: Page, url: RegExp, act: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForURL(url), act()]);
  await page.waitForLoadState('networkidle');
}

const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

let proStore = 0;
let outsideStore = 0;
let usedBefore = 0;

beforeAll(async () => {
  const token = await apiToken(PRO);
  proStore = await accountStore(token);
  // A store of the shop where this pro may not order (outside his agreement).
  for (let id = 1; id < 60 && !outsideStore; id++) {
    if (id === proStore) continue;
    const answer = await apiCall(token, 'GET', `/me/magasin-autorisation?magasin_id=${id}`);
    if (answer.status === 200 && answer.json.data.reason === 'store_outside_agreement') outsideStore = id;
  }
  usedBefore = (await apiCall(token, 'GET', '/me/espace-pro')).json.data.encours.utilise;
  await emptyDemoDriveCart(PRO, proStore);
  await fillDemoDriveCart(PRO, proStore, 'farine');
});

describe('the pro checkout', () => {
  let page: Page;
  let shop: Shop;
  let proNumber = '';

  it('orders on deferred payment end to end', async () => {
    ({ page, shop } = await loggedIn(PRO, proStore));
    // /commander sends a pro to the pro checkout.
    await andLoad(page, () => page.goto('/commander'));
    expect(new URL(page.url()).pathname).toBe('/commander-pro');
    await shop.heading('Ma commande pro').waitFor();
    await expectNoA11yViolations(page);

    const main = shop.main();
    // The drive: the first one open to pros.
    await main
      .getByRole('group', { name: /Choisissez le drive/ })
      .getByRole('radio')
      .first()
      .check();
    await submitted(page, () => main.getByRole('button', { name: 'Choisir ce drive' }).click());
    // The slot: with JavaScript, the grid (a grid list box) holds the first open slot.
    const slot = main
      .getByRole('option')
      .filter({ hasNot: page.locator('[aria-disabled="true"]') })
      .first();
    await slot.waitFor();
    await slot.click();
    await main
      .getByRole('status')
      .filter({ hasText: /réservé pour vous/ })
      .waitFor();
    // The payment: on invoice, with the outstanding available and the term.
    const deferred = main.getByRole('radio', { name: 'Paiement différé sur facture' });
    await expect(deferred.isEnabled()).resolves.toBe(true);
    await expect(
      main.getByText(/Encours disponible : .* à régler sous 30 jours après le retrait/).count(),
    ).resolves.toBe(1);
    await deferred.check();
    await submitted(page, () => main.getByRole('button', { name: 'Choisir ce mode de paiement' }).click());
    await expect(main.getByRole('cell', { name: /%$/ }).count()).resolves.toBeGreaterThan(0);
    await expectNoA11yViolations(page);

    await followed(page, /\/commander-pro\/infos-facturation$/, () =>
      main.getByRole('link', { name: 'Renseigner mes informations de facturation' }).click(),
    );
    expect(new URL(page.url()).pathname).toBe('/commander-pro/infos-facturation');
    // Prefilled from the company; the terms ticked by default.
    await expect(main.getByRole('textbox', { name: 'Numéro SIRET' }).inputValue()).resolves.toBe(
      '51234567900009',
    );
    await expect(
      main.getByRole('checkbox', { name: /conditions générales de vente du drive Pro/ }).isChecked(),
    ).resolves.toBe(true);
    await expectNoA11yViolations(page);

    // A wrong SIRET is refused on its field before the confirmation.
    const siret = main.getByRole('textbox', { name: 'Numéro SIRET' });
    await siret.fill('51234567900001');
    await main.getByRole('textbox', { name: 'Commande passée par' }).fill('Paul Lefebvre');
    await main.getByRole('button', { name: 'Valider ma commande' }).click();
    await main.getByText('Ce numéro SIRET n’est pas valide : vérifiez-le sur votre extrait Kbis.').waitFor();
    await expectNoA11yViolations(page);

    await siret.fill('512 345 679 00009');
    await main.getByRole('textbox', { name: /Référence de votre bon de commande/ }).fill('BC-2026-42');
    await main.getByRole('button', { name: 'Valider ma commande' }).click();
    const popin = page.getByRole('dialog', { name: 'Confirmer ma commande' });
    await popin.waitFor();
    await expectNoA11yViolations(page);
    await Promise.all([
      page.waitForURL(/\/commander-pro\/confirmation\/\d+$/),
      popin.getByRole('button', { name: 'Confirmer ma commande' }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    await shop.heading('Merci, votre commande pro est confirmée').waitFor();
    await main.getByText(/Paiement différé sur facture : à régler sous 30 jours après le retrait/).waitFor();
    proNumber = (await main
      .getByText('Numéro de commande pro')
      .locator('xpath=following-sibling::dd[1]')
      .textContent())!;
    expect(proNumber.trim()).not.toBe('');
    await expectNoA11yViolations(page);

    // The order, with its pro number, in his orders.
    await followed(page, /\/mon-compte\/mes-commandes\/\d+$/, () =>
      main.getByRole('link', { name: 'Voir ma commande' }).click(),
    );
    await main.getByText(proNumber.trim()).first().waitFor();
    await expectNoA11yViolations(page);
  });

  it('the pro space shows the outstanding the order uses', async () => {
    await andLoad(page, () => page.goto('/mon-compte/espace-pro'));
    await shop.heading('Mon espace pro').waitFor();
    const main = shop.main();
    await main.getByText('Boulangerie Lefebvre').first().waitFor();
    const used = await main.getByText('Utilisé').locator('xpath=following-sibling::dd[1]').textContent();
    expect(euros(used ?? '')).toBeGreaterThan(usedBefore);
    await expect(
      page
        .getByRole('navigation', { name: 'Menu de mon compte' })
        .getByRole('link', { name: 'Mon espace pro' })
        .count(),
    ).resolves.toBe(1);
    await expectNoA11yViolations(page);
  });

  it('a pro in a store outside his agreement gets the message and the change-store button', async () => {
    expect(outsideStore, 'a store outside the agreement').toBeGreaterThan(0);
    await andLoad(page, () => page.goto(`/?magasin_id=${outsideStore}`));
    const answer = await page.goto('/commander-pro');
    expect(answer?.status()).toBe(403);
    await page.waitForLoadState('networkidle');
    await shop
      .main()
      .getByText('Vous ne pouvez pas commander dans ce magasin avec votre compte pro')
      .waitFor();
    await expect(
      shop
        .main()
        .getByRole('link', { name: 'Changer de magasin' })
        .or(shop.main().getByRole('button', { name: 'Changer de magasin' }))
        .count(),
    ).resolves.toBeGreaterThan(0);
    await expectNoA11yViolations(page);
  });
});

describe('a consumer', () => {
  it('sent to /commander-pro goes back to /commander', async () => {
    const token = await apiToken(CONSUMER);
    const store = await accountStore(token);
    const { page } = await loggedIn(CONSUMER, store);
    await page.goto('/commander-pro');
    expect(new URL(page.url()).pathname).not.toBe('/commander-pro');
    expect(new URL(page.url()).pathname).toMatch(/^\/(commander|panier)$/);
    await andLoad(page, () => page.goto('/mon-compte/espace-pro'));
    expect(new URL(page.url()).pathname).toBe('/mon-compte');
  });
});
