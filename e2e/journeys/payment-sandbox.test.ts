/**
 * Journey: the sandbox's hosted payment page in a real browser,
 * by keyboard, with axe-core on each state: the card form, its field errors, the 3-D Secure code page
 * with its error, and the return to the storefront's confirmation page. The checkout is prepared
 * through the API (its pages have their own journey).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoA11yViolations, launchBrowser } from '../support/browser.ts';

const ACCOUNT = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };

let browser: Browser;
let context: BrowserContext;
let page: Page;

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

/** Julien's drive cart, checkout, slot, bags and card mode, then processPaiement: the page URL. */
async function paymentPage(): Promise<string> {
  const login = await api(null, 'POST', '/auth/token', { grant_type: 'password', ...ACCOUNT });
  const token: string = login.json.access_token;
  const shop: number = (await api(token, 'GET', '/me')).json.data.attributes.id_magasin;
  const search = await api(token, 'GET', `/magasins/${shop}/recherche?query=pates`);
  expect(search.status, JSON.stringify(search.json)).toBe(200);
  const cards: { id: number }[] = search.json.data.attributes.product_list.data;
  let added = 0;
  for (const card of cards) {
    const res = await api(token, 'PUT', `/magasins/${shop}/panier/lignes/${card.id}`, { quantite: 2 });
    if (res.status === 200) added++;
    if (added === 4) break;
  }
  expect(added).toBeGreaterThan(0);
  const created = await api(token, 'POST', `/magasins/${shop}/checkout?type_panier=drive`);
  expect([200, 201], JSON.stringify(created.json)).toContain(created.status);
  let checkout = created.json;
  const id: number = checkout.data.id;
  const drive = Object.values(
    checkout.data.modesCommande.services as Record<string, { id: number; mode: string }>,
  ).find((s) => s.mode === 'DRIVE');
  if (!drive) throw new Error(`no drive service: ${JSON.stringify(checkout.data.modesCommande.services)}`);
  const write = async (path: string, method: string, body: object) => {
    const res = await api(token, method, path, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  const base = `/magasins/${shop}/checkout/${id}`;
  checkout = await write(base, 'PUT', {
    dateLastUpdate: checkout.data.attributes.dateLastUpdate,
    service_id: drive.id,
  });
  const days = (await api(token, 'GET', `${base}/creneaux?service_id=${drive.id}`)).json.data;
  const slot = days
    .flatMap((d: { creneaux: { id: number; etat: string }[] }) => d.creneaux)
    .find((s: { etat: string }) => s.etat === 'disponible');
  const q = (c: { data: { attributes: { dateLastUpdate: string } } }) =>
    `?dateLastUpdate=${encodeURIComponent(c.data.attributes.dateLastUpdate)}`;
  if (!slot) throw new Error(`no open slot: ${JSON.stringify(days).slice(0, 500)}`);
  checkout = await write(`${base}/creneau${q(checkout)}`, 'POST', { creneau_id: slot.id });
  checkout = await write(base, 'PUT', {
    dateLastUpdate: checkout.data.attributes.dateLastUpdate,
    avec_sacs: false,
    modePaiement: 'cb',
  });
  const answer = await write(`${base}/processPaiement`, 'POST', { confirmer: true });
  return new URL(answer.url_webview_paiement).pathname;
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
