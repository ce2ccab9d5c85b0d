import {
  CART_QUANTITY_ERROR_CODES,
  type CartLineErrorCode,
  cartMessages,
  GIFT_CARD_AMOUNT_ERROR_CODES,
} from '@cabas/contracts';
import {
  canStillPickUp,
  cartEligibility,
  centsToEuros,
  checkQuantity,
  type EditedLineToCheck,
  eurosToCents,
  giftCardAmountRefusal,
  giftCardRangeOfCents,
  isProductVisible,
  type QuantityRules,
} from '@cabas/domain';
import { HttpError } from '../../platform/errors.ts';
import type { ProductForCart } from './cart.repository.ts';

/** The product rules of the cart (domain) applied to database rows, and their French errors. */

export function productKinds(row: { types_panier: string; offer_types_panier: string | null }): string[] {
  try {
    const value: unknown = JSON.parse(row.offer_types_panier ?? row.types_panier);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const available = (row: { stock: number | null; reserved: number | null }) =>
  row.stock === null ? 0 : row.stock - (row.reserved ?? 0);

export function quantityRules(row: ProductForCart): QuantityRules {
  return {
    step: row.qte_pas,
    min: row.qte_min_panier,
    max: row.qte_max_panier,
    weighed: row.is_weighed === 1,
    available: available(row),
  };
}

/**
 * Why a product cannot be in this shopper's cart of this kind now (whatever the quantity), or null:
 * unknown, not sold in the store, withdrawn, out of stock, not for this cart kind or for pros,
 * caterer pickup dates closed.
 */
type RuleRow = Pick<
  ProductForCart,
  'price_cents' | 'type' | 'types_panier' | 'offer_types_panier' | 'corapro' | 'stock' | 'reserved'
>;

export function productRefusal(
  row: RuleRow | undefined,
  kind: string,
  isPro: boolean,
  now: Date,
): CartLineErrorCode | null {
  if (!row || !isProductVisible({ proOnly: row.corapro === 1 }, { isPro })) return 'produit_inconnu';
  if (row.price_cents === null) return 'produit_non_vendu';
  if (row.type === 'indisponible') return 'produit_indisponible';
  const refusal = cartEligibility({ cartKind: kind, productKinds: productKinds(row), isPro });
  if (refusal) return refusal;
  if (available(row) <= 0) return 'stock_insuffisant';
  if (!canStillPickUp(kind, now)) return 'retrait_impossible';
  return null;
}

export function lineErrorMessage(code: CartLineErrorCode, limit = 0): string {
  switch (code) {
    case 'quantite_pas':
    case 'quantite_min':
    case 'quantite_max':
    case 'stock_insuffisant':
    case 'montant_min':
    case 'montant_max':
      return cartMessages[code](limit);
    default:
      return cartMessages[code];
  }
}

const QUANTITY_CODES = new Set<CartLineErrorCode>(CART_QUANTITY_ERROR_CODES);
const AMOUNT_CODES = new Set<CartLineErrorCode>(GIFT_CARD_AMOUNT_ERROR_CODES);

/** 422 with the field the error is about and the rule's code, whatever the rule (decision 101). */
export function lineError(code: CartLineErrorCode, limit = 0): HttpError {
  const message = lineErrorMessage(code, limit);
  const field = QUANTITY_CODES.has(code)
    ? 'quantite'
    : AMOUNT_CODES.has(code)
      ? 'montant'
      : code === 'type_panier_interdit'
        ? 'type_panier'
        : 'produitId';
  return new HttpError(422, message, { [field]: [message] }, code);
}

const refusalOf = (check: ReturnType<typeof checkQuantity>) =>
  check ? { code: check.code, limit: 'limit' in check ? check.limit : 0 } : null;

/** The refusal of setting this quantity (0 is always accepted: it removes the line). */
export function quantityRefusal(
  row: ProductForCart | undefined,
  quantity: number,
  kind: string,
  isPro: boolean,
  now: Date,
): { code: CartLineErrorCode; limit: number } | null {
  if (!row) return { code: 'produit_inconnu', limit: 0 };
  if (quantity === 0) return null;
  const refusal = productRefusal(row, kind, isPro, now);
  if (refusal) return { code: refusal, limit: 0 };
  return refusalOf(checkQuantity(quantity, quantityRules(row)));
}

export type Refusal = { code: CartLineErrorCode; limit: number };
type AmountRow = Pick<ProductForCart, 'type' | 'config_prix_min_cents' | 'config_prix_max_cents'>;

export const isGiftCard = (row: Pick<ProductForCart, 'type'>) => row.type === 'CKDO';

/**
 * The gift card amount of a line, in cents (0 for every other product), or why the amount asked is
 * refused: a gift card needs whole euros within its `config_prix`, no other product takes one.
 * `checkRange` is false for a removal, which needs only to name the line.
 */
export function lineAmountCents(
  row: AmountRow,
  montant: number | undefined,
  checkRange = true,
): { cents: number } | { refusal: Refusal } {
  if (!isGiftCard(row))
    return montant === undefined ? { cents: 0 } : { refusal: { code: 'montant_interdit', limit: 0 } };
  const range = checkRange
    ? giftCardRangeOfCents(row.config_prix_min_cents, row.config_prix_max_cents)
    : { min: 1, max: Number.MAX_SAFE_INTEGER };
  const refusal = giftCardAmountRefusal(montant, range);
  if (refusal) return { refusal: { code: refusal.code, limit: 'limit' in refusal ? refusal.limit : 0 } };
  return { cents: eurosToCents(montant ?? 0) };
}

/** The unit price a line is written with: a gift card's amount, else the store's price. */
export const linePriceCents = (row: Pick<ProductForCart, 'price_cents'>, giftCardCents: number) =>
  giftCardCents > 0 ? giftCardCents : (row.price_cents ?? 0);

/**
 * Every rule of putting `quantity` of a product (at `montant` for a gift card) in a basket of this
 * kind: the line's gift card amount in cents (0 for other products), or why it is refused. The one
 * rule set of adding a product, to the cart (`setLine`) or to a placed order being edited.
 */
export function addRefusal(
  row: ProductForCart | undefined,
  quantity: number,
  montant: number | undefined,
  kind: string,
  isPro: boolean,
  now: Date,
): { cents: number } | { refusal: Refusal } {
  if (!row) return { refusal: { code: 'produit_inconnu', limit: 0 } };
  const amount = lineAmountCents(row, montant);
  if ('refusal' in amount) return amount;
  const refusal = quantityRefusal(row, quantity, kind, isPro, now);
  return refusal ? { refusal } : amount;
}

/**
 * The cart's refusal of a line of a placed order being edited, as `editedLineChecks` asks: `all` is
 * adding the product to the cart, the units the order already holds counted as stock of its own, a
 * gift card at the amount the order holds (none for a new one: an edit cannot choose it); `quantity`
 * is the quantity limits of the new quantity only.
 */
export function editedLineRefusal(
  row: ProductForCart | undefined,
  line: EditedLineToCheck,
  kind: string,
  isPro: boolean,
  now: Date,
): Refusal | null {
  if (line.check === 'quantity')
    return row ? refusalOf(checkQuantity(line.quantity, { ...quantityRules(row), available: null })) : null;
  const own = row && { ...row, reserved: (row.reserved ?? 0) - line.heldUnits };
  const montant = line.giftCardCents > 0 ? centsToEuros(line.giftCardCents) : undefined;
  const checked = addRefusal(own, line.quantity, montant, kind, isPro, now);
  return 'refusal' in checked ? checked.refusal : null;
}
