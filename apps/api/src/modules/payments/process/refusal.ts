import { API_ERROR_CODES } from '@cabas/contracts';
import { DomainError } from '../../../platform/domain-error.ts';

/** A payment refused on one field: 422, the French message also listed under the field. */
export const unpayable = (message: string, field: string) =>
  new DomainError(API_ERROR_CODES.invalidData, message, { [field]: [message] });
