import { API_ERROR_CODES, type ProCheckoutResponse, proBillingForm, proMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainProducts } from '../../../test/helpers/cart.ts';
import { BILLING } from '../../../test/helpers/pro-checkout.ts';
import { createTestServices, type TestServices } from '../../../test/test-services.ts';
import type { DB } from '../../db/schema.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { clientShopper } from '../cart/cart-shopper.ts';
import { HandOverLinks } from '../hand-over/hand-over-links.ts';
import type { Receivables } from '../pro-accounts/receivables.ts';
import { ProCheckoutService } from './pro-checkout.service.ts';

let ts: TestServices;
let db: Kysely<DB>;
let pro: AuthenticatedClient;
let stores: number[];

beforeAll(async () => {
  ts = await createTestServices();
  db = ts.database.db;
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.pro.email)
    .executeTakeFirstOrThrow();
  pro = { id: row.id, email: DEMO_ACCOUNTS.pro.email, isPro: true, sessionId: 'module-test' };
  stores = (
    await db
      .selectFrom('client_pro_stores')
      .select('store_id')
      .where('client_id', '=', pro.id)
      .orderBy('store_id')
      .execute()
  ).map((r) => r.store_id);
});
afterAll(() => ts?.close());

const form = proBillingForm.parse(BILLING);

/** The pro's drive cart at `shop` (three plain products), its checkout with the drive, a slot and the mode. */
async function ready(service: ProCheckoutService, shop: number, mode: 'differe' | 'cb') {
  const now = new Date();
  const { carts } = ts.services;
  for (const p of await plainProducts(ts, shop, 3))
    await carts.setLine(
      clientShopper({ id: pro.id, isPro: true }),
      shop,
      p.id,
      { quantite: 2 },
      'drive',
      now,
    );
  let c: ProCheckoutResponse = (await service.create(pro, shop, {}, now)).response;
  const drive = c.data.services[0]!;
  c = await service.update(
    pro,
    shop,
    c.data.id,
    { dateLastUpdate: c.data.attributes.dateLastUpdate, service_id: drive.id },
    now,
  );
  const days = await service.slotDays(pro, shop, c.data.id, undefined, now);
  const soon = Date.now() + 3 * 60 * 60_000;
  const slot = days.data
    .flatMap((d) => d.creneaux)
    .find((sl) => sl.etat === 'disponible' && Date.parse(sl.date_limite_commande) > soon)!;
  c = await service.chooseSlot(pro, shop, c.data.id, c.data.attributes.dateLastUpdate, slot.id, now);
  return service.update(
    pro,
    shop,
    c.data.id,
    { dateLastUpdate: c.data.attributes.dateLastUpdate, modePaiement: mode },
    now,
  );
}

const account = () =>
  db.selectFrom('pro_accounts').selectAll().where('client_id', '=', pro.id).executeTakeFirstOrThrow();
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { code: string; message: string }) => ({ code: e.code, message: e.message }),
  );

describe('ProCheckoutService', () => {
  it('places an order on invoice and writes its confirmation: deferred payment and the term, no loyalty', async () => {
    const service = ts.services.proCheckout;
    const c = await ready(service, stores[0]!, 'differe');
    const answer = await service.processCreateOrder(
      pro,
      stores[0]!,
      c.data.id,
      c.data.attributes.dateLastUpdate,
      form,
      new Date(),
    );
    expect(answer.data.commande_id).toEqual(expect.any(Number));
    const company = await db
      .selectFrom('clients')
      .select('pro_company_name')
      .where('id', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(company.pro_company_name).toBe('Boulangerie Lefebvre');
    await ts.outbox.drain();
    const mail = ts.mails.find((m) => m.subject.includes(answer.data.numero_commande_pro!));
    expect(mail?.text).toContain(
      'Paiement : Paiement différé sur facture, à régler sous 30 jours après le retrait de la commande',
    );
    expect(mail?.text).not.toContain('Payé par carte bancaire');
    expect(mail?.text).not.toContain('cagnotte');
  });

  it('refuses an order on invoice over what is left of the limit before anything is written', async () => {
    const service = ts.services.proCheckout;
    const c = await ready(service, stores[1]!, 'differe');
    const before = await account();
    await db
      .updateTable('pro_accounts')
      .set({ outstanding_limit_cents: before.outstanding_cents + 100 })
      .where('client_id', '=', pro.id)
      .execute();
    try {
      const refused = await rejection(
        service.processCreateOrder(
          pro,
          stores[1]!,
          c.data.id,
          c.data.attributes.dateLastUpdate,
          form,
          new Date(),
        ),
      );
      const total = Math.round(c.data.attributes.montants.total_ttc * 100);
      expect(refused).toEqual({
        code: API_ERROR_CODES.proOutstandingExceeded,
        message: proMessages.outstandingExceeded((total / 100).toFixed(2).replace('.', ','), '1,00'),
      });
      const sessions = await db
        .selectFrom('payment_sessions')
        .select('id')
        .where('checkout_id', '=', c.data.id)
        .execute();
      expect(sessions).toEqual([]);
    } finally {
      await db
        .updateTable('pro_accounts')
        .set({ outstanding_limit_cents: before.outstanding_limit_cents })
        .where('client_id', '=', pro.id)
        .execute();
    }
  });

  it('undoes the whole order and refuses its session when another order took the outstanding meanwhile', async () => {
    const s = ts.services;
    const real = s.receivables;
    // Another order of the company is charged in between the check and this order's charge.
    const racing: Pick<Receivables, 'chargeOrder'> = {
      chargeOrder: async (trx, charge, nowIso) => {
        const { outstanding_limit_cents, outstanding_cents } = await trx
          .selectFrom('pro_accounts')
          .selectAll()
          .where('client_id', '=', charge.clientId)
          .executeTakeFirstOrThrow();
        const other = {
          ...charge,
          cents: outstanding_limit_cents - outstanding_cents,
          key: `${charge.key}:autre`,
        };
        expect(await real.chargeOrder(trx, other, nowIso)).toBe(true);
        return real.chargeOrder(trx, charge, nowIso);
      },
    };
    const modules = {
      db,
      checkout: s.checkout,
      stock: s.stock,
      ledger: s.ledger,
      slots: s.slots,
      orders: s.orders,
      carts: s.carts,
      outbox: ts.outbox,
      handOverLinks: new HandOverLinks('secret-de-lien-des-tests-de-module-0123', 'http://localhost:3000'),
      receivables: racing,
    };
    const service = new ProCheckoutService(db, s.checkout, s.carts, s.paymentPages, modules);
    const before = await account();
    const c = await ready(service, stores[2]!, 'differe');
    const refused = await rejection(
      service.processCreateOrder(
        pro,
        stores[2]!,
        c.data.id,
        c.data.attributes.dateLastUpdate,
        form,
        new Date(),
      ),
    );
    expect(refused?.code).toBe(API_ERROR_CODES.proOutstandingExceeded);
    const session = await db
      .selectFrom('payment_sessions')
      .select(['status', 'order_id', 'provider'])
      .where('checkout_id', '=', c.data.id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ status: 'refusee', order_id: null, provider: 'facture' });
    expect((await account()).outstanding_cents).toBe(before.outstanding_cents);
    const orders = await db.selectFrom('orders').select('id').where('checkout_id', '=', c.data.id).execute();
    expect(orders).toEqual([]);
    const again = await service.get(pro, stores[2]!, c.data.id, new Date());
    expect(again.data.attributes.panier.nb_produits).toBe(3);
    expect(await real.mismatches()).toEqual([]);
  });
});
