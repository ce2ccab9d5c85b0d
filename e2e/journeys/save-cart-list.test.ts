/**
 * Journey (payment outcome pages): the cart is saved into a
 * shopping list. A visitor is asked to log in first; the standard customer saves her drive cart from
 * /panier into a new list (success view closing after 5 s), then over that list (overwrite notice);
 * without JavaScript the same form works inline on a payment outcome page. axe-core on every state.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { emptyDemoDriveCart, fillDemoDriveCart } from '../support/demo-cart.ts';
import { withBrowser } from '../support/journey.ts';
import { isFocused, Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const STORE_ID = 2;
const LABEL = 'Enregistrer mon panier dans une liste';
const OUTCOME = '/commander/confirmation/annulation?type_panier=drive';

const j = withBrowser();

/** The demo account is shared by the journeys: its drive cart is emptied before and after. */
beforeAll(() => emptyDemoDriveCart(ACCOUNT, STORE_ID));
afterAll(() => emptyDemoDriveCart(ACCOUNT, STORE_ID));

async function logIn(page: Page, shop: Shop, javaScript: boolean): Promise<void> {
  await shop.open(`/?magasin_id=${STORE_ID}`, { javaScript });
  await shop.logIn(ACCOUNT, { javaScript });
  await page.getByRole('banner').getByText('Bonjour Marie').waitFor();
}

describe('saving the cart into a list, as a visitor', () => {
  afterAll(() => emptyDemoDriveCart(ACCOUNT, STORE_ID));

  it('asks to log in first, then opens the form', async () => {
    const page = await newPage(j.browser);
    const shop = new Shop(page);
    // The account already has a cart: after login a popin says it was recovered, before the form.
    await fillDemoDriveCart(ACCOUNT, STORE_ID);
    await shop.open(`/?magasin_id=${STORE_ID}`);
    // A payment outcome page has no shop header: the button shows once the page is hydrated.
    await page.goto(OUTCOME);
    await shop.main().getByRole('button', { name: LABEL }).click();
    const login = page.getByRole('dialog', { name: 'Identification requise' });
    await login.waitFor();
    await expectNoA11yViolations(page);
    // After login the page comes back with the form open (`?liste=1`): the popin opens by itself,
    // and closing it takes `?liste=1` out of the address.
    await login.getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
    await login.getByRole('button', { name: "Je m'identifie" }).click();
    await page.waitForURL((url) => url.searchParams.get('liste') === '1');
    const save = page.getByRole('dialog', { name: LABEL });
    // The login's own popins (the account's cart, its store) come first, one at a time; the form
    // opens only once they are all closed.
    const loginPopins = page.getByRole('dialog').filter({ hasNotText: LABEL });
    let loginPopinsSeen = 0;
    for (let i = 0; i < 12; i++) {
      expect(await page.getByRole('dialog').count()).toBeLessThanOrEqual(1);
      if (!(await loginPopins.count()) && (await save.isVisible())) break;
      if (await loginPopins.count()) {
        loginPopinsSeen++;
        await loginPopins.first().focus();
        await page.keyboard.press('Escape');
      }
      await page.waitForTimeout(400);
    }
    expect(loginPopinsSeen).toBeGreaterThan(0);
    await save.getByRole('radio', { name: 'Une nouvelle liste' }).waitFor();
    await save.getByRole('button', { name: 'Annuler' }).click();
    await save.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname.endsWith('/annulation') && !url.searchParams.has('liste'));
    await page.context().close();
  });
});

