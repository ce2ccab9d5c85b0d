/**
 * Recipe quantities: an ingredient needs a quantity of one product for the recipe's servings; the
 * cart gets whole selling steps of that product. Needs are scaled to the servings asked and summed per
 * product before rounding, so that two recipes that each use a third of a bottle of oil buy one
 * bottle, not two.
 */

/** How a product is sold: its step (1 article, or 0.1 kg for a weighed one), minimum and maximum. */
export interface SellingRule {
  step: number;
  min: number;
  max: number;
}

export interface IngredientNeed {
  productId: number;
  /** The product quantity for `servings` people. */
  quantity: number;
  servings: number;
}

const EPSILON = 1e-9;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The product quantity a recipe written for `baseServings` needs for `servings` people. */
export function scaleQuantity(quantity: number, baseServings: number, servings: number): number {
  if (baseServings <= 0 || servings <= 0 || quantity <= 0) return 0;
  return (quantity * servings) / baseServings;
}

/** A need rounded up to whole selling steps, within the product's minimum and maximum (0 for none). */
export function cartQuantity(need: number, rule: SellingRule): number {
  if (need <= EPSILON) return 0;
  const step = rule.step > 0 ? rule.step : 1;
  const steps = Math.ceil(need / step - EPSILON);
  const quantity = round3(Math.max(steps * step, rule.min));
  return rule.max > 0 ? Math.min(quantity, rule.max) : quantity;
}

/** Needs for `servings` people summed per product, in the order products first appear. */
export function sumNeeds(
  lines: readonly { productId: number; quantity: number; baseServings: number; servings: number }[],
): IngredientNeed[] {
  const byProduct = new Map<number, number>();
  for (const line of lines) {
    const scaled = scaleQuantity(line.quantity, line.baseServings, line.servings);
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + scaled);
  }
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity, servings: 0 }));
}

/**
 * The cart lines of one or several recipes: needs scaled and summed per product, then rounded up to
 * each product's selling steps. A product without a rule (not sold in the store) is left out.
 */
export function recipeCartLines(
  lines: readonly { productId: number; quantity: number; baseServings: number; servings: number }[],
  rules: ReadonlyMap<number, SellingRule>,
): { produit_id: number; quantite: number }[] {
  const result: { produit_id: number; quantite: number }[] = [];
  for (const need of sumNeeds(lines)) {
    const rule = rules.get(need.productId);
    if (!rule) continue;
    const quantite = cartQuantity(need.quantity, rule);
    if (quantite > 0) result.push({ produit_id: need.productId, quantite });
  }
  return result;
}
