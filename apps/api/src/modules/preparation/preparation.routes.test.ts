import { API_ERROR_CODES, preparationMessages, staffMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login as customerLogin, DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { pdfTextOf } from '../../../test/helpers/pdf.ts';
import { type OrderToPrepare, orderToPrepare, staffHeaders } from '../../../test/helpers/preparation.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-preparation.ts';
import type {} from '../../db/schema-staff.ts';

let t: TestApp;
let db: Kysely<DB>;
let preparer: Record<string, string>;
let otherPreparer: Record<string, string>;
let headOffice: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  [preparer, otherPreparer, headOffice] = await Promise.all([
    staffHeaders(t, 'preparer'),
    staffHeaders(t, 'otherPreparer'),
    staffHeaders(t, 'headOffice'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const base = (order: { id: number }) => `/api/gestion/commandes/${order.id}`;
/** The status e-mails written for the order, as `kind:order` (the outbox's rows, in order). */
const statusMails = async (orderId: number) =>
  (
    await db
      .selectFrom('outbox')
      .select(['kind', 'idempotency_key'])
      .where('kind', 'in', ['commande-en-preparation', 'commande-prete'])
      .orderBy('id')
      .execute()
  )
    .filter((r) => r.idempotency_key.startsWith(`statut:${orderId}:`))
    .map((r) => `${r.kind}:${orderId}`);
const get = (url: string, headers = preparer) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers = preparer) => t.app.inject({ method: 'POST', url, headers });
const start = (order: OrderToPrepare, headers = preparer) =>
  post(`${base(order)}/preparation/debut`, headers);
const finish = (order: OrderToPrepare, headers = preparer) => post(`${base(order)}/preparation/fin`, headers);
const setLine = (order: OrderToPrepare, lineId: number, payload: object, headers = preparer) =>
  t.app.inject({ method: 'PUT', url: `${base(order)}/lignes/${lineId}`, headers, payload });

/** An order in preparation. */
async function started(): Promise<OrderToPrepare> {
  const order = await orderToPrepare(db);
  expect((await start(order)).statusCode).toBe(200);
  return order;
}

async function auditActions(orderId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'store_id', 'details'])
    .where('entity', '=', 'commande')
    .where('entity_id', '=', String(orderId))
    .orderBy('id')
    .execute();
  return rows;
}

async function orderStatus(orderId: number) {
  return (
    await db.selectFrom('orders').select('statut_code').where('id', '=', orderId).executeTakeFirstOrThrow()
  ).statut_code;
}

describe('the preparation of an order', () => {
  it('shows the order to its store’s preparer: customer, slot, lines by aisle with what each may become', async () => {
    const order = await orderToPrepare(db);
    const res = await get(`${base(order)}/preparation`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: order.id,
      statut_code: 'COMMANDEE',
      etat_libelle: 'À préparer',
      client: { prenom: 'Julien', nom: 'Moreau' },
      magasin: { id: order.storeId, choix_substitution: true },
      peut_commencer: true,
      lignes_restantes: 5,
    });
    expect(data.creneau.date_limite < new Date().toISOString()).toBe(true);
    const lines = data.rayons.flatMap((r: { lignes: unknown[] }) => r.lignes);
    expect(lines).toHaveLength(5);
    const weighed = lines.find((l: { id: number }) => l.id === order.weighed[0]);
    expect(weighed).toMatchObject({
      pese: true,
      quantite: 0.5,
      poids_min_g: 450,
      poids_max_g: 550,
      version: 0,
    });
    expect(weighed.remplacement_possible).toBe(false);
    expect(lines.find((l: { id: number }) => l.id === order.units[0]).remplacement_possible).toBe(true);
    // The fruits come before the dairy and grocery aisles: the catalogue's order.
    expect(data.rayons[0].lignes.every((l: { pese: boolean }) => l.pese)).toBe(true);
  });

  it('refuses the order to a preparer of another store, and to a customer', async () => {
    const order = await orderToPrepare(db);
    const customer = bearer((await customerLogin(t, DEMO_ACCOUNTS.loyalty)).access_token);
    const calls = [
      () => get(`${base(order)}/preparation`, otherPreparer),
      () => start(order, otherPreparer),
      () => setLine(order, order.units[1]!, { resultat: 'manquant' }, otherPreparer),
      () => finish(order, otherPreparer),
      () => get(`${base(order)}/liste-de-preparation.pdf`, otherPreparer),
      () => get(`${base(order)}/lignes/${order.units[0]}/substituts`, otherPreparer),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: API_ERROR_CODES.staffStoreRefused,
        message: staffMessages.storeRefused,
      });
    }
    const asCustomer = await get(`${base(order)}/preparation`, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe(API_ERROR_CODES.staffOnly);
    expect((await get(`${base(order)}/preparation`, {})).statusCode).toBe(401);
    expect(await orderStatus(order.id)).toBe('COMMANDEE');
    expect(await auditActions(order.id)).toEqual([]);
  });

  it('lets head office prepare in any store', async () => {
    const order = await orderToPrepare(db);
    expect((await start(order, headOffice)).statusCode).toBe(200);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await get('/api/gestion/commandes/99999999/preparation');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(API_ERROR_CODES.orderNotFound);
  });
});

