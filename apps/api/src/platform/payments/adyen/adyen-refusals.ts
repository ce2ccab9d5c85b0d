import adyen from '@adyen/api-library';
import type { AuthorisationRefusal } from '../provider.ts';

/**
 * Adyen's synchronous refusals of a capture or a cancel (HTTP 422, `errorCode` of its error list):
 * nothing was done, and asking again would be refused the same way. Anything else (network, 5xx,
 * 401/403, another 422) is thrown: "no answer", the shop asks again with the same key.
 */
const REFUSALS: Record<string, AuthorisationRefusal> = {
  /** "Original pspReference required for this operation": no payment of ours under this reference. */
  '167': 'autorisation_inconnue',
  /** "Invalid amount specified". */
  '137': 'montant_superieur_autorise',
};

export function refusalOf(error: unknown): AuthorisationRefusal | null {
  if (!(error instanceof adyen.HttpClientException) || error.statusCode !== 422) return null;
  return REFUSALS[error.errorCode ?? ''] ?? null;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof adyen.HttpClientException && error.statusCode === 404;
}
