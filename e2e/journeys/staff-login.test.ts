/**
 * Journey: the store staff's side (/gestion, decision 108). A visitor asking for the journal gets the
 * staff login page (its own frame, not the shop's), a wrong password the French message; the demo
 * manager logs in with the keyboard, reads the journal (his login in it) and his home page, is not a
 * customer for the shop, and logs out. A shopper logged in to the shop gets the staff login page too.
 * axe-core on every state.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const MANAGER = {
  email: 'thomas.bernard@cabas-magasins.exemple.fr',
  password: 'Responsable2024',
  name: 'Thomas Bernard',
};
const CUSTOMER = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const LOGIN_FAILURE =
  'Votre adresse email ou votre mot de passe est invalide. Merci de vérifier votre saisie.';

const j = journey();

const main = () => j.page.getByRole('main');
const banner = () => j.page.getByRole('banner');
const emailField = () => main().getByRole('textbox', { name: 'Adresse email professionnelle' });
const passwordField = () => main().getByLabel('Mot de passe', { exact: true });

/** Waits for the document the server answers after `act` (a form post or a link). */
async function andLoad(act: () => Promise<void>): Promise<void> {
  await Promise.all([j.page.waitForEvent('load'), act()]);
}

async function fillLogin(email: string, password: string): Promise<void> {
  await emailField().fill(email);
  await passwordField().fill(password);
}

const clickAndLoad = (target: Locator) => andLoad(() => target.click());

describe('the staff side', () => {
  it('sends a visitor asking for the journal to the staff login page, in its own frame', async () => {
    await j.page.goto('/gestion/journal');
    expect(j.shop.location()).toBe('/gestion/connexion?redirectTo=%2Fgestion%2Fjournal');
    expect(await j.page.title()).toBe('Connexion du personnel | Cabas');
    expect(await main().getByRole('heading', { level: 1, name: 'Connexion du personnel' }).count()).toBe(1);
    // Not the shop's header: no account link, no cart.
    expect(await banner().getByRole('link', { name: 'Me connecter' }).count()).toBe(0);
    await expectNoA11yViolations(j.page);
  });

  it('answers a wrong password with the French message', async () => {
    await fillLogin(MANAGER.email, 'PasLeBon2024');
    await clickAndLoad(main().getByRole('button', { name: 'Se connecter' }));
    expect((await main().getByRole('alert').textContent())?.trim()).toBe(LOGIN_FAILURE);
    expect(await emailField().inputValue()).toBe(MANAGER.email);
    expect(await passwordField().inputValue()).toBe('');
    await expectNoA11yViolations(j.page);
  });

  it('logs the demo manager in (keyboard) and shows the journal with his login', async () => {
    await fillLogin(MANAGER.email, MANAGER.password);
    await andLoad(() => passwordField().press('Enter'));
    expect(j.shop.location()).toBe('/gestion/journal');
    expect(await main().getByRole('heading', { level: 1, name: 'Journal des actions' }).count()).toBe(1);
    const firstRow = main().getByRole('table').getByRole('row').nth(1);
    expect(await firstRow.textContent()).toContain(MANAGER.name);
    expect(await firstRow.textContent()).toContain('Connexion');
    expect(await banner().textContent()).toContain(MANAGER.name);
    expect(await banner().textContent()).toContain('Responsable de magasin');
    await expectNoA11yViolations(j.page);
  });

  it('shows who is logged in on the staff home', async () => {
    await clickAndLoad(banner().getByRole('link', { name: 'Accueil' }));
    expect(j.shop.location()).toBe('/gestion');
    expect(
      await main()
        .getByRole('heading', { level: 1, name: `Bonjour ${MANAGER.name}` })
        .count(),
    ).toBe(1);
    expect(await main().textContent()).toContain('Responsable de magasin');
    await expectNoA11yViolations(j.page);
  });

  it('does not make the staff member a customer of the shop', async () => {
    const response = await j.page.goto('/mon-compte');
    expect(response?.status()).toBe(401);
  });

  it('logs out: the staff pages ask for the login again', async () => {
    await j.page.goto('/gestion');
    await clickAndLoad(banner().getByRole('button', { name: 'Se déconnecter' }));
    expect(j.shop.location()).toBe('/gestion/connexion');
    await expectNoA11yViolations(j.page);
    await j.page.goto('/gestion');
    expect(j.shop.location()).toBe('/gestion/connexion');
  });

  it('sends a shopper logged in to the shop to the staff login page', async () => {
    await j.shop.open('/connexion');
    await j.shop.main().getByRole('textbox', { name: 'Adresse email' }).fill(CUSTOMER.email);
    await j.shop.main().getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER.password);
    await clickAndLoad(j.shop.main().getByRole('button', { name: 'Me connecter' }));
    expect(j.shop.location()).not.toMatch(/^\/connexion/);
    await j.page.goto('/gestion');
    expect(j.shop.location()).toBe('/gestion/connexion');
    expect(await main().getByRole('heading', { level: 1, name: 'Connexion du personnel' }).count()).toBe(1);
    await expectNoA11yViolations(j.page);
  });
});
