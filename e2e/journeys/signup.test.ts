/**
 * Journey: a visitor
 * shopping at one store opens /creation-compte, sees the field messages, watches the password marks
 * tick while typing, chooses another store for the account, solves the ALTCHA, is told to check the
 * mailbox, logs in and lands on the confirmation page, answers the store question, sees the card
 * variants, and logs out. An address that already has an account gets exactly the same screen.
 * axe-core on every state.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { robot, solveCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';
import { isFocused, Shop } from '../support/shop.ts';

const checkYourMail = (email: string) =>
  `Votre demande a bien été prise en compte. Nous venons d'envoyer un email à ${email} : il vous indique comment accéder à votre compte.`;
const NEW_EMAIL = `camille.martin.${Date.now()}@exemple.fr`;
const PASSWORD = 'Panier2026';

const j = journey();

const main = () => j.shop.main();
const banner = () => j.page.getByRole('banner');
const field = (name: string) => main().getByRole('textbox', { name, exact: true });
const passwordField = () => main().getByLabel('Mot de passe', { exact: true });
const submit = () => main().getByRole('button', { name: 'Créer mon compte' });
const mark = (label: string) => main().getByRole('listitem').filter({ hasText: label });

/** The confirmation page no longer asks to switch to the account store; axe-core on it. */
async function expectNoStoreQuestion() {
  expect(
    await main()
      .getByRole('button', { name: /^Passer sur/ })
      .count(),
  ).toBe(0);
  await expectNoA11yViolations(j.page);
}

