import { API_ERROR_CODES, checkoutMessages, messages, proMessages } from '@cabas/contracts';
import { checkProStore, DEFAULT_PAYMENT_TERM_DAYS } from '@cabas/domain';
import { DomainError } from '../../platform/domain-error.ts';

export interface ProAccessQuestion {
  client: { isPro: boolean };
  store: { id: number; isNational: boolean; proService: boolean };
  agreement: readonly { store_id: number; payment_term_days: number }[];
}

/**
 * Who may use the pro checkout in a store: a pro client (403 `compte_pro_requis`), in a real store
 * (409 as the consumer checkout), that still offers the pro service and is one of his agreement's
 * (403, doc 1 §6 messages). Answers the agreement's payment term at that store.
 */
export function proStoreAccess(q: ProAccessQuestion): { paymentTermDays: number } {
  if (!q.client.isPro) throw new DomainError(API_ERROR_CODES.proAccountRequired, proMessages.proOnly);
  if (q.store.isNational)
    throw new DomainError(API_ERROR_CODES.nationalStore, checkoutMessages.nationalStore);
  const decision = checkProStore({
    client: { isPro: true, agreementStoreIds: q.agreement.map((a) => a.store_id) },
    store: q.store,
  });
  if (!decision.allowed)
    throw decision.reason === 'store_without_pro_service'
      ? new DomainError(API_ERROR_CODES.proServiceUnavailable, messages.proServiceUnavailable)
      : new DomainError(API_ERROR_CODES.proStoreNotAllowed, messages.proStoreNotAllowed);
  const agreed = q.agreement.find((a) => a.store_id === q.store.id);
  return { paymentTermDays: agreed?.payment_term_days ?? DEFAULT_PAYMENT_TERM_DAYS };
}
