import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-ledger.ts';
import { DEMO_GIFT_CARDS } from '../../db/seed/checkout.ts';
import { DEMO_PARTNER_CARDS } from '../../db/seed/loyalty.ts';
import { StoredValueLedger } from './stored-value-ledger.ts';

/** The stored-value ledger on a fresh seeded database (SQLite, or PostgreSQL with DATABASE_URL). */

let test: TestDatabase;
let ledger: StoredValueLedger;
const db = () => test.database.db;
const nowIso = () => new Date().toISOString();
const GIFT = DEMO_GIFT_CARDS[1];
const PARTNER = DEMO_PARTNER_CARDS[1];

beforeAll(async () => {
  test = await freshDatabase();
  ledger = new StoredValueLedger(db());
});
afterAll(() => test?.drop());

const giftBalance = async () =>
  (
    await db()
      .selectFrom('gift_cards')
      .select('solde_cents')
      .where('numero', '=', GIFT.numero)
      .executeTakeFirstOrThrow()
  ).solde_cents;
const registerBalance = async (numero: string) =>
  (
    await db()
      .selectFrom('loyalty_card_register')
      .select('solde_cents')
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow()
  ).solde_cents;
const movements = (numero: string) =>
  db().selectFrom('stored_value_movements').selectAll().where('numero', '=', numero).orderBy('id').execute();

describe('the stored-value ledger', () => {
  it('opens with the seeded balances: every balance is the sum of its movements', async () => {
    expect(await ledger.mismatches()).toEqual([]);
    expect(await movements(GIFT.numero)).toMatchObject([
      { account: 'carte_cadeau', amount_cents: GIFT.cents, cause: 'solde_initial' },
    ]);
  });

  it('spends only what the card holds, and gives back once per key', async () => {
    const client = await db().selectFrom('clients').select('id').executeTakeFirstOrThrow();
    const spend = {
      account: 'carte_cadeau' as const,
      numero: GIFT.numero,
      clientId: client.id,
      sessionId: 's1',
    };
    expect(await ledger.spend(db(), { ...spend, cents: GIFT.cents + 1 }, nowIso())).toBe(false);
    expect(await ledger.spend(db(), { ...spend, cents: 4000 }, nowIso())).toBe(true);
    expect(await giftBalance()).toBe(GIFT.cents - 4000);
    const held = { account: 'carte_cadeau' as const, numero: GIFT.numero, cents: 1500 };
    for (let i = 0; i < 3; i++)
      await ledger.giveBack(
        db(),
        { held, cause: 'annulation', key: 'annulation:1:carte_cadeau', orderId: 1 },
        nowIso(),
      );
    expect(await giftBalance()).toBe(GIFT.cents - 2500);
    expect((await movements(GIFT.numero)).map((m) => m.amount_cents)).toEqual([GIFT.cents, -4000, 1500]);
    expect(await ledger.mismatches()).toEqual([]);
  });

  it('gives a cagnotte back to the card where it is now: the register once the card left the account', async () => {
    const before = await registerBalance(PARTNER.numero);
    const held = { account: 'cagnotte' as const, numero: PARTNER.numero, cents: 250 };
    await ledger.giveBack(
      db(),
      { held, cause: 'annulation', key: 'annulation:2:cagnotte', orderId: 2 },
      nowIso(),
    );
    expect(await registerBalance(PARTNER.numero)).toBe(before + 250);
    expect(await ledger.mismatches()).toEqual([]);
  });

  it('refuses to give money to a card nobody holds, and writes nothing', async () => {
    const held = { account: 'cagnotte' as const, numero: '9999999999999999', cents: 100 };
    await expect(
      db()
        .transaction()
        .execute((trx) =>
          ledger.giveBack(trx, { held, cause: 'annulation', key: 'annulation:3:cagnotte' }, nowIso()),
        ),
    ).rejects.toThrow(/9999999999999999/);
    expect(await movements(held.numero)).toEqual([]);
  });

  it('finds a balance moved outside the ledger, and money the ledger has but no card', async () => {
    await db()
      .updateTable('gift_cards')
      .set({ solde_cents: 999_99 })
      .where('numero', '=', GIFT.numero)
      .execute();
    await db()
      .insertInto('stored_value_movements')
      .values({
        account: 'cagnotte',
        numero: '1111222233334444',
        amount_cents: 500,
        cause: 'annulation',
        order_id: null,
        payment_session_id: null,
        idempotency_key: 'lost',
        created_at: nowIso(),
      })
      .execute();
    expect(await ledger.mismatches()).toEqual([
      { account: 'cagnotte', numero: '1111222233334444', balance_cents: 0, ledger_cents: 500 },
      {
        account: 'carte_cadeau',
        numero: GIFT.numero,
        balance_cents: 999_99,
        ledger_cents: GIFT.cents - 2500,
      },
    ]);
  });
});
