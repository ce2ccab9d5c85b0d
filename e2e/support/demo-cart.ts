import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/**
 * Empties the drive cart of a demo account in a store, through the API. The demo accounts are shared
 * by the journeys: a journey that depends on the account's cart starts from an empty one (another
 * journey may have left lines that open the cart popin after login, or that are at their maximum).
 */
export async function emptyDemoDriveCart(account: { email: string; password: string }, storeId: number) {
  const login = await fetch(`${baseUrl()}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email: account.email, password: account.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const emptied = await fetch(`${baseUrl()}/api/magasins/${storeId}/panier?type_panier=drive`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(emptied.ok).toBe(true);
}
