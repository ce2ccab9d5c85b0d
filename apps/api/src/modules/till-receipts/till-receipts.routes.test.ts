import {
  API_ERROR_CODES,
  TILL_TOKEN_HEADER,
  type TillReceiptBody,
  tillReceiptMessages,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { julien, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import { pdfTextOf } from '../../../test/helpers/pdf.ts';
import { DEMO_STAFF_ACCOUNTS, staffToken } from '../../../test/helpers/staff-orders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-ledger.ts';
import type {} from '../../db/schema-till-receipts.ts';
import { LINKED_DEMO_CARD } from '../../db/seed/loyalty.ts';
import { TillTokens } from './till-tokens.ts';

/**
 * The stores' tills post their receipts (decision 128), through the API on both databases: who may
 * call, what is refused in French, the cagnotte credited and debited once through the ledger whatever
 * the retries, the receipt in the holder's tickets and in her card's history.
 */

/** Julien's own-brand card (CP): no euros in the test seed. */
const OWN_CARD = '9130000087654321';
/** A partner card issued, not linked to any account (the register's), 8,40 € on it. */
const ISSUED_CARD = '9250000000000011';
const TOKEN = 'caisse-magasin-julien-0123456789abcdefghij';
const OTHER_TOKEN = 'caisse-autre-magasin-0123456789abcdefghij';

/** The tokens are given their stores once the seeded database tells them. */
class TestTillTokens extends TillTokens {
  readonly byToken = new Map<string, number>();
  override storeOf(token: string): number | null {
    return this.byToken.get(token) ?? null;
  }
}

let t: TestApp;
let j: Shopper;
let store: number;
let otherStore: number;
let storeName: string;
const tokens = new TestTillTokens([]);
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ tillTokens: tokens });
  j = await julien(t);
  store = j.shop;
  const stores = await db().selectFrom('stores').select(['id', 'name']).orderBy('id').execute();
  otherStore = stores.find((s) => s.id !== store)!.id;
  storeName = stores.find((s) => s.id === store)!.name;
  tokens.byToken.set(TOKEN, store);
  tokens.byToken.set(OTHER_TOKEN, otherStore);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const till = (token = TOKEN) => ({ [TILL_TOKEN_HEADER]: token });
const post = (body: object, headers: Record<string, string> = till()) =>
  call(t, 'POST', '/api/caisses/tickets', headers, body);

/** A receipt of 12,34 € at Julien's store, two minutes ago, with a fresh number. */
function receipt(over: Partial<TillReceiptBody> = {}): TillReceiptBody {
  sequence++;
  return {
    magasin_id: store,
    numero: `T${String(store).padStart(4, '0')}-TEST-${sequence}`,
    caisse: 3,
    date_achat: new Date(Date.now() - 120_000).toISOString(),
    montant_total_ttc: 12.34,
    lignes: [
      { designation: 'Lait demi-écrémé 1 L', quantite: 2, prix_unitaire: 1.12, montant: 2.24, taux_tva: 5.5 },
      { designation: 'Lessive liquide', quantite: 1, prix_unitaire: 10.1, montant: 10.1, taux_tva: 20 },
    ],
    paiements: [{ libelle: 'CB', montant: 12.34 }],
    num_carte: OWN_CARD,
    cagnotte_gagnee: 1.23,
    ...over,
  };
}

const balanceOf = async (numero: string) => {
  const held = await db()
    .selectFrom('loyalty_cards')
    .select('solde_cents')
    .where('numero', '=', numero)
    .executeTakeFirst();
  if (held) return held.solde_cents;
  return (
    await db()
      .selectFrom('loyalty_card_register')
      .select('solde_cents')
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow()
  ).solde_cents;
};
const movementsOf = (storeId: number, numero: string) =>
  db()
    .selectFrom('stored_value_movements')
    .select(['account', 'numero', 'amount_cents', 'cause'])
    .where('idempotency_key', 'like', `ticket:${storeId}:${numero}:%`)
    .orderBy('id')
    .execute();
const journalOf = (numero: string) =>
  db().selectFrom('till_receipts').selectAll().where('numero', '=', numero).execute();
const ledgerHolds = async () => {
  expect(await t.app.services.ledger.mismatches()).toEqual([]);
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
};
const ownCardId = async () =>
  (
    await db()
      .selectFrom('loyalty_cards')
      .select('id')
      .where('numero', '=', OWN_CARD)
      .executeTakeFirstOrThrow()
  ).id;

