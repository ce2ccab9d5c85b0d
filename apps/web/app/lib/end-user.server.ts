/**
 * The shopper's address as the storefront passes it to the API (`x-end-user-ip`), with the storefront's
 * signature (`x-end-user-signature`, an HMAC with its client secret): the API counts its rate limits,
 * burst limits and lockouts per shopper only for calls that carry a good signature, whichever
 * transport (in-process or HTTP with API_URL) and token the call uses.
 */

import { END_USER_IP_HEADER, END_USER_SIGNATURE_HEADER } from '@cabas/contracts';
import { signEndUserAddress } from '@cabas/secrets';
import { storefrontCredentials } from './secrets.server.ts';

export function endUserHeaders(address: string): Record<string, string> {
  const client = storefrontCredentials();
  // Without the secret the API counts the call under the storefront's own address.
  if (!client) return { [END_USER_IP_HEADER]: address };
  return {
    [END_USER_IP_HEADER]: address,
    [END_USER_SIGNATURE_HEADER]: signEndUserAddress(client.secret, address),
  };
}
