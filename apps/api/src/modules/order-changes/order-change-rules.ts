import { CART_QUANTITY_ERROR_CODES, type CartLineErrorCode } from '@cabas/contracts';
import { editedLineChecks } from '@cabas/domain';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { OrderFacts, WantedLine } from './order-change-pricing.ts';

/** Who edits an order: the client, pro or not (the cart's pro rules). */
export type EditingClient = Pick<AuthenticatedClient, 'id' | 'isPro'>;

/** What an order's edit asks of the cart module: the cart's rules on the lines it adds or changes. */
export type CartRules = Pick<CartService, 'editedLinesRefusals'>;

const QUANTITY_CODES = new Set<CartLineErrorCode>(CART_QUANTITY_ERROR_CODES);

/**
 * Refuses an edit that adds or changes a line the cart would refuse (issue #35; which rules apply to
 * which line: `editedLineChecks`): 422 with the cart's code and French message of the first refused
 * line, each refused line named in `errors` (`lignes.<index>.quantite` for its quantity, else
 * `lignes.<index>.produit_id`) besides `lignes`. Nothing is written. `indexOf` gives a line's place
 * in the body sent (by default its place among the wanted lines).
 */
export async function assertCartRules(
  carts: CartRules,
  input: {
    order: { store_id: number; type_panier: string };
    client: EditingClient;
    facts: OrderFacts;
    wanted: readonly WantedLine[];
    now: Date;
    indexOf?: (productId: number, index: number) => number;
  },
): Promise<void> {
  const placed = input.facts.lines.map((l) => ({
    productId: l.product_id,
    quantity: l.quantity,
    units: l.reserved_units,
    giftCardCents: l.gift_card_cents,
  }));
  const refusals = await carts.editedLinesRefusals(
    { storeId: input.order.store_id, kind: input.order.type_panier, isPro: input.client.isPro },
    editedLineChecks(placed, input.wanted),
    input.now,
  );
  const [first] = refusals;
  if (!first) return;
  const indexOf = input.indexOf ?? ((_: number, index: number) => index);
  const errors: Record<string, string[]> = { lignes: [...new Set(refusals.map((r) => r.message))] };
  for (const r of refusals) {
    const field = QUANTITY_CODES.has(r.code) ? 'quantite' : 'produit_id';
    errors[`lignes.${indexOf(r.productId, r.index)}.${field}`] = [r.message];
  }
  throw new DomainError(first.code, first.message, errors);
}
