/**
 * Journey: a shopper who forgot the password asks for a link on
 * /mdp-oublie (ALTCHA proof of work solved by the browser), sees the loading message then the
 * confirmation with the address and resends it; an unknown address gets the same answer, a pro
 * account the 403 message. The e-mail's link opens the reset page; the new password is set, 'Mot de
 * passe mis à jour' shows, the used link is refused, and the shopper logs in with the new password.
 * axe-core on every state.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { solveCaptcha as solveSignUpCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';
import { decodeQuotedPrintable, mailsTo, waitForLink } from '../support/mail.ts';
import { Shop } from '../support/shop.ts';

const EMAIL = `oubli.${Date.now()}@exemple.fr`;
const FIRST_PASSWORD = 'Premier2026';
const NEW_PASSWORD = 'Nouveau2027';
const TAKEN =
  'Votre demande a bien été prise en compte, un retour vous sera apporté dans les meilleurs délais.';
const PRO_EMAIL = 'contact@boulangerie-lefebvre.exemple.fr';
const RESET_PATH = '/mdp-oublie/reinitialisation';
/** Solving the proof of work takes a few seconds on a slow machine. */
const CAPTCHA_MS = 45_000;

const j = journey();
let resetLink = '';

beforeAll(async () => {
  // An account of its own: the demo accounts keep their passwords for the other journeys.
  await j.shop.open('/?magasin_id=12');
  await j.shop.open('/creation-compte');
  const main = j.shop.main();
  await main.getByText('Monsieur', { exact: true }).click();
  await main.getByRole('textbox', { name: 'Nom', exact: true }).fill('Bernard');
  await main.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Hugo');
  await main.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(EMAIL);
  await main.getByLabel('Mot de passe', { exact: true }).fill(FIRST_PASSWORD);
  await solveSignUpCaptcha(main);
  await main.getByRole('button', { name: 'Créer mon compte' }).click();
  // The sign-up opens no session (no account enumeration); the page says to check the mailbox.
  await j.shop.heading('Consultez votre boîte mail').waitFor();
}, 120_000);

const main = () => j.shop.main();
const emailField = () => main().getByRole('textbox', { name: 'Adresse email' });
/** The widget's checkbox: 'Je ne suis pas un robot', 'Vérification en cours...', then 'Vérifié'. */
const robot = (name: string | RegExp = /^(Je ne suis pas un robot|Vérification en cours\.\.\.|Vérifié)$/) =>
  main().getByRole('checkbox', { name });

/** Starts the proof of work if the form's focus did not, and waits until the widget says 'Vérifié'. */
async function solveCaptcha(): Promise<void> {
  await robot().first().waitFor();
  const idle = robot('Je ne suis pas un robot');
  // Not started by the form's focus (or reset after a use): the keyboard starts it.
  if ((await idle.count()) > 0 && (await idle.isEnabled()) && !(await idle.isChecked()))
    await idle.press('Space');
  await robot('Vérifié').waitFor({ timeout: CAPTCHA_MS });
  expect(await robot('Vérifié').isChecked()).toBe(true);
}

