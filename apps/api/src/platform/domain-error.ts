import type { ApiErrorCode } from '@cabas/contracts';
import { API_ERROR_CODES } from '@cabas/contracts';
import { HttpError } from './errors.ts';

/**
 * The HTTP status of each code a service throws as a domain error: one table, so that a service names
 * what went wrong and never a status (issue #36; the older `new HttpError(status)` move here in turn).
 */
const DOMAIN_ERROR_STATUS = {
  [API_ERROR_CODES.listsFull]: 422,
  [API_ERROR_CODES.personalFull]: 422,
  [API_ERROR_CODES.mealsFull]: 422,
  [API_ERROR_CODES.promoCodeFirstOrder]: 422,
  [API_ERROR_CODES.loyaltyCardNotEmpty]: 409,
  [API_ERROR_CODES.emailChangeTooMany]: 429,
} as const satisfies Partial<Record<ApiErrorCode, number>>;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

/** A refusal of the domain: its code and French message; the status comes from the table above. */
export class DomainError extends HttpError {
  constructor(code: DomainErrorCode, message: string, errors?: Record<string, string[]>) {
    super(DOMAIN_ERROR_STATUS[code], message, errors, code);
    this.name = 'DomainError';
  }
}
