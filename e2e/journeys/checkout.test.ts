/**
 * Journey: the standard demo customer logs in, fills a drive cart, goes through the
 * checkout (step 1 and its warning popins, the drive service, a slot chosen with the keyboard only,
 * bags and card payment), pays with the sandbox's accepted test card, sees the ok page and finds the
 * confirmation e-mail; then a refused card brings her to 'Paiement refusé' with the cart kept.
 * axe-core on every page and popin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { expectNoA11yViolations, launchBrowser } from '../support/browser.ts';
import { acceptMeasurement } from '../support/consent.ts';
import { isFocused, Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
/** Not the account's usual store: step 1 asks to confirm it (unusual store, then first order). */
const STORE = { id: 2, name: 'Cabas City Paris Bastille' };
const CARDS = {
  accepted: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  pending: '4000 0000 0000 0077',
};

let browser: Browser;
let page: Page;
let shop: Shop;

beforeAll(async () => {
  browser = await launchBrowser();
  // The sandbox's hosted payment page has its own strict CSP (no inline script): axe-core is
  // injected there too, so this context bypasses CSP (the shop's pages do not need it).
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  page = await context.newPage();
  // The purchase event is checked below: this shopper accepted audience measurement.
  await acceptMeasurement(page);
  shop = new Shop(page);
});
afterAll(async () => {
  await browser?.close();
});

const main = () => page.getByRole('main');

/** A checkout page has no shop header: it is interactive once the network is quiet. */
async function goto(target: string): Promise<void> {
  await page.goto(target);
  await page.waitForLoadState('networkidle');
}

async function clickAndLoad(target: Locator, url: RegExp): Promise<void> {
  await Promise.all([page.waitForURL(url), target.click()]);
  await page.waitForLoadState('networkidle');
}

const cartCount = () => shop.header.cartCount();

/** Adds the first `count` products of a search, each add confirmed by the header's count. */
async function addFromSearch(keywords: string, count: number): Promise<void> {
  await shop.open(`/recherche?keywords=${encodeURIComponent(keywords)}`);
  const add = main().getByRole('button', { name: /^Ajouter .* au panier$/ });
  await add.first().waitFor();
  for (let i = 0; i < count; i++) {
    const before = await cartCount();
    await add.nth(i).click();
    await vi.waitFor(async () => expect(await cartCount()).toBeGreaterThan(before), 10_000);
  }
}

/** Fills the drive cart from the search page's product cards (two products). */
async function fillCart(): Promise<void> {
  await addFromSearch('pommes', 2);
}

/**
 * Step 1 from the cart's "Commander" button. The first time, its warning popins are awaited,
 * checked and confirmed: they open once the page is hydrated and their code loaded, so they are
 * waited for rather than looked for. Each dismissal is remembered a day (a cookie set by the
 * step's action, awaited here), so later checkouts have none.
 */
async function startCheckout({ warnings = false }: { warnings?: boolean } = {}): Promise<void> {
  await shop.open('/panier?type_panier=drive');
  await clickAndLoad(main().getByRole('link', { name: /^Commander/ }), /\/commander\?type_panier=drive/);
  // The URL changes before the page is drawn on a loaded machine: wait for its heading.
  await main()
    .getByRole('heading', { level: 1, name: /Ma commande/ })
    .waitFor();
  if (warnings) {
    await page.getByRole('dialog', { name: 'Vous commandez dans un autre magasin' }).waitFor();
    for (const [title, button] of [
      ['Vous commandez dans un autre magasin', 'Continuer dans ce magasin'],
      ['Votre première commande', "J'ai compris"],
    ]) {
      // The second popin follows the first at once, or not at all (a customer who has ordered there).
      const dialog = page.getByRole('dialog', { name: title });
      if (!(await dialog.isVisible())) continue;
      expect(await dialog.textContent()).toContain(STORE.name);
      await expectNoA11yViolations(page);
      await Promise.all([
        page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname.startsWith('/commander'),
        ),
        dialog.getByRole('button', { name: button }).click(),
      ]);
      await dialog.waitFor({ state: 'hidden' });
    }
  }
  await expectNoA11yViolations(page);
  await clickAndLoad(
    main().getByRole('link', { name: 'Choisir mon mode de retrait ou de livraison' }),
    /\/commander\/mode-livraison$/,
  );
}

