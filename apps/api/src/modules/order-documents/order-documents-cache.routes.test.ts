import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES, messages } from '@cabas/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login, MINUTE, testClock } from '../../../test/accounts-helpers.ts';
import { driveStore, plainProducts } from '../../../test/helpers/cart.ts';
import {
  clientIdOf,
  draftOf,
  notificationBody,
  openSession,
  postNotification,
} from '../../../test/helpers/payments.ts';
import { pdfTextOf } from '../../../test/helpers/pdf.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import * as documents from './documents.ts';

// The generators, counted: a document served from the cache is not made again.
vi.mock('./documents.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./documents.ts')>();
  return {
    ...actual,
    orderPdf: vi.fn(actual.orderPdf),
    invoicePdf: vi.fn(actual.invoicePdf),
    receiptPdf: vi.fn(actual.receiptPdf),
  };
});

/** Documents a shopper may download in one minute (decision record 095). */
const DOCUMENTS_PER_MINUTE = 30;

const made = {
  order: vi.mocked(documents.orderPdf),
  invoice: vi.mocked(documents.invoicePdf),
  receipt: vi.mocked(documents.receiptPdf),
};

const clock = testClock();
let t: TestApp;
let marie: Record<string, string>;
let julien: Record<string, string>;
let orderId: number;
let ticketId: number;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function placeOrder(app: TestApp, email: string) {
  const shop = await driveStore(app);
  const product = (await plainProducts(app, shop, 1))[0]!;
  const client = { ...(await clientIdOf(app, email)), email };
  const session = await openSession(app, draftOf(client, shop, [{ ...product, quantity: 2 }]));
  return (await postNotification(app, notificationBody(session.id, 'acceptee'))).json().commande_id as number;
}

/** What an edit does to an order: its lines rewritten, `updated_at` moved on. */
async function editOrder(id: number, quantity: number) {
  const db = t.database.db;
  const line = await db
    .selectFrom('order_lines')
    .select(['id', 'unit_price_cents'])
    .where('order_id', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('order_lines')
    .set({ quantity, total_cents: quantity * line.unit_price_cents })
    .where('id', '=', line.id)
    .execute();
  await db
    .updateTable('orders')
    .set({ updated_at: new Date(clock().getTime() + 1000).toISOString() })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  orderId = await placeOrder(t, DEMO_ACCOUNTS.standard.email);
  marie = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
  julien = bearer((await login(t, DEMO_ACCOUNTS.loyalty)).access_token);
  ticketId = (await get('/api/me/tickets?limit=1', julien)).json().data[0].id;
});
afterAll(() => t?.close());

beforeEach(() => {
  // Each test starts with a fresh minute of documents.
  clock.advance(MINUTE + 1000);
  for (const spy of Object.values(made)) spy.mockClear();
});