describe('starting the preparation', () => {
  it('refuses before the slot’s cut-off: the customer may still change her order', async () => {
    const order = await orderToPrepare(db, { cutoffInMinutes: 90 });
    const view = await get(`${base(order)}/preparation`);
    expect(view.json().data.peut_commencer).toBe(false);
    const res = await start(order);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status_code: 409,
      message: preparationMessages.tooEarly,
      code: API_ERROR_CODES.preparationTooEarly,
    });
    expect(await orderStatus(order.id)).toBe('COMMANDEE');
  });

  it('moves the order to VALIDEE once, audited; starting again changes nothing', async () => {
    const order = await orderToPrepare(db);
    const first = await start(order);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ statut_code: 'VALIDEE', etat_libelle: 'En préparation' });
    expect(first.json().data.debut_preparation).toEqual(expect.any(String));
    const again = await start(order);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.debut_preparation).toBe(first.json().data.debut_preparation);
    const audit = await auditActions(order.id);
    expect(audit.map((a) => a.action)).toEqual(['preparation_commencee']);
    expect(audit[0]!.store_id).toBe(order.storeId);
    // The customer is told once, through the outbox.
    expect(await statusMails(order.id)).toEqual([`commande-en-preparation:${order.id}`]);
  });

  it('refuses an order that is no longer placed', async () => {
    const order = await orderToPrepare(db);
    await db.updateTable('orders').set({ statut_code: 'ANNULEE' }).where('id', '=', order.id).execute();
    const res = await start(order);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(API_ERROR_CODES.preparationNotAllowed);
  });
});

