import type { CheckoutResponse } from '@cabas/contracts';
import type {} from '../../src/db/schema-checkout.ts';
import { bearer, DEMO_ACCOUNTS, login } from '../accounts-helpers.ts';
import type { TestApp } from '../test-app.ts';
import { call, plainProducts, setLine } from './cart.ts';

/** Helpers of the checkout tests: demo clients with a drive cart, and checkout calls. */

export interface Shopper {
  headers: Record<string, string>;
  clientId: number;
  shop: number;
}

export async function shopperOf(t: TestApp, account: { email: string; password: string }): Promise<Shopper> {
  const session = await login(t, account);
  const client = await t.database.db
    .selectFrom('clients')
    .select(['id', 'id_magasin'])
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
  return { headers: bearer(session.access_token), clientId: client.id, shop: client.id_magasin! };
}

export const marie = (t: TestApp) => shopperOf(t, DEMO_ACCOUNTS.standard);
export const julien = (t: TestApp) => shopperOf(t, DEMO_ACCOUNTS.loyalty);

/** Fills the shopper's drive cart with plain products worth at least `euros`. */
export async function fillDriveCart(t: TestApp, s: Shopper, euros: number, kind = 'drive') {
  const products = await plainProducts(t, s.shop, 3);
  let cents = 0;
  for (const p of products) {
    const quantity = Math.max(1, Math.min(p.qte_max_panier, Math.ceil((euros * 100) / 3 / p.price_cents)));
    const res = await setLine(t, s.shop, p.id, s.headers, { quantite: quantity, type_panier: kind });
    if (res.statusCode !== 200) throw new Error(`cart: ${res.statusCode} ${res.body}`);
    cents += quantity * p.price_cents;
  }
  return { products, cents };
}

export const checkoutPath = (s: Shopper, id?: number, rest = '') =>
  `/api/magasins/${s.shop}/checkout${id === undefined ? '' : `/${id}`}${rest}`;

export async function createCheckout(
  t: TestApp,
  s: Shopper,
  query = 'type_panier=drive',
): Promise<CheckoutResponse> {
  const res = await call(t, 'POST', `${checkoutPath(s)}?${query}`, s.headers);
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The service of a mode type in the shopper's store. */
export function serviceOf(c: CheckoutResponse, mode: string) {
  const service = Object.values(c.data.modesCommande.services).find((s) => s.mode === mode);
  if (!service) throw new Error(`no ${mode} service`);
  return service;
}

export async function put(t: TestApp, s: Shopper, c: CheckoutResponse, body: object) {
  return call(t, 'PUT', checkoutPath(s, c.data.id), s.headers, {
    dateLastUpdate: c.data.attributes.dateLastUpdate,
    ...body,
  });
}

export const q = (c: CheckoutResponse) =>
  `?dateLastUpdate=${encodeURIComponent(c.data.attributes.dateLastUpdate)}`;

/** The first slot still open of a service, from the checkout's slot list. */
export async function openSlot(t: TestApp, s: Shopper, c: CheckoutResponse, serviceId: number, index = 0) {
  const res = await call(
    t,
    'GET',
    checkoutPath(s, c.data.id, `/creneaux?service_id=${serviceId}`),
    s.headers,
  );
  if (res.statusCode !== 200) throw new Error(`creneaux: ${res.statusCode} ${res.body}`);
  // Open slots at the base price whose ordering closes at least 3 hours from now: the tests' orders
  // and edits then cost and behave the same whatever the time of day they run (a peak slot adds its
  // fee; a slot whose cut-off passes during the file can no longer be edited).
  const soon = Date.now() + 3 * 60 * 60_000;
  const open = (
    res.json().data as {
      creneaux: { id: number; etat: string; tarif: number; date_limite_commande: string }[];
    }[]
  )
    .flatMap((d) => d.creneaux)
    .filter((sl) => sl.etat === 'disponible');
  const base = Math.min(...open.map((sl) => sl.tarif));
  const slots = open.filter((sl) => sl.tarif === base && Date.parse(sl.date_limite_commande) > soon);
  const slot = slots[index];
  if (!slot) throw new Error('no open slot');
  return slot;
}

export async function chooseSlot(t: TestApp, s: Shopper, c: CheckoutResponse, slotId: number) {
  return call(t, 'POST', checkoutPath(s, c.data.id, `/creneau${q(c)}`), s.headers, { creneau_id: slotId });
}