/** The first drive service, then a slot with the keyboard only: arrows, Tab, Enter. */
async function chooseDriveSlot(): Promise<void> {
  const drive = main().getByRole('group', { name: /Drive/ }).first();
  await drive.getByRole('radio').and(page.locator(':enabled')).first().check();
  await clickAndLoad(main().getByRole('button', { name: 'Valider ce mode' }), /\/commander\/mode-livraison$/);
  await expectNoA11yViolations(page);

  const days = main().getByRole('tablist', { name: 'Jours de retrait ou de livraison' });
  const selected = days.getByRole('tab', { selected: true });
  await shop.tabTo(selected, 40);
  await page.keyboard.press('ArrowRight');
  const day = days.getByRole('tab', { selected: true });
  expect(await isFocused(day)).toBe(true);
  await page.keyboard.press('Tab');
  const slots = main().getByRole('listbox', { name: /^Créneaux du / });
  await vi.waitFor(
    async () =>
      expect((await isFocused(slots.getByRole('option').first())) || (await isFocused(slots))).toBe(true),
    5000,
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The chosen slot is marked in this day's list, and its hold announced with that day.
  await vi.waitFor(
    async () => expect(await slots.getByRole('option', { selected: true }).count()).toBe(1),
    10_000,
  );
  const dayName = ((await day.locator('span').first().textContent()) ?? '').trim().toLowerCase();
  await main()
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Créneau du ${dayName} .* réservé pour vous pendant \\d+ minutes`) })
    .waitFor({ timeout: 10_000 });
  await expectNoA11yViolations(page);
}

/**
 * Payment step: the missing method named, bags, card, then the sandbox's hosted page with a test card.
 * A second order within minutes is confirmed in the recent-order popin first.
 */
async function payWith(card: string, recentOrder: boolean): Promise<void> {
  await clickAndLoad(
    main().getByRole('link', { name: 'Continuer vers le paiement' }),
    /paiement-et-avantages$/,
  );
  await main().getByRole('heading', { level: 1, name: 'Paiement et avantages' }).waitFor();
  await expectNoA11yViolations(page);
  const pay = main().getByRole('button', { name: /^Payer / });
  const cardMethod = main()
    .getByRole('radio', { name: /Carte bancaire/ })
    .first();
  // The method chosen for the last attempt stays chosen; without one, paying names it missing.
  if (!(await cardMethod.isChecked())) {
    await pay.click();
    await main().getByText('Merci de choisir un moyen de paiement.').waitFor();
    await expectNoA11yViolations(page);
  }
  const bags = main().getByRole('radio', { name: 'Avec sacs' });
  if (await bags.count()) await bags.check();
  await cardMethod.check();
  if (recentOrder) {
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Vous venez déjà de commander' });
    await dialog.waitFor();
    await expectNoA11yViolations(page);
    await Promise.all([
      page.waitForURL(/\/paiement-sandbox\//),
      dialog.getByRole('button', { name: 'Confirmer ma commande' }).click(),
    ]);
  } else {
    await Promise.all([page.waitForURL(/\/paiement-sandbox\//), pay.click()]);
  }
  await expectNoA11yViolations(page);
  await page.getByRole('textbox', { name: /Numéro de carte/ }).fill(card);
  await page.getByRole('textbox', { name: /Date d'expiration/ }).fill('12/30');
  await page.getByRole('textbox', { name: /Cryptogramme visuel/ }).fill('123');
  await page.getByRole('textbox', { name: /Nom du titulaire/ }).fill('Marie Dupont');
  await Promise.all([
    page.waitForURL(/\/commander\/confirmation\//),
    page.getByRole('button', { name: /^Payer / }).click(),
  ]);
  await page.waitForLoadState('networkidle');
}

describe('the consumer checkout', () => {
  it('logs in and fills a drive cart', async () => {
    // The store first: logging in from the national site would open the private-service popin.
    await shop.open(`/?magasin_id=${STORE.id}`);
    await shop.open('/connexion');
    await main().getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
    await main().getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
    await Promise.all([
      page.waitForEvent('load'),
      main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    await shop.hydrated();
    await expect(page.getByRole('banner').getByText('Bonjour Marie').isVisible()).resolves.toBe(true);
    await shop.open(`/?magasin_id=${STORE.id}`);
    expect(await shop.header.storeName()).toBe(STORE.name);
    await fillCart();
  });

  it('a later step reached first goes back to step 1', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') });
    const other = await context.newPage();
    // Not logged in there: the 401 page with the login form.
    const answer = await other.goto('/commander/paiement-et-avantages');
    expect(answer?.status()).toBe(401);
    await context.close();
    await goto('/commander/paiement-et-avantages');
    expect(new URL(page.url()).pathname).toBe('/commander');
  });

  it('home delivery: a postal code, its cities, a city not delivered, then a delivered one', async () => {
    // Home delivery starts at 80 €: four foie gras (20 € to 40 € each).
    await addFromSearch('foie gras', 4);
    await startCheckout({ warnings: true });
    await main()
      .getByRole('group', { name: /Livraison à domicile/ })
      .first()
      .getByRole('radio', { name: 'Livraison à domicile' })
      .check();
    await clickAndLoad(
      main().getByRole('button', { name: 'Valider ce mode' }),
      /\/commander\/adresse-livraison$/,
    );
    await main().getByRole('heading', { level: 1, name: 'Adresse de livraison' }).waitFor();
    const save = main().getByRole('button', { name: 'Enregistrer et livrer à cette adresse' });
    expect(await save.isDisabled()).toBe(true);
    await expectNoA11yViolations(page);

    const postalCode = main().getByRole('textbox', { name: /^Code postal/ });
    const city = main().getByRole('combobox', { name: 'Ville' });
    const confirmCity = main().getByRole('button', { name: 'Valider la ville' });
    await postalCode.fill('69a00');
    expect(await postalCode.inputValue()).toBe('6900');
    expect(await city.count()).toBe(0);
    await postalCode.fill('69001');
    await vi.waitFor(async () => expect(await city.locator('option').count()).toBeGreaterThan(1), 10_000);
    expect(await confirmCity.isDisabled()).toBe(true);
    await city.selectOption({ index: 1 });
    await confirmCity.click();
    await main().getByText("La livraison n'est pas proposée dans cette ville.").waitFor();
    expect(await main().getByRole('link', { name: 'Choisir un autre mode de livraison' }).count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    await expectNoA11yViolations(page);

    await main().getByRole('button', { name: 'Tester une autre commune' }).click();
    expect(await isFocused(postalCode)).toBe(true);
    await postalCode.fill('75011');
    await vi.waitFor(async () => expect(await city.locator('option').count()).toBeGreaterThan(1), 10_000);
    await city.selectOption({ index: 1 });
    await confirmCity.click();
    await main()
      .getByText(/^Ville choisie : Paris/)
      .waitFor();
    await main().getByRole('textbox', { name: 'Prénom' }).fill('Marie');
    await main().getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');
    await main().getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue de la Roquette');
    await main().getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
    await expectNoA11yViolations(page);
    await clickAndLoad(save, /\/commander\/mode-livraison$/);
    await main()
      .getByText(/12 rue de la Roquette, 75011 Paris/)
      .waitFor();
    await expectNoA11yViolations(page);
  });

  it('chooses a drive slot with the keyboard and pays with the accepted card', async () => {
    await startCheckout();
    await chooseDriveSlot();
    await payWith(CARDS.accepted, false);
    expect(new URL(page.url()).pathname).toMatch(/^\/commander\/confirmation\/\d+\/ok$/);
    await main().getByRole('heading', { level: 1, name: 'Merci, votre commande est confirmée' }).waitFor();
    const code = (await main().locator('dd').first().textContent())?.trim() ?? '';
    expect(code).not.toBe('');
    const events = await page.evaluate(
      () => (globalThis as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? [],
    );
    expect(events.filter((e) => e.event === 'purchase')).toHaveLength(1);
    await expectNoA11yViolations(page);

    // The confirmation e-mail, written as an .eml file.
    const mailDir = path.join(inject('dataDir'), 'mail');
    await vi.waitFor(() => {
      const mails = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
      const texts = mails.map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'));
      expect(texts.some((t) => t.includes(ACCOUNT.email) && t.includes(code))).toBe(true);
    }, 10_000);

    // The drive basket was emptied by the order.
    await shop.open('/panier?type_panier=drive');
    expect(
      await main()
        .getByRole('link', { name: /^Commander/ })
        .count(),
    ).toBe(0);
    // Step 1 opened with the emptied basket goes back to the cart.
    await goto('/commander?type_panier=drive');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/panier?type_panier=drive');
  });

  it('a refused card keeps the cart', async () => {
    await fillCart();
    await startCheckout();
    await chooseDriveSlot();
    await payWith(CARDS.refused, true);
    expect(new URL(page.url()).pathname).toBe('/commander/confirmation/refus');
    await main().getByRole('heading', { level: 1, name: 'Paiement refusé' }).waitFor();
    expect(await main().getByText("Votre commande n'a pas été prise en compte.").count()).toBe(1);
    await expectNoA11yViolations(page);
    // The kept cart can be saved to a list: a popin, then its success view for 5 s.
    await main().getByRole('button', { name: 'Enregistrer mon panier dans une liste' }).click();
    const save = page.getByRole('dialog', { name: 'Enregistrer mon panier dans une liste' });
    await save.getByRole('textbox', { name: 'Titre de la nouvelle liste' }).fill('Courses de la semaine');
    await expectNoA11yViolations(page);
    await save.getByRole('button', { name: 'Enregistrer' }).click();
    const saved = page.getByRole('dialog', { name: 'Liste enregistrée' });
    await saved.getByText('Votre panier est enregistré dans la liste « Courses de la semaine ».').waitFor();
    await expectNoA11yViolations(page);
    await saved.waitFor({ state: 'detached', timeout: 8000 });
    await Promise.all([
      page.waitForURL(/\/panier\?type_panier=drive$/),
      main().getByRole('link', { name: 'Retour au panier' }).click(),
    ]);
    await shop.hydrated();
    expect(
      await main()
        .getByRole('link', { name: /^Commander/ })
        .count(),
    ).toBe(1);
  });

  it('a payment awaiting the bank shows the waiting page', async () => {
    await startCheckout();
    await chooseDriveSlot();
    await payWith(CARDS.pending, true);
    expect(new URL(page.url()).pathname).toMatch(/^\/commander\/confirmation\/\d+\/en-attente$/);
    await main()
      .getByRole('heading', { level: 1, name: 'Votre commande est en attente de confirmation' })
      .waitFor();
    const text = (await main().textContent()) ?? '';
    expect(text).toContain('vérification de vos informations bancaires est en cours');
    expect(text).toContain(ACCOUNT.email);
    expect(text).toContain(STORE.name);
    expect(text).toContain('courriers indésirables');
    await expectNoA11yViolations(page);
  });
});
