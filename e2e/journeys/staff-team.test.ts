/**
 * Journey: the stores' teams (/gestion/equipe, issue #37 item 1, decision 117). The manager of Julien
 * Moreau's store opens « Équipe » from the staff frame, is told what is missing in an empty form, and
 * creates a preparer; the invitation e-mail's link opens the invitation page in the new preparer's
 * own browser, where a weak password is refused and a good one set; the preparer logs in; the used
 * link no longer works. The manager deactivates him from his page: the preparer's next page asks for
 * the login again. Head office sees every account and filters the journal by store. axe-core on
 * every page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { decodeQuotedPrintable, mailsTo } from '../support/mail.ts';

const MANAGER = { email: 'thomas.bernard@cabas-magasins.exemple.fr', password: 'Responsable2024' };
const HEAD_OFFICE = { email: 'claire.dubois@cabas-siege.exemple.fr', password: 'Siege2024' };
const NEW_EMAIL = `nouveau.preparateur.${Date.now()}@cabas-magasins.exemple.fr`;
const NEW_NAME = 'Hugo Lefèvre';
const NEW_PASSWORD = 'Bienvenue2026';

const j = journey();
/** The new preparer's own browser (his own cookies). */
let other: Page;

beforeAll(async () => {
  other = await newPage(j.browser);
});
afterAll(async () => {
  await other?.context().close();
});

const main = (page: Page = j.page) => page.getByRole('main');

/** Waits for the document the server answers after `act` (a form post or a link). */
async function andLoad(page: Page, act: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), act()]);
}

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await main(page).getByRole('textbox', { name: 'Adresse email professionnelle' }).fill(account.email);
  const password = main(page).getByLabel('Mot de passe', { exact: true });
  await password.fill(account.password);
  await andLoad(page, () => password.press('Enter'));
}

