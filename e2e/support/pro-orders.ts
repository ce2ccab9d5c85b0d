/**
 * Pro orders made through the API for the journeys that follow one after its checkout (issue #38,
 * decision 119): the demo pro's order on invoice, its preparation and closing by the store (which
 * issue its pro invoice), and a manager of the pro's store (the demo has none there). The pages of
 * these steps have their own journeys (pro-checkout, staff-preparation, staff-team).
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, inject, vi } from 'vitest';
import { apiCall, type Json } from './api-orders.ts';
import { decodeQuotedPrintable, mailsTo } from './mail.ts';

export const PRO = { email: 'contact@boulangerie-lefebvre.exemple.fr', password: 'ProCabas2024' };
export const HEAD_OFFICE = { email: 'claire.dubois@cabas-siege.exemple.fr', password: 'Siege2024' };

/** The billing form as the demo company fills it. */
const BILLING = {
  raison_sociale: 'Boulangerie Lefebvre',
  siret: '51234567900009',
  tva_intracommunautaire: 'FR75512345679',
  adresse: '12 rue Nationale',
  code_postal: '59000',
  ville: 'Lille',
  pro_passee_par: 'Paul Lefebvre',
  cg_ok: true,
};

async function ok(answer: Promise<{ status: number; json: Json }>, status = 200): Promise<Json> {
  const { status: got, json } = await answer;
  expect(got, JSON.stringify(json)).toBe(status);
  return json;
}

/** The pro's drive cart at `store` ordered on invoice (drive, first open slot): the order's id. */
export async function proOrderOnInvoice(token: string, store: number): Promise<number> {
  const created = await apiCall(token, 'POST', `/magasins/${store}/checkoutPro`);
  expect([200, 201], JSON.stringify(created.json)).toContain(created.status);
  let checkout = created.json;
  const base = `/magasins/${store}/checkoutPro/${checkout.data.id}`;
  const since = () => `?dateLastUpdate=${encodeURIComponent(checkout.data.attributes.dateLastUpdate)}`;
  const put = async (body: object) =>
    ok(apiCall(token, 'PUT', base, { dateLastUpdate: checkout.data.attributes.dateLastUpdate, ...body }));
  checkout = await put({ service_id: checkout.data.services[0].id });
  const days = (await ok(apiCall(token, 'GET', `${base}/creneaux`))).data;
  const slot = days.flatMap((d: Json) => d.creneaux).find((s: Json) => s.etat === 'disponible');
  checkout = await ok(apiCall(token, 'POST', `${base}/creneau${since()}`, { creneau_id: slot.id }));
  checkout = await put({ modePaiement: 'differe' });
  const placed = await ok(apiCall(token, 'POST', `${base}/processCreateCommande${since()}`, BILLING), 201);
  expect(placed.data.commande_id).toBeGreaterThan(0);
  return placed.data.commande_id;
}

/**
 * Puts the order on a copy of its slot whose cut-off has passed, as the seed's order to prepare is:
 * the store may start preparing it now (its own slot, so that no other order moves). `dataDir`: the
 * shop's (the shared one's by default).
 */
export function pastCutOff(orderId: number, dataDir = inject('dataDir')): void {
  const db = new SQLite(path.join(dataDir, 'cabas.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = Date.now();
    const starts = new Date(now + 2 * 3_600_000);
    starts.setUTCSeconds(17, 0);
    const slot = db
      .prepare(
        `INSERT INTO slots (service_id, store_id, day, starts_at, ends_at, cutoff_at, capacity, reserved, price_cents)
         SELECT service_id, store_id, ?, ?, ?, ?, 1, 1, price_cents FROM slots
         WHERE id = (SELECT slot_id FROM orders WHERE id = ?)`,
      )
      .run(
        starts.toISOString().slice(0, 10),
        starts.toISOString(),
        new Date(starts.getTime() + 3_600_000).toISOString(),
        new Date(now - 60_000).toISOString(),
        orderId,
      );
    expect(slot.changes).toBe(1);
    // Its place in the slot it leaves is free again.
    db.prepare(
      'UPDATE slots SET reserved = reserved - 1 WHERE id = (SELECT slot_id FROM orders WHERE id = ?) AND reserved > 0',
    ).run(orderId);
    db.prepare(
      'UPDATE orders SET slot_id = ?, date_de_retrait = ?, date_de_retrait_max = ? WHERE id = ?',
    ).run(
      slot.lastInsertRowid,
      starts.toISOString(),
      new Date(starts.getTime() + 3_600_000).toISOString(),
      orderId,
    );
  } finally {
    db.close();
  }
}

/** A staff access token. */
export async function staffToken(account: { email: string; password: string }): Promise<string> {
  return (await ok(apiCall(null, 'POST', '/gestion/connexion', account))).access_token;
}

/** The store prepares the whole order as ordered (weighed lines at their weight), then hands it over. */
export async function prepareAndClose(staff: string, orderId: number): Promise<void> {
  const order = `/gestion/commandes/${orderId}`;
  const started = await ok(apiCall(staff, 'POST', `${order}/preparation/debut`));
  for (const line of started.data.rayons.flatMap((r: Json) => r.lignes)) {
    const outcome = line.pese
      ? { resultat: 'pese', poids_g: Math.round(line.quantite * 1000) }
      : { resultat: 'preleve', quantite: line.quantite };
    await ok(apiCall(staff, 'PUT', `${order}/lignes/${line.id}`, { ...outcome, version: line.version }));
  }
  await ok(apiCall(staff, 'POST', `${order}/preparation/fin`));
  await ok(apiCall(staff, 'POST', `${order}/cloture`));
}

/**
 * A new manager of `store`, named by head office through the team calls; his password chosen from
 * the invitation e-mail's link. His login.
 */
export async function newStoreManager(store: number): Promise<{ email: string; password: string }> {
  const account = {
    email: `responsable.pro.${Date.now()}@cabas-magasins.exemple.fr`,
    password: 'Responsable2026',
  };
  const head = await staffToken(HEAD_OFFICE);
  await ok(
    apiCall(head, 'POST', '/gestion/equipe', {
      email: account.email,
      nom: 'Sophie Garnier',
      role: 'responsable',
      magasins: [store],
    }),
    201,
  );
  const token = await vi.waitFor(
    () => {
      const raw = mailsTo(account.email)[0];
      const match = raw && /\/gestion\/invitation\/([\w-]+)/.exec(decodeQuotedPrintable(raw));
      if (!match) throw new Error(`Pas d’invitation pour ${account.email}`);
      return match[1]!;
    },
    { timeout: 15_000, interval: 200 },
  );
  await ok(
    apiCall(null, 'POST', `/gestion/invitations/${token}`, {
      mot_de_passe: account.password,
      confirmation: account.password,
    }),
  );
  return account;
}
