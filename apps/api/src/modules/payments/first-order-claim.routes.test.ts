import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { plainProducts } from '../../../test/helpers/cart.ts';
import {
  clientIdOf,
  draftOf,
  notificationBody,
  openSession,
  postNotification,
} from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Issue #35, item 6: BIENVENUE10 paid twice when payment sessions were opened in two stores before
 * either was paid. The first-order right is taken when a session opens and freed when it ends unpaid.
 */

let t: TestApp;
let stores: number[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .selectFrom('stores')
    .select('id')
    .where('is_national', '=', 0)
    .orderBy('id')
    .limit(2)
    .execute();
  stores = rows.map((r) => r.id);
});
afterAll(() => t?.close());

const WELCOME = { type: 'code_promo', libelle: 'Code promo BIENVENUE10', cents: 300, code: 'BIENVENUE10' };

async function welcomeDraft(account: { email: string }, shop: number) {
  const client = { ...(await clientIdOf(t, account.email)), email: account.email };
  const [product] = await plainProducts(t, shop, 1);
  return draftOf(client, shop, [{ ...product!, quantity: 4 }], { reductions: [WELCOME] });
}
const accept = (sessionId: string) => postNotification(t, notificationBody(sessionId, 'acceptee'));
const ordersWithWelcome = async (clientEmail: string) => {
  const { id } = await clientIdOf(t, clientEmail);
  const rows = await t.database.db
    .selectFrom('orders as o')
    .innerJoin('order_fees as f', 'f.order_id', 'o.id')
    .select('o.id')
    .where('o.client_id', '=', id)
    .where('f.code', '=', 'BIENVENUE10')
    .execute();
  return rows.length;
};
const refusal = (error: unknown) => (error instanceof HttpError ? error.code : String(error));

describe('the first-order right of a welcome code', () => {
  it('is held by one payment session: another store’s session cannot open with it', async () => {
    const account = DEMO_ACCOUNTS.standard;
    const first = await openSession(t, await welcomeDraft(account, stores[0]!));
    const second = await openSession(t, await welcomeDraft(account, stores[1]!)).catch((e: unknown) => e);
    expect((await accept(first.id)).json().resultat).toBe('ok');
    if (!(second instanceof Error)) await accept((second as { id: string }).id);
    expect(await ordersWithWelcome(account.email)).toBe(1);
    expect(refusal(second)).toBe(API_ERROR_CODES.promoCodeFirstOrder);
  });

  it('is free again when the session holding it ends unpaid, and a late payment of it is refused', async () => {
    const account = DEMO_ACCOUNTS.loyalty;
    const refused = await openSession(t, await welcomeDraft(account, stores[0]!));
    expect((await postNotification(t, notificationBody(refused.id, 'refusee'))).json().resultat).toBe(
      'refus',
    );
    const abandoned = await openSession(t, await welcomeDraft(account, stores[1]!));
    // Its page expired unpaid: another session may take the right, and the late payment makes no order.
    await t.database.db
      .updateTable('payment_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', abandoned.id)
      .execute();
    const paid = await openSession(t, await welcomeDraft(account, stores[0]!));
    expect((await accept(abandoned.id)).json()).toEqual({ resultat: 'refus', commande_id: null });
    expect((await accept(paid.id)).json().resultat).toBe('ok');
    expect(await ordersWithWelcome(account.email)).toBe(1);
  });
});