const location = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The invitation link's path in the newest e-mail to the new preparer. */
function invitationPath(): Promise<string> {
  return vi.waitFor(() => {
    const raw = mailsTo(NEW_EMAIL)[0];
    if (!raw) throw new Error(`Aucun e-mail pour ${NEW_EMAIL}`);
    const match = /https?:\/\/[^\s"<>]+(\/gestion\/invitation\/[\w-]+)/.exec(decodeQuotedPrintable(raw));
    if (!match) throw new Error('Aucun lien d’invitation');
    return match[1]!;
  }, 10_000);
}

let invitation = '';

describe('the stores’ teams', () => {
  it('shows the manager his store’s team from the staff frame', async () => {
    await j.page.goto('/gestion');
    await logIn(j.page, MANAGER);
    await andLoad(j.page, () => j.page.getByRole('banner').getByRole('link', { name: 'Équipe' }).click());
    expect(location(j.page)).toBe('/gestion/equipe');
    expect(await j.page.title()).toBe('Équipe | Cabas');
    const table = main().getByRole('table');
    expect(await table.textContent()).toContain('Léa Martin');
    expect(await table.textContent()).toContain('Thomas Bernard');
    expect(await table.textContent()).not.toContain('Karim Haddad');
    await expectNoA11yViolations(j.page);
  });

  it('tells what is missing beside the fields', async () => {
    await andLoad(j.page, () =>
      main().getByRole('button', { name: 'Créer le compte et envoyer l’invitation' }).click(),
    );
    const email = main().getByRole('textbox', { name: 'Adresse email professionnelle' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await main().textContent()).toContain('Merci de renseigner le prénom et le nom.');
    await expectNoA11yViolations(j.page);
  });

  it('creates a preparer of his store, who gets an invitation e-mail', async () => {
    await main().getByRole('textbox', { name: 'Adresse email professionnelle' }).fill(NEW_EMAIL);
    await main().getByRole('textbox', { name: 'Prénom et nom' }).fill(NEW_NAME);
    // His one store is checked already.
    const store = main().getByRole('group', { name: 'Magasins' }).getByRole('checkbox');
    expect(await store.count()).toBe(1);
    expect(await store.isChecked()).toBe(true);
    await andLoad(j.page, () =>
      main().getByRole('button', { name: 'Créer le compte et envoyer l’invitation' }).press('Enter'),
    );
    expect(location(j.page)).toMatch(/^\/gestion\/equipe\?cree=\d+$/);
    expect(await main().getByRole('status').textContent()).toContain(`Compte créé pour ${NEW_NAME}`);
    const row = main().getByRole('row', { name: new RegExp(NEW_NAME) });
    expect(await row.textContent()).toContain('Préparateur');
    expect(await row.textContent()).toContain('Invitation en attente');
    await expectNoA11yViolations(j.page);
    invitation = await invitationPath();
  });

  it('lets the new preparer choose his password on the invitation page', async () => {
    await other.goto(invitation);
    expect(await other.title()).toBe('Invitation du personnel | Cabas');
    expect(await main(other).getByRole('heading', { level: 1 }).textContent()).toBe(
      'Choisissez votre mot de passe',
    );
    expect(await main(other).textContent()).toContain(NEW_EMAIL);
    await expectNoA11yViolations(other);
    await main(other).getByLabel('Mot de passe', { exact: true }).fill('faible');
    await main(other).getByLabel('Confirmation du mot de passe').fill('faible');
    await andLoad(other, () =>
      main(other).getByRole('button', { name: 'Enregistrer mon mot de passe' }).click(),
    );
    expect(await main(other).textContent()).toContain(
      'Votre mot de passe doit comporter au moins 8 caractères, dont 1 chiffre, 1 majuscule et 1 minuscule.',
    );
    await expectNoA11yViolations(other);
    await main(other).getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await main(other).getByLabel('Confirmation du mot de passe').fill(NEW_PASSWORD);
    await andLoad(other, () =>
      main(other).getByRole('button', { name: 'Enregistrer mon mot de passe' }).click(),
    );
    expect(await main(other).getByRole('status').textContent()).toContain(
      'Votre mot de passe est enregistré',
    );
    await expectNoA11yViolations(other);
  });

  it('logs the new preparer in, and refuses the used link', async () => {
    await andLoad(other, () =>
      main(other).getByRole('link', { name: 'Se connecter à l’espace du personnel' }).click(),
    );
    await logIn(other, { email: NEW_EMAIL, password: NEW_PASSWORD });
    expect(location(other)).toBe('/gestion');
    expect(await main(other).getByRole('heading', { level: 1 }).textContent()).toBe(`Bonjour ${NEW_NAME}`);
    const used = await other.goto(invitation);
    expect(used?.status()).toBe(410);
    expect(await main(other).getByRole('alert').textContent()).toContain(
      'Ce lien d’invitation n’est plus valable',
    );
    await expectNoA11yViolations(other);
  });

  it('lets the manager deactivate him: the preparer’s session ends', async () => {
    await j.page.goto('/gestion/equipe');
    await andLoad(j.page, () => main().getByRole('link', { name: NEW_NAME }).click());
    expect(location(j.page)).toMatch(/^\/gestion\/equipe\/\d+$/);
    expect(await main().getByRole('heading', { level: 1 }).textContent()).toBe(NEW_NAME);
    await expectNoA11yViolations(j.page);
    await andLoad(j.page, () => main().getByRole('button', { name: 'Désactiver le compte' }).click());
    expect(await main().getByRole('status').textContent()).toContain('Le compte est désactivé');
    expect(await main().textContent()).toContain('Désactivée');
    await expectNoA11yViolations(j.page);
    // His next page asks for the login again.
    await other.goto('/gestion');
    expect(location(other)).toBe('/gestion/connexion');
  });

  it('shows the changes in the manager’s journal', async () => {
    await andLoad(j.page, () => j.page.getByRole('banner').getByRole('link', { name: 'Journal' }).click());
    const text = await main().textContent();
    expect(text).toContain('Compte du personnel créé');
    expect(text).toContain('Invitation acceptée');
    expect(text).toContain('Compte du personnel désactivé');
  });

  it('shows head office every account and filters the journal by store', async () => {
    await andLoad(j.page, () =>
      j.page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click(),
    );
    await j.page.goto('/gestion/equipe');
    await logIn(j.page, HEAD_OFFICE);
    expect(location(j.page)).toBe('/gestion/equipe');
    expect(await main().getByRole('table').textContent()).toContain('Karim Haddad');
    const stores = main().getByRole('listbox', { name: 'Magasins' });
    expect(await stores.locator('option').count()).toBeGreaterThan(12);
    const role = main().getByRole('combobox', { name: 'Rôle' });
    expect(await role.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Préparateur', 'Responsable de magasin', 'Siège']),
    );
    await expectNoA11yViolations(j.page);
    await j.page.goto('/gestion/journal');
    const filter = main().getByRole('combobox', { name: 'Magasin' });
    const option = filter.locator('option').nth(1);
    const storeId = await option.getAttribute('value');
    await filter.selectOption(storeId!);
    await andLoad(j.page, () => main().getByRole('button', { name: 'Filtrer' }).click());
    expect(location(j.page)).toBe(`/gestion/journal?magasin=${storeId}`);
    expect(await filter.inputValue()).toBe(storeId);
    await expectNoA11yViolations(j.page);
  });
});
