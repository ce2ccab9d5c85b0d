/**
 * Journey (account area, usual products): a product the standard customer orders twice becomes one
 * of her usual products; she adds it to her cart from "Mes produits habituels" with the keyboard,
 * filters by department, then prepares her usual basket (fortnightly staples of the demo data, each
 * saying why), unticks a line and adds the others in one step; the cart then suggests what she
 * usually buys and has not added; last, she removes one product from her usual products with the
 * keyboard (the message naming it takes the focus) and two others at once by ticking them. The two
 * orders (three products, each a product she had not bought twice before) are placed through the API
 * and the sandbox payment page, so the products removed are hers alone and come back once reordered.
 * axe-core on every page and state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, driveCardPaymentPage, payOnSandbox } from '../support/api-orders.ts';
import { expectNoA11yViolations } from '../support/browser.ts';
import { journey } from '../support/journey.ts';
import { isFocused } from '../support/shop.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const USUAL = '/mon-compte/mes-produits-habituels';

const j = journey();
let token = '';
let shopId = 0;
let product: { id: number; designation: string };
/** Ordered with `product`, then removed from the usual products. */
let others: [{ id: number; designation: string }, { id: number; designation: string }];

const api = (method: string, path: string, body?: object) => apiCall(token, method, path, body);

/** The three products in Marie's drive cart (2 units each), paid by card on an open drive slot: the order's id. */
async function placeOrder(slotIndex: number): Promise<number> {
  await api('DELETE', `/magasins/${shopId}/panier?type_panier=drive`);
  for (const p of [product, ...others]) {
    const line = await api('PUT', `/magasins/${shopId}/panier/lignes/${p.id}`, { quantite: 2 });
    expect(line.status, JSON.stringify(line.json)).toBe(200);
  }
  return payOnSandbox(await driveCardPaymentPage(token, shopId, slotIndex), 'Marie Dupont');
}

beforeAll(async () => {
  token = (await api('POST', '/auth/token', { grant_type: 'password', ...ACCOUNT })).json.access_token;
  shopId = (await api('GET', '/me')).json.data.attributes.id_magasin;
  const usual = new Set(
    (await api('GET', `/me/smartlistes?magasin_id=${shopId}`)).json.data.map((i: { id: number }) => i.id),
  );
  const cards: {
    id: number;
    attributes: { designation: string; en_stock: boolean; types_panier: string[] };
  }[] = (await api('GET', `/magasins/${shopId}/recherche?query=riz`)).json.data.attributes.product_list.data;
  const chosen = cards
    .filter((c) => !usual.has(c.id) && c.attributes.en_stock && c.attributes.types_panier.includes('drive'))
    .map((c) => ({ id: c.id, designation: c.attributes.designation }))
    .filter((c, i, all) => all.findIndex((o) => o.designation === c.designation) === i);
  // Two orders of 2 and an add of 3: only products the store has enough of (the cart checks the stock).
  const stocked: (typeof product)[] = [];
  for (const c of chosen) {
    if (stocked.length === 3) break;
    const line = await api('PUT', `/magasins/${shopId}/panier/lignes/${c.id}`, { quantite: 7 });
    if (line.status === 200) stocked.push(c);
  }
  await api('DELETE', `/magasins/${shopId}/panier?type_panier=drive`);
  expect(stocked.length).toBe(3);
  [product, ...others] = stocked as [typeof product, typeof product, typeof product];
});

/** The demo account is shared by the journeys: its drive cart is emptied again at the end. */
afterAll(async () => {
  const emptied = await api('DELETE', `/magasins/${shopId}/panier?type_panier=drive`);
  expect(emptied.status).toBe(200);
});

async function logIn(): Promise<void> {
  await j.shop.open(`/?magasin_id=${shopId}`);
  await j.shop.logIn(ACCOUNT);
  await j.page.getByRole('banner').getByText('Bonjour Marie').waitFor();
}

