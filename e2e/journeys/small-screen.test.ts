/**
 * Journey: the shop from 320 px wide. No horizontal scrolling on the home and
 * not-found pages, the department menu reachable, the shop selector usable, a list's filters folded
 * under a toggle, the cart within the screen.
 */
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const j = journey({ width: 320, height: 640 });

async function expectWithinViewport(name: string) {
  const box = await j.shop.header.menu().getByRole('button', { name }).boundingBox();
  expect(box, `${name} is displayed`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
}

describe('the shop 320 px wide', () => {
  it('shows the home page without horizontal scrolling', async () => {
    await j.shop.open('/');
    expect(await j.shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(j.page);
  });

  it('reaches the department menu through its toggle', async () => {
    const toggle = j.shop.header.menuToggle();
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expectWithinViewport('Fruits et légumes');
    await expectWithinViewport('Cartes cadeaux');
    expect(await j.shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(j.page);

    // A department opens its panel (levels 2 and 3), loaded on demand.
    const department = j.shop.header.menu().getByRole('button', { name: 'Fruits et légumes' });
    await department.click();
    expect(await department.getAttribute('aria-expanded')).toBe('true');
    await j.shop.header.menu().getByRole('link', { name: 'Tout le rayon Fruits et légumes' }).waitFor();
    expect(await j.shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(j.page);
  });

  it('opens the shop selector within the screen', async () => {
    await j.shop.open('/');
    await j.shop.header.storeTrigger().click();
    await j.shop.selector.dialog.waitFor();
    await j.shop.selector.searchField().fill('Lyon');
    await j.shop.selector.searchButton().click();
    await j.shop.selector.results().waitFor();
    const box = await j.shop.selector.dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await j.shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(j.page);
    await j.page.keyboard.press('Escape');
  });

  it('shows the not-found page without horizontal scrolling', async () => {
    const response = await j.shop.open('/une/adresse/inconnue');
    expect(response.status()).toBe(404);
    expect(await j.shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    expect(await j.shop.header.menuToggle().isVisible()).toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('shows a list’s products first, its filters behind a toggle', async () => {
    await j.shop.open('/recherche?keywords=yaourt');
    expect(await j.shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    // The page keeps the shop's side margins.
    const title = await j.shop.heading('Résultats pour « yaourt »').boundingBox();
    expect(title!.x).toBeGreaterThanOrEqual(12);
    const filter = j.shop.main().getByRole('link', { name: /^Nutri-Score A, \d+ produits/ });
    const toggle = j.shop.main().locator('summary', { hasText: 'Filtrer les produits' });
    expect(await filter.isVisible()).toBe(false);
    expect(await toggle.isVisible()).toBe(true);
    // Only the sort toolbar stands between the folded filters and the first product.
    const folded = await toggle.boundingBox();
    const firstCard = await j.shop.main().getByRole('article').first().boundingBox();
    expect(firstCard!.y - (folded!.y + folded!.height)).toBeLessThan(150);
    await expectNoA11yViolations(j.page);

    await toggle.focus();
    await j.page.keyboard.press('Enter');
    expect(await filter.isVisible()).toBe(true);
    expect(await j.shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(j.page);
    await filter.click();
    await j.page.waitForURL(/\/recherche\/nutriscore-a\?keywords=yaourt/);
    await j.shop.main().locator('summary', { hasText: 'Filtrer les produits (1 filtre actif)' }).waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('shows the cart without horizontal scrolling', async () => {
    await j.shop.open('/?magasin_id=2');
    await j.shop.open('/recherche?keywords=pommes');
    const add = j.shop
      .main()
      .getByRole('article', { name: 'Pomme de terre', exact: true })
      .getByRole('button', { name: 'Ajouter Pomme de terre au panier' });
    // The stepper shows at once (optimistic): the cart page is opened once the server has kept the line.
    const kept = j.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith('/ressources/panier'),
    );
    await add.click();
    expect((await kept).ok()).toBe(true);
    await j.shop.main().getByRole('button', { name: 'Augmenter la quantité de Pomme de terre' }).waitFor();
    await j.shop.open('/panier');
    await j.shop.main().getByRole('heading', { level: 3, name: 'Pomme de terre' }).waitFor();
    expect(await j.shop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(j.page);
  });

  it('hydrated every page without a script error (no hydration mismatch)', () => {
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });
});
