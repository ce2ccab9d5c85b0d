/**
 * Journey (issue #21): the store locator `/magasins`. On a wide screen the map appears beside the
 * list once the page is interactive; a search for "Lyon" lists its stores with today's hours and a
 * link to each store page, and pointing at a store in the list highlights it on the map. The same
 * search with the keyboard only, on a narrow screen where the map is never loaded, and without
 * JavaScript. axe-core on every state.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { isFocused, Shop } from '../support/shop.ts';

const j = journey();

afterAll(async () => {
  await j.page?.context().close();
});

const storeLink = /^\/magasins\/[a-z0-9-]+-m-\d+$/;

describe('the store locator with its map', () => {
  it('shows every store on the list and the map, then finds the stores of Lyon', async () => {
    const { page, shop } = j;
    const response = await shop.open('/magasins');
    expect(response.status()).toBe(200);
    await shop.heading('Trouver un magasin').waitFor();
    await page.locator('.store-map .store-cluster, .store-map .store-marker').first().waitFor();
    await page.locator('.store-map path.leaflet-interactive, .store-map svg path').first().waitFor();
    await expectNoA11yViolations(page);

    await shop.main().getByRole('textbox', { name: 'Code postal ou ville' }).fill('Lyon');
    await Promise.all([
      page.waitForURL(/\/magasins\?recherche=Lyon/),
      shop.main().getByRole('button', { name: 'Rechercher un magasin' }).click(),
    ]);
    await expect
      .poll(() => shop.main().getByRole('status').textContent())
      .toMatch(/magasins? à moins de 30 km de Lyon/);
    const first = shop
      .main()
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .first();
    await expect(first.getByRole('heading', { level: 3 }).textContent()).resolves.toMatch(/Lyon/);
    await expect(first.getByText(/^Aujourd’hui : (\d\dh\d\d-\d\dh\d\d|Fermé)/).count()).resolves.toBe(1);
    await expect(first.getByText(/^(Ouvert jusqu’à|Fermé)/).count()).resolves.toBe(1);
    const href = await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
    expect(href).toMatch(storeLink);
    await expect(first.getByRole('button', { name: /^Choisir ce magasin/ }).count()).resolves.toBe(1);

    // Pointing at the store in the list highlights its marker (or the group that holds it).
    await first.hover();
    await page.locator('.store-map .is-active').first().waitFor();
    await expectNoA11yViolations(page);
  });

  it('filters on the stores with a fuel station', async () => {
    const { page, shop } = j;
    await shop.main().getByText('Filtres', { exact: true }).click();
    await shop.main().getByRole('checkbox', { name: 'Station-service (carburant)' }).check();
    await Promise.all([
      page.waitForURL(/carburant=on/),
      shop.main().getByRole('button', { name: 'Appliquer les filtres' }).click(),
    ]);
    await expect.poll(() => shop.main().getByRole('status').textContent()).toMatch(/de Lyon/);
    const items = shop.main().getByRole('article');
    // The status said « de Lyon » before the filter too: wait until the list shown is the filtered one.
    await expect
      .poll(async () => {
        const shown = await items.count();
        return shown > 0 && shown === (await items.filter({ hasText: /Station-service/ }).count());
      })
      .toBe(true);
    const count = await items.count();
    for (let i = 0; i < count; i++) {
      await items.nth(i).getByText('Horaires de la semaine et services').click();
      await expect(
        items
          .nth(i)
          .getByText(/Station-service/)
          .count(),
      ).resolves.toBe(1);
    }
    await expectNoA11yViolations(page);
  });
});

describe('the store locator with the keyboard only, without the map', () => {
  it('finds the stores of Lyon on a narrow screen where the map is not loaded', async () => {
    const page = await newPage(j.browser, { width: 480, height: 900 });
    const shop = new Shop(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      await shop.open('/magasins');
      const field = shop.main().getByRole('textbox', { name: 'Code postal ou ville' });
      await shop.tabTo(field, 60);
      await page.keyboard.type('Lyon');
      await Promise.all([page.waitForURL(/recherche=Lyon/), page.keyboard.press('Enter')]);
      await expect.poll(() => shop.main().getByRole('status').textContent()).toMatch(/de Lyon/);
      const first = shop.main().getByRole('article').first();
      const link = first.getByRole('heading', { level: 3 }).getByRole('link');
      await shop.tabTo(link, 60);
      expect(await isFocused(link)).toBe(true);
      expect(await link.getAttribute('href')).toMatch(storeLink);
      await expect(first.getByText(/^Aujourd’hui : /).count()).resolves.toBe(1);
      const choose = first.getByRole('button', { name: /^Choisir ce magasin/ });
      await shop.tabTo(choose, 10);
      expect(
        await shop.main().getByRole('button', { name: 'Afficher la carte' }).getAttribute('aria-expanded'),
      ).toBe('false');
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      expect(scripts.filter((url) => /leaflet|store-map/.test(url))).toEqual([]);
      await expectNoA11yViolations(page);
    } finally {
      await page.context().close();
    }
  });

  it('works without JavaScript: the search and the list are a plain form and links', async () => {
    const page = await newPage(j.browser, { javaScript: false });
    const shop = new Shop(page);
    try {
      await shop.open('/magasins', { javaScript: false });
      await shop.main().getByRole('textbox', { name: 'Code postal ou ville' }).fill('Lyon');
      await Promise.all([page.waitForURL(/recherche=Lyon/), page.keyboard.press('Enter')]);
      const first = shop.main().getByRole('article').first();
      expect(await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')).toMatch(
        storeLink,
      );
      await expect(first.getByText(/^Aujourd’hui : /).count()).resolves.toBe(1);
      expect(await shop.main().getByRole('button', { name: 'Afficher la carte' }).count()).toBe(0);
      await expectNoA11yViolations(page);
    } finally {
      await page.context().close();
    }
  });
});
