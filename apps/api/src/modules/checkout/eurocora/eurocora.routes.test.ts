import { type CheckoutResponse, checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/cart.ts';
import {
  checkoutPath,
  createCheckout,
  fillDriveCart,
  julien,
  marie,
  q,
  type Shopper,
} from '../../../../test/helpers/checkout.ts';
import { confirmedOrderId, openDrivePayment } from '../../../../test/helpers/drive-payment.ts';
import { ACCEPTED_CARD, postForm } from '../../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/**
 * Decision 124: the « eurocora update » reserves the cagnotte an order will use on the card, so that
 * two checkouts of one customer (two stores) cannot plan to spend the same euros.
 */

let t: TestApp;
const now = new Date();
let j: Shopper;
let jElsewhere: Shopper;
let m: Shopper;
let cardId: number;
let balanceCents: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [j, m] = await Promise.all([julien(t), marie(t)]);
  const other = await t.database.db
    .selectFrom('stores')
    .select('id')
    .where('is_national', '=', 0)
    .where('id', '<>', j.shop)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  jElsewhere = { ...j, shop: other.id };
  await fillDriveCart(t, j, 20);
  await fillDriveCart(t, jElsewhere, 20);
  const card = await t.database.db
    .selectFrom('loyalty_cards')
    .select(['id', 'solde_cents'])
    .where('client_id', '=', j.clientId)
    .where('sous_type', '=', 'CRF')
    .executeTakeFirstOrThrow();
  cardId = card.id;
  balanceCents = card.solde_cents;
});
afterAll(() => t?.close());

const reserve = (s: Shopper, c: CheckoutResponse, montant: number | string, carte = cardId) =>
  call(t, 'POST', checkoutPath(s, c.data.id, `/processEurocora${q(c)}`), s.headers, { montant, carte });
const read = async (s: Shopper, c: CheckoutResponse): Promise<CheckoutResponse> =>
  (await call(t, 'GET', checkoutPath(s, c.data.id), s.headers)).json();
const availableIn = async (s: Shopper, c: CheckoutResponse) => {
  const modes = await call(t, 'GET', checkoutPath(s, c.data.id, '/modes-paiement'), s.headers);
  return modes.json().meta.cartes_fidelite.find((card: { id: number }) => card.id === cardId).disponible_euro;
};
const balance = async () =>
  (
    await t.database.db
      .selectFrom('loyalty_cards')
      .select('solde_cents')
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow()
  ).solde_cents;
const euros = (cents: number) => cents / 100;

