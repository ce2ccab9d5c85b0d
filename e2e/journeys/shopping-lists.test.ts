/**
 * Journey: shopping lists. The standard customer opens her lists (create, rename and delete popins),
 * opens a list, changes a quantity, adds the whole list to the cart and reads the names of the
 * products the store could not add; another customer's list answers 404. A visitor adds a product to
 * a list from its sheet: asked to log in, then back on the sheet with the popin open, and it is added.
 * axe-core on every state.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoA11yViolations, newPage } from '../support/browser.ts';
import { withBrowser } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';

const MARIE = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const JULIEN = { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' };
const STORE_ID = 2;
const LISTS = '/mon-compte/mes-listes-de-courses';
const TITLE = 'Courses du marché';

interface Product {
  id: number;
  attributes: { designation: string; url: string; en_stock: boolean; prix: number | null };
}

const j = withBrowser();

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', ...account }),
  });
  expect(login.ok).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: res.status === 204 ? null : ((await res.json()) as { data: never }) };
}

/** Products of the store: some sold with stock, and one out of stock (the seed has a few percent). */
async function findProducts(token: string): Promise<{ available: Product[]; missing: Product }> {
  const available: Product[] = [];
  for (const query of [
    'lait',
    'yaourt',
    'chocolat',
    'biscuit',
    'fromage',
    'pates',
    'jus',
    'cafe',
    'riz',
    'the',
  ]) {
    for (let page = 1; page <= 3; page++) {
      const res = await api(token, 'GET', `/magasins/${STORE_ID}/recherche?query=${query}&page=${page}`);
      if (res.status !== 200) break;
      const products = (
        res.json as unknown as { data: { attributes: { product_list: { data: Product[] } } } }
      ).data.attributes.product_list.data;
      for (const p of products) {
        if (p.attributes.prix !== null && p.attributes.en_stock) {
          if (available.length < 3 && !available.some((a) => a.id === p.id)) available.push(p);
        } else if (available.length >= 3) return { available, missing: p };
      }
    }
  }
  throw new Error('Pas de produit en rupture dans le magasin de démonstration');
}

let marie: string;
let julien: string;
let products: { available: Product[]; missing: Product };
let listId: number;
let julienListId: number;

beforeAll(async () => {
  [marie, julien] = await Promise.all([tokenOf(MARIE), tokenOf(JULIEN)]);
  products = await findProducts(marie);
  const [a, b] = products.available;
  const created = await api(marie, 'POST', '/me/listes', {
    titre: TITLE,
    magasin_id: STORE_ID,
    items: [
      { produit_id: a!.id, quantite: 1 },
      { produit_id: b!.id, quantite: 2 },
      { produit_id: products.missing.id, quantite: 1 },
    ],
  });
  expect(created.status).toBe(201);
  listId = (created.json as unknown as { data: { id: number } }).data.id;
  const theirs = await api(julien, 'POST', '/me/listes', { titre: 'Liste de Julien', magasin_id: STORE_ID });
  expect(theirs.status).toBe(201);
  julienListId = (theirs.json as unknown as { data: { id: number } }).data.id;
});

/** The demo accounts are shared by the journeys: their lists and Marie's drive cart go away. */
afterAll(async () => {
  await api(marie, 'DELETE', `/me/listes/${listId}`);
  await api(julien, 'DELETE', `/me/listes/${julienListId}`);
  const emptied = await api(marie, 'DELETE', `/magasins/${STORE_ID}/panier?type_panier=drive`);
  expect(emptied.status).toBe(200);
});

async function logIn(page: Page, shop: Shop): Promise<void> {
  await shop.open(`/?magasin_id=${STORE_ID}`);
  await shop.logIn(MARIE);
  await page.getByRole('banner').getByText('Bonjour Marie').waitFor();
}

