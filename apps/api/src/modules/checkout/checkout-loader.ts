import type { Cart } from '@cabas/contracts';
import { isHoldActive, parisClock } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutRow } from '../../db/schema-checkout.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import { clientShopper } from '../cart/cart-shopper.ts';
import type { SlotsService } from '../slots/slots.service.ts';
import * as repo from './checkout.repository.ts';
import { type CheckoutContext, cartKindOf } from './checkout-context.ts';
import { reservedElsewhere } from './eurocora/eurocora.repository.ts';

/** What reading a checkout needs from the other modules. */
export interface CheckoutDeps {
  db: Kysely<DB>;
  carts: CartService;
  slots: SlotsService;
  addresses: AddressesService;
}

/** The store's modes and services, as the checkout service caches them. */
export type StoreModes = Pick<CheckoutContext, 'store' | 'modes' | 'services'>;

/**
 * Reads everything a checkout answer and its steps' checks are made of, in one go. A hold found
 * expired gives its place back now (lazy expiry: the place returns as soon as someone looks), and the
 * context says so (`holdExpired`) so the slot is asked for again. `known`: the cart, when the caller
 * has just rendered it.
 */
export async function loadCheckoutContext(
  deps: CheckoutDeps,
  setup: StoreModes,
  row: CheckoutRow,
  client: repo.CheckoutClient,
  now: Date,
  known?: Cart,
): Promise<CheckoutContext> {
  const { db, carts, slots, addresses } = deps;
  await slots.ensurePlanning(row.store_id, now);
  const cart =
    known ??
    (await carts.render(
      db,
      await carts.store(row.store_id),
      clientShopper({ id: client.id, isPro: false }),
      cartKindOf(row),
      now,
    ));
  const [hold, address, facts, loyaltyCards, giftCard, history, subscription, nextSlots] = await Promise.all([
    row.hold_id === null ? null : slots.findHold(row.hold_id),
    row.address_id === null ? null : addresses.owned(client.id, row.address_id).catch(() => null),
    repo.findCartProductFacts(
      db,
      row.store_id,
      cart.lignes_panier.map((l) => l.produit_id),
    ),
    repo.findLoyaltyCards(db, client.id),
    row.gift_card_id === null ? null : repo.findGiftCardById(db, row.gift_card_id),
    repo.orderHistory(db, client.id),
    repo.hasActiveSubscription(db, client.id, row.store_id, parisClock(now).date),
    slots.nextOpenSlots(row.store_id, now),
  ]);
  let activeHold = null;
  if (hold) {
    const active = isHoldActive(
      { expiresAt: hold.expires_at, releasedAt: hold.released_at, bookedAt: hold.booked_at },
      now,
    );
    if (active) activeHold = hold;
    else if (!hold.released_at)
      await db.transaction().execute((trx) => slots.releaseHold(trx, hold.id, now.toISOString()));
  }
  const addressDelivered = address ? await addresses.isDelivered(row.store_id, address) : false;
  const elsewhere = await reservedElsewhere(
    db,
    loyaltyCards.map((c) => c.id),
    row.id,
    now.toISOString(),
  );
  return {
    row,
    client,
    ...setup,
    cart,
    hold: activeHold,
    address: address ?? null,
    addressDelivered,
    facts,
    loyaltyCards,
    reservedElsewhere: elsewhere,
    giftCard: giftCard ?? null,
    history,
    subscription,
    nextSlots,
    holdExpired: hold !== undefined && hold !== null && activeHold === null && hold.booked_at === null,
    now,
  };
}
