/**
 * Journey (issue #38, decision 119): the demo pro's order on invoice, once withdrawn, has its invoice.
 * The order is placed, prepared and closed through the API (their pages have their own journeys:
 * pro-checkout, staff-preparation); the closing issues the pro invoice FP-YYYY-NNNNNN. The pro sees it
 * « À payer » in his pro space with its due date and amount, downloads its PDF, and his order's page
 * offers it. A manager of the store records the payment with the keyboard on /gestion/factures-pro:
 * the invoice is « Payée » and the company's outstanding is back where it was; the store's preparer
 * has no such button and the call refuses him. axe-core on every page.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../apps/api/test/helpers/pdf.ts';
import { formatPrice } from '../../apps/web/app/lib/format.ts';
import { formatFrenchDay } from '../../apps/web/app/lib/french-date.ts';
import { eurosToCents } from '../../packages/domain/src/money.ts';
import { accountStore, apiCall, apiToken, type Json } from '../support/api-orders.ts';
import { expectNoA11yViolations, newPage } from '../support/browser.ts';
import { emptyDemoDriveCart, fillDemoDriveCart } from '../support/demo-cart.ts';
import { withBrowser } from '../support/journey.ts';
import {
  newStoreManager,
  PRO,
  pastCutOff,
  prepareAndClose,
  proOrderOnInvoice,
  staffToken,
} from '../support/pro-orders.ts';

/** The demo preparer of the pro's own store (the chain's first). */
const STORE_PREPARER = { email: 'karim.haddad@cabas-magasins.exemple.fr', password: 'Preparation2024' };

const j = withBrowser();

let store = 0;
let orderId = 0;
let invoice: Json;
let usedBefore = 0;
/** The pro's browser page (without JavaScript: no popins after his login). */
let proPage: Page;

const used = async (token: string): Promise<number> =>
  (await apiCall(token, 'GET', '/me/espace-pro')).json.data.encours.utilise;

beforeAll(async () => {
  const token = await apiToken(PRO);
  store = await accountStore(token);
  await emptyDemoDriveCart(PRO, store);
  await fillDemoDriveCart(PRO, store, 'farine');
  usedBefore = await used(token);
  orderId = await proOrderOnInvoice(token, store);
  pastCutOff(orderId);
  await prepareAndClose(await staffToken(STORE_PREPARER), orderId);
  const list = await apiCall(token, 'GET', '/me/espace-pro/factures?statut=a_payer');
  invoice = list.json.data.find((i: Json) => i.commande_id === orderId);
  expect(invoice?.numero).toMatch(/^FP-\d{4}-\d{6}$/);
});

/** Waits for the document the server answers after `act`. */
async function andLoad(page: Page, act: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), act()]);
}

async function loggedInPro(): Promise<Page> {
  const page = await newPage(j.browser, { javaScript: false });
  await page.goto('/connexion');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Adresse email' }).fill(PRO.email);
  await main.getByLabel('Mot de passe', { exact: true }).fill(PRO.password);
  await andLoad(page, () => main.getByRole('button', { name: 'Me connecter' }).click());
  return page;
}

async function staffPage(account: { email: string; password: string }): Promise<Page> {
  const page = await newPage(j.browser);
  await page.goto('/gestion/connexion');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Adresse email professionnelle' }).fill(account.email);
  const password = main.getByLabel('Mot de passe', { exact: true });
  await password.fill(account.password);
  await andLoad(page, () => password.press('Enter'));
  return page;
}

describe('a withdrawn pro order', () => {
  it('has its invoice « À payer » in the pro space, with its PDF', async () => {
    proPage = await loggedInPro();
    const page = proPage;
    await page.goto('/mon-compte/espace-pro');
    const row = page.getByRole('main').getByRole('row').filter({ hasText: invoice.numero });
    const text = await row.textContent();
    expect(text).toContain('À payer');
    expect(text).toContain(formatFrenchDay(invoice.date_echeance));
    expect(text).toContain(formatPrice(eurosToCents(invoice.montant_ttc)));
    await expectNoA11yViolations(page);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: `Télécharger la facture ${invoice.numero}` }).click(),
    ]);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = pdfTextOf(bytes);
    expect(pdf).toContain(invoice.numero);
    expect(pdf).toContain('51234567900009');
    expect(pdf).toContain('À régler avant le');
  });

  it('is offered on the order’s page', async () => {
    const page = proPage;
    await page.goto(`/mon-compte/mes-commandes/${orderId}`);
    const link = page.getByRole('main').getByRole('link', { name: 'Télécharger ma facture (PDF)' });
    const answer = await page.request.get((await link.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    await expectNoA11yViolations(page);
  });
});

describe('the store’s pro invoices', () => {
  it('a preparer of the store sees the invoice without the payment button, and may not record it', async () => {
    const page = await staffPage(STORE_PREPARER);
    await page.goto('/gestion/factures-pro');
    const row = page.getByRole('main').getByRole('row').filter({ hasText: invoice.numero });
    expect(await row.textContent()).toContain('Boulangerie Lefebvre');
    expect(await page.getByRole('button', { name: /Enregistrer le règlement/ }).count()).toBe(0);
    await expectNoA11yViolations(page);
    const refused = await apiCall(
      await staffToken(STORE_PREPARER),
      'POST',
      `/gestion/magasins/${store}/factures-pro/${invoice.numero}/reglement`,
    );
    expect(refused.status).toBe(403);
    await page.context().close();
  });

  it('the store’s manager records the payment with the keyboard: the invoice is « Payée »', async () => {
    const page = await staffPage(await newStoreManager(store));
    await page.goto('/gestion/factures-pro?statut=toutes');
    const main = page.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: invoice.numero });
    expect(await row.textContent()).toContain('Boulangerie Lefebvre');
    expect(await row.textContent()).toContain('À payer');
    await expectNoA11yViolations(page);

    const record = row.getByRole('button', {
      name: `Enregistrer le règlement de la facture ${invoice.numero}`,
    });
    await record.focus();
    await andLoad(page, () => page.keyboard.press('Enter'));
    expect(await main.getByRole('status').first().textContent()).toBe(
      `Règlement de la facture ${invoice.numero} enregistré.`,
    );
    expect(await row.textContent()).toContain('Payée');
    expect(await row.getByRole('button').count()).toBe(0);
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it('gives the pro his outstanding back', async () => {
    expect(await used(await apiToken(PRO))).toBe(usedBefore);
    const page = proPage;
    await page.goto('/mon-compte/espace-pro');
    const main = page.getByRole('main');
    const shown = await main.getByText('Utilisé').locator('xpath=following-sibling::dd[1]').textContent();
    expect(shown).toBe(formatPrice(eurosToCents(usedBefore)));
    expect(await main.getByRole('row').filter({ hasText: invoice.numero }).textContent()).toContain('Payée');
    await expectNoA11yViolations(page);
  });
});