describe('who may post a till receipt', () => {
  it('refuses a call without a till token, or with one no store has (401, nothing written)', async () => {
    const body = receipt();
    const none = await post(body, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      code: API_ERROR_CODES.tillTokenInvalid,
      message: tillReceiptMessages.tokenMissing,
    });
    const wrong = await post(body, till('caisse-inconnue-0123456789abcdefghijkl'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: API_ERROR_CODES.tillTokenInvalid,
      message: tillReceiptMessages.tokenInvalid,
    });
    expect(await journalOf(body.numero)).toEqual([]);
  });

  it('refuses a customer’s and a staff member’s token, even beside a till token (403)', async () => {
    const body = receipt();
    for (const headers of [j.headers, { ...j.headers, ...till() }]) {
      const res = await post(body, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: API_ERROR_CODES.tillsOnly,
        message: tillReceiptMessages.tillsOnly,
      });
    }
    const staff = await staffToken(t, DEMO_STAFF_ACCOUNTS.preparer);
    const res = await post(body, { authorization: `Bearer ${staff}`, ...till() });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(API_ERROR_CODES.tillsOnly);
    expect(await journalOf(body.numero)).toEqual([]);
  });

  it('refuses another store’s till token (403)', async () => {
    const res = await post(receipt(), till(OTHER_TOKEN));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.tillOtherStore,
      message: tillReceiptMessages.otherStore,
    });
  });
});

describe('what a till may send', () => {
  it('refuses bad input with French messages by field, and writes nothing', async () => {
    const body = receipt({
      numero: 'numéro avec espaces',
      paiements: [{ libelle: 'CB', montant: 10 }],
      cagnotte_gagnee: 1.234,
    });
    const res = await post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.invalidData,
      errors: {
        numero: [tillReceiptMessages.numero],
        cagnotte_gagnee: [tillReceiptMessages.amount],
        paiements: [tillReceiptMessages.paymentsTotal],
      },
    });
    const lines = await post(receipt({ montant_total_ttc: 20, paiements: [{ libelle: 'CB', montant: 20 }] }));
    expect(lines.json().errors).toEqual({ montant_total_ttc: [tillReceiptMessages.linesTotal] });
    const future = await post(receipt({ date_achat: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ date_achat: [tillReceiptMessages.dateFuture] });
    const old = await post(receipt({ date_achat: new Date(Date.now() - 40 * 86_400_000).toISOString() }));
    expect(old.json().errors).toEqual({ date_achat: [tillReceiptMessages.dateTooOld] });
    expect(
      await db().selectFrom('till_receipts').selectAll().where('content_hash', '<>', 'seed').execute(),
    ).toEqual([]);
  });
});

