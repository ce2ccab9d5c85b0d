/**
 * Journey (issue #19, order documents): the loyalty demo customer opens his in-store purchases,
 * shows more receipts, downloads one as a PDF, saves his ticket preference and tries an incomplete
 * custom period; then he pays an order (prepared through the API, paid on the sandbox page) and
 * downloads its PDF through the storefront, and sees that its invoice waits for the withdrawal.
 * axe-core on every state.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../apps/api/test/helpers/pdf.ts';
import { accountStore, addSearchedProducts, apiToken, driveCardPaymentPage } from '../support/api-orders.ts';
import { baseUrl, expectNoA11yViolations, newPage } from '../support/browser.ts';
import { withBrowser } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const IN_STORE = '/mon-compte/mes-commandes/en-magasin';

const j = withBrowser();
let page: Page;
let shop: Shop;

/** Julien's drive cart, checkout, slot and card mode, then processPaiement: the sandbox page's path. */
async function paymentPage(): Promise<string> {
  const token = await apiToken(ACCOUNT);
  const store = await accountStore(token);
  await addSearchedProducts(token, store, { query: 'pates', max: 3 });
  return driveCardPaymentPage(token, store);
}

/** Downloads what a link gives and returns its bytes. */
async function download(link: ReturnType<Page['getByRole']>): Promise<{ bytes: Buffer; name: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { bytes: fs.readFileSync(path), name: file.suggestedFilename() };
}

beforeAll(async () => {
  page = await newPage(j.browser);
  shop = new Shop(page);
  // His own store chosen first: the login then shows no store popin.
  const store = await accountStore(await apiToken(ACCOUNT));
  await shop.open(`/?magasin_id=${store}`);
  await shop.logIn(ACCOUNT);
  await page.getByRole('banner').getByText('Bonjour Julien').waitFor();
});

const rows = () => shop.main().getByRole('table').getByRole('row');

describe('in-store purchases of a card holder', () => {
  it('lists 7 receipts, then more with "see more"', async () => {
    await shop.open(IN_STORE);
    await shop.heading('Mes achats et tickets').waitFor();
    const tab = shop.main().getByRole('link', { name: 'Achats en magasin' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    expect(await rows().count()).toBe(1 + 7);
    await expectNoA11yViolations(page);
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('pages') === '2'),
      shop.main().getByRole('link', { name: 'Voir plus de tickets' }).click(),
    ]);
    await rows().nth(14).waitFor();
    expect(await rows().count()).toBe(1 + 14);
    await expectNoA11yViolations(page);
  });

  it('downloads a receipt as a PDF', async () => {
    const link = shop
      .main()
      .getByRole('link', { name: /^Télécharger le ticket du .* \(PDF\)$/ })
      .first();
    const file = await download(link);
    expect(file.name).toMatch(/^ticket-.*\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTextOf(file.bytes)).toContain('Ticket de caisse n°');
  });

  it('keeps the ticket preference, with a message', async () => {
    await shop.main().getByRole('radio', { name: 'Ne pas recevoir de ticket de caisse' }).check();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('preference') === 'ok'),
      shop.main().getByRole('button', { name: 'Enregistrer ma préférence' }).click(),
    ]);
    await shop
      .main()
      .getByRole('status')
      .getByText('Votre préférence de ticket de caisse est enregistrée.')
      .waitFor();
    expect(
      await shop.main().getByRole('radio', { name: 'Ne pas recevoir de ticket de caisse' }).isChecked(),
    ).toBe(true);
    await expectNoA11yViolations(page);
  });

  it('explains an incomplete custom period next to the field', async () => {
    await shop.main().getByRole('radio', { name: 'Période personnalisée' }).check();
    await shop.main().getByLabel('Du').fill('2026-01-01');
    await Promise.all([
      page.waitForEvent('load'),
      shop.main().getByRole('button', { name: 'Filtrer' }).click(),
    ]);
    await shop.main().getByText('Merci de renseigner la date de fin de la période.').waitFor();
    expect(await shop.main().getByLabel('Au').getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);
  });
});

describe('the PDF of an order', () => {
  it('is downloaded through the storefront, with the order code inside', async () => {
    await page.goto(await paymentPage());
    await page.getByRole('textbox', { name: /Numéro de carte/ }).fill('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: /Date d'expiration/ }).fill('12/35');
    await page.getByRole('textbox', { name: /Cryptogramme visuel/ }).fill('123');
    await page.getByRole('textbox', { name: /Nom du titulaire/ }).fill('Julien Moreau');
    const [confirmation] = await Promise.all([
      page.waitForRequest((request) => /\/commander\/confirmation\/\d+\/ok$/.test(request.url())),
      page.getByRole('button', { name: /^Payer / }).click(),
    ]);
    const orderId = Number(/confirmation\/(\d+)\/ok$/.exec(confirmation.url())![1]);
    const answer = await page.request.get(`${baseUrl()}/mon-compte/mes-commandes/${orderId}/pdf`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const bytes = await answer.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const code = /filename="commande-(CMD-\d{8}-\d{6})\.pdf"/.exec(
      answer.headers()['content-disposition'] ?? '',
    )?.[1];
    expect(code).toBeDefined();
    expect(pdfTextOf(bytes)).toContain(code);

    await shop.open(`/mon-compte/mes-commandes/${orderId}/facture`);
    await shop.heading(`Facture de la commande ${code}`).waitFor();
    await shop.main().getByText('Votre facture sera disponible une fois votre commande retirée.').waitFor();
    await expectNoA11yViolations(page);
  });
});
