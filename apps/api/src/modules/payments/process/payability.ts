import { API_ERROR_CODES, checkoutMessages, paymentMessages } from '@cabas/contracts';
import { DomainError } from '../../../platform/domain-error.ts';
import { type CheckoutContext, modeOfService, redevanceItems } from '../../checkout/checkout-context.ts';
import { unpayable } from './refusal.ts';

const HOME_DELIVERY = ['LAD', 'LDD'];

/**
 * What makes the checkout, choices made, payable now: a product to buy, the slot still held (409 once
 * its hold has expired), the delivery address of a home delivery, the redevance form when needed.
 */
export function refuseUnpayable(after: CheckoutContext, now: Date): void {
  if (!after.cart.lignes_panier.some((l) => l.disponible))
    throw unpayable(paymentMessages.emptyCart, 'panier');
  if (!after.hold || after.row.hold_id === null) throw unpayable(paymentMessages.noSlot, 'creneau');
  if (after.hold.expires_at <= now.toISOString())
    throw new DomainError(API_ERROR_CODES.slotHoldExpired, paymentMessages.slotExpired);
  const mode = modeOfService(after, after.row.service_id)?.mode.type;
  if (mode && HOME_DELIVERY.includes(mode) && !after.address)
    throw unpayable(paymentMessages.noAddress, 'idAdresseLivraison');
  if (redevanceItems(after).length && after.row.redevance_json === null)
    throw unpayable(checkoutMessages.redevanceRequired, 'redevance');
}