describe('a receipt of a customer’s card', () => {
  it('credits what it earned through the ledger, once, and files the receipt in her tickets and history', async () => {
    const before = await balanceOf(OWN_CARD);
    const body = receipt();
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      data: {
        magasin_id: store,
        numero: body.numero,
        resultat: 'credite',
        cagnotte_creditee: 1.23,
        cagnotte_debitee: 0,
        deja_recu: false,
      },
    });
    expect(await balanceOf(OWN_CARD)).toBe(before + 123);
    expect(await movementsOf(store, body.numero)).toEqual([
      { account: 'cagnotte', numero: OWN_CARD, amount_cents: 123, cause: 'ticket_gain' },
    ]);

    // The till retries: the same answer, marked as already received, nothing moved again.
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      deja_recu: true,
      resultat: 'credite',
      cagnotte_creditee: 1.23,
    });
    expect(await balanceOf(OWN_CARD)).toBe(before + 123);
    expect(await movementsOf(store, body.numero)).toHaveLength(1);
    // The same number with other content is another receipt: refused.
    const changed = await post({ ...body, cagnotte_gagnee: 2 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: API_ERROR_CODES.tillReceiptChanged,
      message: tillReceiptMessages.receiptChanged,
    });

    const tickets = (await call(t, 'GET', '/api/me/tickets?limit=50', j.headers)).json();
    const ticket = tickets.data.find((r: { numero: string }) => r.numero === body.numero);
    expect(ticket).toMatchObject({
      magasin: { id: store },
      montant_total_ttc: 12.34,
      cagnotte_gagnee: 1.23,
      nb_articles: 3,
      mode_paiement: 'Carte bancaire',
    });

    const history = await call(
      t,
      'GET',
      `/api/me/fidelites/${await ownCardId()}/mouvements?cause=ticket`,
      j.headers,
    );
    expect(history.statusCode).toBe(200);
    expect(history.json().data[0]).toMatchObject({
      cause: 'ticket',
      sens: 'credit',
      compte: 'cagnotte',
      libelle: `Ticket de caisse n° ${body.numero} (${storeName})`,
      montant_euro: 1.23,
      expiration: { reste: 1.23, expire: false },
    });
    await ledgerHolds();
  });

  it('debits the cagnotte spent at the till, and refuses more than the balance with nothing written', async () => {
    const balance = await balanceOf(OWN_CARD);
    expect(balance).toBeGreaterThan(0);
    const tooMuch = receipt({
      cagnotte_utilisee: (balance + 1) / 100,
      paiements: [
        { libelle: 'Cagnotte', montant: (balance + 1) / 100 },
        { libelle: 'CB', montant: (1234 - balance - 1) / 100 },
      ],
    });
    const refused = await post(tooMuch);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: API_ERROR_CODES.tillBalanceTooLow,
      message: tillReceiptMessages.balanceTooLow,
      errors: { cagnotte_utilisee: [tillReceiptMessages.balanceTooLow] },
    });
    expect(await balanceOf(OWN_CARD)).toBe(balance);
    expect(await journalOf(tooMuch.numero)).toEqual([]);
    expect(await movementsOf(store, tooMuch.numero)).toEqual([]);
    expect(
      await db().selectFrom('receipts').select('id').where('numero', '=', tooMuch.numero).execute(),
    ).toEqual([]);

    const spend = receipt({
      cagnotte_utilisee: 1,
      cagnotte_gagnee: 0.11,
      paiements: [
        { libelle: 'Cagnotte fidélité', montant: 1 },
        { libelle: 'Espèces', montant: 11.34 },
      ],
    });
    const res = await post(spend);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ cagnotte_creditee: 0.11, cagnotte_debitee: 1 });
    expect(await balanceOf(OWN_CARD)).toBe(balance - 100 + 11);
    expect(await movementsOf(store, spend.numero)).toEqual([
      { account: 'cagnotte', numero: OWN_CARD, amount_cents: -100, cause: 'ticket_paiement' },
      { account: 'cagnotte', numero: OWN_CARD, amount_cents: 11, cause: 'ticket_gain' },
    ]);
    const history = (
      await call(
        t,
        'GET',
        `/api/me/fidelites/${await ownCardId()}/mouvements?cause=ticket&sens=debit`,
        j.headers,
      )
    ).json();
    expect(history.data.map((d: { libelle: string }) => d.libelle)).toEqual([
      `Cagnotte utilisée en caisse, ticket de caisse n° ${spend.numero} (${storeName})`,
    ]);
    const ticket = (await call(t, 'GET', '/api/me/tickets?limit=50', j.headers))
      .json()
      .data.find((r: { numero: string }) => r.numero === spend.numero);
    expect(ticket.mode_paiement).toBe('Espèces');
    expect(ticket).toMatchObject({ cagnotte_gagnee: 0.11, cagnotte_utilisee: 1 });
    const pdf = await call(t, 'GET', `/api/me/tickets/${ticket.id}/pdf`, j.headers);
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextOf(pdf.rawPayload);
    expect(text).toContain('Payé avec la cagnotte');
    expect(text).toContain('11,34');
    // A payment the receipts have no code for is listed as the till wrote it.
    const cheque = receipt({ paiements: [{ libelle: 'Chèque', montant: 12.34 }] });
    expect((await post(cheque)).statusCode).toBe(201);
    const listed = (await call(t, 'GET', '/api/me/tickets?limit=50', j.headers))
      .json()
      .data.find((r: { numero: string }) => r.numero === cheque.numero);
    expect(listed.mode_paiement).toBe('Chèque');
    await ledgerHolds();
  });

  it('credits once when the same receipt is posted twice at the same moment', async () => {
    const before = await balanceOf(OWN_CARD);
    const body = receipt({ cagnotte_gagnee: 0.5 });
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(answers.map((a) => a.json().data.deja_recu).filter(Boolean)).toHaveLength(2);
    expect(await balanceOf(OWN_CARD)).toBe(before + 50);
    expect(await movementsOf(store, body.numero)).toHaveLength(1);
    expect(await journalOf(body.numero)).toHaveLength(1);
    expect(
      await db().selectFrom('receipts').select('id').where('numero', '=', body.numero).execute(),
    ).toHaveLength(1);
    await ledgerHolds();
  });
});

