/**
 * Journey (issue 6): a visitor of the Paris Bastille store adds three products (one sold by weight)
 * from the cards and a product sheet, logs in as the loyalty customer whose account already has a
 * cart, completes that cart with the visitor's lines (cart-state popin), changes a quantity, applies
 * a demo promo code and empties the cart through its confirmation popin. A browser without
 * JavaScript adds a product with the plain form. A non-empty basket asks before a store change.
 * axe-core on every page, popin and state.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, launchBrowser, newPage } from '../support/browser.ts';
import { eventually, Shop } from '../support/shop.ts';

const STORE = { id: 2, name: 'Cabas City Paris Bastille' };
const ACCOUNT = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
/** A product of the account's seeded cart (the merge adds the visitor's lines to it). */
const ACCOUNT_LINE = '4 yaourts brassés vanille';

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

/** The header's cart block: its accessible name carries the count and the amount. */
const cartBlock = (p: Page = page) => p.getByRole('banner').getByRole('link', { name: /^Panier/ });

async function cartCount(p: Page = page): Promise<number> {
  const name = (await cartBlock(p).getAttribute('aria-label')) ?? (await cartBlock(p).textContent()) ?? '';
  const match = /(\d+) articles?/.exec(name);
  return match ? Number(match[1]) : Number.NaN;
}

async function waitForCount(count: number, p: Page = page): Promise<void> {
  await eventually(async () => expect(await cartCount(p)).toBe(count), 10_000);
}

function card(name: string): Locator {
  return shop.main().getByRole('article', { name, exact: true });
}