async function text(locator: ReturnType<typeof main>): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('forgotten password', () => {
  it('shows the form with its captcha', async () => {
    await j.shop.open('/mdp-oublie');
    expect(await j.page.title()).toBe('Mot de passe oublié | Cabas');
    await j.shop.heading('Mot de passe oublié').waitFor();
    await robot('Je ne suis pas un robot').waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('asks for a valid e-mail address', async () => {
    await emailField().fill('pas-une-adresse');
    await main().getByRole('button', { name: 'Envoyer' }).click();
    await main().getByText('Votre adresse email est invalide. Elle doit comporter un @ et un .').waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('shows the loading message, then the confirmation with the address', async () => {
    await emailField().fill(EMAIL);
    await solveCaptcha();
    // The answer is held back a moment so that the loading message can be read.
    await j.page.route(
      '**/mdp-oublie.data*',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
      { times: 1 },
    );
    await main().getByRole('button', { name: 'Envoyer' }).click();
    await main().getByRole('status').filter({ hasText: 'Envoi de votre demande en cours...' }).waitFor();
    await j.shop.heading('Demande envoyée').waitFor({ timeout: 15_000 });
    expect(await text(main())).toContain(TAKEN);
    expect(await text(main())).toContain(`l'adresse ${EMAIL}`);
    await expectNoA11yViolations(j.page);
    resetLink = await waitForLink(EMAIL, RESET_PATH);
  });

  it('resends the e-mail', async () => {
    await solveCaptcha();
    await main().getByRole('button', { name: "Renvoyer l'email" }).click();
    await main().getByText('Un nouvel email vient de vous être envoyé.').waitFor({ timeout: 15_000 });
    // Two reset e-mails (the account's welcome e-mail is not one of them); the outbox sends after the answer.
    const resetMails = () => mailsTo(EMAIL).filter((raw) => decodeQuotedPrintable(raw).includes(RESET_PATH));
    await vi.waitFor(() => expect(resetMails().length).toBe(2), 10_000);
    resetLink = await waitForLink(EMAIL, RESET_PATH);
    await expectNoA11yViolations(j.page);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const unknown = `inconnu.${Date.now()}@exemple.fr`;
    await main().getByRole('link', { name: 'Utiliser une autre adresse' }).click();
    await j.shop.heading('Mot de passe oublié').waitFor();
    await emailField().fill(unknown);
    await solveCaptcha();
    await main().getByRole('button', { name: 'Envoyer' }).click();
    await j.shop.heading('Demande envoyée').waitFor({ timeout: 15_000 });
    expect(await text(main())).toContain(TAKEN);
    expect(mailsTo(unknown)).toEqual([]);
  });

  it('answers a pro account as any other, and tells the pro by e-mail whom to ask (decision 096)', async () => {
    await main().getByRole('link', { name: 'Utiliser une autre adresse' }).click();
    await j.shop.heading('Mot de passe oublié').waitFor();
    const before = mailsTo(PRO_EMAIL).length;
    await emailField().fill(PRO_EMAIL);
    await solveCaptcha();
    await main().getByRole('button', { name: 'Envoyer' }).click();
    await j.shop.heading('Demande envoyée').waitFor({ timeout: 15_000 });
    expect(await text(main())).toContain(TAKEN);
    await expectNoA11yViolations(j.page);
    await vi.waitFor(() => expect(mailsTo(PRO_EMAIL).length).toBe(before + 1), 10_000);
    const help = decodeQuotedPrintable(mailsTo(PRO_EMAIL).at(-1)!);
    expect(help).toContain('Subject: Votre mot de passe CabasPro');
    expect(help).not.toContain(RESET_PATH);
  });

  it('opens the link of the e-mail and sets a new password', async () => {
    await j.shop.open(resetLink);
    await j.shop.heading('Choisir un nouveau mot de passe').waitFor();
    expect(await main().getByRole('list', { name: 'Votre mot de passe doit contenir' }).isVisible()).toBe(
      true,
    );
    await expectNoA11yViolations(j.page);

    await main().getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await main().getByLabel('Confirmation du nouveau mot de passe').fill('Different2027');
    await main().getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
    await main().getByText('Merci de renseigner un mot de passe valide et identique').waitFor();
    await expectNoA11yViolations(j.page);

    await main().getByLabel('Confirmation du nouveau mot de passe').fill(NEW_PASSWORD);
    await main().getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
    await j.shop.heading('Mot de passe mis à jour').waitFor();
    expect(await j.page.title()).toBe('Mot de passe mis à jour | Cabas');
    await main().getByRole('link', { name: "Retour à l'accueil" }).waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('refuses the used link and offers to ask again', async () => {
    const used = await newPage(j.browser);
    const other = new Shop(used);
    await other.open(resetLink);
    await other.heading('Lien de réinitialisation invalide').waitFor();
    expect(await text(other.main().getByRole('alert'))).toBe(
      'Ce lien de réinitialisation a déjà servi. Merci de refaire une demande de mot de passe oublié.',
    );
    expect(await other.main().getByRole('link', { name: 'Refaire une demande' }).getAttribute('href')).toBe(
      '/mdp-oublie',
    );
    await expectNoA11yViolations(used);
    await other.open(`${RESET_PATH}?token=inconnu`);
    await other.main().getByText("Ce lien de réinitialisation n'est pas valide.", { exact: false }).waitFor();
    await used.context().close();
  });

  it('logs in with the new password', async () => {
    await main().getByRole('link', { name: 'Me connecter' }).click();
    await j.page.waitForURL((url) => url.pathname === '/connexion');
    await j.shop.hydrated();
    await main().getByRole('textbox', { name: 'Adresse email' }).fill(EMAIL);
    await main().getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await Promise.all([
      j.page.waitForEvent('load'),
      main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    await expect(j.page.getByRole('banner').getByText('Bonjour Hugo').isVisible()).resolves.toBe(true);
  });
});

describe('forgotten password without JavaScript', () => {
  it('says the captcha needs JavaScript, and the server asks for it', async () => {
    const plain = await newPage(j.browser, { javaScript: false });
    await plain.goto('/mdp-oublie');
    await plain.getByText('La vérification anti-robot a besoin de JavaScript', { exact: false }).waitFor();
    await plain.getByRole('main').getByRole('textbox', { name: 'Adresse email' }).fill(EMAIL);
    await Promise.all([
      plain.waitForEvent('load'),
      plain.getByRole('main').getByRole('button', { name: 'Envoyer' }).click(),
    ]);
    await plain.getByText("Merci de confirmer que vous n'êtes pas un robot.").waitFor();
    await expectNoA11yViolations(plain);
    await plain.context().close();
  });
});