describe('receipts of other cards', () => {
  it('keeps a receipt of a card nobody issued without credit, and refuses a cagnotte spent on it', async () => {
    const body = receipt({ num_carte: '9250999999999999' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ resultat: 'carte_inconnue', cagnotte_creditee: 0 });
    expect(await journalOf(body.numero)).toMatchObject([
      { client_id: null, receipt_id: null, credited_cents: 0 },
    ]);
    expect(await movementsOf(store, body.numero)).toEqual([]);
    const spent = await post(
      receipt({
        num_carte: '9250999999999999',
        cagnotte_utilisee: 1,
        paiements: [
          { libelle: 'Cagnotte', montant: 1 },
          { libelle: 'CB', montant: 11.34 },
        ],
      }),
    );
    expect(spent.statusCode).toBe(422);
    expect(spent.json()).toMatchObject({
      code: API_ERROR_CODES.tillBalanceTooLow,
      message: tillReceiptMessages.noCagnotte,
    });
  });

  it('credits a partner card still in the issuer’s register, where it is', async () => {
    const before = await balanceOf(ISSUED_CARD);
    const body = receipt({ num_carte: ISSUED_CARD });
    expect((await post(body)).json().data).toMatchObject({ resultat: 'credite', cagnotte_creditee: 1.23 });
    expect(await balanceOf(ISSUED_CARD)).toBe(before + 123);
    expect(await journalOf(body.numero)).toMatchObject([{ client_id: null, receipt_id: null }]);
    await ledgerHolds();
  });

  it('earns nothing on a pro’s card, and files no receipt in a pro’s account', async () => {
    const pro = await shopperOf(t, DEMO_ACCOUNTS.pro);
    const nowIso = new Date().toISOString();
    await db()
      .insertInto('loyalty_cards')
      .values({
        client_id: pro.clientId,
        type_carte: 'CM',
        sous_type: 'CP',
        numero: '9130000000000777',
        code_hash: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    const body = receipt({ num_carte: '9130000000000777' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ resultat: 'sans_gain', cagnotte_creditee: 0 });
    expect(await balanceOf('9130000000000777')).toBe(0);
    expect(await journalOf(body.numero)).toMatchObject([{ client_id: null, receipt_id: null }]);
    await ledgerHolds();
  });

  it('keeps an anonymous purchase (no card) without anything to credit', async () => {
    const body = receipt({ num_carte: undefined, cagnotte_gagnee: 0 });
    const res = await post(body);
    expect(res.json().data).toMatchObject({ resultat: 'sans_carte', cagnotte_creditee: 0 });
    const earning = await post(receipt({ num_carte: undefined }));
    expect(earning.statusCode).toBe(422);
    expect(earning.json().errors).toEqual({ num_carte: [tillReceiptMessages.card] });
  });
});

describe('the seeded receipts', () => {
  it('moved Julien’s partner card through the ledger, the balance as seeded', async () => {
    const seeded = await db()
      .selectFrom('receipts')
      .select((eb) => [
        eb.fn.sum<number>('cagnotte_gagnee_cents').as('earned'),
        eb.fn.sum<number>('cagnotte_utilisee_cents').as('spent'),
      ])
      .where('num_carte', '=', LINKED_DEMO_CARD.numero)
      .executeTakeFirstOrThrow();
    const moved = await db()
      .selectFrom('stored_value_movements')
      .select((eb) => [eb.fn.sum<number>('amount_cents').as('cents'), eb.fn.countAll<number>().as('n')])
      .where('numero', '=', LINKED_DEMO_CARD.numero)
      .where('cause', 'in', ['ticket_gain', 'ticket_paiement'])
      .executeTakeFirstOrThrow();
    expect(Number(seeded.earned)).toBeGreaterThan(0);
    expect(Number(moved.cents)).toBe(Number(seeded.earned) - Number(seeded.spent));
    expect(await balanceOf(LINKED_DEMO_CARD.numero)).toBe(1250);
    await ledgerHolds();
  });
});
