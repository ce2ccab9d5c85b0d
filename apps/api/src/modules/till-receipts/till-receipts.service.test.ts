import { API_ERROR_CODES, type TillReceiptInput, tillReceiptBody } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-ledger.ts';
import type {} from '../../db/schema-till-receipts.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { eraseClient } from '../profile/account-erasure.repository.ts';
import { tillReceiptKey } from './till-receipts.service.ts';

/**
 * The till receipts' service without HTTP (both databases, decision 128): one transaction per
 * receipt — the claim, the holder's receipt and the ledger undone together when the card is short —
 * a number another store used, and two services of two processes posting the same receipt at once.
 */

const OWN_CARD = '9130000087654321';

let m: TestServices;
let store: number;
let otherStore: number;
let n = 0;
beforeAll(async () => {
  m = await createTestServices();
  const client = await db()
    .selectFrom('clients')
    .select('id_magasin')
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirstOrThrow();
  store = client.id_magasin!;
  otherStore = (
    await db().selectFrom('stores').select('id').where('id', '<>', store).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => m?.close());

const db = () => m.database.db;
const service = () => m.services.tillReceipts;
const now = () => new Date();

function receipt(over: Record<string, unknown> = {}): TillReceiptInput {
  n++;
  return tillReceiptBody.parse({
    magasin_id: store,
    numero: `S-${n}-${Date.now()}`,
    caisse: 1,
    date_achat: new Date(Date.now() - 60_000).toISOString(),
    montant_total_ttc: 20,
    paiements: [{ libelle: 'CB', montant: 20 }],
    num_carte: OWN_CARD,
    cagnotte_gagnee: 0.2,
    ...over,
  });
}
const balance = async () =>
  (
    await db()
      .selectFrom('loyalty_cards')
      .select('solde_cents')
      .where('numero', '=', OWN_CARD)
      .executeTakeFirstOrThrow()
  ).solde_cents;
const rowsOf = async (storeId: number, numero: string) => ({
  journal: await db()
    .selectFrom('till_receipts')
    .select('id')
    .where('store_id', '=', storeId)
    .where('numero', '=', numero)
    .execute(),
  receipts: await db().selectFrom('receipts').select('id').where('numero', '=', numero).execute(),
  movements: await db()
    .selectFrom('stored_value_movements')
    .select('amount_cents')
    .where('idempotency_key', 'like', `${tillReceiptKey(storeId, numero)}:%`)
    .execute(),
});

describe('the till receipts’ service', () => {
  it('undoes the claim, the holder’s receipt and the credit when the card is short', async () => {
    const before = await balance();
    const short = receipt({
      cagnotte_utilisee: (before + 100) / 100,
      montant_total_ttc: 50,
      paiements: [{ libelle: 'CB', montant: 50 }],
    });
    await expect(service().post(store, short, now())).rejects.toMatchObject({
      code: API_ERROR_CODES.tillBalanceTooLow,
    });
    expect(await rowsOf(store, short.numero)).toEqual({ journal: [], receipts: [], movements: [] });
    expect(await balance()).toBe(before);
  });

  it('refuses a number another store’s customer receipt already has, and writes nothing', async () => {
    const first = receipt();
    expect((await service().post(store, first, now())).created).toBe(true);
    const other = { ...receipt(), magasin_id: otherStore, numero: first.numero };
    await expect(service().post(otherStore, other, now())).rejects.toMatchObject({
      code: API_ERROR_CODES.tillReceiptNumberTaken,
    });
    expect((await rowsOf(otherStore, first.numero)).journal).toEqual([]);
    // A store's receipt posted with another store's token is refused before anything is read.
    await expect(service().post(otherStore, receipt(), now())).rejects.toMatchObject({
      code: API_ERROR_CODES.tillOtherStore,
    });
  });

  it('credits once when two processes post the same receipt at the same moment', async () => {
    const before = await balance();
    const same = receipt({ cagnotte_gagnee: 0.75 });
    const answers = await Promise.all([
      service().post(store, same, now()),
      service().post(store, same, now()),
    ]);
    expect(answers.map((a) => a.created).sort()).toEqual([false, true]);
    expect(answers.map((a) => a.body.data.cagnotte_creditee)).toEqual([0.75, 0.75]);
    expect(await balance()).toBe(before + 75);
    const rows = await rowsOf(store, same.numero);
    expect(rows.journal).toHaveLength(1);
    expect(rows.receipts).toHaveLength(1);
    expect(rows.movements).toEqual([{ amount_cents: 75 }]);
    expect(await m.services.ledger.mismatches()).toEqual([]);
  });

  it('keeps the till’s journal, no longer naming the customer, when she erases her account', async () => {
    const posted = receipt();
    await service().post(store, posted, now());
    const client = await db()
      .selectFrom('clients')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
      .executeTakeFirstOrThrow();
    await db()
      .transaction()
      .execute((trx) => eraseClient(trx, client.id, new Date().toISOString()));
    const journal = await db()
      .selectFrom('till_receipts')
      .select(['client_id', 'receipt_id', 'credited_cents'])
      .where('numero', '=', posted.numero)
      .executeTakeFirstOrThrow();
    expect(journal).toEqual({ client_id: null, receipt_id: null, credited_cents: 20 });
  });
});
