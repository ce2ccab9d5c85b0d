/**
 * Journey (issue 3 §7): the national home page, the shop selector popin operated with the keyboard
 * (search by postal code, stores listed with their distance, confirm disabled until one is chosen),
 * then the chosen store in the header and on the home page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, launchBrowser, newPage } from '../support/browser.ts';
import { eventually, isFocused, Shop } from '../support/shop.ts';

let browser: Browser;
let page: Page;
let shop: Shop;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  shop = new Shop(page);
});
afterAll(async () => {
  await browser?.close();
});

describe('choosing a store from the national home page', () => {
  it('shows the national home page without a store', async () => {
    const response = await shop.open('/');
    expect(response.status()).toBe(200);
    expect(await page.title()).toBe('Courses en ligne : drive, retrait et livraison | Cabas');
    expect(await shop.header.storeName()).toBeNull();
    expect(await shop.header.storeTrigger().textContent()).toBe('Choisir un magasin');
    await expect(shop.heading('Vos courses en ligne, aux prix de votre magasin').isVisible()).resolves.toBe(
      true,
    );
    await expectNoA11yViolations(page);
  });

  it('opens the shop selector from the keyboard and closes it with Escape, focus restored', async () => {
    const trigger = shop.header.storeTrigger();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await shop.selector.dialog.waitFor();
    expect(await isFocused(shop.selector.searchField()), 'the search field has the focus').toBe(true);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await shop.selector.dialog.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await isFocused(trigger), 'focus back on the trigger').toBe(true));
  });

  it('searches by postal code, lists the stores with their distance, confirms once one is chosen', async () => {
    await shop.header.storeTrigger().focus();
    await page.keyboard.press('Enter');
    await shop.selector.dialog.waitFor();
    await page.keyboard.type('69003');
    await page.keyboard.press('Enter');
    const results = shop.selector.results();
    await results.waitFor();
    expect(await results.getAttribute('aria-label')).toBe(
      '2 magasins trouvés près de 69003 Lyon 3e Arrondissement',
    );
    const first = shop.selector.store('Cabas Hyper Lyon Part-Dieu');
    const second = shop.selector.store('Cabas City Lyon Croix-Rousse');
    // Nearest first, each with its distance (part of the radio's accessible name).
    expect(await shop.selector.store('Cabas Hyper Lyon Part-Dieu', /Distance : 0 km/).count()).toBe(1);
    expect(await shop.selector.store('Cabas City Lyon Croix-Rousse', /Distance : 4,5 km/).count()).toBe(1);
    expect(await results.getByRole('radio').nth(0).getAttribute('value')).toBe('47');
    // Nothing selected yet: the confirm button is disabled.
    expect(await shop.selector.confirmButton().isDisabled()).toBe(true);
    await expectNoA11yViolations(page);

    // Keyboard only: Tab into the radio group, arrow to the second store, Tab to confirm, Enter.
    await shop.tabTo(first);
    await page.keyboard.press('ArrowDown');
    await eventually(async () => expect(await second.isChecked()).toBe(true));
    expect(await shop.selector.confirmButton().isEnabled()).toBe(true);
    await expectNoA11yViolations(page);
    await shop.tabTo(shop.selector.confirmButton());
    await page.keyboard.press('Enter');

    await shop.selector.dialog.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await shop.header.storeName()).toBe('Cabas City Lyon Croix-Rousse'));
    expect(await shop.header.storeTrigger().textContent()).toBe('Changer de magasin');
    // The popin gave the focus back to its trigger.
    await eventually(async () => expect(await isFocused(shop.header.storeTrigger())).toBe(true));
  });

  it('shows the chosen store on the home page, with a notification', async () => {
    await shop.heading('Cabas City Lyon Croix-Rousse').waitFor();
    expect(await page.title()).toBe('Vos courses à Cabas City Lyon Croix-Rousse | Cabas');
    expect(await shop.notifications().textContent()).toContain(
      'Votre magasin est maintenant : Cabas City Lyon Croix-Rousse.',
    );
    expect(await shop.main().getByRole('heading', { name: 'Horaires' }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);

    // The choice lives in the store cookie: a new page load keeps it.
    await shop.open('/');
    expect(await shop.header.storeName()).toBe('Cabas City Lyon Croix-Rousse');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'magasin_id')?.value).toBe('48');
    await expectNoA11yViolations(page);
  });

  it('hydrated every page without a script error (no hydration mismatch)', () => {
    expect(shop.unexpectedErrors()).toEqual([]);
  });
});
