import { checkoutMessages, type PaymentModeCode, paymentMessages } from '@cabas/contracts';
import { instalmentsAllowed } from '@cabas/domain';
import { amounts, type CheckoutContext, storePaymentRefusal } from '../../checkout/checkout-context.ts';
import { unpayable } from './refusal.ts';

/** Card payments of processPaiement; the own-card modes go through processPaiementCarteCarrefour. */
const CARD_MODES = ['cb', '3FCB', '4FCB', 'ckdo'];
const OWN_CARD_MODES = ['carte_cabas', 'CRF', 'carte_malin'];

/**
 * The payment's mode: the checkout's (by default the card of the call), one the call takes, and an
 * instalment payment only for a total within the instalments' range.
 */
export function paymentModeOf(after: CheckoutContext, ownCard: boolean): string {
  const code = after.row.payment_mode ?? (ownCard ? 'carte_cabas' : 'cb');
  if (!(ownCard ? OWN_CARD_MODES : CARD_MODES).includes(code))
    throw unpayable(paymentMessages.modeNotPossible, 'modePaiement');
  // A mode the store no longer offers, or refuses with the promo code applied since it was chosen.
  const refusedByStore = storePaymentRefusal(after, code as PaymentModeCode);
  if (after.row.payment_mode !== null && refusedByStore) throw unpayable(refusedByStore, 'modePaiement');
  if ((code === '3FCB' || code === '4FCB') && !instalmentsAllowed(amounts(after).totalCents))
    throw unpayable(checkoutMessages.instalmentRange, 'modePaiement');
  return code;
}
