import { randomUUID } from 'node:crypto';
import type { ProBilling } from '@cabas/contracts';
import { INVOICE_PROVIDER } from '@cabas/domain';
import { sql } from 'kysely';
import type {} from '../../src/db/schema-pro.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/accounts.ts';
import type { OrderDraft } from '../../src/modules/payments/order-draft.ts';
import { openPaymentSession } from '../../src/modules/payments/payment-sessions.ts';
import type { TestServices } from '../test-services.ts';
import { openCheckout } from './card-orders.ts';

/**
 * Module-level pro orders (decision 119), placed by the real notification service as the pro checkout
 * does: on invoice a `facture` session accepted at once (the placement charges the receivable), by
 * card the sandbox's authorisation then its notification. The demo pro (Boulangerie Lefebvre) orders
 * in `storeId` (default: Julien's, the demo staff's store).
 */

export const PRO_BILLING: ProBilling = {
  raison_sociale: 'Boulangerie Lefebvre',
  siret: '51234567900009',
  tva_intracommunautaire: 'FR75512345679',
  adresse: '12 rue Nationale',
  code_postal: '59000',
  ville: 'Lille',
  pro_ref: 'BC-2026-118',
  pro_passee_par: 'Paul Lefebvre',
  pro_beneficiaire: 'Atelier de la gare',
  pro_adr_beneficiaire: '3 place de la Gare, 59000 Lille',
};

export interface ProOrder {
  id: number;
  sessionId: string;
  clientId: number;
  storeId: number;
  totalCents: number;
}

type Services = Pick<TestServices, 'database' | 'services'>;

export async function proClientId(m: Pick<TestServices, 'database'>): Promise<number> {
  const row = await m.database.db
    .selectFrom('clients')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.pro.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Julien's store: the demo staff's (preparer and manager). */
export async function staffStoreId(m: Pick<TestServices, 'database'>): Promise<number> {
  const row = await m.database.db
    .selectFrom('clients')
    .select('id_magasin')
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirstOrThrow();
  return row.id_magasin!;
}

/** The pro's agreement at this store with this payment term (added when missing). */
export async function setAgreement(m: Services, clientId: number, storeId: number, termDays: number) {
  await m.database.db
    .insertInto('client_pro_stores')
    .values({ client_id: clientId, store_id: storeId, payment_term_days: termDays })
    .onConflict((oc) => oc.columns(['client_id', 'store_id']).doUpdateSet({ payment_term_days: termDays }))
    .execute();
}

/** The pro's drive order of `quantity` units of one plain product, on invoice or by card. */
export async function placeProOrder(
  m: Services,
  options: { onInvoice: boolean; storeId?: number; quantity?: number },
): Promise<ProOrder> {
  const { db } = m.database;
  const clientId = await proClientId(m);
  const storeId = options.storeId ?? (await staffStoreId(m));
  const product = await db
    .selectFrom('products as p')
    .innerJoin('offers as o', 'o.product_id', 'p.id')
    .select(['p.id', 'o.price_cents'])
    .where('o.store_id', '=', storeId)
    .where('p.types_panier', '=', '["drive"]')
    .where('p.is_weighed', '=', 0)
    .where('p.type', '=', 'TC')
    .where('o.types_panier', 'is', null)
    .where(sql<boolean>`o.stock - o.reserved >= 100`)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const quantity = options.quantity ?? 4;
  const totalCents = product.price_cents * quantity;
  const draft: OrderDraft = {
    checkoutId: await openCheckout(m, clientId, storeId),
    clientId,
    storeId,
    email: DEMO_ACCOUNTS.pro.email,
    prenom: 'Paul',
    typePanier: 'drive',
    codeTypeCommande: 'DRIVE',
    codePaiement: options.onInvoice ? 'differe' : 'cb',
    serviceId: null,
    serviceLabel: 'Drive',
    slot: null,
    adresseRetrait: { adresse: '1 rue du Marché', cp: '59000', ville: 'Lille' },
    adresse: null,
    lines: [
      {
        productId: product.id,
        designation: `Produit ${product.id}`,
        quantity,
        unitPriceCents: product.price_cents,
        totalCents,
        substitution: false,
      },
    ],
    frais: [],
    reductions: [],
    totalCents,
    totalRemiseCents: 0,
    hasAlias: false,
    pro: PRO_BILLING,
  };
  const cardCents = options.onInvoice ? 0 : totalCents;
  const { sandbox: paymentProvider, paymentNotifications } = m.services;
  const provider = options.onInvoice ? { name: INVOICE_PROVIDER, paymentPageUrl: () => '' } : paymentProvider;
  const session = await openPaymentSession(
    db,
    provider,
    {
      draft,
      modePaiement: options.onInvoice ? 'differe' : 'cb',
      split: { giftCard: 0, tirelire: 0, card: cardCents },
      loyaltyCardId: null,
      giftCardId: null,
      aliasId: null,
    },
    new Date(),
  );
  if (!session) throw new Error('checkout not open');
  if (!options.onInvoice) await paymentProvider.authorise(session.id, cardCents, 'autorisation');
  const answer = await paymentNotifications.handle(
    {
      session_id: session.id,
      evenement_id: randomUUID(),
      resultat: 'acceptee',
      montant_cents: cardCents,
      date: new Date().toISOString(),
    },
    new Date(),
  );
  if (answer.resultat !== 'ok' || answer.commande_id === null)
    throw new Error(`pro order not placed: ${JSON.stringify(answer)}`);
  return { id: answer.commande_id, sessionId: session.id, clientId, storeId, totalCents };
}

export const proAccountOf = (m: Pick<TestServices, 'database'>, clientId: number) =>
  m.database.db
    .selectFrom('pro_accounts')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();

export const movementsOf = (m: Pick<TestServices, 'database'>, orderId: number) =>
  m.database.db
    .selectFrom('pro_receivable_movements')
    .select(['cause', 'amount_cents', 'idempotency_key'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

export const invoiceOf = (m: Pick<TestServices, 'database'>, orderId: number) =>
  m.database.db.selectFrom('pro_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();

let slotHours = 0;

/** Puts the order on a slot of its store whose cut-off is far ahead: it may still be cancelled. */
export async function onFutureSlot(m: Pick<TestServices, 'database'>, order: ProOrder) {
  const { db } = m.database;
  const service = await db
    .selectFrom('store_mode_services')
    .select('id')
    .where('store_id', '=', order.storeId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const start = new Date(Date.UTC(2099, 0, 1, 6 + slotHours++));
  const slot = await db
    .insertInto('slots')
    .values({
      service_id: service.id,
      store_id: order.storeId,
      day: start.toISOString().slice(0, 10),
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
      cutoff_at: new Date(start.getTime() - 86_400_000).toISOString(),
      capacity: 10,
      reserved: 1,
      price_cents: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('orders').set({ slot_id: slot.id }).where('id', '=', order.id).execute();
}