describe('the eurocora update', () => {
  it('reserves on the card what another checkout can no longer use, refuses more and changes nothing', async () => {
    const here = await createCheckout(t, j);
    const there = await createCheckout(t, jElsewhere);
    const reserved = await reserve(j, here, '8,00');
    expect(reserved.statusCode, reserved.body).toBe(200);
    const after: CheckoutResponse = reserved.json();
    expect(after.data.attributes.montant_reservation_eurocora).toBe(8);
    expect(after.data.attributes.tirelire).toMatchObject({
      montant: 8,
      carte: cardId,
      disponible: euros(balanceCents),
    });
    expect(after.data.attributes.reservation_eurocora_expire_le).not.toBeNull();

    const left = balanceCents - 800;
    expect(await availableIn(jElsewhere, there)).toBe(euros(left));
    const refused = await reserve(jElsewhere, there, euros(left) + 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      montant: [checkoutMessages.eurocoraUnavailable(euros(left).toFixed(2).replace('.', ','))],
    });
    const unchanged = await read(jElsewhere, there);
    expect(unchanged.data.attributes.dateLastUpdate).toBe(there.data.attributes.dateLastUpdate);
    expect(unchanged.data.attributes.montant_reservation_eurocora).toBe(0);
    const rest = await reserve(jElsewhere, there, euros(left));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.attributes.montant_reservation_eurocora).toBe(euros(left));

    // Released by 0 and by the checkout's cancellation: the other one may use the euros again.
    const none = await reserve(j, after, 0);
    expect(none.json().data.attributes.montant_reservation_eurocora).toBe(0);
    expect(await availableIn(j, after)).toBe(euros(800));
    const cancelled = await call(
      t,
      'DELETE',
      checkoutPath(jElsewhere, there.data.id, q(rest.json())),
      j.headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await availableIn(j, after)).toBe(euros(balanceCents));
    expect(await balance()).toBe(balanceCents);
  });

  it('is the client’s own: another client’s checkout is not found, another client’s card unknown', async () => {
    const here = await createCheckout(t, j);
    const intruder = await call(
      t,
      'POST',
      checkoutPath(j, here.data.id, `/processEurocora${q(here)}`),
      m.headers,
      { montant: 1, carte: cardId },
    );
    expect(intruder.statusCode).toBe(404);
    await fillDriveCart(t, m, 20);
    const hers = await createCheckout(t, m);
    const stolen = await reserve(m, hers, 1);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ carte: [checkoutMessages.walletCardUnknown] });
    expect((await read(j, here)).data.attributes.montant_reservation_eurocora).toBe(0);
  });

  it('ends by itself when the checkout is left: the euros are available again', async () => {
    const here = await createCheckout(t, j);
    const there = await createCheckout(t, jElsewhere);
    expect((await reserve(j, here, euros(balanceCents))).statusCode).toBe(200);
    expect(await availableIn(jElsewhere, there)).toBe(0);
    // Its time passed (the customer left the page): as if 30 minutes went by.
    await t.database.db
      .updateTable('checkouts')
      .set({ wallet_reserved_until: new Date(now.getTime() - 1000).toISOString() })
      .where('id', '=', here.data.id)
      .execute();
    expect(await availableIn(jElsewhere, there)).toBe(euros(balanceCents));
    expect((await read(j, here)).data.attributes.montant_reservation_eurocora).toBe(0);
    const taken = await reserve(jElsewhere, there, euros(balanceCents));
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await read(j, here)).data.attributes.tirelire).toMatchObject({ montant: 0, disponible: 0 });
    expect((await reserve(jElsewhere, taken.json(), 0)).statusCode).toBe(200);
  });

  it('lets one of two checkouts reserving the same euros at once win', async () => {
    for (let round = 0; round < 6; round++) {
      const here = await createCheckout(t, j);
      const there = await createCheckout(t, jElsewhere);
      const cents = balanceCents - 100;
      const answers = await Promise.all([
        reserve(j, here, euros(cents)),
        reserve(jElsewhere, there, euros(cents)),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 422]);
      const views = await Promise.all([read(j, here), read(jElsewhere, there)]);
      const reserved = views.map((v) => v.data.attributes.montant_reservation_eurocora);
      expect(reserved.reduce((a, b) => a + b, 0)).toBe(euros(cents));
      for (const [i, view] of views.entries())
        if (reserved[i]) expect((await reserve(i ? jElsewhere : j, view, 0)).statusCode).toBe(200);
    }
  });

  it('is what the payment spends: the order takes exactly the reservation, then nothing stays reserved', async () => {
    const cents = 500;
    let checkout: CheckoutResponse | undefined;
    const { pagePath } = await openDrivePayment(t, j, 0, {}, async (c) => {
      const answer = await reserve(j, c, euros(cents));
      expect(answer.statusCode, answer.body).toBe(200);
      checkout = answer.json();
    });
    const session = await t.database.db
      .selectFrom('payment_sessions')
      .select(['tirelire_cents', 'checkout_id'])
      .where('checkout_id', '=', checkout!.data.id)
      .where('status', '=', 'ouverte')
      .executeTakeFirstOrThrow();
    expect(session.tirelire_cents).toBe(cents);
    const there = await createCheckout(t, jElsewhere);
    expect(await availableIn(jElsewhere, there)).toBe(euros(balanceCents - cents));

    const back = await postForm(t, pagePath, ACCEPTED_CARD);
    const orderId = confirmedOrderId(back.headers.location);
    expect(orderId).toBeGreaterThan(0);
    expect(await balance()).toBe(balanceCents - cents);
    const order = await call(t, 'GET', `/api/me/commandes/${orderId}`, j.headers);
    expect(JSON.stringify(order.json())).toContain(`"montant_reservation_eurocora":${euros(cents)}`);
    // Paid: the checkout no longer reserves anything; the card's whole balance is available.
    expect(await availableIn(jElsewhere, there)).toBe(euros(balanceCents - cents));
    expect(await t.app.services.ledger.mismatches()).toEqual([]);
    balanceCents -= cents;
  });
});
