/**
 * Journey: a product mix page `/article/mixin?panachage=` reached from a product sheet's
 * advantage, and the gift card amount (checked on submit, live after the first error,
 * and by the server without JavaScript) — zero axe violations on each state.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { isFocused, Shop } from '../support/shop.ts';

const j = journey();

interface MixAnswer {
  data: {
    attributes: { texte_avantage: string; produits: { attributes: { url: string; designation: string } }[] };
  };
}

describe('a product mix', () => {
  it('opens the mix page from the advantage of a product sheet', async () => {
    const answer = await j.page.request.get('/api/magasins/999/panachages/1');
    expect(answer.status()).toBe(200);
    const mix = ((await answer.json()) as MixAnswer).data.attributes;
    const member = mix.produits[0]!.attributes;
    await j.shop.open(member.url);
    await j.shop.heading(member.designation).waitFor();
    await j.shop.main().getByRole('link', { name: 'Voir les produits de l’offre' }).first().click();
    await j.page.waitForURL(/\/article\/mixin\?panachage=1$/);
    await j.shop.heading(mix.texte_avantage).waitFor();
    expect(await j.page.title()).toContain(mix.texte_avantage);
    expect(await j.shop.main().getByRole('article').count()).toBe(mix.produits.length);
    await j.shop
      .main()
      .getByText(/^Offre valable du /)
      .waitFor();
    await expectNoA11yViolations(j.page);
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });

  it('answers a real 404 for an unknown or missing mix id', async () => {
    for (const path of [
      '/article/mixin',
      '/article/mixin?panachage=abc',
      '/article/mixin?panachage=987654',
    ]) {
      const response = await j.page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });
});

describe('the gift card amount', () => {
  let sheet = '';
  beforeAll(async () => {
    const answer = await j.page.request.get('/api/magasins/999/recherche?query=carte%20cadeau');
    const body = (await answer.json()) as {
      data: { attributes: { product_list: { data: { attributes: { type: string; url: string } }[] } } };
    };
    sheet =
      body.data.attributes.product_list.data.find((p) => p.attributes.type === 'CKDO')?.attributes.url ?? '';
    expect(sheet).not.toBe('');
  });

  it('checks the amount on submit, then live, with the error tied to the field', async () => {
    await j.shop.open(sheet);
    const main = j.shop.main();
    const group = main.getByRole('group', { name: 'Montant de la carte cadeau' });
    expect(await group.getByRole('button', { name: /€$/ }).allTextContents()).toEqual([
      '20 €',
      '50 €',
      '80 €',
      '100 €',
      '150 €',
    ]);
    const field = main.getByLabel('Autre montant (de 10 à 150 €)');
    const submit = main.getByRole('button', { name: 'Ajouter au panier' });
    await submit.click();
    await main.getByText('Merci de renseigner le montant de la carte cadeau').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(async () => expect(await isFocused(field)).toBe(true), 5000);
    await expectNoA11yViolations(j.page);
    await field.pressSequentially('12,5');
    await main.getByText("Le montant d'une carte cadeau doit être un nombre entier").waitFor();
    await field.fill('5');
    await main.getByText("Le montant minimal d'une carte cadeau est de 10€").waitFor();
    await field.fill('151');
    await main.getByText("Le montant maximal d'une carte cadeau est de 150€").waitFor();
    await field.fill('40');
    await vi.waitFor(async () => expect(await field.getAttribute('aria-invalid')).toBeNull(), 5000);
    await submit.click();
    // A valid amount goes to the cart, which national mode does not have.
    await main.getByRole('alert').filter({ hasText: 'Choisissez votre magasin' }).waitFor();
    await group.getByRole('button', { name: '80 €' }).click();
    expect(await field.inputValue()).toBe('80');
    expect(await group.getByRole('button', { name: '80 €' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoA11yViolations(j.page);
    // The add refused in national mode answers 409, which the browser logs.
    expect(j.shop.unexpectedErrors().filter((e) => !/status of 409\b/.test(e))).toEqual([]);
  });

  it('is checked by the server without JavaScript', async () => {
    const plain = await newPage(j.browser, { javaScript: false });
    const plainShop = new Shop(plain);
    await plainShop.open(sheet, { javaScript: false });
    const field = plain.getByLabel('Autre montant (de 10 à 150 €)');
    await field.fill('7');
    await plain.getByRole('button', { name: 'Ajouter au panier' }).click();
    await plain.getByText("Le montant minimal d'une carte cadeau est de 10€").waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.inputValue()).toBe('7');
    await expectNoA11yViolations(plain);
    await plain.getByRole('button', { name: '50 €', exact: true }).click();
    await plain.getByRole('alert').filter({ hasText: 'Choisissez votre magasin' }).waitFor();
    await plain.context().close();
  });
});

describe('pro-only products', () => {
  const proCards = (target: Page) =>
    target.getByRole('main').getByRole('article').filter({ hasText: 'Cabas Pro' });

  it('are shown to a pro customer only', async () => {
    const visitor = await newPage(j.browser);
    await new Shop(visitor).open('/recherche?keywords=huile%20de%20tournesol');
    await visitor.getByRole('main').getByRole('article').first().waitFor();
    expect(await proCards(visitor).count()).toBe(0);
    await visitor.context().close();

    const pro = await newPage(j.browser);
    const proShop = new Shop(pro);
    await proShop.open('/connexion');
    await pro
      .getByRole('main')
      .getByRole('textbox', { name: 'Adresse email' })
      .fill('contact@boulangerie-lefebvre.exemple.fr');
    await pro.getByRole('main').getByLabel('Mot de passe', { exact: true }).fill('ProCabas2024');
    await Promise.all([
      pro.waitForEvent('load'),
      pro.getByRole('main').getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    // Logged in from national mode, the pro gets their own store: its popin comes first.
    await proShop.hydrated();
    const activated = pro.getByRole('dialog', { name: 'Votre espace personnel est activé' });
    await proShop.closePostLoginPopin(activated.getByRole('button', { name: 'Continuer mes courses' }));
    await activated.waitFor({ state: 'hidden' });
    await proShop.open('/recherche?keywords=huile%20de%20tournesol');
    await proCards(pro).first().waitFor();
    await proCards(pro).first().getByRole('link').first().click();
    await pro.waitForURL(/\/article\/\d+\//);
    await proShop.main().getByRole('heading', { level: 1 }).waitFor();
    expect(await pro.getByRole('main').getByText('Cabas Pro').count()).toBeGreaterThan(0);
    await pro.context().close();
  });
});
