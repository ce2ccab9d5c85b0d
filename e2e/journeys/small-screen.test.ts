/**
 * Journey (issue 3 §6, §7): the shop from 320 px wide. No horizontal scrolling on the home and
 * not-found pages, the department menu reachable, the shop selector usable.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, launchBrowser, newPage } from '../support/browser.ts';
import { Shop } from '../support/shop.ts';

let browser: Browser;
let page: Page;
let shop: Shop;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { width: 320, height: 640 });
  shop = new Shop(page);
});
afterAll(async () => {
  await browser?.close();
});

async function expectWithinViewport(name: string) {
  const box = await shop.header.menu().getByRole('button', { name }).boundingBox();
  expect(box, `${name} is displayed`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
}

describe('the shop 320 px wide', () => {
  it('shows the home page without horizontal scrolling', async () => {
    await shop.open('/');
    expect(await shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });

  it('reaches the department menu through its toggle', async () => {
    const toggle = shop.header.menuToggle();
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expectWithinViewport('Fruits et légumes');
    await expectWithinViewport('Cartes cadeaux');
    expect(await shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);

    // A department opens its panel (levels 2 and 3), loaded on demand.
    const department = shop.header.menu().getByRole('button', { name: 'Fruits et légumes' });
    await department.click();
    expect(await department.getAttribute('aria-expanded')).toBe('true');
    await shop.header.menu().getByRole('link', { name: 'Tout le rayon Fruits et légumes' }).waitFor();
    expect(await shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });

  it('opens the shop selector within the screen', async () => {
    await shop.open('/');
    await shop.header.storeTrigger().click();
    await shop.selector.dialog.waitFor();
    await shop.selector.searchField().fill('Lyon');
    await shop.selector.searchButton().click();
    await shop.selector.results().waitFor();
    const box = await shop.selector.dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
  });

  it('shows the not-found page without horizontal scrolling', async () => {
    const response = await shop.open('/une/adresse/inconnue');
    expect(response.status()).toBe(404);
    expect(await shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    expect(await shop.header.menuToggle().isVisible()).toBe(true);
    await expectNoA11yViolations(page);
  });

  it('hydrated every page without a script error (no hydration mismatch)', () => {
    expect(shop.unexpectedErrors()).toEqual([]);
  });
});
