/**
 * Journey: a visitor of the Paris Bastille store adds three products (one sold by weight)
 * from the cards and a product sheet, logs in as the loyalty customer whose account already has a
 * cart, completes that cart with the visitor's lines (cart-state popin), changes a quantity, applies
 * a demo promo code and empties the cart through its confirmation popin. A browser without
 * JavaScript adds a product with the plain form. A non-empty basket asks before a store change.
 * axe-core on every page, popin and state.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { Header, Shop } from '../support/shop.ts';

const STORE = { id: 2, name: 'Cabas City Paris Bastille' };
const ACCOUNT = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
/** A product of the account's seeded cart (the merge adds the visitor's lines to it). */
const ACCOUNT_LINE = '4 yaourts brassés vanille';

const j = journey();

const cartBlock = (p: Page = j.page) => new Header(p).cart();
const cartCount = (p: Page = j.page) => new Header(p).cartCount();

async function waitForCount(count: number, p: Page = j.page): Promise<void> {
  await vi.waitFor(async () => expect(await cartCount(p)).toBe(count), 10_000);
}

function card(name: string): Locator {
  return j.shop.main().getByRole('article', { name, exact: true });
}

describe('the cart', () => {
  it('a visitor adds a weighed product and a counted one from the cards', async () => {
    await j.shop.open(`/?magasin_id=${STORE.id}`);
    expect(await j.shop.header.storeName()).toBe(STORE.name);
    expect(await cartCount()).toBe(0);

    await j.shop.open('/recherche?keywords=pommes');
    const gala = card('Pommes Gala');
    await gala.getByRole('combobox', { name: 'Poids de Pommes Gala' }).selectOption({ label: '750 g' });
    await gala.getByRole('button', { name: 'Ajouter Pommes Gala au panier' }).click();
    // The suggestion popin confirms the add (checked first: it closes by itself after 7 s).
    await j.page.getByRole('region', { name: 'Produit ajouté au panier' }).waitFor();
    await expectNoA11yViolations(j.page);
    await waitForCount(1);
    // The weighed line now offers to change its weight or to remove it.
    await gala.getByRole('button', { name: 'Modifier le poids de Pommes Gala' }).waitFor();
    expect(await gala.getByRole('combobox', { name: 'Poids de Pommes Gala', exact: true }).inputValue()).toBe(
      '0.75',
    );

    const potato = card('Pomme de terre');
    await potato.getByRole('button', { name: 'Ajouter Pomme de terre au panier' }).click();
    await waitForCount(2);
    await potato.getByRole('button', { name: 'Augmenter la quantité de Pomme de terre' }).click();
    await waitForCount(3);
    await potato.getByRole('button', { name: 'Diminuer la quantité de Pomme de terre' }).click();
    await waitForCount(2);
    expect(await j.page.getByRole('status').filter({ hasText: 'Panier mis à jour' }).count()).toBe(1);
    await expectNoA11yViolations(j.page);
  });

  it('adds a third product from its sheet, and /panier lists the lines', async () => {
    await j.shop.open('/recherche?keywords=yaourts%20brass%C3%A9s%20vanille');
    const link = j.shop.main().getByRole('link', { name: ACCOUNT_LINE, exact: true }).first();
    await link.click();
    await j.shop.heading(ACCOUNT_LINE).waitFor();
    expect(j.shop.location()).toMatch(/^\/article\/9\//);
    await j.shop
      .main()
      .getByRole('button', { name: `Ajouter ${ACCOUNT_LINE} au panier` })
      .click();
    await waitForCount(3);
    await expectNoA11yViolations(j.page);

    await cartBlock().click();
    await j.page.waitForURL((url) => url.pathname === '/panier');
    await j.shop.heading('Mon panier').waitFor();
    expect(await j.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    for (const name of ['Pommes Gala', 'Pomme de terre', ACCOUNT_LINE])
      expect(await j.shop.main().getByRole('heading', { level: 3, name }).count()).toBe(1);
    await j.shop.main().getByRole('heading', { name: 'Récapitulatif' }).waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('a product with a lot advantage shows its offer after the add (lot-advantage popin)', async () => {
    await j.shop.open('/article/8');
    const name = "Blanc d'Œuf Pâtissier Pasteurisé";
    await j.shop.heading(name).waitFor();
    await j.shop
      .main()
      .getByRole('button', { name: `Ajouter ${name} au panier` })
      .click();
    await waitForCount(4);
    const lot = j.page.getByRole('region', { name: 'Offre par lot' });
    await lot.getByText('40% cagnottés sur le 2ème au choix').waitFor();
    await expectNoA11yViolations(j.page);
    // It closes by itself after 3.5 s (the pointer and the focus are elsewhere).
    await vi.waitFor(async () => expect(await lot.count()).toBe(0), 8000);
  });

  it('after login, the cart-state popin completes the account cart with the visitor lines', async () => {
    // Logged in on the way to the checkout: its store warnings wait for the steps after login.
    await j.shop.open('/connexion?redirectTo=%2Fcommander%3Ftype_panier%3Ddrive');
    await j.shop.main().getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
    await j.shop.main().getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
    await Promise.all([
      j.page.waitForEvent('load'),
      j.shop.main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    expect(j.shop.location()).toBe('/commander?type_panier=drive');
    const popin = j.page.getByRole('dialog', { name: 'Compléter votre panier' });
    await popin.waitFor();
    expect(await j.page.getByRole('dialog').count()).toBe(1);
    await expectNoA11yViolations(j.page);
    await popin.getByRole('button', { name: 'Compléter mon panier' }).click();
    // A merge that had to adjust something reports it; otherwise the popin just closes.
    const report = j.page.getByRole('dialog', { name: 'Panier mis à jour' });
    await vi
      .waitFor(async () => {
        expect(await popin.count()).toBe(0);
      }, 10_000)
      .catch(async () => {
        await report.waitFor();
        await expectNoA11yViolations(j.page);
        await report.getByRole('button', { name: 'Continuer mes courses' }).click();
      });
    // Then the checkout's own warning, alone.
    const warning = j.page.getByRole('dialog', { name: 'Votre première commande' });
    await warning.waitFor();
    expect(await j.page.getByRole('dialog').count()).toBe(1);
    await expectNoA11yViolations(j.page);
    await warning.getByRole('button', { name: "J'ai compris" }).click();
    await warning.waitFor({ state: 'hidden' });
    await j.shop.open('/panier');
    // The account's five lines and the visitor's two new products (the yoghurts were in both).
    for (const name of ['Pommes Gala', 'Pomme de terre', ACCOUNT_LINE, 'Cremaux'])
      expect(await j.shop.main().getByRole('heading', { level: 3, name }).count()).toBe(1);
    await expectNoA11yViolations(j.page);
  });

  it('changes a quantity and applies a promo code on /panier', async () => {
    const before = await cartCount();
    await j.shop
      .main()
      .getByRole('button', { name: `Augmenter la quantité de ${ACCOUNT_LINE}` })
      .click();
    await waitForCount(before + 1);

    const field = j.shop.main().getByRole('textbox', { name: 'Code promo' });
    await field.fill('CODEINCONNU');
    await j.shop.main().getByRole('button', { name: 'Appliquer' }).click();
    await j.shop.main().getByRole('alert').filter({ hasText: "Ce code promo n'existe pas" }).waitFor();
    await expectNoA11yViolations(j.page);

    await field.fill('VOISIN3');
    await j.shop.main().getByRole('button', { name: 'Appliquer' }).click();
    await j.shop
      .main()
      .getByText(/Code promo VOISIN3/)
      .waitFor();
    await j.shop.main().getByRole('button', { name: 'Retirer le code promo VOISIN3' }).waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('accepts a replacement product for a line, then removes the line', async () => {
    const line = j.shop
      .main()
      .getByRole('listitem')
      .filter({ has: j.page.getByRole('heading', { name: ACCOUNT_LINE }) });
    const toggle = line.getByRole('button', { name: "J'accepte un produit de remplacement" });
    const pressed = await toggle.getAttribute('aria-pressed');
    // The button shows the choice while it is sent: the reload waits for the cart action's answer.
    const saved = j.page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/ressources/panier'),
    );
    await toggle.click();
    await vi.waitFor(async () => expect(await toggle.getAttribute('aria-pressed')).not.toBe(pressed), 10_000);
    await saved;
    await j.page.reload();
    await j.shop.hydrated();
    expect(await toggle.getAttribute('aria-pressed')).not.toBe(pressed);
    await expectNoA11yViolations(j.page);

    const before = await cartCount();
    await line.getByRole('button', { name: `Supprimer ${ACCOUNT_LINE} du panier` }).click();
    await vi.waitFor(async () => expect(await line.count()).toBe(0), 10_000);
    await vi.waitFor(async () => expect(await cartCount()).toBeLessThan(before), 10_000);
  });

  it('empties the cart after the confirmation popin', async () => {
    await j.shop.main().getByRole('button', { name: 'Vider le panier' }).click();
    const popin = j.page.getByRole('dialog', { name: 'Vider le panier' });
    await popin.waitFor();
    await expectNoA11yViolations(j.page);
    await popin.getByRole('button', { name: 'Vider mon panier' }).click();
    await j.shop.main().getByText('Votre panier est vide.').waitFor();
    await waitForCount(0);
    expect(await j.shop.main().getByRole('link', { name: 'Continuer mes courses' }).count()).toBe(1);
    await expectNoA11yViolations(j.page);
    // The refused promo code answered 422 on purpose.
    expect(j.shop.unexpectedErrors().filter((text) => !/status of 422\b/.test(text))).toEqual([]);
  });

  it('asks before changing store with a non-empty basket, saves it, then goes home', async () => {
    await j.shop.open('/recherche?keywords=pommes');
    await card('Pomme de terre').getByRole('button', { name: 'Ajouter Pomme de terre au panier' }).click();
    await waitForCount(1);
    await j.shop.header.storeTrigger().click();
    await j.shop.selector.searchField().fill('69003');
    await j.shop.selector.searchButton().click();
    await j.shop.selector.pick('Cabas Hyper Lyon Part-Dieu');
    await j.shop.selector.confirmButton().click();
    await j.shop.selector.dialog.getByText(/Votre panier contient 1 article/).waitFor();
    await j.shop.selector.dialog.getByText(/Panier sauvegardé/).waitFor();
    await expectNoA11yViolations(j.page);
    await Promise.all([
      j.page.waitForURL((url) => url.pathname === '/' && !url.search, { timeout: 15_000 }),
      j.shop.selector.dialog.getByRole('button', { name: 'Changer de magasin' }).click(),
    ]);
    await j.shop.hydrated();
    expect(await j.shop.header.storeName()).toBe('Cabas Hyper Lyon Part-Dieu');
    expect(await cartCount()).toBe(0);
  });
});

describe('the cart without JavaScript', () => {
  it('adds a product with the plain form and comes back to the page', async () => {
    const plain = await newPage(j.browser, { javaScript: false });
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
    // The line's plain form removes it and comes back to the cart.
    await Promise.all([
      plain.waitForEvent('load'),
      visitor.main().getByRole('button', { name: 'Supprimer Pomme de terre du panier' }).click(),
    ]);
    expect(visitor.location()).toBe('/panier');
    expect(await visitor.main().getByText('Votre panier est vide.').count()).toBe(1);
    expect(await cartCount(plain)).toBe(0);
    await plain.context().close();
  });
});
