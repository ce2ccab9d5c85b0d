import type { OrderListQuery } from '@cabas/contracts';
import { eurosToCents, orderDayRange, orderInstantRange } from '@cabas/domain';
import type { OrderListFilter } from './orders.repository.ts';

/**
 * The list's query as repository filters: the tab (`archive`, or the older `statut`), the amounts in
 * cents, the preset or typed dates as UTC bounds of Paris days, the store, the card and the guarantee.
 */
export function listFilter(query: OrderListQuery, today: string): OrderListFilter {
  const archived = query.archive ?? (query.statut === undefined ? undefined : query.statut === 'archivees');
  const { from, before } = orderInstantRange(orderDayRange(query, today));
  return {
    archived,
    minCents:
      query.montant_total_ttc_min === undefined ? undefined : eurosToCents(query.montant_total_ttc_min),
    maxCents:
      query.montant_total_ttc_max === undefined ? undefined : eurosToCents(query.montant_total_ttc_max),
    from,
    before,
    storeId: query.mag_id,
    cardType: query.type_carte?.toUpperCase(),
    withGuarantee: query.garantie,
  };
}