describe('the cart', () => {
  it('a visitor adds a weighed product and a counted one from the cards', async () => {
    await shop.open(`/?magasin_id=${STORE.id}`);
    expect(await shop.header.storeName()).toBe(STORE.name);
    expect(await cartCount()).toBe(0);

    await shop.open('/recherche?keywords=pommes');
    const gala = card('Pommes Gala');
    await gala.getByRole('combobox', { name: 'Poids de Pommes Gala' }).selectOption({ label: '750 g' });
    await gala.getByRole('button', { name: 'Ajouter Pommes Gala au panier' }).click();
    await waitForCount(1);
    // The weighed line now offers to change its weight or to remove it.
    await gala.getByRole('button', { name: 'Modifier le poids de Pommes Gala' }).waitFor();
    expect(await gala.getByRole('combobox', { name: 'Poids de Pommes Gala' }).inputValue()).toBe('0.75');
    // The suggestion popin confirms the add.
    await page.getByRole('region', { name: 'Produit ajouté au panier' }).waitFor();
    await expectNoA11yViolations(page);

    const potato = card('Pomme de terre');
    await potato.getByRole('button', { name: 'Ajouter Pomme de terre au panier' }).click();
    await waitForCount(2);
    await potato.getByRole('button', { name: 'Augmenter la quantité de Pomme de terre' }).click();
    await waitForCount(3);
    await potato.getByRole('button', { name: 'Diminuer la quantité de Pomme de terre' }).click();
    await waitForCount(2);
    expect(await page.getByRole('status').filter({ hasText: 'Panier mis à jour' }).count()).toBe(1);
    await expectNoA11yViolations(page);
  });

  it('adds a third product from its sheet, and /panier lists the lines', async () => {
    await shop.open('/recherche?keywords=yaourts%20brass%C3%A9s%20vanille');
    const link = shop.main().getByRole('link', { name: ACCOUNT_LINE, exact: true }).first();
    await link.click();
    await shop.heading(ACCOUNT_LINE).waitFor();
    expect(shop.location()).toMatch(/^\/article\/9\//);
    await shop
      .main()
      .getByRole('button', { name: `Ajouter ${ACCOUNT_LINE} au panier` })
      .click();
    await waitForCount(3);
    await expectNoA11yViolations(page);

    await cartBlock().click();
    await page.waitForURL((url) => url.pathname === '/panier');
    await shop.heading('Mon panier').waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    for (const name of ['Pommes Gala', 'Pomme de terre', ACCOUNT_LINE])
      expect(await shop.main().getByRole('heading', { level: 3, name }).count()).toBe(1);
    await shop.main().getByRole('heading', { name: 'Récapitulatif' }).waitFor();
    await expectNoA11yViolations(page);
  });

  it('a product with a lot advantage shows its offer after the add (lot-advantage popin)', async () => {
    await shop.open('/article/8');
    const name = "Blanc d'Œuf Pâtissier Pasteurisé";
    await shop.heading(name).waitFor();
    await shop
      .main()
      .getByRole('button', { name: `Ajouter ${name} au panier` })
      .click();
    await waitForCount(4);
    const lot = page.getByRole('region', { name: 'Offre par lot' });
    await lot.getByText('40% cagnottés sur le 2ème au choix').waitFor();
    await expectNoA11yViolations(page);
    // It closes by itself after 3.5 s (the pointer and the focus are elsewhere).
    await eventually(async () => expect(await lot.count()).toBe(0), 8000);
  });

  it('after login, the cart-state popin completes the account cart with the visitor lines', async () => {
    await shop.open('/connexion?redirectTo=%2Fpanier');
    await shop.main().getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
    await shop.main().getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
    await Promise.all([
      page.waitForEvent('load'),
      shop.main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    await shop.hydrated();
    const popin = page.getByRole('dialog', { name: 'Compléter votre panier' });
    await popin.waitFor();
    await expectNoA11yViolations(page);
    await popin.getByRole('button', { name: 'Compléter mon panier' }).click();
    // A merge that had to adjust something reports it; otherwise the popin just closes.
    const report = page.getByRole('dialog', { name: 'Panier mis à jour' });
    await eventually(async () => {
      expect(await popin.count()).toBe(0);
    }, 10_000).catch(async () => {
      await report.waitFor();
      await expectNoA11yViolations(page);
      await report.getByRole('button', { name: 'Continuer mes courses' }).click();
    });
    await page.reload();
    await shop.hydrated();
    // The account's five lines and the visitor's two new products (the yoghurts were in both).
    for (const name of ['Pommes Gala', 'Pomme de terre', ACCOUNT_LINE, 'Cremaux'])
      expect(await shop.main().getByRole('heading', { level: 3, name }).count()).toBe(1);
    await expectNoA11yViolations(page);
  });

  it('changes a quantity and applies a promo code on /panier', async () => {
    const before = await cartCount();
    await shop
      .main()
      .getByRole('button', { name: `Augmenter la quantité de ${ACCOUNT_LINE}` })
      .click();
    await waitForCount(before + 1);

    const field = shop.main().getByRole('textbox', { name: 'Code promo' });
    await field.fill('CODEINCONNU');
    await shop.main().getByRole('button', { name: 'Appliquer' }).click();
    await shop.main().getByRole('alert').filter({ hasText: "Ce code promo n'existe pas" }).waitFor();
    await expectNoA11yViolations(page);

    await field.fill('VOISIN3');
    await shop.main().getByRole('button', { name: 'Appliquer' }).click();
    await shop
      .main()
      .getByText(/Code promo VOISIN3/)
      .waitFor();
    await shop.main().getByRole('button', { name: 'Retirer le code promo VOISIN3' }).waitFor();
    await expectNoA11yViolations(page);
  });

  it('empties the cart after the confirmation popin', async () => {
    await shop.main().getByRole('button', { name: 'Vider le panier' }).click();
    const popin = page.getByRole('dialog', { name: 'Vider le panier' });
    await popin.waitFor();
    await expectNoA11yViolations(page);
    await popin.getByRole('button', { name: 'Vider mon panier' }).click();
    await shop.main().getByText('Votre panier est vide.').waitFor();
    await waitForCount(0);
    expect(await shop.main().getByRole('link', { name: 'Continuer mes courses' }).count()).toBe(1);
    await expectNoA11yViolations(page);
    // The refused promo code answered 422 on purpose.
    expect(shop.unexpectedErrors().filter((text) => !/status of 422\b/.test(text))).toEqual([]);
  });

  it('asks before changing store with a non-empty basket, saves it, then goes home', async () => {
    await shop.open('/recherche?keywords=pommes');
    await card('Pomme de terre').getByRole('button', { name: 'Ajouter Pomme de terre au panier' }).click();
    await waitForCount(1);
    await shop.header.storeTrigger().click();
    await shop.selector.searchField().fill('69003');
    await shop.selector.searchButton().click();
    await shop.selector.pick('Cabas Hyper Lyon Part-Dieu');
    await shop.selector.confirmButton().click();
    await shop.selector.dialog.getByText(/Votre panier contient 1 article/).waitFor();
    await shop.selector.dialog.getByText(/Panier sauvegardé/).waitFor();
    await expectNoA11yViolations(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/' && !url.search, { timeout: 15_000 }),
      shop.selector.dialog.getByRole('button', { name: 'Changer de magasin' }).click(),
    ]);
    await shop.hydrated();
    expect(await shop.header.storeName()).toBe('Cabas Hyper Lyon Part-Dieu');
    expect(await cartCount()).toBe(0);
  });
});

describe('the cart without JavaScript', () => {
  it('adds a product with the plain form and comes back to the page', async () => {
    const plain = await newPage(browser, { javaScript: false });
    const visitor = new Shop(plain);
    await visitor.open(`/?magasin_id=${STORE.id}`, { javaScript: false });
    await visitor.open('/recherche?keywords=pommes', { javaScript: false });
    await Promise.all([
      plain.waitForEvent('load'),
      visitor
        .main()
        .getByRole('article', { name: 'Pomme de terre', exact: true })
        .getByRole('button', { name: 'Ajouter Pomme de terre au panier' })
        .click(),
    ]);
    expect(visitor.location()).toBe('/recherche?keywords=pommes');
    expect(await cartCount(plain)).toBe(1);
    await expectNoA11yViolations(plain);
    await visitor.open('/panier', { javaScript: false });
    expect(await visitor.main().getByRole('heading', { level: 3, name: 'Pomme de terre' }).count()).toBe(1);
    await expectNoA11yViolations(plain);
    await plain.context().close();
  });
});
