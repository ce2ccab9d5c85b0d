/**
 * Security headers of the API's answers, written by helmet: JSON is never sniffed as HTML nor
 * framed, and runs nothing (`default-src 'none'`), except the OpenAPI docs page, whose policy lets
 * its own files run, and the pages that bring their own policy (the sandbox payment page). HSTS is
 * the storefront's (same origin); a standalone API behind a proxy gets it from the proxy.
 *
 * helmet's middleware is built once here, at start-up, for each of the three cases, and applied per
 * answer from the API's `onSend` hook: building it costs far more than running it (record 032), which
 * is why `@fastify/helmet`, which builds it again on every request, is not used.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '@cabas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from './openapi.ts';

type HelmetMiddleware = ReturnType<typeof helmet>;

/** Only the headers the API wants: helmet's other defaults are the storefront's business, or obsolete. */
const HEADERS: HelmetOptions = {
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
};

/** JSON answers run nothing and are never framed. */
export const API_CSP_DIRECTIVES = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** The docs page loads its scripts from files; Swagger UI sets inline styles and data: images. */
export const DOCS_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const withPolicy = (directives: Record<string, string[]>) =>
  helmet({ ...HEADERS, contentSecurityPolicy: { useDefaults: false, directives } });

const DOCS_PATH = API_PREFIX + DOCS_PREFIX;

const jsonHeaders = withPolicy(API_CSP_DIRECTIVES);
const docsHeaders = withPolicy(DOCS_CSP_DIRECTIVES);
const ownPolicyHeaders = helmet({ ...HEADERS, contentSecurityPolicy: false });

/**
 * helmet writes through `setHeader`/`removeHeader`; here they go to Fastify's reply, so that the
 * headers are the reply's like any other (seen by `hasHeader`, replaced by a later `header`).
 */
class ReplyHeaders {
  constructor(private readonly reply: FastifyReply) {}
  setHeader(name: string, value: string | number | readonly string[]) {
    this.reply.header(name, value);
    return this;
  }
  removeHeader(name: string) {
    this.reply.removeHeader(name);
  }
}

function fail(error: unknown) {
  // The options above are fixed and valid: helmet only calls back with an error for a bad directive.
  if (error) throw error;
}

function apply(middleware: HelmetMiddleware, request: FastifyRequest, reply: FastifyReply) {
  middleware(request.raw, new ReplyHeaders(reply) as unknown as ServerResponse<IncomingMessage>, fail);
}

/** The security headers of one API answer (from the `onSend` hook). */
export function setApiSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  // A page the API serves itself (the sandbox payment page) brings its own policy.
  const middleware = reply.hasHeader('content-security-policy')
    ? ownPolicyHeaders
    : request.url.startsWith(DOCS_PATH)
      ? docsHeaders
      : jsonHeaders;
  apply(middleware, request, reply);
}