describe('usual products', () => {
  it('shows a product once it was ordered twice, and adds it to the cart with the keyboard', async () => {
    await placeOrder(3);
    await placeOrder(4);
    await logIn();
    await j.shop.open(USUAL);
    await j.shop.heading('Mes produits habituels').waitFor();
    const main = j.shop.main();
    const list = main.getByRole('list', { name: 'Mes produits habituels' });
    const item = list
      .getByRole('listitem')
      .filter({ has: j.page.getByText(product.designation, { exact: true }) });
    await item.first().waitFor();
    await item
      .first()
      .getByText(/^Acheté \d+ fois, dernier achat le /)
      .waitFor();
    await expectNoA11yViolations(j.page);

    const quantity = item.first().getByRole('spinbutton', { name: `Quantité de ${product.designation}` });
    await quantity.fill('3');
    await quantity.press('Tab');
    const add = item.first().getByRole('button', { name: `Ajouter au panier : ${product.designation}` });
    expect(await isFocused(add)).toBe(true);
    await Promise.all([
      j.page.waitForURL((url) => url.searchParams.get('ajout') === '1'),
      add.press('Enter'),
    ]);
    await main.getByRole('status').getByText('1 produit ajouté à votre panier.').waitFor();
    await expectNoA11yViolations(j.page);
    const cart = (await api('GET', `/magasins/${shopId}/panier?type_panier=drive`)).json.data;
    expect(
      cart.lignes_panier.find((l: { produit_id: number }) => l.produit_id === product.id)?.quantite,
    ).toBe(3);
  });

  it('filters by department', async () => {
    const filters = j.shop.main().getByRole('navigation', { name: 'Filtrer par rayon' });
    const department = filters.getByRole('link').nth(1);
    await Promise.all([j.page.waitForURL((url) => url.searchParams.has('rayon')), department.click()]);
    expect(await filters.getByRole('link').nth(1).getAttribute('aria-current')).toBe('page');
    expect(
      await j.shop.main().getByRole('list', { name: 'Mes produits habituels' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await expectNoA11yViolations(j.page);
  });

  it('prepares the usual basket: each line says why, an unticked line stays out', async () => {
    await j.shop.open(USUAL);
    await Promise.all([
      j.page.waitForURL((url) => url.pathname === `${USUAL}/preparer-mon-panier`),
      j.shop.main().getByRole('link', { name: 'Préparer mon panier habituel' }).click(),
    ]);
    await j.shop.heading('Préparer mon panier habituel').waitFor();
    const lines = j.shop.main().getByRole('list', { name: 'Produits proposés' }).getByRole('listitem');
    const count = await lines.count();
    expect(count).toBeGreaterThan(1);
    await lines
      .first()
      .getByText(/^Acheté (tous|toutes|chaque) .+ environ, dernier achat le /)
      .waitFor();
    await expectNoA11yViolations(j.page);

    const boxes = j.shop.main().getByRole('checkbox', { checked: true });
    const ticked = await boxes.count();
    expect(ticked).toBeGreaterThan(1);
    await boxes.first().uncheck();
    await Promise.all([
      j.page.waitForURL((url) => url.searchParams.has('ajout')),
      j.shop.main().getByRole('button', { name: 'Ajouter au panier' }).click(),
    ]);
    const added = Number(new URL(j.page.url()).searchParams.get('ajout'));
    const refused = (new URL(j.page.url()).searchParams.get('refus') ?? '').split(',').filter(Boolean).length;
    expect(added + refused).toBe(ticked - 1);
    await j.shop
      .main()
      .getByRole('status')
      .getByText(/à votre panier\./)
      .waitFor();
    await expectNoA11yViolations(j.page);
  });

  it('suggests in the cart the usual products not added yet', async () => {
    await j.shop.open('/panier');
    const section = j.shop.main().getByRole('region', { name: 'Vous n’avez pas oublié ?' });
    await section.waitFor();
    expect(await section.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await section.getByText(product.designation, { exact: true }).count()).toBe(0);
    await expectNoA11yViolations(j.page);
  });

  it('removes a product from the usual products with the keyboard, then two at once', async () => {
    const [second, third] = others;
    await j.shop.open(USUAL);
    const main = j.shop.main();
    const list = main.getByRole('list', { name: 'Mes produits habituels' });
    const itemOf = (p: { designation: string }) =>
      list.getByRole('listitem').filter({ has: j.page.getByText(p.designation, { exact: true }) });
    await itemOf(second).first().waitFor();

    const remove = itemOf(second)
      .first()
      .getByRole('button', { name: `Retirer de mes produits habituels : ${second.designation}` });
    await remove.focus();
    await Promise.all([j.page.waitForEvent('load'), remove.press('Enter')]);
    const single = main.getByRole('status').filter({
      hasText: `« ${second.designation} » a été retiré de vos produits habituels.`,
    });
    await single.waitFor();
    await expect.poll(() => isFocused(single)).toBe(true);
    expect(await itemOf(second).count()).toBe(0);
    await expectNoA11yViolations(j.page);

    for (const p of [product, third])
      await itemOf(p).first().getByRole('checkbox', { name: p.designation }).check();
    await Promise.all([
      j.page.waitForEvent('load'),
      main.getByRole('button', { name: 'Retirer la sélection de mes produits habituels' }).click(),
    ]);
    const several = main
      .getByRole('status')
      .filter({ hasText: '2 produits ont été retirés de vos produits habituels :' });
    await several.waitFor();
    await expect.poll(() => isFocused(several)).toBe(true);
    expect(await several.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining([product.designation, third.designation]),
    );
    await expectNoA11yViolations(j.page);

    const usual = (await api('GET', `/me/smartlistes?magasin_id=${shopId}`)).json.data.map(
      (i: { id: number }) => i.id,
    );
    for (const p of [product, second, third]) expect(usual).not.toContain(p.id);
  });
});