describe('a line’s outcome', () => {
  it('is refused before the preparation starts', async () => {
    const order = await orderToPrepare(db);
    const res = await setLine(order, order.units[1]!, { resultat: 'preleve' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.preparationNotAllowed,
      message: preparationMessages.notInPreparation,
    });
  });

  it('records a picked line (all or part of it) and a missing line, with their final amounts, audited', async () => {
    const order = await started();
    const line = await db
      .selectFrom('order_lines')
      .select(['total_cents', 'unit_price_cents'])
      .where('id', '=', order.units[1]!)
      .executeTakeFirstOrThrow();
    const picked = await setLine(order, order.units[1]!, { resultat: 'preleve', quantite: 1 });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data).toMatchObject({
      version: 1,
      resultat: { type: 'preleve', quantite: 1, prepare_par: 'Léa Martin', remplacement: null },
    });
    expect(Math.round(picked.json().data.resultat.montant_final * 100)).toBe(
      Math.round(line.total_cents / 2),
    );
    const missing = await setLine(order, order.units[2]!, { resultat: 'manquant' });
    expect(missing.json().data.resultat).toMatchObject({ type: 'manquant', quantite: 0, montant_final: 0 });
    const audit = await auditActions(order.id);
    expect(audit.map((a) => a.action)).toEqual(['preparation_commencee', 'ligne_preparee', 'ligne_preparee']);
    expect(JSON.parse(audit[1]!.details)).toMatchObject({
      ligne: order.units[1],
      resultat: 'preleve',
      quantite: 1,
    });
    const stored = await db
      .selectFrom('order_line_preparations')
      .selectAll()
      .where('order_line_id', '=', order.units[2]!)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ outcome: 'manquant', final_cents: 0, order_id: order.id, version: 1 });
  });

  it('prices a weighed line at its real weight within ±10 %, and refuses a weight outside', async () => {
    const order = await started();
    const lineId = order.weighed[0]!;
    const { unit_price_cents } = await db
      .selectFrom('order_lines')
      .select('unit_price_cents')
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow();
    const tooHeavy = await setLine(order, lineId, { resultat: 'pese', poids_g: 551 });
    expect(tooHeavy.statusCode).toBe(422);
    const message = preparationMessages.weightOutOfRange('450 g', '550 g');
    expect(tooHeavy.json()).toEqual({
      status_code: 422,
      message,
      errors: { poids_g: [message] },
      code: API_ERROR_CODES.preparationOutcomeRefused,
    });
    const noWeight = await setLine(order, lineId, { resultat: 'pese' });
    expect(noWeight.json()).toMatchObject({ code: API_ERROR_CODES.preparationOutcomeRefused });
    const picked = await setLine(order, lineId, { resultat: 'preleve' });
    expect(picked.json().message).toBe(preparationMessages.weightRequired);
    const weighed = await setLine(order, lineId, { resultat: 'pese', poids_g: 520 });
    expect(weighed.statusCode).toBe(200);
    expect(weighed.json().data.resultat).toMatchObject({ type: 'pese', poids_g: 520, quantite: 0.52 });
    expect(Math.round(weighed.json().data.resultat.montant_final * 100)).toBe(
      Math.round((unit_price_cents * 520) / 1000),
    );
    const unitWeighed = await setLine(order, order.units[1]!, { resultat: 'pese', poids_g: 500 });
    expect(unitWeighed.json()).toMatchObject({
      status_code: 422,
      message: preparationMessages.notWeighed,
      code: API_ERROR_CODES.preparationOutcomeRefused,
    });
  });

  it('refuses a picked quantity above the order and a body it cannot read, in French', async () => {
    const order = await started();
    const above = await setLine(order, order.units[1]!, { resultat: 'preleve', quantite: 3 });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe(preparationMessages.quantity);
    const unknown = await setLine(order, order.units[1]!, { resultat: 'perdu' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: API_ERROR_CODES.invalidData,
      errors: { resultat: [preparationMessages.outcome] },
    });
    const otherOrder = await orderToPrepare(db);
    const notItsLine = await setLine(order, otherOrder.units[0]!, { resultat: 'manquant' });
    expect(notItsLine.statusCode).toBe(404);
    expect(notItsLine.json().code).toBe(API_ERROR_CODES.lineNotFound);
  });

  it('substitutes a line the customer accepted with a product of its aisle, never above the line’s total', async () => {
    const order = await started();
    const lineId = order.units[0]!;
    const found = await get(`${base(order)}/lignes/${lineId}/substituts`);
    expect(found.statusCode).toBe(200);
    const candidates = found.json().data;
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates[0]).toEqual({
      produit_id: expect.any(Number),
      designation: expect.any(String),
      marque: expect.toBeOneOf([expect.any(String), null]),
      prix_unitaire: expect.any(Number),
      pese: false,
    });
    const word = candidates[0].designation.split(' ')[0].toLowerCase();
    const filtered = (
      await get(`${base(order)}/lignes/${lineId}/substituts?q=${encodeURIComponent(word)}`)
    ).json().data;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((c: { designation: string }) => c.designation.toLowerCase().includes(word))).toBe(
      true,
    );
    const line = await db
      .selectFrom('order_lines')
      .select(['total_cents', 'quantity'])
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow();
    const chosen = candidates[0];
    const res = await setLine(order, lineId, { resultat: 'remplace', produit_id: chosen.produit_id });
    expect(res.statusCode).toBe(200);
    const result = res.json().data.resultat;
    expect(result).toMatchObject({
      type: 'remplace',
      quantite: line.quantity,
      remplacement: { produit_id: chosen.produit_id, decision_client: 'en_attente' },
    });
    expect(Math.round(result.montant_final * 100)).toBe(
      Math.min(Math.round(chosen.prix_unitaire * 100 * line.quantity), line.total_cents),
    );
  });

  it('refuses a substitute the customer did not accept, of another aisle, or in a store without the choice', async () => {
    const order = await started();
    const refused = await setLine(order, order.units[1]!, { resultat: 'remplace', produit_id: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: API_ERROR_CODES.substitutionRefused,
      message: preparationMessages.substitutionNotAccepted,
    });
    expect((await get(`${base(order)}/lignes/${order.units[1]}/substituts`)).statusCode).toBe(422);
    // A weighed product (another aisle, sold by weight) for a unit line.
    const fruit = await db
      .selectFrom('order_lines')
      .select('product_id')
      .where('id', '=', order.weighed[0]!)
      .executeTakeFirstOrThrow();
    const elsewhere = await setLine(order, order.units[0]!, {
      resultat: 'remplace',
      produit_id: fruit.product_id,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({
      code: API_ERROR_CODES.substituteUnavailable,
      message: preparationMessages.substituteUnavailable,
    });
    await db
      .updateTable('stores')
      .set({ has_choix_substitution: 0 })
      .where('id', '=', order.storeId)
      .execute();
    try {
      const notOffered = await setLine(order, order.units[0]!, { resultat: 'remplace', produit_id: 1 });
      expect(notOffered.json()).toMatchObject({
        code: API_ERROR_CODES.substitutionRefused,
        message: preparationMessages.substitutionNotOffered,
      });
    } finally {
      await db
        .updateTable('stores')
        .set({ has_choix_substitution: 1 })
        .where('id', '=', order.storeId)
        .execute();
    }
  });
});

