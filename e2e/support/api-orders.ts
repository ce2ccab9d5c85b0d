/**
 * Orders prepared through the API for the journeys that need one already placed or waiting for its
 * payment: products put in a demo account's drive cart, the checkout (drive service, an open slot,
 * no bags, card), then the sandbox payment page paid with a test card. The pages of these steps
 * have their own journeys.
 */
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** The shop the calls go to: the journeys' shared one, unless the file runs its own (`callShopAt`). */
let ownShop: string | null = null;
const shopOrigin = () => ownShop ?? baseUrl();

/** Sends this file's calls (these helpers' and pro-orders.ts') to a shop of its own. */
export function callShopAt(origin: string): void {
  ownShop = origin;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of several calls, read field by field
export type Json = any;

/** One API call, as the shop's own clients make it; the answer's status and JSON body (null if none). */
export async function apiCall(
  token: string | null,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${shopOrigin()}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** An access token of a demo account. */
export async function apiToken(account: { email: string; password: string }): Promise<string> {
  const login = await apiCall(null, 'POST', '/auth/token', { grant_type: 'password', ...account });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  return login.json.access_token;
}

/** The account's own store. */
export async function accountStore(token: string): Promise<number> {
  return (await apiCall(token, 'GET', '/me')).json.data.attributes.id_magasin;
}

/**
 * Puts `quantity` units of up to `max` products a search finds (and `keep` accepts) in the drive
 * cart; how many were added (a product refused by the cart, out of stock say, is skipped).
 */
export async function addSearchedProducts(
  token: string,
  store: number,
  {
    query,
    max,
    quantity = 2,
    keep = () => true,
  }: { query: string; max: number; quantity?: number; keep?: (card: Json) => boolean },
): Promise<number> {
  const search = await apiCall(
    token,
    'GET',
    `/magasins/${store}/recherche?query=${encodeURIComponent(query)}`,
  );
  expect(search.status, JSON.stringify(search.json)).toBe(200);
  let added = 0;
  for (const card of search.json.data.attributes.product_list.data.filter(keep)) {
    const line = await apiCall(token, 'PUT', `/magasins/${store}/panier/lignes/${card.id}`, {
      quantite: quantity,
    });
    if (line.status === 200) added++;
    if (added === max) break;
  }
  expect(added).toBeGreaterThan(0);
  return added;
}

/**
 * The drive cart's checkout up to its payment: drive service, the `slotIndex`-th open slot, no
 * bags, card; the path of the sandbox payment page.
 */
export async function driveCardPaymentPage(token: string, store: number, slotIndex = 0): Promise<string> {
  const write = async (path: string, method: string, body: object) => {
    const res = await apiCall(token, method, path, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  const created = await apiCall(token, 'POST', `/magasins/${store}/checkout?type_panier=drive`);
  expect([200, 201], JSON.stringify(created.json)).toContain(created.status);
  let checkout = created.json;
  const base = `/magasins/${store}/checkout/${checkout.data.id}`;
  const drive = Object.values(
    checkout.data.modesCommande.services as Record<string, { id: number; mode: string }>,
  ).find((s) => s.mode === 'DRIVE');
  if (!drive) throw new Error(`no drive service: ${JSON.stringify(checkout.data.modesCommande.services)}`);
  checkout = await write(base, 'PUT', {
    dateLastUpdate: checkout.data.attributes.dateLastUpdate,
    service_id: drive.id,
  });
  const days = (await apiCall(token, 'GET', `${base}/creneaux?service_id=${drive.id}`)).json.data;
  const slot = days
    .flatMap((d: { creneaux: { id: number; etat: string }[] }) => d.creneaux)
    .filter((s: { etat: string }) => s.etat === 'disponible')[slotIndex];
  if (!slot) throw new Error(`no open slot n° ${slotIndex}: ${JSON.stringify(days).slice(0, 500)}`);
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

/** Pays on the sandbox page with a card that needs no 3-D Secure code: the order's id. */
export async function payOnSandbox(paymentPath: string, holder: string): Promise<number> {
  const paid = await fetch(`${shopOrigin()}${paymentPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      numero: '4111 1111 1111 1111',
      expiration: '12/35',
      cvc: '123',
      titulaire: holder,
    }).toString(),
  });
  const orderId = Number(
    /\/commander\/confirmation\/(\d+)\/ok$/.exec(paid.headers.get('location') ?? '')?.[1],
  );
  expect(orderId).toBeGreaterThan(0);
  return orderId;
}
