import { API_ERROR_CODES, substitutionMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { orderToPrepare, staffHeaders } from '../../../test/helpers/preparation.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-orders.ts';

/**
 * POST /api/me/commandes/:id/remplacements/:ligne_id (decision 115): the customer accepts or refuses
 * a substitute of her own order, before her slot starts; GET /api/me/commandes/:id lists them.
 */

let t: TestApp;
let j: Shopper;
let mm: Shopper;
let preparer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [j, mm, preparer] = await Promise.all([julien(t), marie(t), staffHeaders(t, 'preparer')]);
});
afterAll(() => t?.close());

const staffCall = (method: string, url: string, body?: object) =>
  t.app.inject({ method: method as 'POST', url: `/api/gestion${url}`, headers: preparer, payload: body });

/** Julien's order prepared through the API, its first unit line replaced. */
async function prepared() {
  const order = await orderToPrepare(t.database.db);
  expect((await staffCall('POST', `/commandes/${order.id}/preparation/debut`)).statusCode).toBe(200);
  const [lineId, ...others] = order.units as [number, ...number[]];
  const found = await staffCall('GET', `/commandes/${order.id}/lignes/${lineId}/substituts`);
  const substitute = found.json().data[0];
  const replaced = await staffCall('PUT', `/commandes/${order.id}/lignes/${lineId}`, {
    resultat: 'remplace',
    produit_id: substitute.produit_id,
  });
  expect(replaced.statusCode, replaced.body).toBe(200);
  for (const id of others)
    await staffCall('PUT', `/commandes/${order.id}/lignes/${id}`, { resultat: 'preleve' });
  for (const id of order.weighed)
    await staffCall('PUT', `/commandes/${order.id}/lignes/${id}`, { resultat: 'manquant' });
  const done = await staffCall('POST', `/commandes/${order.id}/preparation/fin`);
  expect(done.statusCode, done.body).toBe(200);
  return { id: order.id, lineId, other: others[0]!, substitute };
}

const answer = (s: Pick<Shopper, 'headers'> | null, id: number, lineId: number, body: object) =>
  call(t, 'POST', `/api/me/commandes/${id}/remplacements/${lineId}`, s?.headers ?? {}, body);

describe('answering a substitute through the API', () => {
  it('accepts it: the answer and the order both show it', async () => {
    const order = await prepared();
    const mine = await call(t, 'GET', `/api/me/commandes/${order.id}`, j.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.remplacements).toEqual([
      expect.objectContaining({
        ligne_id: order.lineId,
        produit_remplacant: order.substitute.designation,
        decision: 'en_attente',
        decision_libelle: 'En attente de la réponse du client',
        modifiable: true,
        version: 1,
      }),
    ]);
    const res = await answer(j, order.id, order.lineId, { decision: 'acceptee', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ decision: 'acceptee', modifiable: false, version: 2 });
    const again = await call(t, 'GET', `/api/me/commandes/${order.id}`, j.headers);
    expect(again.json().data.remplacements[0]).toMatchObject({ decision: 'acceptee' });
    // The orders' list carries no substitutes (the order's page does).
    const list = await call(t, 'GET', '/api/me/commandes', j.headers);
    expect(list.json().data[0]).not.toHaveProperty('remplacements');
    // The staff's preparation reads the answer.
    const staffView = await staffCall('GET', `/commandes/${order.id}/preparation`);
    const line = staffView
      .json()
      .data.rayons.flatMap((r: { lignes: unknown[] }) => r.lignes)
      .find((l: { id: number }) => l.id === order.lineId);
    expect(line.resultat.remplacement.decision_libelle).toBe('Accepté par le client');
  });

  it('refuses another customer (404), no token (401), a staff token (403) and bad input (422, in French)', async () => {
    const order = await prepared();
    const other = await answer(mm, order.id, order.lineId, { decision: 'refusee' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(API_ERROR_CODES.orderNotFound);
    expect((await answer(null, order.id, order.lineId, { decision: 'refusee' })).statusCode).toBe(401);
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/me/commandes/${order.id}/remplacements/${order.lineId}`,
      headers: preparer,
      payload: { decision: 'refusee' },
    });
    expect(staff.statusCode).toBe(403);
    const bad = await answer(j, order.id, order.lineId, { decision: 'peut-etre' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: API_ERROR_CODES.invalidData });
    expect(bad.json().errors.decision).toEqual([substitutionMessages.decision]);
    const notSubstituted = await answer(j, order.id, order.other, { decision: 'refusee' });
    expect(notSubstituted.statusCode).toBe(404);
    expect(notSubstituted.json()).toMatchObject({
      code: API_ERROR_CODES.substituteNotFound,
      message: substitutionMessages.notFound,
    });
    // Nothing was answered.
    const mine = await call(t, 'GET', `/api/me/commandes/${order.id}`, j.headers);
    expect(mine.json().data.remplacements[0].decision).toBe('en_attente');
  });

  it('answers 409 reponse_remplacement_expiree once the slot has started, and shows the default', async () => {
    const order = await prepared();
    const { db } = t.database;
    const slot = await db
      .selectFrom('orders')
      .select('slot_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('slots')
      .set({ starts_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', slot.slot_id!)
      .execute();
    const late = await answer(j, order.id, order.lineId, { decision: 'refusee' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: API_ERROR_CODES.substituteAnswerExpired,
      message: substitutionMessages.expired,
    });
    const mine = await call(t, 'GET', `/api/me/commandes/${order.id}`, j.headers);
    expect(mine.json().data.remplacements[0]).toMatchObject({
      decision: 'acceptee_par_defaut',
      modifiable: false,
    });
  });

  it('answers 409 reponse_remplacement_impossible on a closed order', async () => {
    const order = await prepared();
    await t.database.db
      .updateTable('orders')
      .set({ statut_code: 'RETIREE' })
      .where('id', '=', order.id)
      .execute();
    const res = await answer(j, order.id, order.lineId, { decision: 'acceptee' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(API_ERROR_CODES.substituteAnswerNotAllowed);
  });
});
