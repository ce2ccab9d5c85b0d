/**
 * A declared call whose answer the storefront reads in its own shape: the wire keeps the
 * specification's euros and French names, the decoder (one per call, beside the feature's calls)
 * turns money into integer cents under `…Cents` names, once, so that features never convert.
 * Amounts going out are encoded the same way, in the call's wrapper (`centsToEuros`).
 */
import type { EndpointDefinition, EndpointResponse } from '@cabas/contracts';
import type { ApiClient, CallRest } from './api-client.server.ts';

/** Whatever makes declared calls: the request's client, the shopper's or the logged-in client. */
export type Caller = Pick<ApiClient, 'call'>;

export type DecodedCall<E extends EndpointDefinition, T> = (api: Caller, ...rest: CallRest<E>) => Promise<T>;

export function decodedCall<E extends EndpointDefinition, T>(
  endpoint: E,
  decode: (wire: EndpointResponse<E>) => T,
): DecodedCall<E, T> {
  return async (api, ...rest) => decode(await api.call(endpoint, ...rest));
}
