import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {} from '../../src/db/schema-accounts.ts';
import type {} from '../../src/db/schema-cart.ts';
import type {} from '../../src/db/schema-checkout.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/accounts.ts';
import { hashGiftCardPin } from '../../src/modules/checkout/gift-card-pin.ts';
import { openBalances } from '../../src/modules/ledger/ledger.repository.ts';
import type { OrderDraft } from '../../src/modules/payments/order-draft.ts';
import { openPaymentSession } from '../../src/modules/payments/payment-sessions.ts';
import type { TestServices } from '../test-services.ts';

/**
 * Module-level orders for the capture tests (no HTTP): Marie's drive order opened at the provider as
 * the payment step does, its card authorised by the sandbox as its hosted page does, then the
 * provider's accepted notification — the order is placed by the real notification service.
 */

export interface CardOrder {
  id: number;
  sessionId: string;
  totalCents: number;
  cardCents: number;
  giftCardCents: number;
  giftCard: string | null;
}

let giftCards = 0;

/** A gift card of `cents` (with its opening ledger movement), for a payment to spend. */
export async function newGiftCard(m: Pick<TestServices, 'database'>, cents: number) {
  const { db } = m.database;
  const numero = `93${String(process.pid).padStart(8, '0')}${String(++giftCards).padStart(11, '0')}`;
  const nowIso = new Date().toISOString();
  const row = await db
    .insertInto('gift_cards')
    .values({
      numero,
      pin_hash: hashGiftCardPin(numero, '1234'),
      montant_initial_cents: cents,
      solde_cents: cents,
      expires_at: '2099-01-01T00:00:00.000Z',
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openBalances(db, nowIso);
  return { id: row.id, numero };
}

export async function giftCardBalance(m: TestServices, numero: string) {
  const row = await m.database.db
    .selectFrom('gift_cards')
    .select('solde_cents')
    .where('numero', '=', numero)
    .executeTakeFirstOrThrow();
  return row.solde_cents;
}

/**
 * Marie's drive order of `quantity` units of a plain product, paid by card (part by a gift card);
 * `lines` plain products (default one) of another demo customer's store with `email`.
 */
export async function placeCardOrder(
  m: Pick<TestServices, 'database' | 'services'>,
  options: { quantity?: number; giftCardCents?: number; lines?: number; email?: string } = {},
): Promise<CardOrder> {
  const { db } = m.database;
  const client = await db
    .selectFrom('clients')
    .select(['id', 'prenom', 'email', 'id_magasin'])
    .where('email', '=', options.email ?? DEMO_ACCOUNTS.standard.email)
    .executeTakeFirstOrThrow();
  const storeId = client.id_magasin!;
  const products = await db
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
    .limit(options.lines ?? 1)
    .execute();
  const quantity = options.quantity ?? 10;
  const lines = products.map((product) => ({
    productId: product.id,
    designation: `Produit ${product.id}`,
    quantity,
    unitPriceCents: product.price_cents,
    totalCents: product.price_cents * quantity,
    substitution: false,
  }));
  if (lines.length < (options.lines ?? 1)) throw new Error(`only ${lines.length} products to order`);
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const giftCardCents = Math.min(options.giftCardCents ?? 0, totalCents);
  const card = giftCardCents > 0 ? await newGiftCard(m, giftCardCents) : null;
  const checkoutId = await openCheckout(m, client.id, storeId);
  const draft: OrderDraft = {
    checkoutId,
    clientId: client.id,
    storeId,
    email: client.email,
    prenom: client.prenom,
    typePanier: 'drive',
    codeTypeCommande: 'DRIVE',
    codePaiement: 'cb',
    serviceId: null,
    serviceLabel: 'Drive',
    slot: null,
    adresseRetrait: { adresse: '1 rue du Marché', cp: '75001', ville: 'Paris' },
    adresse: null,
    lines,
    frais: [],
    reductions: [],
    totalCents,
    totalRemiseCents: 0,
    hasAlias: false,
  };
  const split = { giftCard: giftCardCents, tirelire: 0, card: totalCents - giftCardCents };
  const { sandbox: paymentProvider, paymentNotifications } = m.services;
  const session = await openPaymentSession(
    db,
    paymentProvider,
    { draft, modePaiement: 'cb', split, loyaltyCardId: null, giftCardId: card?.id ?? null, aliasId: null },
    new Date(),
  );
  if (!session) throw new Error(`checkout ${checkoutId} is not open`);
  // What the hosted page does when the card is accepted, then the provider's notification.
  await paymentProvider.authorise(session.id, split.card, 'autorisation');
  const answer = await paymentNotifications.handle(
    {
      session_id: session.id,
      evenement_id: randomUUID(),
      resultat: 'acceptee',
      montant_cents: split.card,
      date: new Date().toISOString(),
    },
    new Date(),
  );
  if (answer.resultat !== 'ok' || answer.commande_id === null)
    throw new Error(`order not placed: ${JSON.stringify(answer)}`);
  return {
    id: answer.commande_id,
    sessionId: session.id,
    totalCents,
    cardCents: split.card,
    giftCardCents,
    giftCard: card?.numero ?? null,
  };
}

/** An open checkout of the client's drive cart (created if needed), as a payment needs. */
export async function openCheckout(
  m: Pick<TestServices, 'database'>,
  clientId: number,
  storeId: number,
): Promise<number> {
  const { db } = m.database;
  const nowIso = new Date().toISOString();
  const ownerKey = `c:${clientId}`;
  const cart =
    (await db
      .selectFrom('carts')
      .select('id')
      .where('owner_key', '=', ownerKey)
      .where('store_id', '=', storeId)
      .where('type_panier', '=', 'drive')
      .executeTakeFirst()) ??
    (await db
      .insertInto('carts')
      .values({
        owner_key: ownerKey,
        client_id: clientId,
        visitor_uuid: null,
        store_id: storeId,
        type_panier: 'drive',
        promo_code: null,
        created_at: nowIso,
        updated_at: nowIso,
        last_used_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const checkout = await db
    .insertInto('checkouts')
    .values({
      client_id: clientId,
      store_id: storeId,
      cart_id: cart.id,
      type_panier: 'drive',
      open_key: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return checkout.id;
}
