/**
 * Journey: a new shopper's profile page (/mon-compte/mon-profil). The profile form refuses a short
 * phone number then saves, with a status message; the e-mail change sends a link to the new address,
 * which changes the address once confirmed (the old one is told); the password changes; the account
 * is deleted in its steps without JavaScript (warning and checkbox, reason and password), the shopper
 * is logged out and sees the confirmation page, and the account area then asks to log in, in both
 * browsers. axe-core on every state.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { solveCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';
import { decodeQuotedPrintable, mailsTo, waitForLink } from '../support/mail.ts';
import { Shop } from '../support/shop.ts';

const STAMP = Date.now();
const EMAIL = `profil.${STAMP}@exemple.fr`;
const NEW_EMAIL = `profil.nouveau.${STAMP}@exemple.fr`;
const PASSWORD = 'Profil2026';
const NEW_PASSWORD = 'Nouveau2027';
const PROFILE = '/mon-compte/mon-profil';
const LINK_PATH = '/mon-compte/mon-profil/confirmation-email';

const j = journey();
const main = () => j.shop.main();
const region = (name: string) => main().getByRole('region', { name });

/** Clicks something that posts a form and waits for the answer's page to be hydrated. */
async function submit(name: string, scope = main()): Promise<void> {
  await scope.getByRole('button', { name }).click();
  await j.page.waitForLoadState('load');
  await j.shop.hydrated();
}

beforeAll(async () => {
  await j.shop.open('/?magasin_id=12');
  await j.shop.open('/creation-compte');
  await main().getByText('Madame', { exact: true }).click();
  await main().getByRole('textbox', { name: 'Nom', exact: true }).fill('Garnier');
  await main().getByRole('textbox', { name: 'Prénom', exact: true }).fill('Claire');
  await main().getByRole('textbox', { name: 'Adresse email', exact: true }).fill(EMAIL);
  await main().getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await solveCaptcha(main());
  await main().getByRole('button', { name: 'Créer mon compte' }).click();
  await j.shop.heading('Consultez votre boîte mail').waitFor();

  await j.shop.open('/connexion');
  await main().getByRole('textbox', { name: 'Adresse email' }).fill(EMAIL);
  await main().getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await Promise.all([
    j.page.waitForEvent('load'),
    main().getByRole('button', { name: 'Me connecter' }).click(),
  ]);
  await j.shop.hydrated();
}, 120_000);

