import { randomUUID } from 'node:crypto';
import { PAYMENT_SIGNATURE_HEADER, type PaymentEvent } from '@cabas/contracts';
import type { PaymentSplit } from '@cabas/domain';
import type {} from '../../src/db/schema-accounts.ts';
import type {} from '../../src/db/schema-cart.ts';
import type {} from '../../src/db/schema-checkout.ts';
import type { OrderDraft } from '../../src/modules/payments/order-draft.ts';
import { openPaymentSession } from '../../src/modules/payments/payment-sessions.ts';
import { loadSecrets } from '../../src/platform/auth/secrets.ts';
import { SandboxProvider } from '../../src/platform/payments/sandbox-provider.ts';
import type { TestApp } from '../test-app.ts';

/** Helpers of the payment tests: drafts and sessions made directly, signed notifications, form posts. */

export const STOREFRONT = 'http://localhost:3000';

export function sandboxProvider(t: TestApp) {
  return new SandboxProvider(loadSecrets({ dataDir: t.dataDir }).paymentSecret, STOREFRONT);
}

export async function clientIdOf(t: TestApp, email: string) {
  const row = await t.database.db
    .selectFrom('clients')
    .select(['id', 'prenom'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row;
}

export function draftOf(
  client: { id: number; prenom: string; email: string },
  shop: number,
  lines: { id: number; price_cents: number; quantity?: number }[],
  extra: Partial<OrderDraft> = {},
): OrderDraft {
  const draftLines = lines.map((l) => ({
    productId: l.id,
    designation: `Produit ${l.id}`,
    quantity: l.quantity ?? 1,
    unitPriceCents: l.price_cents,
    totalCents: l.price_cents * (l.quantity ?? 1),
    substitution: false,
  }));
  return {
    checkoutId: 0,
    clientId: client.id,
    storeId: shop,
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
    lines: draftLines,
    frais: [],
    reductions: [],
    totalCents: draftLines.reduce((sum, l) => sum + l.totalCents, 0),
    totalRemiseCents: 0,
    hasAlias: false,
    ...extra,
  };
}

/** The card amount of the sessions opened here, which their notifications must carry. */
const cardCents = new Map<string, number>();

/**
 * An open checkout of the draft's client on his cart of that kind (created if needed), for a session
 * opened directly: an order needs an open checkout to close. No open_key, so several can coexist.
 */
async function openCheckoutFor(t: TestApp, draft: OrderDraft): Promise<number> {
  const { db } = t.database;
  const nowIso = new Date().toISOString();
  const ownerKey = `c:${draft.clientId}`;
  const cart =
    (await db
      .selectFrom('carts')
      .select('id')
      .where('owner_key', '=', ownerKey)
      .where('store_id', '=', draft.storeId)
      .where('type_panier', '=', draft.typePanier)
      .executeTakeFirst()) ??
    (await db
      .insertInto('carts')
      .values({
        owner_key: ownerKey,
        client_id: draft.clientId,
        visitor_uuid: null,
        store_id: draft.storeId,
        type_panier: draft.typePanier,
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
      client_id: draft.clientId,
      store_id: draft.storeId,
      cart_id: cart.id,
      type_panier: draft.typePanier,
      open_key: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return checkout.id;
}

/** A session opened directly; a draft without checkout (checkoutId 0) gets a new open checkout. */
export async function openSession(
  t: TestApp,
  draft: OrderDraft,
  options: { split?: PaymentSplit; loyaltyCardId?: number; giftCardId?: number } = {},
) {
  const split = options.split ?? { card: draft.totalCents, tirelire: 0, giftCard: 0 };
  const checkoutId = draft.checkoutId === 0 ? await openCheckoutFor(t, draft) : draft.checkoutId;
  const session = await openPaymentSession(
    t.database.db,
    sandboxProvider(t),
    {
      draft: { ...draft, checkoutId },
      modePaiement: 'cb',
      split,
      loyaltyCardId: options.loyaltyCardId ?? null,
      giftCardId: options.giftCardId ?? null,
      aliasId: null,
    },
    new Date(),
  );
  if (!session) throw new Error(`checkout ${checkoutId} is not open`);
  cardCents.set(session.id, split.card);
  return { ...session, url: sandboxProvider(t).paymentPageUrl(session.id) };
}

export function notificationBody(
  sessionId: string,
  resultat: PaymentEvent,
  evenementId = randomUUID(),
  montantCents = cardCents.get(sessionId) ?? 0,
) {
  return JSON.stringify({
    session_id: sessionId,
    evenement_id: evenementId,
    resultat,
    montant_cents: montantCents,
    date: new Date().toISOString(),
  });
}

export function postNotification(t: TestApp, raw: string, signature = sandboxProvider(t).sign(raw)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/paiements/notifications',
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

export function postForm(t: TestApp, url: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export const ACCEPTED_CARD = {
  numero: '4111 1111 1111 1111',
  expiration: '12/35',
  cvc: '123',
  titulaire: 'Marie Dupont',
};
export const card = (numero: string) => ({ ...ACCEPTED_CARD, numero });
