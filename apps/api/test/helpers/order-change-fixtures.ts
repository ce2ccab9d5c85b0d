import type { OrderFacts, PricedChange } from '../../src/modules/order-changes/order-change-pricing.ts';
import type { RewrittenOrderLine } from '../../src/modules/order-changes/order-changes.repository.ts';
import type { Order } from '../../src/modules/order-changes/steps/context.ts';
import type { DomainError } from '../../src/platform/domain-error.ts';

/** A drive order placed at 10:00, its slot's cut-off at noon on 2026-12-01, paid 60 € by card. */
export const placedOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 7,
  code: 'C-0007',
  client_id: 3,
  store_id: 12,
  statut_code: 'COMMANDEE',
  code_type_commande: 'DRIVE',
  type_panier: 'drive',
  service_id: 40,
  slot_id: 500,
  email: 'marie@example.fr',
  total_cents: 6000,
  tirelire_cents: 0,
  gift_card_cents: 0,
  payment_session_id: 'first-session',
  checkout_id: 90,
  updated_at: '2026-12-01T09:00:00.000Z',
  placed_at: '2026-12-01T09:00:00.000Z',
  card_cents: 6000,
  loyalty_card_numero: null,
  gift_card_numero: null,
  provider: 'sandbox',
  order_draft: JSON.stringify({ prenom: 'Marie' }),
  cutoff_at: '2026-12-01T12:00:00.000Z',
  starts_at: '2026-12-01T16:00:00.000Z',
  ends_at: '2026-12-01T17:00:00.000Z',
  montant_max_cents: null,
  montant_minimum_lad_cents: 5000,
  store_name: 'Cabas Lyon Part-Dieu',
  store_telephone: '04 72 00 00 00',
  ...overrides,
});

/** Before the cut-off of `placedOrder`, and after it. */
export const BEFORE_CUTOFF = new Date('2026-12-01T11:00:00.000Z');
export const AFTER_CUTOFF = new Date('2026-12-01T12:00:00.000Z');

type FactLine = OrderFacts['lines'][number];

/** A stored line: `quantity` units at `unit` cents, its units reserved. */
export const factLine = (
  productId: number,
  quantity: number,
  unit: number,
  extra: Partial<FactLine> = {},
): FactLine => ({
  product_id: productId,
  designation: `Produit ${productId}`,
  quantity,
  reserved_units: Math.ceil(quantity),
  unit_price_cents: unit,
  total_cents: quantity * unit,
  reduction_cents: 0,
  substitution_accord: 0,
  gift_card_cents: 0,
  tva_taux: 5.5,
  ...extra,
});

export const factsOf = (lines: FactLine[], fees: OrderFacts['fees'] = []): OrderFacts => ({ lines, fees });

/** A priced line of the changed order. */
export const pricedLine = (productId: number, quantity: number, unit: number): RewrittenOrderLine => ({
  productId,
  designation: `Produit ${productId}`,
  quantity,
  units: Math.ceil(quantity),
  unitPriceCents: unit,
  totalCents: quantity * unit,
  reductionCents: 0,
  substitution: false,
  giftCardCents: 0,
  vatRate: 5.5,
});

/** The order priced with these lines and no fee or reduction. */
export const pricedOf = (lines: RewrittenOrderLine[], extra: Partial<PricedChange> = {}): PricedChange => ({
  lines,
  feesCents: 0,
  reductionsCents: 0,
  immediateCents: 0,
  orderReductions: [],
  droppedCodes: [],
  slotFee: null,
  totalCents: lines.reduce((s, l) => s + l.totalCents, 0),
  ...extra,
});

/** What a step threw: its status, code, message and field errors. */
export function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const e = error as DomainError;
    return { status: e.statusCode, code: e.code, message: e.message, errors: e.errors };
  }
  throw new Error('the step did not refuse');
}
