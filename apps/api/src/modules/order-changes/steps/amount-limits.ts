import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import { centsToEuros, serviceCheck } from '@cabas/domain';
import { DomainError } from '../../../platform/domain-error.ts';
import type { PricedChange } from '../order-change-pricing.ts';
import type { Order } from './context.ts';

type Limits = Pick<
  Order,
  'code_type_commande' | 'type_panier' | 'montant_minimum_lad_cents' | 'montant_max_cents'
>;

const euros = (cents: number) => centsToEuros(cents).toFixed(2).replace('.', ',');

/** The order's mode still accepts the changed amount: its minimum (deliveries) and its maximum (422). */
export function assertAmountAccepted(order: Limits, priced: Pick<PricedChange, 'lines'>): void {
  const check = serviceCheck({
    mode: order.code_type_commande,
    cartKind: order.type_panier,
    cartCents: priced.lines.reduce((s, l) => s + l.totalCents, 0),
    minimumCents: ['LAD', 'LC'].includes(order.code_type_commande) ? order.montant_minimum_lad_cents : null,
    maximumCents: order.montant_max_cents,
  });
  const refusal = check.refusals.find((r) => r.code === 'minimum' || r.code === 'maximum');
  if (!refusal) return;
  const [code, message] =
    refusal.code === 'minimum'
      ? [API_ERROR_CODES.orderAmountBelowMinimum, m.amountBelowMinimum(euros(refusal.cents ?? 0))]
      : [API_ERROR_CODES.orderAmountAboveMaximum, m.amountAboveMaximum(euros(refusal.cents ?? 0))];
  throw new DomainError(code, message, { lignes: [message] });
}
