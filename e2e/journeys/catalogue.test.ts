/**
 * Journey: search "yaourt" from the header, filter Nutri-Score A, sort by price per kg,
 * load more products, open a product sheet — zero axe violations on each page — then the list at
 * 320 px wide (no horizontal scroll) and without JavaScript (links and GET forms only).
 */
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { isFocused, Shop } from '../support/shop.ts';

const j = journey();

const cards = () => j.shop.main().getByRole('article');

/** The header's search: the first focus swaps the plain field for the autosuggest combobox (same label). */
async function searchCombobox() {
  await j.page
    .getByRole('searchbox', { name: /rechercher/i })
    .first()
    .focus();
  const combobox = j.page.getByRole('combobox', { name: 'Rechercher un produit' });
  await combobox.waitFor();
  return combobox;
}

describe('searching and browsing the catalogue', () => {
  it('searches "yaourt" from the header', async () => {
    await j.shop.open('/');
    const combobox = await searchCombobox();
    await combobox.fill('yaourt');
    await combobox.press('Enter');
    await j.page.waitForURL(/\/recherche\?keywords=yaourt/);
    await j.shop.heading('Résultats pour « yaourt »').waitFor();
    expect(await j.page.title()).toBe('Résultats pour « yaourt » | Cabas');
    expect(await cards().count()).toBeGreaterThan(10);
    await expectNoA11yViolations(j.page);
  });

  it('filters Nutri-Score A with the keyboard', async () => {
    const filter = j.shop.main().getByRole('link', { name: /^Nutri-Score A, \d+ produits/ });
    // On a wide screen the filters always show, without the small screens' toggle.
    expect(await filter.isVisible()).toBe(true);
    expect(await j.shop.main().locator('summary', { hasText: 'Filtrer les produits' }).isVisible()).toBe(
      false,
    );
    await filter.focus();
    await j.page.keyboard.press('Enter');
    await j.page.waitForURL(/\/recherche\/nutriscore-a\?keywords=yaourt/);
    await j.shop
      .main()
      .getByRole('link', { name: /^Nutri-Score A, \d+ produits?, sélectionné/ })
      .waitFor();
    await vi.waitFor(async () => {
      const grades = await j.shop
        .main()
        .getByRole('article')
        .getByText(/^Nutri-Score : /)
        .allTextContents();
      expect(grades.length).toBeGreaterThan(0);
      expect(new Set(grades)).toEqual(new Set(['Nutri-Score : A']));
    }, 5000);
    await expectNoA11yViolations(j.page);
  });

  it('sorts by price per kg', async () => {
    await j.shop.main().getByLabel('Trier par').selectOption('prix-kg-croissant');
    await j.page.waitForURL(/sortby=prix-kg-croissant/);
    expect(j.shop.location()).toMatch(/^\/recherche\/nutriscore-a\?/);
    expect(await j.shop.main().getByLabel('Trier par').inputValue()).toBe('prix-kg-croissant');
    await expectNoA11yViolations(j.page);
  });

  it('appends the next page with "Afficher plus"', async () => {
    const more = j.shop.main().getByRole('link', { name: 'Afficher plus' });
    if ((await more.count()) === 0) return; // a single page of results
    const before = await cards().count();
    // From the keyboard: a pointer's click can land beside a link that the page is still laying out
    // after the sort's navigation (a loaded machine), and the link is the same for both.
    await more.focus();
    await j.page.keyboard.press('Enter');
    await vi.waitFor(async () => expect(await cards().count()).toBeGreaterThan(before), 5000);
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });

  it('opens a product sheet', async () => {
    const first = cards().first().getByRole('link');
    const name = (await first.getAttribute('title')) ?? '';
    await first.click();
    await j.page.waitForURL(/\/article\/\d+\/[a-z0-9-]+$/);
    await j.shop.heading(name).waitFor();
    expect(await j.page.title()).toBe(`${name} | Cabas`);
    expect(
      await j.shop
        .main()
        .getByRole('table', { name: /Valeurs nutritionnelles/ })
        .count(),
    ).toBeLessThanOrEqual(1);
    const jsonLd = JSON.parse(
      (await j.page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers.priceCurrency).toBe('EUR');
    await expectNoA11yViolations(j.page);
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });

  it('answers the redirects of the catalogue', async () => {
    const search = await j.page.request.get('/recherche', { maxRedirects: 0 });
    expect(search.status()).toBe(301);
    expect(search.headers().location).toBe('/');
    const page2 = await j.page.request.get('/recherche?keywords=yaourt&pageindex=abc', { maxRedirects: 0 });
    expect(page2.status()).toBe(301);
    expect(page2.headers().location).toBe('/recherche?keywords=yaourt');
    const unknown = await j.page.request.get('/pas-une-page-du-tout', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });
});

describe('the search autosuggest', () => {
  it('suggests from 2 characters and opens a suggestion with the keyboard', async () => {
    await j.shop.open('/');
    const combobox = await searchCombobox();
    await vi.waitFor(async () => expect(await isFocused(combobox)).toBe(true), 5000);
    await expectNoA11yViolations(j.page);
    await j.page.keyboard.type('yao');
    const listbox = j.page.getByRole('listbox');
    await listbox.getByRole('option', { name: 'yaourt', exact: true }).first().waitFor();
    expect(
      await listbox.getByRole('group', { name: 'Produits' }).getByRole('option').count(),
    ).toBeLessThanOrEqual(3);
    await j.page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    await j.page.waitForTimeout(400);
    expect(await listbox.count(), 'Escape keeps the list closed').toBe(0);
    // Escape closes the list and empties the field, as a native search field does.
    expect(await combobox.inputValue()).toBe('');
    await j.page.keyboard.type('yao');
    await listbox.getByRole('option').first().waitFor();
    await j.page.keyboard.press('ArrowDown');
    await j.page.keyboard.press('Enter');
    await j.page.waitForURL(/\/(recherche\?keywords=|article\/|.+-c-\d+)/);
    await listbox.waitFor({ state: 'detached' });
    await j.shop.main().getByRole('heading', { level: 1 }).waitFor();
    await expectNoA11yViolations(j.page);
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });

  it('shows stores, categories, 3 products, words and history with zero axe violations', async () => {
    // A search beginning with "mar" joins the visitor's history (uuid cookie).
    await j.shop.open('/recherche?keywords=margarine');
    await j.shop.heading('Résultats pour « margarine »').waitFor();
    const combobox = await searchCombobox();
    await combobox.fill('');
    await j.page.keyboard.type('mar');
    const listbox = j.page.getByRole('listbox');
    await listbox.getByRole('group', { name: 'Magasins' }).getByRole('option').first().waitFor();
    const groups = ['Recherches récentes', 'Suggestions', 'Rayons', 'Produits', 'Magasins'];
    for (const name of groups)
      expect(await listbox.getByRole('group', { name }).getByRole('option').count(), name).toBeGreaterThan(0);
    expect(
      await listbox.getByRole('group', { name: 'Produits' }).getByRole('option').count(),
    ).toBeLessThanOrEqual(3);
    expect(
      await listbox.getByRole('group', { name: 'Recherches récentes' }).getByRole('option').allTextContents(),
    ).toContain('margarine');
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    await j.page.keyboard.press('ArrowDown');
    expect(await combobox.getAttribute('aria-activedescendant')).toBeTruthy();
    await expectNoA11yViolations(j.page);
    await j.page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
  });

  it('searches the typed text with Enter', async () => {
    await j.shop.open('/');
    const combobox = await searchCombobox();
    await combobox.fill('compote');
    await combobox.press('Enter');
    await j.page.waitForURL(/\/recherche\?keywords=compote$/);
    await j.shop.heading('Résultats pour « compote »').waitFor();
  });
});

describe('consumer information', () => {
  it("shows a product's consumer information in the bare layout", async () => {
    const response = await j.page.goto('/infoconso/3184670004654');
    expect(response?.status()).toBe(200);
    await j.page.getByRole('heading', { level: 1, name: 'Yaourt Nature La Chèvre' }).waitFor();
    expect(await j.page.getByRole('banner').count()).toBe(0);
    await expectNoA11yViolations(j.page);
    const missing = await j.page.request.get('/infoconso/0000000000000');
    expect(missing.status()).toBe(404);
  });

  it('finds a product by words or EAN from /infoconso', async () => {
    await j.page.goto('/infoconso');
    await j.page.getByRole('heading', { level: 1, name: 'Informations consommateur' }).waitFor();
    const field = j.page.getByLabel('Nom du produit ou code EAN');
    await field.fill('y');
    await j.page.getByRole('button', { name: 'Rechercher' }).click();
    await j.page.getByText('La recherche doit comporter au moins 2 caractères.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(j.page);
    await field.fill('yaourt chèvre');
    await j.page.getByRole('button', { name: 'Rechercher' }).click();
    await j.page.getByRole('heading', { level: 2, name: /produits? pour « yaourt chèvre »/ }).waitFor();
    await expectNoA11yViolations(j.page);
    await j.page
      .getByRole('link', { name: /^Yaourt Nature La Chèvre/ })
      .first()
      .click();
    await j.page.waitForURL(/\/infoconso\/\d+$/);
    await j.page.getByRole('heading', { level: 1, name: 'Yaourt Nature La Chèvre' }).waitFor();
    const byEan = await j.page.request.get('/infoconso?query=3184670004654', { maxRedirects: 0 });
    expect(byEan.status()).toBe(302);
    expect(byEan.headers().location).toBe('/infoconso/3184670004654');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists the sitemap and the catalogue pages', async () => {
    const robots = await j.page.request.get('/robots.txt');
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    const sitemap = await j.page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/rayons</loc>');
    expect(xml).toMatch(/-c-\d+<\/loc>/);
    expect(xml).toMatch(/\/article\/\d+\/[a-z0-9-]+<\/loc>/);
  });
});

describe('the catalogue at 320 px and without JavaScript', () => {
  it('shows a category list without horizontal scrolling', async () => {
    const small = await newPage(j.browser, { width: 320, height: 640 });
    const smallShop = new Shop(small);
    await smallShop.open('/rayons');
    expect(await smallShop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(small);
    await small.getByRole('main').getByRole('link').filter({ hasText: 'Crèmerie' }).first().click();
    await small.waitForURL(/-c-\d+$/);
    await smallShop.main().getByRole('article').first().waitFor();
    expect(await smallShop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(small);
    // The card's first link is its product's (in national mode « Ajouter » is a link to the store chooser).
    await smallShop.main().getByRole('article').first().getByRole('link').first().click();
    await small.waitForURL(/\/article\/\d+\//);
    await smallShop.main().getByRole('heading', { level: 1 }).waitFor();
    expect(await smallShop.horizontalOverflow()).toBeLessThanOrEqual(0);
    await small.context().close();
  });

  it('filters, sorts and pages with links and GET forms only', async () => {
    const plain = await newPage(j.browser, { javaScript: false });
    const plainShop = new Shop(plain);
    await plainShop.open('/recherche?keywords=yaourt', { javaScript: false });
    await plain.getByRole('link', { name: /^Nutri-Score A, \d+ produits/ }).click();
    expect(plainShop.location()).toBe('/recherche/nutriscore-a?keywords=yaourt');
    await plain.getByLabel('Trier par').selectOption('prix-croissant');
    await plain.getByRole('button', { name: 'Trier' }).click();
    expect(plainShop.location()).toBe('/recherche/nutriscore-a?keywords=yaourt&sortby=prix-croissant');
    const more = plain.getByRole('link', { name: 'Afficher plus' });
    if (await more.count()) {
      await more.click();
      expect(plainShop.location()).toContain('pageindex=2');
      await plain.getByRole('link', { name: 'Afficher les produits précédents' }).waitFor();
    }
    await expectNoA11yViolations(plain);
    await plain.context().close();
  });
});
