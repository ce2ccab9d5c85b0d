import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/**
 * Empties the drive cart of a demo account in a store, through the API. The demo accounts are shared
 * by the journeys: a journey that depends on the account's cart starts from an empty one (another
 * journey may have left lines that open the cart popin after login, or that are at their maximum).
 */
export async function emptyDemoDriveCart(account: { email: string; password: string }, storeId: number) {
  const access_token = await demoToken(account);
  const emptied = await fetch(`${baseUrl()}/api/magasins/${storeId}/panier?type_panier=drive`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(emptied.ok).toBe(true);
}

async function demoToken(account: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email: account.email, password: account.password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Puts one unit of the first product a search finds into the drive cart of a demo account. */
export async function fillDemoDriveCart(
  account: { email: string; password: string },
  storeId: number,
  query = 'pommes',
) {
  const token = await demoToken(account);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const found = await fetch(`${baseUrl()}/api/magasins/${storeId}/recherche?query=${query}`, { headers });
  const cards = (
    (await found.json()) as { data: { attributes: { product_list: { data: { id: number }[] } } } }
  ).data.attributes.product_list.data;
  for (const card of cards) {
    const added = await fetch(`${baseUrl()}/api/magasins/${storeId}/panier/lignes/${card.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ quantite: 1, type_panier: 'drive' }),
    });
    if (added.ok) return;
  }
  throw new Error(`no product of « ${query} » could be added to the cart of store ${storeId}`);
}