describe('the shopping lists of a customer', () => {
  let page: Page;
  let shop: Shop;
  beforeAll(async () => {
    page = await newPage(j.browser);
    shop = new Shop(page);
    await logIn(page, shop);
  });
  afterAll(() => page.context().close());

  it('lists them with the count of products, missing ones included', async () => {
    await shop.open(LISTS);
    await shop.heading('Mes listes de courses').waitFor();
    const card = shop.main().getByRole('listitem').filter({ hasText: TITLE });
    expect(await card.textContent()).toContain('3 produits dont 1 indisponible dans votre magasin');
    await expectNoA11yViolations(page);
  });

  it('creates, renames and deletes a list with their popins', async () => {
    await shop.main().getByRole('button', { name: 'Créer une liste' }).click();
    const create = page.getByRole('dialog', { name: 'Créer une liste' });
    await create.getByRole('button', { name: 'Créer la liste' }).click();
    await create.getByText('Merci de nommer cette nouvelle liste').waitFor();
    await expectNoA11yViolations(page);
    await create.getByRole('textbox', { name: 'Nom de la liste' }).fill('  Apéritif  ');
    await create.getByRole('button', { name: 'Créer la liste' }).click();
    const created = page.getByRole('dialog', { name: 'Liste créée' });
    await created.getByText('Votre liste « Apéritif » a bien été créée.').waitFor();
    await expectNoA11yViolations(page);
    // The view's own button (the popin's close button has the same name).
    await created.getByRole('button', { name: 'Fermer' }).last().click();
    await created.waitFor({ state: 'detached' });
    const card = shop.main().getByRole('listitem').filter({ hasText: 'Apéritif' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Renommer la liste Apéritif' }).click();
    const rename = page.getByRole('dialog', { name: 'Renommer la liste' });
    await rename.getByRole('textbox', { name: 'Nouveau nom de la liste' }).fill(' ');
    await rename.getByRole('button', { name: 'Renommer la liste' }).click();
    await rename.getByText('Merci de nommer cette liste').waitFor();
    await rename.getByRole('textbox', { name: 'Nouveau nom de la liste' }).fill('Apéro du samedi');
    await rename.getByRole('button', { name: 'Renommer la liste' }).click();
    await rename.waitFor({ state: 'detached' });
    await shop.main().getByRole('status').getByText('Votre liste a bien été renommée.').waitFor();
    const renamed = shop.main().getByRole('listitem').filter({ hasText: 'Apéro du samedi' });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Supprimer la liste Apéro du samedi' }).click();
    const remove = page.getByRole('dialog', { name: 'Supprimer la liste' });
    await expectNoA11yViolations(page);
    await remove.getByRole('button', { name: 'Supprimer la liste' }).click();
    await remove.waitFor({ state: 'detached' });
    await shop.main().getByRole('status').getByText('Votre liste a bien été supprimée.').waitFor();
    await renamed.waitFor({ state: 'detached' });
    await expectNoA11yViolations(page);
  });

  it('opens a list, changes a quantity, adds the list to the cart and names the missing product', async () => {
    await shop.main().getByRole('link', { name: TITLE }).click();
    await shop.heading(TITLE).waitFor();
    await expectNoA11yViolations(page);
    const first = products.available[0]!.attributes.designation;
    const quantity = shop.main().getByRole('spinbutton', { name: `Quantité de ${first}` });
    await quantity.fill('3');
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('ok') === 'quantite'),
      shop
        .main()
        .getByRole('button', { name: `Modifier la quantité de ${first}` })
        .click(),
    ]);
    await shop.main().getByRole('status').getByText('La quantité a bien été modifiée.').waitFor();
    expect(await quantity.inputValue()).toBe('3');

    await Promise.all([
      page.waitForURL((url) => url.searchParams.has('ajout')),
      shop.main().getByRole('button', { name: 'Ajouter toute la liste au panier' }).click(),
    ]);
    await shop.main().getByRole('status').getByText('2 produits ont été ajoutés au panier.').waitFor();
    const alert = shop.main().getByRole('alert');
    expect((await alert.textContent())?.trim()).toBe(
      `Produits indisponibles, non ajoutés : ${products.missing.attributes.designation}`,
    );
    await expectNoA11yViolations(page);
  });

  it("answers another customer's list with the not-found page", async () => {
    const before = shop.unexpectedErrors().length;
    const response = await shop.open(`${LISTS}/${julienListId}`);
    expect(response.status()).toBe(404);
    expect(shop.unexpectedErrors().slice(before)).toEqual([]);
  });
});

describe('adding a product to a list from its sheet, as a visitor', () => {
  it('asks to log in, comes back to the sheet with the popin open, and adds it', async () => {
    const page = await newPage(j.browser);
    const shop = new Shop(page);
    const product = products.available[2]!;
    // Marie's cart is empty again: no cart-state popin after login.
    await api(marie, 'DELETE', `/magasins/${STORE_ID}/panier?type_panier=drive`);
    await shop.open(`/?magasin_id=${STORE_ID}`);
    await shop.open(product.attributes.url);
    await shop
      .main()
      .getByRole('button', { name: `Ajouter à une liste : ${product.attributes.designation}` })
      .click();
    const login = page.getByRole('dialog', { name: 'Identification requise' });
    await login.waitFor();
    await expectNoA11yViolations(page);
    await login.getByRole('textbox', { name: 'Adresse email' }).fill(MARIE.email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(MARIE.password);
    await login.getByRole('button', { name: "Je m'identifie" }).click();

    const add = page.getByRole('dialog', { name: 'Ajouter à une liste' });
    // The popins the login itself shows come first; the list's popin opens once they are closed.
    await login.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByText('Bonjour Marie').waitFor();
    await page.waitForLoadState('networkidle');
    // Only the login's own popins are closed: Escape never reaches the list's popin.
    const loginPopins = page.getByRole('dialog').filter({ hasNotText: 'Ajouter à une liste' });
    // A login popin may also open on top of it: closed too.
    for (let i = 0; i < 8; i++) {
      if (!(await loginPopins.count()) && (await add.isVisible())) break;
      if (await loginPopins.count()) {
        await loginPopins.first().focus();
        await page.keyboard.press('Escape');
      }
      await page.waitForTimeout(500);
    }
    await add.waitFor();
    await add.getByRole('radio', { name: new RegExp(`^${TITLE}`) }).check();
    await expectNoA11yViolations(page);
    await add.getByRole('button', { name: 'Ajouter à la liste' }).click();
    const done = page.getByRole('dialog', { name: 'Produit ajouté à la liste' });
    await done.getByText(`Le produit a bien été ajouté à la liste « ${TITLE} ».`).waitFor();
    await expectNoA11yViolations(page);
    expect(new URL(page.url()).searchParams.has('ajoutListe')).toBe(false);

    const list = await api(marie, 'GET', `/me/listes/${listId}?magasin_id=${STORE_ID}`);
    const ids = (list.json as unknown as { data: { items: { produit: { id: number } }[] } }).data.items.map(
      (i) => i.produit.id,
    );
    expect(ids).toContain(product.id);
    await page.context().close();
  });
});
