/**
 * Journey (gift cards): a visitor of the Paris Bastille store opens the gift card sheet,
 * chooses 50 € and adds it, adds it again and a 20 € card; /panier shows one line per amount
 * ("Carte cadeau de 50 €"), their quantities change there with the amount kept, and the header block
 * shows the total. Without JavaScript a preset button adds its amount. axe-core on every state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const STORE_ID = 2;
const GIFT_CARD = 'Carte cadeau Cabas';

const j = journey();

/** The header's cart block: its accessible name carries the count and the amount. */
const cartBlock = (p: Page = j.page) => p.getByRole('banner').getByRole('link', { name: /^Panier/ });

async function waitForCart(text: RegExp, p: Page = j.page): Promise<void> {
  await vi.waitFor(async () => expect((await cartBlock(p).textContent()) ?? '').toMatch(text), 10_000);
}

/** The gift card's sheet, found by the search like a shopper would. */
async function openGiftCardSheet(shop: Shop, javaScript = true): Promise<string> {
  await shop.open('/recherche?keywords=carte%20cadeau', { javaScript });
  const card = shop.main().getByRole('article', { name: GIFT_CARD, exact: true }).first();
  // Its card shows the range of amounts and leads to the sheet to choose one (no add button).
  expect(await card.getByText(/^De \d+\s€ à \d+\s€$/).count()).toBe(1);
  expect(await card.getByRole('button').count()).toBe(0);
  const choose = card.getByRole('link', { name: `Choisir le montant : ${GIFT_CARD}` });
  await (javaScript ? choose : card.getByRole('link', { name: GIFT_CARD, exact: true })).click();
  await shop.heading(GIFT_CARD).waitFor();
  if (javaScript) await shop.hydrated();
  return shop.location();
}

describe('gift cards in the cart', () => {
  it('adds a 50 € gift card from its sheet', async () => {
    await j.shop.open(`/?magasin_id=${STORE_ID}`);
    await openGiftCardSheet(j.shop);
    await j.shop.main().getByRole('button', { name: '50 €', exact: true }).click();
    expect(
      await j.shop
        .main()
        .getByRole('textbox', { name: /Autre montant/ })
        .inputValue(),
    ).toBe('50');
    await j.shop.main().getByRole('button', { name: 'Ajouter au panier' }).click();
    await j.shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Carte cadeau de 50 € ajoutée à votre panier.' })
      .waitFor();
    await waitForCart(/1 article,\s*50,00/);
    await expectNoA11yViolations(j.page);
  });

  it('adds the same amount again and another amount, refusing a bad one', async () => {
    await j.shop.main().getByRole('button', { name: 'Ajouter au panier' }).click();
    await waitForCart(/2 articles,\s*100,00/);
    const amount = j.shop.main().getByRole('textbox', { name: /Autre montant/ });
    await amount.fill('12,5');
    await j.shop.main().getByRole('button', { name: 'Ajouter au panier' }).click();
    await j.shop.main().getByText("Le montant d'une carte cadeau doit être un nombre entier").waitFor();
    await expectNoA11yViolations(j.page);
    await amount.fill('20');
    await j.shop.main().getByRole('button', { name: 'Ajouter au panier' }).click();
    await waitForCart(/3 articles,\s*120,00/);
  });

  it('lists one line per amount on /panier and changes a quantity with its amount kept', async () => {
    await j.shop.open('/panier');
    await j.shop.heading('Mon panier').waitFor();
    const fifty = j.shop
      .main()
      .getByRole('listitem')
      .filter({
        has: j.page.getByRole('heading', { level: 3, name: 'Carte cadeau de 50 €' }),
      });
    const twenty = j.shop
      .main()
      .getByRole('listitem')
      .filter({
        has: j.page.getByRole('heading', { level: 3, name: 'Carte cadeau de 20 €' }),
      });
    expect(await fifty.textContent()).toContain('2 Carte cadeau de 50 € dans le panier');
    expect(await twenty.textContent()).toContain('1 Carte cadeau de 20 € dans le panier');
    await expectNoA11yViolations(j.page);

    await twenty.getByRole('button', { name: 'Augmenter la quantité de Carte cadeau de 20 €' }).click();
    await waitForCart(/4 articles,\s*140,00/);
    await j.page.reload();
    await j.shop.hydrated();
    expect(await twenty.textContent()).toContain('2 Carte cadeau de 20 € dans le panier');
    expect(await fifty.textContent()).toContain('2 Carte cadeau de 50 € dans le panier');

    await fifty.getByRole('button', { name: 'Supprimer Carte cadeau de 50 € du panier' }).click();
    await waitForCart(/2 articles,\s*40,00/);
    await expectNoA11yViolations(j.page);
    expect(j.shop.unexpectedErrors()).toEqual([]);
  });

  it('adds a preset amount without JavaScript', async () => {
    const page = await newPage(j.browser, { javaScript: false });
    const shop = new Shop(page);
    await shop.open(`/?magasin_id=${STORE_ID}`, { javaScript: false });
    const sheet = await openGiftCardSheet(shop, false);
    await shop.main().getByRole('button', { name: '80 €', exact: true }).click();
    await page.waitForURL((url) => url.pathname === sheet.split('?')[0]);
    await shop
      .main()
      .getByRole('status')
      .filter({ hasText: 'Carte cadeau de 80 € ajoutée à votre panier.' })
      .waitFor();
    await waitForCart(/1 article,\s*80,00/, page);
    await expectNoA11yViolations(page);
    await page.close();
  });
});
