/**
 * Journey: the form pages. A visitor comes from the card-holder help's link (the card subject chosen)
 * and sends the contact form (the French field messages first, then the ALTCHA proof of work, the
 * loading message and the 'request taken into account' popin with its reference: focus in, Escape
 * closes it and gives the focus back to the button, the form emptied) and the store's service gets an
 * .eml, the visitor no copy (an address typed is never mailed, decision 097); she subscribes to the newsletter without an account (the popin again,
 * closed by « J'ai compris ») and confirms it by the e-mail's link. axe-core on every state.
 */
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { solveCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';
import { decodeQuotedPrintable, mailsTo, waitForLink } from '../support/mail.ts';
import { isFocused } from '../support/shop.ts';

const CONTACT = '/infos-et-services/aide/contactez-nous/formulaire-contact';
const CARD_HELP_REQUEST = `${CONTACT}?sujet=Ma%20carte%20de%20fid%C3%A9lit%C3%A9`;
const NEWSLETTER = '/infos-et-services/aide/contactez-nous/formulaire-newsletter';
const SENDER = `contact.${Date.now()}@exemple.fr`;
const SUBSCRIBER = `newsletter.${Date.now()}@exemple.fr`;
const TAKEN =
  'Votre demande a bien été prise en compte, un retour vous sera apporté dans les meilleurs délais.';

const j = journey();
const main = () => j.shop.main();
const dialog = (name: string) => j.page.getByRole('dialog', { name });
const focusInDialog = () =>
  j.page.evaluate(() => {
    const active = (
      globalThis as unknown as { document: { activeElement: { closest(s: string): unknown } | null } }
    ).document.activeElement;
    return Boolean(active?.closest('[role="dialog"]'));
  });

async function text(locator: ReturnType<typeof main>): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('contact form', () => {
  it('shows the form for the current store, its subject chosen by the link', async () => {
    await j.shop.open('/?magasin_id=12');
    await j.shop.open(CARD_HELP_REQUEST);
    expect(await j.page.title()).toBe('Nous contacter | Cabas');
    await j.shop.heading('Nous contacter').waitFor();
    expect(await text(main())).toContain('Votre demande sera traitée par votre magasin');
    expect(await main().getByRole('combobox', { name: 'Objet de votre demande' }).inputValue()).toBe(
      'Ma carte de fidélité',
    );
    await expectNoA11yViolations(j.page);
  });

  it('gives the French messages of the fields left empty', async () => {
    // The subject chosen by the link is taken back: every field is empty.
    await main().getByRole('combobox', { name: 'Objet de votre demande' }).selectOption('');
    await main().getByRole('button', { name: 'Envoyer ma demande' }).click();
    await main().getByText('Merci de renseigner votre nom').waitFor({ timeout: 15_000 });
    expect(await text(main())).toContain('Merci de renseigner votre civilité');
    expect(await text(main())).toContain("Merci de choisir l'objet de votre demande.");
    expect(await text(main())).toContain('Merci de saisir votre message.');
    await expectNoA11yViolations(j.page);
  });

  it('sends the request, then the store gets an e-mail and the address typed none', async () => {
    await main().getByText('Madame', { exact: true }).click();
    await main().getByRole('textbox', { name: 'Nom', exact: true }).fill('Lambert');
    await main().getByRole('textbox', { name: 'Prénom', exact: true }).fill('Claire');
    await main().getByRole('textbox', { name: 'Adresse email' }).fill(SENDER);
    await main().getByRole('combobox', { name: 'Objet de votre demande' }).selectOption('Ma commande');
    await main()
      .getByRole('textbox', { name: 'Votre message' })
      .fill("Bonjour, il manquait un pack d'eau dans ma commande de samedi.");
    await solveCaptcha(main());
    await j.page.route(
      `**${CONTACT}.data*`,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
      { times: 1 },
    );
    const send = main().getByRole('button', { name: 'Envoyer ma demande' });
    await send.click();
    await main().getByRole('status').filter({ hasText: 'Envoi de votre demande en cours...' }).waitFor();
    const popin = dialog('Demande prise en compte');
    await popin.waitFor({ timeout: 15_000 });
    expect(await text(popin)).toContain(TAKEN);
    expect(await text(popin)).toContain("Votre magasin vous répondra à l'adresse email indiquée");
    const reference = /Référence de votre demande : (CT-\d{8}-[0-9A-F]{6})/.exec(await text(popin))?.[1];
    expect(reference).toBeDefined();
    await vi.waitFor(async () => expect(await focusInDialog()).toBe(true), 5_000);
    await expectNoA11yViolations(j.page);
    await j.page.keyboard.press('Escape');
    await popin.waitFor({ state: 'detached' });
    await vi.waitFor(async () => expect(await isFocused(send)).toBe(true), 5_000);
    // The request is gone from the form, ready for another one.
    expect(await main().getByRole('textbox', { name: 'Votre message' }).inputValue()).toBe('');
    expect(await main().getByRole('textbox', { name: 'Nom', exact: true }).inputValue()).toBe('');
    await expectNoA11yViolations(j.page);

    await vi.waitFor(
      () => expect(mailsTo('magasin012@cabas.example').some((raw) => raw.includes(reference!))).toBe(true),
      10_000,
    );
    const toStore = mailsTo('magasin012@cabas.example').find((raw) => raw.includes(reference!));
    expect(decodeQuotedPrintable(toStore!)).toContain(`Reply-To: ${SENDER}`);
    expect(mailsTo(SENDER)).toHaveLength(0);
  });
});

describe('newsletter without an account', () => {
  it('asks to confirm by e-mail, and the link of the e-mail confirms', async () => {
    await j.shop.open(NEWSLETTER);
    await j.shop.heading("S'inscrire à la newsletter").waitFor();
    await expectNoA11yViolations(j.page);
    await main().getByRole('textbox', { name: 'Adresse email' }).fill(SUBSCRIBER);
    await solveCaptcha(main());
    const subscribe = main().getByRole('button', { name: "M'inscrire" });
    await subscribe.click();
    const popin = dialog('Plus qu’une étape');
    await popin.waitFor({ timeout: 15_000 });
    expect(await text(popin)).toContain('cliquez sur le lien que nous venons de vous envoyer');
    await expectNoA11yViolations(j.page);
    await popin.getByRole('button', { name: "J'ai compris" }).click();
    await popin.waitFor({ state: 'detached' });
    await vi.waitFor(async () => expect(await isFocused(subscribe)).toBe(true), 5_000);

    const link = await waitForLink(SUBSCRIBER, `${NEWSLETTER}/confirmation`);
    await j.shop.open(link);
    await j.shop.heading('Confirmation de votre inscription').waitFor();
    await expectNoA11yViolations(j.page);
    await main().getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await main().getByText('Votre inscription à la newsletter est confirmée.').waitFor({ timeout: 15_000 });
    expect(await text(main())).toContain(SUBSCRIBER);
    await expectNoA11yViolations(j.page);
  });
});