async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('creating an account', () => {
  it('shows the form with the current store preselected', async () => {
    await j.shop.open('/?magasin_id=12');
    await j.shop.open('/creation-compte');
    // The form is complete once its captcha widget is there (it loads after hydration).
    await robot(main()).first().waitFor();
    expect(await j.page.title()).toBe('Créer mon compte | Cabas');
    await j.shop.heading('Créer mon compte').waitFor();
    expect(await text(main().getByText(/^Magasin de votre compte/))).toContain('Cabas Market Amiens');
    await expectNoA11yViolations(j.page);
  });

  it('gives each empty field its French message', async () => {
    await submit().click();
    await main().getByText('Merci de renseigner votre civilité').waitFor();
    for (const message of [
      'Merci de renseigner votre nom',
      'Merci de renseigner votre prénom',
      'Merci de renseigner votre adresse email',
      'Merci de renseigner votre mot de passe',
    ]) {
      expect(await main().getByText(message, { exact: true }).count(), message).toBe(1);
    }
    expect(await field('Nom').getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(j.page);
  });

  it('ticks each password mark while typing, in words and not by colour alone', async () => {
    const status = main()
      .getByRole('status')
      .filter({ hasText: /mot de passe/ });
    await passwordField().pressSequentially('abc');
    expect(await text(mark('1 minuscule'))).toBe('✓1 minuscule : respecté');
    expect(await text(mark('1 chiffre'))).toBe('✗1 chiffre : non respecté');
    expect(await text(mark('8 caractères minimum'))).toContain('non respecté');
    await vi.waitFor(
      async () =>
        expect(await text(status)).toBe(
          'Il manque à votre mot de passe : 8 caractères minimum, 1 chiffre, 1 majuscule.',
        ),
      5000,
    );
    await passwordField().fill(PASSWORD);
    for (const label of ['8 caractères minimum', '1 chiffre', '1 majuscule', '1 minuscule'])
      expect(await text(mark(label)), label).toContain(': respecté');
    await vi.waitFor(
      async () => expect(await text(status)).toBe('Votre mot de passe respecte toutes les règles.'),
      5000,
    );
    await expectNoA11yViolations(j.page);
  });

  it('keeps what was typed when a field is refused', async () => {
    await main().getByText('Madame', { exact: true }).click();
    await field('Nom').fill('Martin');
    await field('Prénom').fill('Camille');
    await field('Adresse email').fill('camille@exemple');
    await submit().click();
    await main().getByText('Cette adresse email est invalide').waitFor();
    expect(await field('Adresse email').getAttribute('aria-invalid')).toBe('true');
    // The focus goes to the field to correct.
    expect(await isFocused(field('Adresse email'))).toBe(true);
    expect(await field('Nom').getAttribute('aria-invalid')).toBeNull();
    // The password typed stays (the form was sent in the background).
    expect(await passwordField().inputValue()).toBe(PASSWORD);
    await expectNoA11yViolations(j.page);
  });

  it('finds another store for the account without changing the current one', async () => {
    await main().getByRole('button', { name: 'Choisir un autre magasin' }).click();
    await field('Code postal ou ville').fill('69003');
    await main().getByRole('button', { name: 'Rechercher un magasin' }).click();
    const results = main().getByRole('radiogroup', { name: /magasins? trouvés?/ });
    await results.waitFor();
    await results.getByText('Cabas Hyper Lyon Part-Dieu', { exact: true }).click();
    expect(await text(main().getByText(/^Magasin de votre compte/))).toContain('Cabas Hyper Lyon Part-Dieu');
    expect(await j.shop.header.storeName()).toBe('Cabas Market Amiens');
    await expectNoA11yViolations(j.page);
  });

  it('creates the account after the captcha and says to check the mailbox', async () => {
    await field('Adresse email').fill(NEW_EMAIL);
    await main()
      .getByText(/^Je souhaite recevoir par email/)
      .click();
    await solveCaptcha(main());
    await submit().click();
    await j.shop.heading('Consultez votre boîte mail').waitFor();
    expect(await text(main())).toContain(checkYourMail(NEW_EMAIL.toLowerCase()));
    // No session: the shopper logs in.
    expect(await banner().getByRole('link', { name: 'Me connecter' }).count()).toBe(1);
    await expectNoA11yViolations(j.page);
  });

  it('logs in from the e-mail link and is asked which store to shop at', async () => {
    await j.shop.open(`/connexion?redirectTo=${encodeURIComponent('/confirmation-creation-compte')}`);
    await main().getByRole('textbox', { name: 'Adresse email' }).fill(NEW_EMAIL);
    await main().getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await Promise.all([
      j.page.waitForURL((url) => url.pathname === '/confirmation-creation-compte'),
      main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    await j.shop.heading('Votre compte a bien été créé').waitFor();
    expect(await j.page.title()).toBe('Compte créé | Cabas');
    await expect(banner().getByText('Bonjour Camille').isVisible()).resolves.toBe(true);
    const question = main().getByRole('region', {
      name: 'Dans quel magasin souhaitez-vous faire vos courses ?',
    });
    expect(await text(question)).toContain('Votre compte est rattaché au magasin Cabas Hyper Lyon Part-Dieu');
    await expectNoA11yViolations(j.page);
  });

  it('switches to the account store when asked to', async () => {
    await main().getByRole('button', { name: 'Passer sur Cabas Hyper Lyon Part-Dieu' }).click();
    const status = main().getByRole('status').filter({ hasText: 'Votre magasin est maintenant' });
    await status.waitFor();
    expect(await text(status)).toBe('Votre magasin est maintenant Cabas Hyper Lyon Part-Dieu.');
    expect(await j.shop.header.storeName()).toBe('Cabas Hyper Lyon Part-Dieu');
    await expectNoStoreQuestion();
  });

  it('shows the loyalty-card variants of the confirmation page', async () => {
    await j.shop.open('/confirmation-creation-compte?erreur=1&carteExistante=1');
    await main()
      .getByText(/votre carte de fidélité n'a pas pu être créée/)
      .waitFor();
    await main().getByRole('link', { name: 'Carte déjà associée à un compte : comment faire ?' }).waitFor();
    // Same store now: no question.
    await expectNoStoreQuestion();
  });

  it('sends a logged-in shopper home from /creation-compte, then logs out', async () => {
    await j.shop.open('/creation-compte');
    expect(j.shop.location()).toBe('/');
    await Promise.all([
      j.page.waitForEvent('load'),
      banner().getByRole('button', { name: 'Me déconnecter' }).click(),
    ]);
    await j.shop.hydrated();
    await expect(banner().getByRole('link', { name: 'Me connecter' }).isVisible()).resolves.toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('offers the same form in the checkout frame, for the cart type of the query', async () => {
    // The checkout frame has no shop block: no hydration signal to wait for.
    await j.page.goto('/commander/creation-compte?type_panier=click_and_collect');
    expect(await j.page.title()).toBe('Créer mon compte | Cabas');
    await j.shop.heading('Créer mon compte').waitFor();
    expect(await main().locator('form[method="post"]').first().getAttribute('action')).toBe(
      '/commander/creation-compte?type_panier=click_and_collect',
    );
    // The checkout frame: no main menu.
    expect(await j.page.getByRole('navigation', { name: 'Rayons' }).count()).toBe(0);
    await expectNoA11yViolations(j.page);
  });

  it('the new account logs in with its password', async () => {
    await j.shop.open('/connexion');
    await main().getByRole('textbox', { name: 'Adresse email' }).fill(NEW_EMAIL);
    await main().getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await Promise.all([
      j.page.waitForEvent('load'),
      main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    await expect(banner().getByText('Bonjour Camille').isVisible()).resolves.toBe(true);
    await Promise.all([
      j.page.waitForEvent('load'),
      banner().getByRole('button', { name: 'Me déconnecter' }).click(),
    ]);
    await j.shop.hydrated();
  });

  it('answers an address that already has an account exactly as a new one', async () => {
    await j.shop.open('/creation-compte');
    // The logout just before stuck: a shopper still logged in would have been sent home (the page after
    // login acknowledges its steps as the logout goes, and that answer once brought the session back).
    expect(j.shop.location()).toBe('/creation-compte');
    await robot(main()).first().waitFor();
    await main().getByText('Madame', { exact: true }).click();
    await field('Nom').fill('Martin');
    await field('Prénom').fill('Camille');
    await field('Adresse email').fill('marie.dupont@exemple.fr');
    await passwordField().fill(PASSWORD);
    await solveCaptcha(main());
    await submit().click();
    await j.shop.heading('Consultez votre boîte mail').waitFor();
    expect(await text(main())).toContain(checkYourMail('marie.dupont@exemple.fr'));
    await expectNoA11yViolations(j.page);
    // The refused forms answered 422 on purpose; nothing else went wrong in the page.
    const refused = /^Failed to load resource: the server responded with a status of 422\b/;
    expect(j.shop.unexpectedErrors().filter((error) => !refused.test(error))).toEqual([]);
  });
});

describe('creating an account without JavaScript', () => {
  it('posts the form and shows the messages from the server', async () => {
    const plain = await newPage(j.browser, { javaScript: false });
    const noJs = new Shop(plain);
    await noJs.open('/?magasin_id=12', { javaScript: false });
    await noJs.open('/creation-compte', { javaScript: false });
    await plain.getByRole('main').getByLabel('Mot de passe', { exact: true }).fill('court');
    await Promise.all([
      plain.waitForEvent('load'),
      plain.getByRole('main').getByRole('button', { name: 'Créer mon compte' }).click(),
    ]);
    const messages = plain.getByRole('main');
    await messages.getByText('Merci de renseigner votre civilité').waitFor();
    await messages
      .getByText(
        'Votre mot de passe doit comporter au moins 8 caractères, dont 1 chiffre, 1 majuscule et 1 minuscule.',
      )
      .waitFor();
    // The store link goes to the shop selector page and back here.
    expect(await messages.getByRole('link', { name: 'Choisir un autre magasin' }).getAttribute('href')).toBe(
      '/magasins/choisir?redirectTo=%2Fcreation-compte',
    );
    await expectNoA11yViolations(plain);
    await plain.context().close();
  });
});
