import { API_ERROR_CODES, type Cart, type CartKind, checkoutMessages } from '@cabas/contracts';
import { parisClock } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutRow } from '../../db/schema-checkout.ts';
import { HttpError } from '../../platform/errors.ts';
import * as repo from './checkout.repository.ts';
import { cartEmpty, stale } from './checkout-errors.ts';
import type { StoreModes } from './checkout-loader.ts';
import { nextVersion } from './checkout-version.ts';
import { ladPreselection } from './checkout-view.ts';

export interface OpenedCheckout {
  row: CheckoutRow;
  /** The checkout was created by this call (else it was open already). */
  created: boolean;
  /** The open checkout was found with its cart unchanged: `row` is up to date, nothing was written. */
  unchanged: boolean;
}

/**
 * Opens the checkout of the client's cart of one kind: a cart with products (else 409), at the
 * version the client saw if it says which (else 409). There is one open checkout per client, store
 * and kind of cart: it is created (home delivery preselected when the store and the client's
 * subscription allow it), or the open one is returned; if its cart changed since, its benefits are to
 * be computed again.
 */
export async function openCheckout(
  db: Kysely<DB>,
  setup: StoreModes,
  clientId: number,
  cart: Cart,
  kind: CartKind,
  expectedCartVersion: string | undefined,
  now: Date,
): Promise<OpenedCheckout> {
  const storeId = setup.store.id;
  if (cart.id === null || cart.nb_produits === 0) throw cartEmpty();
  if (expectedCartVersion && cart.dateLastUpdate && expectedCartVersion !== cart.dateLastUpdate)
    throw new HttpError(
      409,
      checkoutMessages.checkoutCartChanged,
      undefined,
      API_ERROR_CODES.checkoutCartChanged,
    );
  const key = repo.openKey(clientId, storeId, kind);
  const nowIso = now.toISOString();
  const open = await repo.findOpenCheckout(db, key);
  if (open && open.cart_updated_at === cart.dateLastUpdate)
    return { row: open, created: false, unchanged: true };
  if (open) {
    await repo.updateIfVersion(db, open.id, open.updated_at, {
      cart_updated_at: cart.dateLastUpdate,
      advantages_computed: 0,
      updated_at: nextVersion(open.updated_at, now),
    });
    return { row: open, created: false, unchanged: false };
  }
  const subscription = await repo.hasActiveSubscription(db, clientId, storeId, parisClock(now).date);
  await repo.insertCheckout(db, {
    client_id: clientId,
    store_id: storeId,
    cart_id: cart.id,
    type_panier: kind,
    open_key: key,
    status: 'ouvert',
    service_id: ladPreselection({ ...setup, cart, subscription }),
    cart_updated_at: cart.dateLastUpdate,
    created_at: nowIso,
    updated_at: nowIso,
  });
  const row = await repo.findOpenCheckout(db, key);
  if (!row) throw stale();
  // A concurrent call may have created it first: then this one only returns it.
  return { row, created: row.created_at === nowIso, unchanged: false };
}
