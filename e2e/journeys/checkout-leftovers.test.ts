/**
 * Journey (issue #43 item 7): a visitor puts a wine in a drive cart, starts the checkout's sign-up
 * with the address of an existing account, is told to check the mailbox, reaches the checkout's login
 * step /commander/connexion from there, logs in and goes on to the checkout (the steps after login as
 * on /connexion), sees the legal alcohol warning at step 1 and on the payment page, and orders. A
 * logged-in shopper asking for /commander/connexion goes on to the checkout. axe-core on every page.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTED_ACK, POST_LOGIN_PATH } from '../../apps/web/app/features/auth/post-login.ts';
import { expectNoA11yViolations } from '../support/browser.ts';
import { solveCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const STORE = { id: 2, name: 'Cabas City Paris Bastille' };
const ALCOHOL_TITLE = "Votre panier contient de l'alcool";
const CARD = '4111 1111 1111 1111';

const j = journey();
const main = () => j.shop.main();
const alcoholWarning = () => main().getByRole('region', { name: ALCOHOL_TITLE });

/** A checkout page has no shop header: it is interactive once the network is quiet. */
async function clickAndLoad(target: Locator, url: RegExp): Promise<void> {
  await Promise.all([j.page.waitForURL(url), target.click()]);
  await j.page.waitForLoadState('networkidle');
}

/** Adds the first product of a search, confirmed by the header's count. */
async function addFirst(keywords: string): Promise<void> {
  await j.shop.open(`/recherche?keywords=${encodeURIComponent(keywords)}`);
  const add = main().getByRole('button', { name: /^Ajouter .* au panier$/ });
  await add.first().waitFor();
  const before = await j.shop.header.cartCount();
  await add.first().click();
  await vi.waitFor(async () => expect(await j.shop.header.cartCount()).toBeGreaterThan(before), 10_000);
}

/** The popins a page may open (after login, then the checkout's store warnings) and the answer to each. */
const ANSWERS: [string, string][] = [
  ['Compléter votre panier', 'Compléter mon panier'],
  ['Panier mis à jour', 'Continuer mes courses'],
  ['Panier récupéré', 'Continuer mes courses'],
  ['Vous commandez dans un autre magasin', 'Continuer dans ce magasin'],
  ['Votre première commande', "J'ai compris"],
];

/** Answers each popin shown until none is left for `quietMs`. */
async function answerPopins(quietMs: number): Promise<void> {
  const dialog = j.page.getByRole('dialog').first();
  for (let shown = 0; shown < 8; shown++) {
    const open = await dialog.waitFor({ timeout: quietMs }).then(
      () => true,
      () => false,
    );
    if (!open) return;
    await expectNoA11yViolations(j.page);
    let answered = false;
    for (const [name, button] of ANSWERS) {
      const known = j.page.getByRole('dialog', { name });
      if (!(await known.isVisible())) continue;
      await known.getByRole('button', { name: button }).click();
      // The next popin may take the same dialog's place: this one is gone once its title is.
      await known.waitFor({ state: 'hidden' });
      answered = true;
      break;
    }
    if (!answered) {
      const handle = await dialog.elementHandle();
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await handle?.waitForElementState('hidden');
    }
  }
}

