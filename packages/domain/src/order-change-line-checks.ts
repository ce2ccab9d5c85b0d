/**
 * Which of the cart's rules each line of an order's edit must pass (issue #35). An edit sells what
 * the cart sells, no more:
 * - a product the order did not have, or a line whose quantity grows, passes every rule of adding it
 *   to the cart (`all`): for everyone or pro-only, sold and available in the store, the cart kind,
 *   the stock (counting the units the order already holds), the quantity limits, gift cards;
 * - a line made smaller passes the quantity limits of its new quantity (`quantity`: step, minimum,
 *   maximum), nothing else: less of a product withdrawn since is still less to prepare;
 * - a line left as it was, or removed, is not checked again: a product withdrawn after the order was
 *   placed is the store's to handle (substitute or refund), it must not block the rest of the edit.
 */
export type EditedLineCheck = 'all' | 'quantity';

export interface EditedLineToCheck {
  /** The line's place among the wanted lines. */
  index: number;
  productId: number;
  /** The quantity the order will have. */
  quantity: number;
  check: EditedLineCheck;
  /** Units of the product the order holds already (stock reserved for it). */
  heldUnits: number;
  /** The amount of one gift card the order holds (0: none): the only amount an edit can ask for. */
  giftCardCents: number;
}

export function editedLineChecks(
  placed: readonly { productId: number; quantity: number; units: number; giftCardCents: number }[],
  wanted: readonly { productId: number; quantity: number }[],
): EditedLineToCheck[] {
  const had = new Map(placed.map((l) => [l.productId, l]));
  const checks: EditedLineToCheck[] = [];
  wanted.forEach((w, index) => {
    const line = had.get(w.productId);
    if (line && line.quantity === w.quantity) return;
    checks.push({
      index,
      productId: w.productId,
      quantity: w.quantity,
      check: !line || w.quantity > line.quantity ? 'all' : 'quantity',
      heldUnits: line?.units ?? 0,
      giftCardCents: line?.giftCardCents ?? 0,
    });
  });
  return checks;
}
