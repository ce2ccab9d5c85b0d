import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { PaymentSessionRow } from '../../../db/schema-orders.ts';
import type { Outbox } from '../../../platform/outbox/outbox.ts';
import type { CartService } from '../../cart/cart.service.ts';
import type { StockService } from '../../catalogue/stock/stock.service.ts';
import type { CheckoutService } from '../../checkout/checkout.service.ts';
import type { HandOverLinks } from '../../hand-over/hand-over-links.ts';
import type { StoredValueLedger } from '../../ledger/stored-value-ledger.ts';
import type { OrderService } from '../../orders/orders.service.ts';
import type { Receivables } from '../../pro-accounts/receivables.ts';
import type { SlotsService } from '../../slots/slots.service.ts';

/**
 * The modules an order's payment changes, each through its own service, in the one transaction of
 * the notification (decision 100). Payment sessions and first-order rights are the payments module's.
 */
export interface PaymentModules {
  db: Kysely<DB>;
  checkout: Pick<CheckoutService, 'closeAsPaid' | 'cagnotteCovers'>;
  stock: StockService;
  ledger: StoredValueLedger;
  slots: SlotsService;
  orders: OrderService;
  carts: CartService;
  outbox: Outbox;
  /** The confirmation e-mail's hand-over QR code and check-in link (decision 116). */
  handOverLinks: Pick<HandOverLinks, 'mailParts'>;
  /** What a pro company owes: an order on invoice is charged within its limit (decision 119). */
  receivables: Pick<Receivables, 'chargeOrder'>;
}

/**
 * What a session spends from stored values: the cagnotte, then the gift card (every payment takes
 * them in this order). A card the session names by id but whose number is unknown spends nothing and
 * refuses the order (`numero` null never matches).
 */
export function storedValueSpends(session: PaymentSessionRow) {
  const spends = [];
  if (session.loyalty_card_id && session.tirelire_cents > 0)
    spends.push({
      account: 'cagnotte' as const,
      numero: session.loyalty_card_numero ?? '',
      clientId: session.client_id,
      cents: session.tirelire_cents,
      sessionId: session.id,
    });
  if (session.gift_card_id && session.gift_card_cents > 0)
    spends.push({
      account: 'carte_cadeau' as const,
      numero: session.gift_card_numero ?? '',
      clientId: session.client_id,
      cents: session.gift_card_cents,
      sessionId: session.id,
    });
  return spends;
}
