import { API_HEADERS, visitorUuid } from '@cabas/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Who is asking, as far as the catalogue cares: a professional customer (sees pro-only products, no
 * hidden non-pro filter) and the visitor's uuid (search history). `request.client` is the logged-in
 * shopper set by the `authenticate` guard (preValidation) (platform/auth/guards.ts); anonymous visitors and
 * standard customers are non-pro.
 */
export interface CatalogueContext {
  isPro: boolean;
  visitorUuid: string | null;
  now: Date;
}

interface AuthenticatedRequest {
  client?: { isPro?: boolean } | null;
}

export function catalogueContext(request: FastifyRequest): CatalogueContext {
  const header = request.headers[API_HEADERS.uuid];
  const raw = Array.isArray(header) ? header[0] : header;
  // No header, no parsing: a failed zod parse builds an error, measurable at thousands of calls a second.
  const uuid = raw ? visitorUuid.safeParse(raw) : null;
  return {
    isPro: (request as FastifyRequest & AuthenticatedRequest).client?.isPro === true,
    visitorUuid: uuid?.success ? uuid.data.toLowerCase() : null,
    now: new Date(),
  };
}
