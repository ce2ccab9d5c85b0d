import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { solveCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';
import { isFocused } from '../support/shop.ts';

const ACCOUNT = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
/** A seeded partner card, issued but not linked (apps/api/src/db/seed/loyalty.ts). */
const CARD = { numero: '9250000000000011', code: '1234' };

const j = journey();
const noScript = journey({ javaScript: false });

beforeAll(async () => {
  await j.shop.logIn(ACCOUNT);
  await noScript.shop.logIn(ACCOUNT, { javaScript: false });
  await noScript.page.getByRole('banner').getByText('Bonjour Julien').waitFor();
}, 120_000);

afterAll(async () => {
  await j.page?.context().close();
  await noScript.page?.context().close();
});

describe('Ma fidélité', () => {
  it('shows the cagnotte, links a partner card (a wrong code first), then deletes it', async () => {
    const { page, shop } = j;
    await shop.open('/mon-compte/ma-fidelite');
    await shop.heading('Ma fidélité').waitFor();
    await shop.hydrated();
    const main = shop.main();
    // 12,50 € now and 3,00 € to come on the partner card.
    await main.getByText(/Total de mes cagnottes : 15,50\s€/).waitFor();
    await main.getByText(/Cagnotte : 12,50\s€/).waitFor();
    await expectNoA11yViolations(page);

    await main.getByRole('button', { name: 'Ajouter une carte' }).click();
    const entry = page.getByRole('dialog', { name: 'Ajouter une carte de fidélité' });
    await entry.waitFor();
    await expectNoA11yViolations(page);
    await entry.getByRole('textbox', { name: 'Numéro de carte de fidélité' }).fill(CARD.numero);
    await entry.getByRole('button', { name: 'Continuer' }).click();

    const code = entry.getByRole('textbox', { name: 'Code cagnotte' });
    await code.waitFor();
    await expect.poll(() => isFocused(code)).toBe(true);
    await code.fill('0000');
    await solveCaptcha(entry);
    await entry.getByRole('button', { name: 'Valider' }).click();
    await entry.getByText('Le Code Cagnotte est invalide. Merci de vérifier votre saisie').waitFor();
    await expectNoA11yViolations(page);

    await code.fill(CARD.code);
    await solveCaptcha(entry);
    await Promise.all([
      page.waitForURL(/nouvelleCarte=1/),
      entry.getByRole('button', { name: 'Valider' }).click(),
    ]);
    const added = page.getByRole('dialog', { name: 'Carte ajoutée' });
    await added.waitFor();
    await added.getByRole('button', { name: 'Ajouter une autre carte' }).waitFor();
    await expectNoA11yViolations(page);
    await added.getByRole('button', { name: 'Terminer' }).click();
    await added.waitFor({ state: 'detached' });

    const card = main.getByRole('listitem').filter({ hasText: 'se terminant par 0011' });
    await card.getByText(/Cagnotte : 8,40\s€/).waitFor();
    await main.getByText(/Total de mes cagnottes : 25,10\s€/).waitFor();

    await card.getByRole('button', { name: 'Supprimer la Carte Club partenaire 0011' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la carte' });
    await confirm.waitFor();
    await expectNoA11yViolations(page);
    await Promise.all([
      page.waitForURL(/carteSupprimee=1/),
      confirm.getByRole('button', { name: 'Supprimer la carte' }).click(),
    ]);
    await page
      .getByRole('dialog', { name: 'Carte supprimée' })
      .getByText('Suppression carte réussie')
      .waitFor();
    await expectNoA11yViolations(page);
    await expect
      .poll(() => main.getByRole('listitem').filter({ hasText: 'se terminant par 0011' }).count())
      .toBe(0);
  }, 180_000);

  it('adds a card without JavaScript: the number, then the code step in the page', async () => {
    const { page, shop } = noScript;
    await shop.open('/mon-compte/ma-fidelite?ajout=1', { javaScript: false });
    const section = shop.main().getByRole('region', { name: 'Ajouter une carte' });
    await section.getByRole('textbox', { name: 'Numéro de carte de fidélité' }).fill('9250 0000 0000 0029');
    await Promise.all([
      page.waitForEvent('load'),
      section.getByRole('button', { name: 'Continuer' }).click(),
    ]);
    await section.getByRole('textbox', { name: 'Code cagnotte' }).waitFor();
    await section.getByText('La vérification anti-robot a besoin de JavaScript', { exact: false }).waitFor();
    await expectNoA11yViolations(page);
    // A card already linked to an account says so.
    await shop.open('/mon-compte/ma-fidelite?ajout=1', { javaScript: false });
    await section.getByRole('textbox', { name: 'Numéro de carte de fidélité' }).fill('9250000012345678');
    await Promise.all([
      page.waitForEvent('load'),
      section.getByRole('button', { name: 'Continuer' }).click(),
    ]);
    await section.getByText('elle est déjà liée à un compte', { exact: false }).waitFor();
  }, 60_000);

  it('shows the loyalty home with the balance, and the card error page', async () => {
    const { page, shop } = j;
    await shop.open('/accueil-fidelite');
    await shop.heading('Le programme de fidélité').waitFor();
    await shop
      .main()
      .getByText(/Total de mes cagnottes : 15,50\s€/)
      .waitFor();
    await expectNoA11yViolations(page);
    await shop.open('/erreur-creation-carte?carteExistante=1');
    await shop.main().getByText('Une carte de fidélité existe déjà', { exact: false }).waitFor();
    await expectNoA11yViolations(page);
  }, 60_000);
});
