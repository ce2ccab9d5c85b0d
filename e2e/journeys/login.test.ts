/**
 * Journey: a visitor follows the header's 'Me
 * connecter' link, a wrong password gets the French message, the demo account logs in and comes back
 * to the page it left, the header greets the shopper, the session survives a reload, /connexion sends
 * a logged-in shopper home, and 'Me déconnecter' ends the session. axe-core on every state.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/browser.ts';
import { robot, solveCaptcha } from '../support/captcha.ts';
import { journey } from '../support/journey.ts';

const DEMO = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const LOGIN_FAILURE =
  'Votre adresse email ou votre mot de passe est invalide. Merci de vérifier votre saisie.';
const START = '/magasins/choisir';
const CAPTCHA_REQUIRED = "Merci de confirmer que vous n'êtes pas un robot.";

const j = journey();

const banner = () => j.page.getByRole('banner');
const loginLink = () => banner().getByRole('link', { name: 'Me connecter' });
const logoutButton = () => banner().getByRole('button', { name: 'Me déconnecter' });
const emailField = () => j.shop.main().getByRole('textbox', { name: 'Adresse email' });
const passwordField = () => j.shop.main().getByLabel('Mot de passe', { exact: true });
const submit = () => j.shop.main().getByRole('button', { name: 'Me connecter' });

/** Clicks something that posts a form, and waits for the page the server answers (then hydration). */
async function submitAndWait(target: Locator): Promise<void> {
  await Promise.all([j.page.waitForEvent('load'), target.click()]);
  await j.shop.hydrated();
}

async function logIn(email: string, password: string): Promise<void> {
  await emailField().fill(email);
  await passwordField().fill(password);
  await submitAndWait(submit());
}

describe('logging in and out', () => {
  it('a visitor sees "Me connecter", which leads to /connexion and back to the page', async () => {
    await j.shop.open(START);
    await loginLink().click();
    await j.page.waitForURL((url) => url.pathname === '/connexion');
    expect(j.shop.location()).toBe(`/connexion?redirectTo=${encodeURIComponent(START)}`);
    await j.shop.hydrated();
    expect(await j.page.title()).toBe('Connexion | Cabas');
    await expect(j.shop.heading('Connexion').isVisible()).resolves.toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('a wrong password gets the French message, the e-mail kept', async () => {
    await logIn(DEMO.email, 'PasLeBon2024');
    const alert = j.shop.main().getByRole('alert');
    expect((await alert.textContent())?.trim()).toBe(LOGIN_FAILURE);
    expect(await emailField().inputValue()).toBe(DEMO.email);
    expect(await passwordField().inputValue()).toBe('');
    expect(
      await banner()
        .getByText(/^Bonjour/)
        .count(),
    ).toBe(0);
    await expectNoA11yViolations(j.page);
  });

  it('empty fields get the field messages', async () => {
    await emailField().fill('');
    await submitAndWait(submit());
    expect(await j.shop.main().getByText('Merci de renseigner votre adresse email').count()).toBe(1);
    expect(await j.shop.main().getByText('Merci de renseigner votre mot de passe').count()).toBe(1);
    await expectNoA11yViolations(j.page);
  });

  it('the demo account logs in, comes back to the page it left and is greeted in the header', async () => {
    await logIn(DEMO.email, DEMO.password);
    expect(j.shop.location()).toBe(START);
    // Browsing the national site, the shopper got their account's store: the private-service popin.
    const popin = j.page.getByRole('dialog', { name: 'Votre espace personnel est activé' });
    await popin.waitFor();
    await expectNoA11yViolations(j.page);
    await j.shop.closePostLoginPopin(popin.getByRole('button', { name: 'Continuer mes courses' }));
    await popin.waitFor({ state: 'detached' });
    await expect(banner().getByText('Bonjour Marie').isVisible()).resolves.toBe(true);
    await expect(logoutButton().isVisible()).resolves.toBe(true);
    expect(await loginLink().count()).toBe(0);
    // The tokens stay on the server: the session cookie is httpOnly, no token in the page.
    const cookies = await j.page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'cabas_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await j.page.content()).not.toMatch(/access_?token|refresh_?token|eyJ[\w-]{10,}\./i);
    await expectNoA11yViolations(j.page);
  });

  it('keeps the session across a reload, and /connexion sends a logged-in shopper home', async () => {
    await j.page.reload();
    await j.shop.hydrated();
    await expect(banner().getByText('Bonjour Marie').isVisible()).resolves.toBe(true);
    await j.shop.open('/connexion');
    expect(j.shop.location()).toBe('/');
    await expect(banner().getByText('Bonjour Marie').isVisible()).resolves.toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('"Me déconnecter" ends the session', async () => {
    await submitAndWait(logoutButton());
    expect(j.shop.location()).toBe('/');
    await expect(loginLink().isVisible()).resolves.toBe(true);
    expect(
      await banner()
        .getByText(/^Bonjour/)
        .count(),
    ).toBe(0);
    const cookies = await j.page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'cabas_session')).toBeUndefined();
    await j.page.reload();
    await j.shop.hydrated();
    await expect(loginLink().isVisible()).resolves.toBe(true);
    await expectNoA11yViolations(j.page);
  });

  it('refuses a login form posted from another site, or from nowhere (CSRF)', async () => {
    const form = { email: DEMO.email, password: DEMO.password, redirectTo: '/' };
    // A foreign Origin: React Router itself refuses the action (400), before our own check (403).
    const foreign = await j.page.request.post('/connexion', {
      form,
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect([400, 403]).toContain(foreign.status());
    expect(foreign.headers()['set-cookie'] ?? '').not.toContain('cabas_session=');
    // Neither Origin nor Referer: refused by the storefront's origin check.
    const anonymous = await j.page.request.post('/connexion', { form, maxRedirects: 0 });
    expect(anonymous.status()).toBe(403);
    expect(anonymous.headers()['set-cookie'] ?? '').not.toContain('cabas_session=');
  });

  it('asks for the captcha after repeated wrong passwords from this address, never locking', async () => {
    // An address of its own: the demo accounts stay free of failures for the other journeys.
    const stranger = `inconnu.${Date.now()}@exemple.fr`;
    await j.shop.open('/connexion');
    for (let i = 0; i < 5; i++) {
      await logIn(stranger, 'PasLeBon2024');
      expect((await j.shop.main().getByRole('alert').textContent())?.trim()).toBe(LOGIN_FAILURE);
    }
    await logIn(stranger, 'PasLeBon2024');
    expect((await j.shop.main().getByRole('alert').textContent())?.trim()).toBe(CAPTCHA_REQUIRED);
    await robot(j.shop.main()).first().waitFor();
    await expectNoA11yViolations(j.page);
    // With the proof of work solved, the password is checked again: still wrong, the captcha stays.
    await passwordField().fill('PasLeBon2024');
    await solveCaptcha(j.shop.main());
    await submitAndWait(submit());
    expect((await j.shop.main().getByRole('alert').textContent())?.trim()).toBe(LOGIN_FAILURE);
    await robot(j.shop.main()).first().waitFor();
    await expectNoA11yViolations(j.page);
  });
});