describe('the purchase path leftovers', () => {
  it('a visitor fills a drive cart with a wine', async () => {
    await j.shop.open(`/?magasin_id=${STORE.id}`);
    expect(await j.shop.header.storeName()).toBe(STORE.name);
    await addFirst('Bordeaux AOP rouge');
    await addFirst('pommes');
  });

  it("an existing customer's sign-up at the checkout says to check the mailbox", async () => {
    await j.page.goto('/commander/creation-compte?type_panier=drive');
    await j.page.waitForLoadState('networkidle');
    await main().getByRole('heading', { level: 1, name: 'Créer mon compte' }).waitFor();
    const existing = main().getByRole('link', { name: 'Identifiez-vous' });
    expect(await existing.getAttribute('href')).toBe('/commander/connexion?type_panier=drive');
    await main().getByText('Madame', { exact: true }).click();
    await main().getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');
    await main().getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marie');
    await main().getByRole('textbox', { name: 'Adresse email', exact: true }).fill(ACCOUNT.email);
    await main().getByLabel('Mot de passe', { exact: true }).fill('Panier2026');
    await solveCaptcha(main());
    await main().getByRole('button', { name: 'Créer mon compte' }).click();
    await main().getByRole('heading', { level: 1, name: 'Consultez votre boîte mail' }).waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('reaches /commander/connexion, logs in and goes on to the checkout', async () => {
    await clickAndLoad(main().getByRole('link', { name: 'Me connecter' }), /\/commander\/connexion/);
    expect(j.shop.location()).toBe('/commander/connexion?type_panier=drive');
    await main().getByRole('heading', { level: 1, name: 'Identifiez-vous' }).waitFor();
    expect(await j.page.title()).toBe('Identification | Cabas');
    await expectNoA11yViolations(j.page);

    await main().getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
    await main().getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
    const settled = j.page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname.startsWith(POST_LOGIN_PATH) &&
        new URLSearchParams(request.postData() ?? '').get('etape') === CONNECTED_ACK,
      { timeout: 90_000 },
    );
    settled.catch(() => {});
    await Promise.all([
      j.page.waitForURL((url) => url.pathname === '/commander' || url.pathname === '/panier'),
      main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    // The steps after login (the cart's state), as on /connexion.
    await answerPopins(15_000);
    await settled;
    if (new URL(j.page.url()).pathname === '/panier') {
      // The account's drive cart was empty: the checkout's guard sent the shopper to the cart, whose
      // popin brought the visitor's lines in (the merge runs when that popin loads); on to the checkout.
      expect(j.shop.location()).toBe('/panier?type_panier=drive');
      await j.shop.hydrated();
      await clickAndLoad(main().getByRole('link', { name: /^Commander/ }), /\/commander\?type_panier=drive/);
    }
    expect(j.shop.location()).toBe('/commander?type_panier=drive');
    await main()
      .getByRole('heading', { level: 1, name: /Ma commande/ })
      .waitFor();
    // The checkout's own warnings (another store than the account's, a first order there).
    await answerPopins(5000);
  });

  it('shows the legal alcohol warning at step 1, without blocking anything', async () => {
    const warning = alcoholWarning();
    await warning.waitFor();
    const text = ((await warning.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toContain("L'abus d'alcool est dangereux pour la santé, à consommer avec modération.");
    expect(text).toContain(
      "La vente d'alcool et de produits du vapotage aux mineurs de moins de 18 ans est interdite.",
    );
    expect(await j.page.getByRole('dialog').count()).toBe(0);
    await expectNoA11yViolations(j.page);
  });

  it('a logged-in shopper asking for /commander/connexion goes on to the checkout', async () => {
    await j.page.goto('/commander/connexion?type_panier=drive');
    await j.page.waitForURL((url) => url.pathname === '/commander');
    expect(j.shop.location()).toBe('/commander?type_panier=drive');
    await main()
      .getByRole('heading', { level: 1, name: /Ma commande/ })
      .waitFor();
    await j.page.waitForLoadState('networkidle');
  });

  it('orders, the warning shown again on the payment page', async () => {
    await clickAndLoad(
      main().getByRole('link', { name: 'Choisir mon mode de retrait ou de livraison' }),
      /\/commander\/mode-livraison$/,
    );
    const drive = main().getByRole('group', { name: /Drive/ }).first();
    await drive.getByRole('radio').and(j.page.locator(':enabled')).first().check();
    await clickAndLoad(
      main().getByRole('button', { name: 'Valider ce mode' }),
      /\/commander\/mode-livraison$/,
    );
    const slots = main().getByRole('listbox', { name: /^Créneaux du / });
    await slots.getByRole('option').first().waitFor();
    const free = slots.getByRole('option', { disabled: false }).first();
    await free.click();
    await vi.waitFor(
      async () => expect(await slots.getByRole('option', { selected: true }).count()).toBe(1),
      10_000,
    );
    await clickAndLoad(
      main().getByRole('link', { name: 'Continuer vers le paiement' }),
      /paiement-et-avantages$/,
    );
    await main().getByRole('heading', { level: 1, name: 'Paiement et avantages' }).waitFor();
    await alcoholWarning().waitFor();
    await expectNoA11yViolations(j.page);

    const bags = main().getByRole('radio', { name: 'Avec sacs' });
    if (await bags.count()) await bags.check();
    await main()
      .getByRole('radio', { name: /Carte bancaire/ })
      .first()
      .check();
    const toSandbox = j.page.waitForURL(/\/paiement-sandbox\//);
    await main()
      .getByRole('button', { name: /^Payer / })
      .click();
    // A recent order of this account (another journey's) is confirmed first.
    const recent = j.page.getByRole('dialog', { name: 'Vous venez déjà de commander' });
    await Promise.race([toSandbox, recent.waitFor({ timeout: 30_000 }).catch(() => {})]);
    if (await recent.isVisible()) await recent.getByRole('button', { name: 'Confirmer ma commande' }).click();
    await toSandbox;
    await j.page.getByRole('textbox', { name: /Numéro de carte/ }).fill(CARD);
    await j.page.getByRole('textbox', { name: /Date d'expiration/ }).fill('12/30');
    await j.page.getByRole('textbox', { name: /Cryptogramme visuel/ }).fill('123');
    await j.page.getByRole('textbox', { name: /Nom du titulaire/ }).fill('Marie Dupont');
    await Promise.all([
      j.page.waitForURL(/\/commander\/confirmation\//),
      j.page.getByRole('button', { name: /^Payer / }).click(),
    ]);
    await j.page.waitForLoadState('networkidle');
    expect(new URL(j.page.url()).pathname).toMatch(/^\/commander\/confirmation\/\d+\/ok$/);
    await main().getByRole('heading', { level: 1, name: 'Merci, votre commande est confirmée' }).waitFor();
  });
});
