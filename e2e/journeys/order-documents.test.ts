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
import { pdfTextOf } from '../../apps/api/src/modules/order-documents/pdf-test-helpers.ts';
import { baseUrl, expectNoA11yViolations, newPage } from '../support/browser.ts';
import { withBrowser } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const ACCOUNT = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const IN_STORE = '/mon-compte/mes-commandes/en-magasin';

const j = withBrowser();
let page: Page;
let shop: Shop;

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of several calls, read field by field
type Json = any;

async function api(
  token: string | null,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** Julien's drive cart, checkout, slot and card mode, then processPaiement: the sandbox page's path. */
async function paymentPage(): Promise<string> {
  const token: string = (await api(null, 'POST', '/auth/token', { grant_type: 'password', ...ACCOUNT })).json
    .access_token;
  const store: number = (await api(token, 'GET', '/me')).json.data.attributes.id_magasin;
  const cards: { id: number }[] = (await api(token, 'GET', `/magasins/${store}/recherche?query=pates`)).json
    .data.attributes.product_list.data;
  let added = 0;
  for (const card of cards) {
    if (
      (await api(token, 'PUT', `/magasins/${store}/panier/lignes/${card.id}`, { quantite: 2 })).status === 200
    )
      added++;
    if (added === 3) break;
  }
  expect(added).toBeGreaterThan(0);
  const created = await api(token, 'POST', `/magasins/${store}/checkout?type_panier=drive`);
  let checkout = created.json;
  const base = `/magasins/${store}/checkout/${checkout.data.id}`;
  const drive = Object.values(
    checkout.data.modesCommande.services as Record<string, { id: number; mode: string }>,
  ).find((s) => s.mode === 'DRIVE');
  if (!drive) throw new Error('no drive service');
  const write = async (path: string, method: string, body: object) => {
    const res = await api(token, method, path, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  checkout = await write(base, 'PUT', {
    dateLastUpdate: checkout.data.attributes.dateLastUpdate,
    service_id: drive.id,
  });
  const slot = (await api(token, 'GET', `${base}/creneaux?service_id=${drive.id}`)).json.data
    .flatMap((d: { creneaux: { id: number; etat: string }[] }) => d.creneaux)
    .find((s: { etat: string }) => s.etat === 'disponible');
  if (!slot) throw new Error('no open slot');
  const since = `?dateLastUpdate=${encodeURIComponent(checkout.data.attributes.dateLastUpdate)}`;
  checkout = await write(`${base}/creneau${since}`, 'POST', { creneau_id: slot.id });
  checkout = await write(base, 'PUT', {
    dateLastUpdate: checkout.data.attributes.dateLastUpdate,
    avec_sacs: false,
    modePaiement: 'cb',
  });
  const answer = await write(`${base}/processPaiement`, 'POST', { confirmer: true });
  return new URL(answer.url_webview_paiement).pathname;
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
  const token = (await api(null, 'POST', '/auth/token', { grant_type: 'password', ...ACCOUNT })).json
    .access_token;
  const store: number = (await api(token, 'GET', '/me')).json.data.attributes.id_magasin;
  await shop.open(`/?magasin_id=${store}`);
  await shop.open('/connexion');
  await shop.main().getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
  await shop.main().getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
  await Promise.all([
    page.waitForEvent('load'),
    shop.main().getByRole('button', { name: 'Me connecter' }).click(),
  ]);
  await page.getByRole('banner').getByText('Bonjour Julien').waitFor();
  await closeDialogs();
});

/** Closes what the login may still show (popins after login), so that the page is not inert. */
async function closeDialogs(): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}

const rows = () => shop.main().getByRole('table').getByRole('row');

describe('in-store purchases of a card holder', () => {
  it('lists 7 receipts, then more with "see more"', async () => {
    await shop.open(IN_STORE);
    await shop.heading('Mes achats et tickets').waitFor();
    await closeDialogs();
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
