import type { ProBillingFormInput, ProCheckoutResponse } from '@cabas/contracts';
import type {} from '../../src/db/schema-pro.ts';
import { DEMO_ACCOUNTS } from '../accounts-helpers.ts';
import type { TestApp } from '../test-app.ts';
import { call } from './cart.ts';
import { fillDriveCart, type Shopper, shopperOf } from './checkout.ts';

/** Helpers of the pro checkout tests: the demo pro (Boulangerie Lefebvre), his agreement, his checkout calls. */

export const paulLefebvre = (t: TestApp) => shopperOf(t, DEMO_ACCOUNTS.pro);

/** The stores of the pro's agreement, by id. */
export async function agreementStores(t: TestApp, s: Shopper): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('client_pro_stores')
    .select('store_id')
    .where('client_id', '=', s.clientId)
    .orderBy('store_id')
    .execute();
  return rows.map((r) => r.store_id);
}

/** The same pro shopping in another store of his agreement. */
export const atStore = (s: Shopper, shop: number): Shopper => ({ ...s, shop });

export const proPath = (s: Shopper, id?: number, rest = '') =>
  `/api/magasins/${s.shop}/checkoutPro${id === undefined ? '' : `/${id}`}${rest}`;

export const version = (c: ProCheckoutResponse) =>
  `?dateLastUpdate=${encodeURIComponent(c.data.attributes.dateLastUpdate)}`;

export async function createProCheckout(t: TestApp, s: Shopper): Promise<ProCheckoutResponse> {
  const res = await call(t, 'POST', proPath(s), s.headers);
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`checkoutPro: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function putPro(t: TestApp, s: Shopper, c: ProCheckoutResponse, body: object) {
  return call(t, 'PUT', proPath(s, c.data.id), s.headers, {
    dateLastUpdate: c.data.attributes.dateLastUpdate,
    ...body,
  });
}

/** An open slot of the checkout's drive at its base price, closing at least 3 hours from now. */
export async function proSlot(t: TestApp, s: Shopper, c: ProCheckoutResponse, index = 0) {
  const res = await call(t, 'GET', proPath(s, c.data.id, '/creneaux'), s.headers);
  if (res.statusCode !== 200) throw new Error(`creneaux: ${res.statusCode} ${res.body}`);
  const soon = Date.now() + 3 * 60 * 60_000;
  const open = (
    res.json().data as {
      creneaux: { id: number; etat: string; tarif: number; date_limite_commande: string }[];
    }[]
  )
    .flatMap((d) => d.creneaux)
    .filter((sl) => sl.etat === 'disponible');
  const base = Math.min(...open.map((sl) => sl.tarif));
  const slot = open.filter((sl) => sl.tarif === base && Date.parse(sl.date_limite_commande) > soon)[index];
  if (!slot) throw new Error('no open slot');
  return slot;
}

/**
 * The pro's drive cart at `s.shop` worth at least `euros`, its checkout with the drive, a slot held
 * and the payment mode chosen: ready for processCreateCommande.
 */
export async function readyProCheckout(
  t: TestApp,
  s: Shopper,
  euros: number,
  mode: 'differe' | 'cb',
  slotIndex = 0,
): Promise<ProCheckoutResponse> {
  await fillDriveCart(t, s, euros);
  let c = await createProCheckout(t, s);
  const drive = c.data.services[0];
  if (!drive) throw new Error('no drive service');
  c = await expectOk(await putPro(t, s, c, { service_id: drive.id }));
  const slot = await proSlot(t, s, c, slotIndex);
  c = await expectOk(
    await call(t, 'POST', proPath(s, c.data.id, `/creneau${version(c)}`), s.headers, { creneau_id: slot.id }),
  );
  return expectOk(await putPro(t, s, c, { modePaiement: mode }));
}

async function expectOk(res: { statusCode: number; body: string; json(): unknown }) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as ProCheckoutResponse;
}

/** The billing form as the demo company fills it (its SIRET and VAT number's keys hold). */
export const BILLING: ProBillingFormInput = {
  raison_sociale: 'Boulangerie Lefebvre',
  siret: '512 345 679 00009',
  tva_intracommunautaire: 'FR75512345679',
  adresse: '12 rue Nationale',
  code_postal: '59000',
  ville: 'Lille',
  pro_ref: 'BC-2026-118',
  pro_passee_par: 'Paul Lefebvre',
  pro_beneficiaire: 'Atelier de Wazemmes',
  pro_adr_beneficiaire: '3 place de la Nouvelle Aventure, 59000 Lille',
  cg_ok: true,
};

export function processCreateOrder(t: TestApp, s: Shopper, c: ProCheckoutResponse, form: object = BILLING) {
  return call(t, 'POST', proPath(s, c.data.id, `/processCreateCommande${version(c)}`), s.headers, form);
}

/** The company's outstanding limit and amount, in cents. */
export async function proAccount(t: TestApp, s: Shopper) {
  return t.database.db
    .selectFrom('pro_accounts')
    .selectAll()
    .where('client_id', '=', s.clientId)
    .executeTakeFirstOrThrow();
}