describe('profile page', () => {
  it('shows the profile, e-mail, password, data and deletion sections', async () => {
    await j.shop.open(PROFILE);
    await j.shop.heading('Mon profil').waitFor();
    expect(await j.page.title()).toBe('Mon profil | Cabas');
    for (const name of [
      'Mes informations personnelles',
      'Mon adresse email',
      'Mon mot de passe',
      'Mes données personnelles',
      'Supprimer mon compte',
    ])
      await region(name).waitFor();
    expect(await region('Mon adresse email').getByText(EMAIL).count()).toBe(1);
    const download = region('Mes données personnelles').getByRole('link', {
      name: 'Télécharger mes données',
    });
    expect(await download.getAttribute('download')).toBe('mes-donnees-cabas.json');
    await expectNoA11yViolations(j.page);

    const file = await j.page.request.get((await download.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toBe('attachment; filename="mes-donnees-cabas.json"');
    const data = await file.json();
    expect(data.profil).toMatchObject({ email: EMAIL, nom: 'Garnier', prenom: 'Claire' });
    expect(data.commandes).toEqual([]);
  });

  it('refuses a short phone number, then saves the profile with a status message', async () => {
    const form = region('Mes informations personnelles');
    await form.getByRole('textbox', { name: 'Téléphone' }).fill('123');
    await submit('Enregistrer mes informations', form);
    await form
      .getByText(
        'Veuillez entrer un numéro de téléphone valide qui contient entre 6 et 20 caractères, y compris les espaces',
      )
      .waitFor();
    await expectNoA11yViolations(j.page);

    await form.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue des Lilas');
    await form.getByRole('textbox', { name: 'Code postal' }).fill('33000');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Bordeaux');
    await form.getByRole('combobox', { name: 'Pays' }).selectOption('France');
    await submit('Enregistrer mes informations', form);
    await main()
      .getByRole('status')
      .getByText('Vos informations personnelles ont bien été enregistrées.')
      .waitFor();
    expect(
      await region('Mes informations personnelles').getByRole('textbox', { name: 'Ville' }).inputValue(),
    ).toBe('Bordeaux');
    await expectNoA11yViolations(j.page);
  });

  it('changes the e-mail through the link sent to the new address', async () => {
    const form = region('Mon adresse email');
    await form.getByRole('textbox', { name: 'Nouvelle adresse email', exact: true }).fill(NEW_EMAIL);
    await form.getByRole('textbox', { name: 'Confirmation de la nouvelle adresse email' }).fill(NEW_EMAIL);
    await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await submit('Modifier mon adresse email', form);
    await main()
      .getByRole('status')
      .getByText(/Si la nouvelle adresse peut être utilisée pour votre compte/)
      .waitFor();
    expect(await region('Mon adresse email').getByText(EMAIL).count()).toBe(1);
    await expectNoA11yViolations(j.page);

    const link = await waitForLink(NEW_EMAIL, LINK_PATH);
    // The notice to the old address leaves the outbox on its own, maybe after the link.
    const notice = await vi.waitFor(
      () => {
        const found = mailsTo(EMAIL)
          .map(decodeQuotedPrintable)
          .find((mail) => mail.includes(NEW_EMAIL));
        expect(found).toBeDefined();
        return found as string;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(notice).not.toContain(LINK_PATH);

    await j.shop.open(link);
    await j.shop.heading('Confirmation de votre nouvelle adresse email').waitFor();
    await expectNoA11yViolations(j.page);
    await submit('Confirmer ma nouvelle adresse email');
    await main().getByRole('status').getByText(`Votre adresse email est maintenant ${NEW_EMAIL}.`).waitFor();
    await expectNoA11yViolations(j.page);

    await j.shop.open(link);
    await submit('Confirmer ma nouvelle adresse email');
    await main()
      .getByRole('alert')
      .getByText("Ce lien de changement d'adresse email a déjà servi.")
      .waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('changes the password, with the messages of the form', async () => {
    await j.shop.open(PROFILE);
    const form = region('Mon mot de passe');
    await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirmation du nouveau mot de passe').fill('Different2027');
    await submit('Modifier mon mot de passe', form);
    await form.getByText('Merci de renseigner un mot de passe valide et identique').waitFor();
    await expectNoA11yViolations(j.page);

    await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirmation du nouveau mot de passe').fill(NEW_PASSWORD);
    await submit('Modifier mon mot de passe', form);
    await main().getByRole('status').getByText('Mot de passe mis à jour').waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('deletes the account in its steps without JavaScript, logs out everywhere and shows the confirmation', async () => {
    // A second browser without JavaScript: every step is a plain form.
    const plain = await newPage(j.browser, { javaScript: false });
    const shop = new Shop(plain);
    const page = () => shop.main();
    const click = async (name: string) => {
      await Promise.all([plain.waitForEvent('load'), page().getByRole('button', { name }).click()]);
    };
    await shop.open('/connexion', { javaScript: false });
    await page().getByRole('textbox', { name: 'Adresse email' }).fill(NEW_EMAIL);
    await page().getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await click('Me connecter');

    await shop.open(PROFILE, { javaScript: false });
    await Promise.all([
      plain.waitForEvent('load'),
      page()
        .getByRole('region', { name: 'Supprimer mon compte' })
        .getByRole('link', { name: 'Supprimer mon compte' })
        .click(),
    ]);
    expect(new URL(plain.url()).search).toBe('?suppression=1');
    await page().getByText('Étape 1 sur 2').waitFor();
    await expectNoA11yViolations(plain);

    await click('Continuer');
    await page()
      .getByText('Merci de cocher la case pour confirmer que vous avez pris connaissance de ces informations')
      .waitFor();
    await expectNoA11yViolations(plain);
    await page()
      .getByRole('checkbox', { name: /je souhaite supprimer mon compte/ })
      .check();
    await click('Continuer');
    await page().getByText('Étape 2 sur 2').waitFor();
    await expectNoA11yViolations(plain);

    await click('Supprimer définitivement mon compte');
    await page().getByText('Merci de choisir le motif de votre départ').waitFor();
    await expectNoA11yViolations(plain);
    await page()
      .getByRole('combobox', { name: 'Motif de votre départ' })
      .selectOption({ label: 'Autre raison' });
    await page().getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await click('Supprimer définitivement mon compte');
    await shop.heading('Compte supprimé').waitFor();
    expect(new URL(plain.url()).pathname).toBe('/compte-supprime');
    await page().getByRole('status').getByText('Votre compte Cabas a bien été supprimé.').waitFor();
    await expectNoA11yViolations(plain);

    expect((await shop.open('/mon-compte', { javaScript: false })).status()).toBe(401);
    // The other browser's session ended too.
    expect((await j.shop.open('/mon-compte')).status()).toBe(401);
    await plain.context().close();
  });
});
