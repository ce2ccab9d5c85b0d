/**
 * The shopper's address, as the storefront's HTTP server saw it (Fastify's `request.ip`, proxies
 * trusted only with TRUST_PROXY), handed to React Router in this header (`server/web.ts`); a value
 * sent by the browser under this name is dropped there. Passed on to the API as `x-end-user-ip`,
 * signed with the storefront's client secret (`lib/end-user.server.ts`), so that rate limits, login
 * lockouts and burst limits count per shopper.
 */
export const CLIENT_IP_HEADER = 'x-cabas-client-ip';

export function clientIp(request: Request): string | null {
  return request.headers.get(CLIENT_IP_HEADER);
}