describe('two preparers on one order', () => {
  it('lets one of two simultaneous first outcomes of a line through, and refuses the other', async () => {
    const order = await started();
    const lineId = order.units[1]!;
    const [a, b] = await Promise.all([
      setLine(order, lineId, { resultat: 'preleve', version: 0 }),
      setLine(order, lineId, { resultat: 'manquant', version: 0 }, headOffice),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({
      code: API_ERROR_CODES.preparationLineChanged,
      message: preparationMessages.lineChanged,
    });
    const rows = await db
      .selectFrom('order_line_preparations')
      .select(['outcome', 'version'])
      .where('order_line_id', '=', lineId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(1);
  });

  it('refuses a change over a version that is no longer the line’s, and accepts one over the current', async () => {
    const order = await started();
    const lineId = order.units[2]!;
    expect((await setLine(order, lineId, { resultat: 'manquant', version: 0 })).statusCode).toBe(200);
    const stale = await setLine(order, lineId, { resultat: 'preleve', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(API_ERROR_CODES.preparationLineChanged);
    const changed = await setLine(order, lineId, { resultat: 'preleve', version: 1 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ version: 2, resultat: { type: 'preleve' } });
  });

  it('never rewrites a finished preparation, even when the change and the end cross', async () => {
    const order = await started();
    for (const id of order.units) await setLine(order, id, { resultat: 'manquant' });
    for (const id of order.weighed) await setLine(order, id, { resultat: 'pese', poids_g: 500 });
    const [ended, late] = await Promise.all([
      finish(order),
      setLine(order, order.units[0]!, { resultat: 'preleve', version: 1 }, headOffice),
    ]);
    expect(ended.statusCode).toBe(200);
    if (late.statusCode === 200) {
      // The change came first: the finished preparation includes it.
      expect(
        ended
          .json()
          .data.rayons.flatMap((r: { lignes: { id: number; resultat: { type: string } }[] }) => r.lignes)
          .find((l: { id: number }) => l.id === order.units[0]).resultat.type,
      ).toBe('preleve');
    } else {
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe(API_ERROR_CODES.preparationNotAllowed);
    }
    const after = await setLine(order, order.units[0]!, { resultat: 'manquant' });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe(API_ERROR_CODES.preparationNotAllowed);
  });
});

describe('finishing the preparation', () => {
  it('refuses while lines have no outcome, listing them', async () => {
    const order = await started();
    await setLine(order, order.units[0]!, { resultat: 'manquant' });
    const res = await finish(order);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      code: API_ERROR_CODES.preparationIncomplete,
      message: preparationMessages.incomplete,
    });
    expect(Object.keys(body.errors).sort()).toEqual(
      [...order.weighed, order.units[1], order.units[2]].map((id) => `lignes.${id}`).sort(),
    );
    expect(await orderStatus(order.id)).toBe('VALIDEE');
  });

  it('moves the order to EN_ATTENTE with its final amount once every line is done, audited', async () => {
    const order = await started();
    const lines = await db
      .selectFrom('order_lines')
      .select(['id', 'total_cents', 'unit_price_cents'])
      .where('order_id', '=', order.id)
      .execute();
    const total = (id: number) => lines.find((l) => l.id === id)!;
    await setLine(order, order.weighed[0]!, { resultat: 'pese', poids_g: 500 });
    await setLine(order, order.weighed[1]!, { resultat: 'manquant' });
    for (const id of order.units) await setLine(order, id, { resultat: 'preleve' });
    const res = await finish(order);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ statut_code: 'EN_ATTENTE', etat_libelle: 'Prête', lignes_restantes: 0 });
    expect(data.fin_preparation).toEqual(expect.any(String));
    const expected =
      Math.round(total(order.weighed[0]!).unit_price_cents / 2) +
      order.units.reduce((s, id) => s + total(id).total_cents, 0) +
      300;
    expect(Math.round(data.montant_final * 100)).toBe(expected);
    const audit = await auditActions(order.id);
    expect(audit.at(-1)!.action).toBe('preparation_terminee');
    expect(JSON.parse(audit.at(-1)!.details)).toMatchObject({ montant_final_centimes: expected });
    expect((await finish(order)).json().code).toBe(API_ERROR_CODES.preparationNotAllowed);
    expect(await statusMails(order.id)).toEqual([
      `commande-en-preparation:${order.id}`,
      `commande-prete:${order.id}`,
    ]);
  });
});

describe('the picking list', () => {
  it('is a French PDF with the order code, the customer, the aisles and the lines', async () => {
    const order = await orderToPrepare(db);
    const res = await get(`${base(order)}/liste-de-preparation.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const view = (await get(`${base(order)}/preparation`)).json().data;
    const text = pdfTextOf(res.rawPayload);
    expect(text).toContain(`Liste de préparation - commande ${view.code}`);
    expect(text).toContain('Julien Moreau');
    for (const aisle of view.rayons) expect(text).toContain(aisle.libelle);
    expect(text).toContain('Remplacement accepté');
    expect(text).toContain('Poids réel : 450 g à 550 g');
  });
});
