import { API_ERROR_CODES, paymentMessages } from '@cabas/contracts';
import { DomainError } from '../../../platform/domain-error.ts';

/** A paid checkout takes no new payment (409); a cancelled one is no longer the client's to pay (404). */
export function notOpen(status: string | undefined): DomainError {
  return status === 'paye'
    ? new DomainError(API_ERROR_CODES.checkoutPaid, paymentMessages.checkoutPaid)
    : new DomainError(API_ERROR_CODES.checkoutNotFound, paymentMessages.checkoutUnknown);
}

/** Only an open checkout is paid. */
export function refuseUnlessOpen(status: string): void {
  if (status !== 'ouvert') throw notOpen(status);
}