describe('saving the cart into a list, logged in', () => {
  let page: Page;
  let shop: Shop;
  beforeAll(async () => {
    page = await newPage(j.browser);
    shop = new Shop(page);
  });

  const dialog = () => page.getByRole('dialog', { name: LABEL });
  const trigger = () => shop.main().getByRole('button', { name: LABEL });

  it('logs in and fills a drive cart', async () => {
    await logIn(page, shop, true);
    await shop.open('/recherche?keywords=pommes');
    const add = shop.main().getByRole('button', { name: /^Ajouter .* au panier$/ });
    await add.first().click();
    // The add is saved before the page changes (its stepper replaces the button).
    await shop
      .main()
      .getByRole('button', { name: /^Augmenter la quantité de / })
      .first()
      .waitFor();
    await shop.open('/panier?type_panier=drive');
    await vi.waitFor(async () => expect(await trigger().count()).toBe(1), 10_000);
  });

  it('saves the cart into a new list; the success view closes after 5 s', async () => {
    await trigger().click();
    await dialog().getByRole('radio', { name: 'Une nouvelle liste' }).waitFor();
    expect(await dialog().getByRole('radio', { name: 'Une nouvelle liste' }).isChecked()).toBe(true);
    await expectNoA11yViolations(page);
    // No title: the French message, on the field, which takes the focus.
    await dialog().getByRole('button', { name: 'Enregistrer' }).click();
    const title = dialog().getByRole('textbox', { name: 'Titre de la nouvelle liste' });
    await dialog().getByText('Merci de renseigner un titre').waitFor();
    await vi.waitFor(async () => expect(await isFocused(title)).toBe(true), 5000);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);

    await title.fill('Courses du samedi');
    await dialog().getByRole('button', { name: 'Enregistrer' }).click();
    const done = page.getByRole('dialog', { name: 'Liste enregistrée' });
    await done.getByText('Votre panier est enregistré dans la liste « Courses du samedi ».').waitFor();
    await expectNoA11yViolations(page);
    await done.waitFor({ state: 'detached', timeout: 8000 });
    await vi.waitFor(async () => expect(await isFocused(trigger())).toBe(true), 5000);
    expect(await shop.main().getByRole('status').filter({ hasText: 'Courses du samedi' }).count()).toBe(1);
    // The cart is still there.
    expect(
      await shop
        .main()
        .getByRole('link', { name: /^Commander/ })
        .count(),
    ).toBe(1);
  });

  it('overwrites an existing list after a notice', async () => {
    await trigger().click();
    const existing = dialog().getByRole('radio', { name: /^Courses du samedi \(\d+ produits?\)$/ });
    await existing.check();
    await dialog()
      .getByText(
        'Le contenu actuel de la liste « Courses du samedi » sera remplacé par celui de votre panier.',
      )
      .waitFor();
    await expectNoA11yViolations(page);
    await dialog().getByRole('button', { name: 'Enregistrer' }).click();
    const done = page.getByRole('dialog', { name: 'Liste enregistrée' });
    await done.getByText('Votre panier est enregistré dans la liste « Courses du samedi ».').waitFor();
    await done.getByRole('button', { name: 'Fermer' }).first().click();
    await done.waitFor({ state: 'detached' });
    // The refused title of the previous test answered 422 on purpose.
    expect(shop.unexpectedErrors().filter((e) => !e.includes('status of 422'))).toEqual([]);
  });
});

describe('saving the cart into a list without JavaScript', () => {
  let page: Page;
  let shop: Shop;
  beforeAll(async () => {
    page = await newPage(j.browser, { javaScript: false });
    shop = new Shop(page);
  });

  it('opens the form inline on a payment outcome page and refuses a missing title', async () => {
    await logIn(page, shop, false);
    await shop.open(OUTCOME, { javaScript: false });
    await shop.main().getByRole('link', { name: LABEL }).click();
    await page.waitForURL((url) => url.searchParams.get('liste') === '1');
    const form = shop.main().getByRole('region', { name: LABEL });
    expect(await form.getByRole('radio', { name: /^Courses du samedi/ }).count()).toBe(1);
    expect(await form.getByText('Choisir une liste existante remplace son contenu').count()).toBe(1);
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL((url) => url.searchParams.get('liste') === '1');
    await shop.main().getByText('Merci de renseigner un titre').waitFor();
    await expectNoA11yViolations(page);
  });

  it('saves into a new list and says so on the page', async () => {
    const form = shop.main().getByRole('region', { name: LABEL });
    await form.getByRole('textbox', { name: 'Titre de la nouvelle liste' }).fill('Courses de la semaine');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/annulation') && !url.searchParams.has('liste'));
    expect(
      await shop
        .main()
        .getByRole('status')
        .filter({ hasText: 'Votre panier est enregistré dans la liste « Courses de la semaine ».' })
        .count(),
    ).toBe(1);
    await expectNoA11yViolations(page);
  });
});
