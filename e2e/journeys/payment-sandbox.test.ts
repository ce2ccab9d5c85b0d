/**
 * Journey: the sandbox's hosted payment page in a real browser,
 * by keyboard, with axe-core on each state: the card form, its field errors, the 3-D Secure code page
 * with its error, and the return to the storefront's confirmation page. The checkout is prepared
 * through the API (its pages have their own journey).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStore, addSearchedProducts, apiToken, driveCardPaymentPage } from '../support/api-orders.ts';
import { baseUrl, expectNoA11yViolations, launchBrowser } from '../support/browser.ts';

const ACCOUNT = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Julien's drive cart, checkout, slot, bags and card mode, then processPaiement: the page URL. */
async function paymentPage(): Promise<string> {
  const token = await apiToken(ACCOUNT);
  const store = await accountStore(token);
  await addSearchedProducts(token, store, { query: 'pates', max: 4 });
  return driveCardPaymentPage(token, store);
}

beforeAll(async () => {
  browser = await launchBrowser();
  // axe-core is injected as a script: the page's own CSP (no script at all) would block it.
  context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'fr-FR',
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const field = (name: RegExp) => page.getByRole('textbox', { name });

describe('the sandbox payment page', () => {
  it('shows the card form, then its field errors, accessible and in French', async () => {
    await page.goto(await paymentPage());
    expect(await page.title()).toBe('Paiement sécurisé par carte – Cabas (bac à sable)');
    await expectNoA11yViolations(page);
    await field(/Numéro de carte/).fill('4111 1111 1111 1112');
    await field(/Date d'expiration/).fill('01/20');
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain('Le numéro de carte est invalide');
    expect(await field(/Numéro de carte/).getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);
  });

  it('asks for the 3-D Secure code, then returns to the ok page with the right one', async () => {
    await field(/Numéro de carte/).fill('4000 0000 0000 3220');
    await field(/Date d'expiration/).fill('12/35');
    await field(/Cryptogramme visuel/).fill('123');
    await field(/Nom du titulaire/).fill('Julien Moreau');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /^Payer / }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Authentification 3-D Secure');
    await expectNoA11yViolations(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Valider' }).click()]);
    expect(await page.getByRole('alert').textContent()).toContain(
      'Merci de renseigner le code de confirmation',
    );
    await expectNoA11yViolations(page);
    await field(/Code de confirmation/).fill('123456');
    await Promise.all([
      // The storefront's PUBLIC_URL host may not resolve on this machine: the request is the check.
      page.waitForRequest((request) => /\/commander\/confirmation\/\d+\/ok$/.test(request.url())),
      page.getByRole('button', { name: 'Valider' }).click(),
    ]);
  });
});
