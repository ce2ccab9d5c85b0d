/**
 * Journey: a protected action taken by a visitor. On
 * desktop the login popin opens ('Identification requise'), remembers the action and continues it
 * after login; on a small screen the visitor goes to /connexion and comes back. After login the
 * popins follow in order (private service, then the connected event). axe-core on every state.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { acceptMeasurement } from '../support/consent.ts';
import { withBrowser } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const DEMO = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const LOGIN_FAILURE =
  'Votre adresse email ou votre mot de passe est invalide. Merci de vérifier votre saisie.';

const j = withBrowser();

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      ((globalThis as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []) as { event: string }[]
    ).map((entry) => entry.event),
  );
}

async function closePrivateService(page: Page): Promise<void> {
  const popin = page.getByRole('dialog', { name: 'Votre espace personnel est activé' });
  await popin.waitFor();
  await expectNoA11yViolations(page);
  await popin.getByRole('button', { name: 'Continuer mes courses' }).click();
  await popin.waitFor({ state: 'detached' });
}

describe('a protected action on desktop', () => {
  let page: Page;
  let shop: Shop;
  beforeAll(async () => {
    page = await newPage(j.browser);
    // The login events are checked below: this visitor accepted audience measurement.
    await acceptMeasurement(page);
    shop = new Shop(page);
  });

  const entry = () => page.getByRole('banner').getByRole('link', { name: 'Mon compte' });
  const dialog = () => page.getByRole('dialog', { name: 'Identification requise' });

  it('opens the login popin, labelled, focus inside; Escape closes it and focus comes back', async () => {
    await shop.open('/rayons');
    expect(await entry().getAttribute('href')).toBe('/connexion?redirectTo=%2Fmon-compte');
    await entry().click();
    await dialog().waitFor();
    expect(shop.location()).toBe('/rayons');
    await vi.waitFor(async () => {
      expect(await dialog().evaluate((node) => node.contains(node.ownerDocument.activeElement))).toBe(true);
    }, 5000);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await vi.waitFor(async () => {
      expect(await entry().evaluate((node) => node === node.ownerDocument.activeElement)).toBe(true);
    }, 5000);
  });

  it('shows a failed login inside the popin and tracks the fail event', async () => {
    await entry().click();
    await dialog().waitFor();
    await dialog().getByRole('textbox', { name: 'Adresse email' }).fill(DEMO.email);
    await dialog().getByLabel('Mot de passe', { exact: true }).fill('PasLeBon2024');
    await dialog().getByRole('button', { name: "Je m'identifie" }).click();
    const alert = dialog().getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(LOGIN_FAILURE);
    expect(shop.location()).toBe('/rayons');
    expect(await dataLayerEvents(page)).toContain('login_failure');
    await expectNoA11yViolations(page);
  });

  it('logs in and continues the pending action, then the popins after login, then the connected event', async () => {
    await dialog().getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
    await dialog().getByRole('button', { name: "Je m'identifie" }).click();
    await page.waitForURL((url) => url.pathname === '/mon-compte');
    await shop.heading('Mon compte').waitFor();
    expect(await dialog().count()).toBe(0);
    await expect(page.getByRole('banner').getByText('Bonjour Marie').isVisible()).resolves.toBe(true);
    // National visitor: the login gave Marie her store, hence the private-service popin.
    expect(await dataLayerEvents(page)).not.toContain('connected');
    const acknowledged = shop.connectedAcknowledged();
    await closePrivateService(page);
    await vi.waitFor(async () => expect(await dataLayerEvents(page)).toContain('connected'), 5000);
    await acknowledged;
    expect(await shop.header.storeName()).toBe('Cabas Hyper Paris Italie');
    // Acknowledged on the server: a reload shows no popin again.
    await page.reload();
    await shop.hydrated();
    await shop.heading('Mon compte').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('a logged-in shopper follows the entry directly; logging out makes it protected again', async () => {
    await shop.open('/rayons');
    await page.getByRole('banner').getByRole('link', { name: 'Mes commandes' }).click();
    await page.waitForURL((url) => url.pathname === '/mon-compte/mes-commandes');
    await shop.open('/rayons');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('banner').getByRole('button', { name: 'Me déconnecter' }).click(),
    ]);
    await shop.hydrated();
    expect(await entry().getAttribute('href')).toBe('/connexion?redirectTo=%2Fmon-compte');
    // The account page itself now answers the 401 page with its inline login form.
    const response = await shop.open('/mon-compte');
    expect(response.status()).toBe(401);
    await expect(
      shop.main().getByText('Vous devez vous connecter pour accéder à cette page.').isVisible(),
    ).resolves.toBe(true);
    await expectNoA11yViolations(page);
  });

  it('hydrated every page without a script error (CSP included)', () => {
    expect(shop.unexpectedErrors().filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});

describe('a protected action on a small screen', () => {
  let page: Page;
  let shop: Shop;
  beforeAll(async () => {
    page = await newPage(j.browser, { width: 390, height: 800 });
    shop = new Shop(page);
  });

  it('goes to /connexion and back to the action after login', async () => {
    await shop.open('/rayons');
    await page.getByRole('banner').getByRole('link', { name: 'Mes listes' }).click();
    await page.waitForURL((url) => url.pathname === '/connexion');
    expect(shop.location()).toBe('/connexion?redirectTo=%2Fmon-compte%2Fmes-listes-de-courses');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shop.hydrated();
    await expectNoA11yViolations(page);
    await shop.main().getByRole('textbox', { name: 'Adresse email' }).fill(DEMO.email);
    await shop.main().getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
    await Promise.all([
      page.waitForEvent('load'),
      shop.main().getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    expect(shop.location()).toBe('/mon-compte/mes-listes-de-courses');
  });
});

describe('without JavaScript', () => {
  it('the entry is a link to /connexion that comes back to the action', async () => {
    const page = await newPage(j.browser, { javaScript: false });
    const shop = new Shop(page);
    await shop.open('/rayons', { javaScript: false });
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).click(),
    ]);
    expect(shop.location()).toBe('/connexion?redirectTo=%2Fmon-compte');
    await page.close();
  });
});
