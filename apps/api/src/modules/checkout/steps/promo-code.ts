import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { CartService } from '../../cart/cart.service.ts';
import { clientShopper } from '../../cart/cart-shopper.ts';
import { type CheckoutContext, cartKindOf } from '../checkout-context.ts';
import { writeIfVersion } from '../checkout-version.ts';
import type { WriteBase } from './checkout-write.ts';

/**
 * Promo code: applied to (or, with null, removed from) the checkout's cart by the cart's own rules
 * (their refusals unchanged); the checkout follows the cart's new version and its benefits are to be
 * computed again.
 */
export async function choosePromoCode(
  deps: { db: Kysely<DB>; carts: CartService },
  ctx: WriteBase & Pick<CheckoutContext, 'client'>,
  code: string | null,
): Promise<void> {
  const { row, now } = ctx;
  const shopper = clientShopper({ id: ctx.client.id, isPro: false });
  const kind = cartKindOf(row);
  const cart =
    code === null
      ? await deps.carts.removePromoCode(shopper, row.store_id, kind, now)
      : await deps.carts.applyPromoCode(shopper, row.store_id, code, kind, now);
  await writeIfVersion(deps.db, row, { advantages_computed: 0, cart_updated_at: cart.dateLastUpdate }, now);
}