describe('the documents are made once per version', () => {
  it('serves the same order PDF twice without making it again', async () => {
    const first = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    const second = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(second.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(made.order).toHaveBeenCalledTimes(1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('makes a new PDF for an edited order, then serves that one again', async () => {
    const before = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    const calls = made.order.mock.calls.length;
    await editOrder(orderId, 5);
    const edited = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    expect(edited.statusCode).toBe(200);
    expect(made.order).toHaveBeenCalledTimes(calls + 1);
    expect(edited.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(made.order.mock.lastCall![0].lines[0]!.quantity).toBe(5);
    const again = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    expect(again.rawPayload.equals(edited.rawPayload)).toBe(true);
    expect(made.order).toHaveBeenCalledTimes(calls + 1);
  });

  it('makes a new PDF when the order changes status without an edit', async () => {
    const before = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    const calls = made.order.mock.calls.length;
    await t.database.db
      .updateTable('orders')
      .set({ statut_code: 'RETIREE' })
      .where('id', '=', orderId)
      .execute();
    const withdrawn = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    expect(pdfTextOf(before.rawPayload)).not.toMatch(/retirée/i);
    expect(pdfTextOf(withdrawn.rawPayload)).toMatch(/retirée/i);
    expect(made.order).toHaveBeenCalledTimes(calls + 1);
  });

  it('makes the invoice once it is issued, then serves it from the cache', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/me/commandes/${orderId}/facture`,
      headers: marie,
      payload: { adresse: '12 rue des Lilas', codePostal: '69003', ville: 'Lyon', pays: 'France' },
    });
    expect(issued.statusCode).toBe(201);
    const first = await get(`/api/me/commandes/${orderId}/facture/pdf`, marie);
    const second = await get(`/api/me/commandes/${orderId}/facture/pdf`, marie);
    expect(first.statusCode).toBe(200);
    expect(pdfTextOf(second.rawPayload)).toContain(issued.json().data.facture.numero);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(made.invoice).toHaveBeenCalledTimes(1);
  });

  it('serves a till receipt twice without making it again', async () => {
    const first = await get(`/api/me/tickets/${ticketId}/pdf`, julien);
    const second = await get(`/api/me/tickets/${ticketId}/pdf`, julien);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(made.receipt).toHaveBeenCalledTimes(1);
  });

  it('never gives a cached document to another customer: 404, nothing made', async () => {
    expect((await get(`/api/me/commandes/${orderId}/pdf`, marie)).statusCode).toBe(200);
    expect((await get(`/api/me/commandes/${orderId}/facture/pdf`, marie)).statusCode).toBe(200);
    expect((await get(`/api/me/tickets/${ticketId}/pdf`, julien)).statusCode).toBe(200);
    for (const res of [
      await get(`/api/me/commandes/${orderId}/pdf`, julien),
      await get(`/api/me/commandes/${orderId}/facture/pdf`, julien),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(API_ERROR_CODES.orderNotFound);
    }
    const ticket = await get(`/api/me/tickets/${ticketId}/pdf`, marie);
    // Marie holds no loyalty card: her receipts page is closed to her (403), never Julien's ticket.
    expect([403, 404]).toContain(ticket.statusCode);
    expect(ticket.headers['content-type']).not.toBe('application/pdf');
    expect((await get(`/api/me/commandes/${orderId}/pdf`)).statusCode).toBe(401);
  });
});

describe('documents per account and minute', () => {
  it(`answers the document after the ${DOCUMENTS_PER_MINUTE}th in a minute with 429; other accounts and calls go on`, async () => {
    const urls = [`/api/me/commandes/${orderId}/pdf`, `/api/me/commandes/${orderId}/facture/pdf`];
    for (let i = 0; i < DOCUMENTS_PER_MINUTE; i++) {
      const res = await get(urls[i % 2]!, marie);
      expect(res.statusCode, `document ${i + 1}`).toBe(200);
    }
    const refused = await get(`/api/me/commandes/${orderId}/pdf`, marie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status_code: 429,
      message: messages.tooManyAttempts,
      code: API_ERROR_CODES.tooManyRequests,
    });
    expect((await get(`/api/me/commandes/${orderId}/facture/pdf`, marie)).statusCode).toBe(429);
    // The rest of the account is not stopped, nor another shopper's documents.
    expect((await get(`/api/me/commandes/${orderId}`, marie)).statusCode).toBe(200);
    expect((await get(`/api/me/tickets/${ticketId}/pdf`, julien)).statusCode).toBe(200);
    // A minute later the shopper gets her documents again.
    clock.advance(MINUTE + 1000);
    expect((await get(`/api/me/commandes/${orderId}/pdf`, marie)).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('documents per account, several API processes', () => {
  it('count together through Redis', async () => {
    const security = { attemptsPrefix: `cabas-documents-test-${randomUUID()}:` };
    const redisUrl = process.env.REDIS_URL!;
    const a = await createTestApp({ redisUrl, security });
    const b = await createTestApp({ redisUrl, security });
    try {
      const tokens = [a, b].map(async (app) =>
        bearer((await login(app, DEMO_ACCOUNTS.loyalty)).access_token),
      );
      const [onA, onB] = await Promise.all(tokens);
      const id = (await a.app.inject({ method: 'GET', url: '/api/me/tickets?limit=1', headers: onA })).json()
        .data[0].id;
      const url = `/api/me/tickets/${id}/pdf`;
      for (let i = 0; i < DOCUMENTS_PER_MINUTE; i++) {
        const [app, headers] = i % 2 ? [b, onB!] : [a, onA!];
        expect((await app.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      }
      const refused = await b.app.inject({ method: 'GET', url, headers: onB! });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe(API_ERROR_CODES.tooManyRequests);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
