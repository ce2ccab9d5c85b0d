import { API_ERROR_CODES, handOverMessages } from '@cabas/contracts';
import { toBuffer } from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeCardOrder } from '../../../test/helpers/card-orders.ts';
import { eventsOf, orderRow } from '../../../test/helpers/order-closing.ts';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import type {} from '../../db/schema-hand-over.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { CheckInTokens } from './check-in-token.ts';
import { CHECK_IN_PAGE, HAND_OVER_QR_CID, HandOverLinks } from './hand-over-links.ts';

/**
 * The « client arrivé » check-in and the confirmation e-mail's hand-over parts (decision 116), on
 * orders placed by the real notification service, without HTTP (both databases).
 */

let m: TestServices;
beforeAll(async () => {
  m = await createTestServices();
});
afterAll(() => m?.close());

const db = () => m.database.db;
/** The module tests' services sign with their payment secret (`createTestServices`). */
const links = new HandOverLinks('secret-de-paiement-des-tests-de-module-0123', 'http://localhost:3000');
const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
};
const tokenOf = (orderId: number) => links.tokens.create(orderId);

describe('the confirmation e-mail of a drive order', () => {
  it('carries the hand-over QR code inline, the order code and the « Je suis arrivé(e) » link', async () => {
    const order = await placeCardOrder(m, { quantity: 2 });
    const row = await orderRow(db(), order.id);
    await m.outbox.drain();
    const mail = m.mails.find((x) => x.subject === `Confirmation de votre commande ${row.code}`);
    expect(mail).toBeDefined();
    const checkIn = `http://localhost:3000${CHECK_IN_PAGE}/${tokenOf(order.id)}`;
    expect(mail!.text).toContain(`Je suis arrivé(e) : ${checkIn}`);
    expect(mail!.text).toContain(`présentez votre code de commande ${row.code}`);
    expect(mail!.html).toContain(`href="${checkIn}"`);
    expect(mail!.html).toContain(
      `<img src="cid:${HAND_OVER_QR_CID}" alt="QR code de retrait de la commande ${row.code}"`,
    );
    expect(mail!.attachments).toHaveLength(1);
    const qr = mail!.attachments![0]!;
    expect(qr).toMatchObject({
      cid: HAND_OVER_QR_CID,
      contentType: 'image/png',
      encoding: 'base64',
      filename: `retrait-${row.code}.png`,
    });
    // The QR code of the staff's hand-over page of this order, in this store.
    const staffUrl = `http://localhost:3000/gestion/retrait?magasin=${row.store_id}&code=${row.code}`;
    expect(links.staffUrl(row.store_id, row.code)).toBe(staffUrl);
    const expected = await toBuffer(staffUrl, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      scale: 5,
    });
    expect(Buffer.from(qr.content, 'base64').equals(expected)).toBe(true);
  });
});

describe('the check-in tokens', () => {
  it('are the order’s own, unguessable without the secret', () => {
    const token = tokenOf(42);
    expect(links.tokens.orderOf(token)).toBe(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    const signature = token.split('.')[1]!;
    expect(links.tokens.orderOf(`43.${signature}`)).toBeNull();
    expect(new CheckInTokens('un-autre-secret-de-trente-deux-caracteres').orderOf(token)).toBeNull();
    for (const bad of ['', '42', '42.', `42.${signature}.x`, `-1.${signature}`, `0.${signature}`])
      expect(links.tokens.orderOf(bad)).toBeNull();
  });
});

describe('the « client arrivé » check-in', () => {
  it('shows the order without changing it, then records the arrival once', async () => {
    const order = await placeCardOrder(m, { quantity: 1 });
    const token = tokenOf(order.id);
    const { handOver } = m.services;
    const view = await handOver.checkInView(token);
    expect(view).toMatchObject({ client_arrive_le: null });
    expect(view.commande).toMatch(/^CMD-/);
    expect((await orderRow(db(), order.id)).client_arrive_le).toBeNull();

    const first = new Date('2026-03-10T09:05:00.000Z');
    const arrived = await handOver.checkIn(token, first);
    expect(arrived).toEqual({ ...view, client_arrive_le: first.toISOString() });
    // Again (a second click, a reload): the first time stands, nothing more is written.
    const again = await handOver.checkIn(token, new Date('2026-03-10T09:07:00.000Z'));
    expect(again.client_arrive_le).toBe(first.toISOString());
    expect((await orderRow(db(), order.id)).client_arrive_le).toBe(first.toISOString());
    const events = (await eventsOf(db(), order.id)).filter((e) => e.kind === 'client_arrive');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ amount_cents: 0, created_at: first.toISOString() });
  });

  it('records two check-ins at once as one', async () => {
    const order = await placeCardOrder(m, { quantity: 1 });
    const token = tokenOf(order.id);
    const answers = await Promise.all(
      [0, 1, 2].map((i) => m.services.handOver.checkIn(token, new Date(Date.UTC(2026, 2, 10, 9, i)))),
    );
    const stored = (await orderRow(db(), order.id)).client_arrive_le;
    expect(new Set(answers.map((a) => a.client_arrive_le))).toEqual(new Set([stored]));
    const events = (await eventsOf(db(), order.id)).filter((e) => e.kind === 'client_arrive');
    expect(events).toHaveLength(1);
  });

  it('refuses a forged link (404), whatever it names', async () => {
    const order = await placeCardOrder(m, { quantity: 1 });
    const forged = `${order.id}.${'A'.repeat(43)}`;
    for (const token of [forged, 'n-importe-quoi', tokenOf(2_000_000)]) {
      expect(await errorOf(m.services.handOver.checkIn(token, new Date()))).toEqual({
        code: API_ERROR_CODES.checkInLinkInvalid,
        message: handOverMessages.linkInvalid,
      });
      expect(await errorOf(m.services.handOver.checkInView(token))).toMatchObject({
        code: API_ERROR_CODES.checkInLinkInvalid,
      });
    }
    expect((await orderRow(db(), order.id)).client_arrive_le).toBeNull();
  });

  it('refuses a home delivery, an order handed over and a cancelled one (409), changing nothing', async () => {
    for (const [change, message] of [
      [{ code_type_commande: 'LDD' }, handOverMessages.delivery],
      [{ statut_code: 'RETIREE' }, handOverMessages.handedOver],
      [{ statut_code: 'ANNULEE' }, handOverMessages.cancelled],
    ] as const) {
      const order = await placeCardOrder(m, { quantity: 1 });
      await db().updateTable('orders').set(change).where('id', '=', order.id).execute();
      const token = tokenOf(order.id);
      expect(await errorOf(m.services.handOver.checkIn(token, new Date()))).toEqual({
        code: API_ERROR_CODES.checkInNotAllowed,
        message,
      });
      expect(await errorOf(m.services.handOver.checkInView(token))).toEqual({
        code: API_ERROR_CODES.checkInNotAllowed,
        message,
      });
      expect((await orderRow(db(), order.id)).client_arrive_le).toBeNull();
      expect((await eventsOf(db(), order.id)).filter((e) => e.kind === 'client_arrive')).toEqual([]);
    }
  });

  it('refuses an order handed over after the customer arrived', async () => {
    const order = await placeCardOrder(m, { quantity: 1 });
    const token = tokenOf(order.id);
    await m.services.handOver.checkIn(token, new Date());
    await db().updateTable('orders').set({ statut_code: 'RETIREE' }).where('id', '=', order.id).execute();
    expect(await errorOf(m.services.handOver.checkIn(token, new Date()))).toMatchObject({
      code: API_ERROR_CODES.checkInNotAllowed,
      message: handOverMessages.handedOver,
    });
  });
});
