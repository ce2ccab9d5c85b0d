import { API_ERROR_CODES, TICKETS_PAGE_SIZE } from '@cabas/contracts';
import { presetRange } from '@cabas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import { pdfTextOf } from '../../../test/helpers/pdf.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-order-documents.ts';

let t: TestApp;
let julien: Record<string, string>;
let marie: Record<string, string>;
let total: number;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  julien = bearer((await login(t, DEMO_ACCOUNTS.loyalty)).access_token);
  marie = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
  total = Number(
    (
      await t.database.db
        .selectFrom('receipts as r')
        .innerJoin('clients as c', 'c.id', 'r.client_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('c.email', '=', DEMO_ACCOUNTS.loyalty.email)
        .executeTakeFirstOrThrow()
    ).n,
  );
});
afterAll(() => t?.close());

describe('in-store receipts', () => {
  it('the seed gives the loyalty customer a year of receipts', () => {
    expect(total).toBeGreaterThan(3 * TICKETS_PAGE_SIZE);
  });

  it('pages by 7, newest first, until a page comes back short', async () => {
    const seen: number[] = [];
    let previous = '9999';
    for (let offset = 0; ; offset += TICKETS_PAGE_SIZE) {
      const res = await get(`/api/me/tickets?offset=${offset}`, julien);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toMatchObject({ limit: TICKETS_PAGE_SIZE, offset, total });
      for (const ticket of body.data) {
        expect(ticket.date_achat <= previous).toBe(true);
        previous = ticket.date_achat;
        seen.push(ticket.id);
      }
      if (body.data.length < TICKETS_PAGE_SIZE) break;
    }
    expect(new Set(seen).size).toBe(total);
    const first = (await get('/api/me/tickets?limit=1', julien)).json().data[0];
    expect(first).toMatchObject({
      numero: expect.any(String),
      magasin: { id: expect.any(Number), name: expect.any(String) },
      nb_articles: expect.any(Number),
    });
    expect(first.date_achat).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.montant_total_ttc).toBeGreaterThan(0);
  });

  it('filters by purchase-date preset, custom period and store', async () => {
    const range = presetRange('trois_mois', new Date());
    const three = (await get('/api/me/tickets?periode=trois_mois&limit=50', julien)).json();
    expect(three.meta.total).toBeLessThan(total);
    for (const ticket of three.data) {
      expect(ticket.date_achat.slice(0, 10) >= range.from).toBe(true);
    }
    const custom = (
      await get(
        `/api/me/tickets?periode=personnalisee&date_min=${range.from}&date_max=${range.to}&limit=50`,
        julien,
      )
    ).json();
    expect(custom.meta.total).toBe(three.meta.total);
    const store =
      three.data[0]?.magasin.id ?? (await get('/api/me/tickets', julien)).json().data[0].magasin.id;
    const inStore = (await get(`/api/me/tickets?magasin_id=${store}&limit=50`, julien)).json();
    expect(inStore.data.every((r: { magasin: { id: number } }) => r.magasin.id === store)).toBe(true);
    expect(inStore.meta.magasins.map((m: { id: number }) => m.id)).toContain(store);
  });

  it('refuses an incomplete or reversed custom period with the field to fix', async () => {
    let res = await get('/api/me/tickets?periode=personnalisee&date_min=2026-03-01', julien);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ date_max: ['Merci de renseigner la date de fin de la période.'] });
    res = await get('/api/me/tickets?periode=personnalisee&date_min=2026-03-02&date_max=2026-03-01', julien);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      date_max: ['La date de fin ne peut pas précéder la date de début.'],
    });
    expect((await get('/api/me/tickets?limit=0', julien)).statusCode).toBe(422);
  });

  it('gives each receipt as a PDF, to its owner only', async () => {
    const ticket = (await get('/api/me/tickets?limit=1', julien)).json().data[0];
    const res = await get(`/api/me/tickets/${ticket.id}/pdf`, julien);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextOf(res.rawPayload);
    expect(text).toContain(`Ticket de caisse n° ${ticket.numero}`);
    expect(text).toContain('Détail de la TVA');

    // Marie holds a card too: she still cannot read Julien's receipt.
    await t.database.db
      .updateTable('clients')
      .set({ own_cards_holder: 1 })
      .where('email', '=', DEMO_ACCOUNTS.standard.email)
      .execute();
    const other = await get(`/api/me/tickets/${ticket.id}/pdf`, marie);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(API_ERROR_CODES.receiptNotFound);
    expect((await get('/api/me/tickets', marie)).json()).toMatchObject({ data: [], meta: { total: 0 } });
    await t.database.db
      .updateTable('clients')
      .set({ own_cards_holder: 0 })
      .where('email', '=', DEMO_ACCOUNTS.standard.email)
      .execute();
  });

  it('is for card holders only (403), and for logged-in shoppers (401)', async () => {
    const res = await get('/api/me/tickets', marie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(API_ERROR_CODES.cardHolderOnly);
    expect((await get('/api/me/tickets/preference', marie)).statusCode).toBe(403);
    expect((await get('/api/me/tickets')).statusCode).toBe(401);
    // A pro, even with a card flag: no loyalty scheme, no receipts.
    await t.database.db
      .updateTable('clients')
      .set({ own_cards_holder: 1 })
      .where('email', '=', DEMO_ACCOUNTS.pro.email)
      .execute();
    const pro = bearer((await login(t, DEMO_ACCOUNTS.pro)).access_token);
    expect((await get('/api/me/tickets', pro)).json().code).toBe(API_ERROR_CODES.cardHolderOnly);
  });
});

describe('ticket preference', () => {
  it('prints by default, and keeps the choice', async () => {
    const first = (await get('/api/me/tickets/preference', julien)).json().data;
    expect(first.preference).toBe('print');
    const saved = await put('/api/me/tickets/preference', julien, { preference: 'no_print' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.preference).toBe('no_print');
    expect((await get('/api/me/tickets/preference', julien)).json().data.preference).toBe('no_print');
    expect((await put('/api/me/tickets/preference', julien, { preference: 'sms' })).statusCode).toBe(422);
  });

  it('offers the e-mail receipt only where the store sends it', async () => {
    const { db } = t.database;
    const client = await db
      .selectFrom('clients')
      .select('id_magasin')
      .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('stores')
      .set({ ticket_dematerialise: 0 })
      .where('id', '=', client.id_magasin!)
      .execute();
    expect((await get('/api/me/tickets/preference', julien)).json().data.email_disponible).toBe(false);
    const refused = await put('/api/me/tickets/preference', julien, { preference: 'email' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe(API_ERROR_CODES.emailTicketUnavailable);

    await db
      .updateTable('stores')
      .set({ ticket_dematerialise: 1 })
      .where('id', '=', client.id_magasin!)
      .execute();
    const res = await put('/api/me/tickets/preference', julien, { preference: 'email' });
    expect(res.json().data).toEqual({ preference: 'email', email_disponible: true });
  });
});
