/**
 * The storefront on a Fastify server: the browser build's files (long immutable cache for the
 * hashed assets, precompressed `.br`/`.gz` siblings), and every other request handed to React
 * Router, with the HTML and data answers compressed on the fly (brotli or gzip).
 *
 * React Router is reached through the server's not-found handler, so the API's own routes and its
 * JSON 404 under `/api` are left untouched.
 */
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isHostSyntax, isTrustedHost, type ShopOrigins } from '@cabas/contracts';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { CLIENT_IP_HEADER } from '../app/lib/client-ip.ts';
import { webConfig } from '../app/lib/config.server.ts';
import { writeCommonSecurityHeaders } from '../app/lib/security-headers.server.ts';
import { createSectionedRequestHandler } from './route-sections.ts';

export interface WebOptions {
  build: ServerBuild;
  /** `build/client`: the files served as they are. */
  clientDir: string;
  mode?: string;
  /** The origins the shop answers on; from the environment by default (`lib/config.server.ts`). */
  origins?: ShopOrigins;
}

/** Forms of the shop are small: a larger request body is refused (413) before React Router reads it. */
export const MAX_BODY_BYTES = 1024 * 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The best encoding the client accepts among brotli and gzip (q-values honoured). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Dynamic answers are compressed on every request, so at the lowest useful cost: on a 25 KB page
 * brotli quality 1 takes about 0.07 ms for 7.1 KB (quality 4: 0.2 ms for 6.4 KB; quality 11: tens
 * of ms), gzip level 1 about 0.07 ms for 6.8 KB (level 6: 0.15 ms for 6.5 KB). The few percent the
 * higher levels save are not worth their CPU time on every page. The browser build's files are
 * precompressed once, at the best ratio, at build time (tools/precompress.ts).
 */
export const BROTLI_QUALITY = 1;
export const GZIP_LEVEL = 1;
/**
 * A complete body up to this size is compressed synchronously: less CPU than a round trip through
 * libuv's thread pool, which costs more than the compression itself at this size. Larger bodies go
 * to the pool so that the event loop never stalls.
 */
export const SYNC_COMPRESS_MAX_BYTES = 128 * 1024;

function brotliOptions(sizeHint?: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  };
}

function compressor(encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? zlib.createBrotliCompress(brotliOptions())
    : zlib.createGzip({ level: GZIP_LEVEL });
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** One complete body compressed in one go. */
export async function compressOnce(data: Uint8Array, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const size = data.byteLength;
  if (size <= SYNC_COMPRESS_MAX_BYTES) {
    return encoding === 'br'
      ? zlib.brotliCompressSync(data, brotliOptions(size))
      : zlib.gzipSync(data, { level: GZIP_LEVEL });
  }
  return encoding === 'br' ? brotliAsync(data, brotliOptions(size)) : gzipAsync(data, { level: GZIP_LEVEL });
}

/**
 * How long a compressed answer waits for the rest of its body before it starts streaming. A page
 * rendered from loaded data is complete within a millisecond or two: it is compressed in one go
 * (with a Content-Length). A page still waiting on deferred data sends what it has after this delay
 * and streams the rest.
 */
export const GATHER_MS = 10;
/** A body larger than this streams without waiting for its end. */
export const GATHER_MAX_BYTES = 512 * 1024;

type ReadResult = ReadableStreamReadResult<Uint8Array>;

interface Gathered {
  parts: Uint8Array[];
  size: number;
  /** The read still running when gathering stopped; `null` once the body is complete. */
  pending: Promise<ReadResult> | null;
}

/** Reads the body until it ends, the delay runs out or the size limit is reached. */
async function gather(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Gathered> {
  const parts: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, GATHER_MS, null);
  });
  try {
    for (;;) {
      const next = reader.read();
      const result = await Promise.race([next, expired]);
      if (result === null) return { parts, size, pending: next };
      if (result.done) return { parts, size, pending: null };
      parts.push(result.value);
      size += result.value.byteLength;
      if (size >= GATHER_MAX_BYTES) return { parts, size, pending: reader.read() };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The rest of a body that streams: what was gathered, then every further chunk. */
async function* remaining(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  gathered: Gathered,
): AsyncGenerator<Uint8Array> {
  let finished = false;
  try {
    if (gathered.size) yield Buffer.concat(gathered.parts, gathered.size);
    let result = await gathered.pending!;
    while (!result.done) {
      yield result.value;
      result = await reader.read();
    }
    finished = true;
  } finally {
    // The client went away: stop the rendering behind the body.
    if (!finished) await reader.cancel().catch(() => {});
  }
}

/**
 * Pipes a streamed body through the compressor, flushing once per burst of chunks (not per chunk):
 * streamed HTML still reaches the browser as soon as React writes it, at a lower cost.
 */
async function compressTo(body: Readable, encoding: 'br' | 'gzip', destination: NodeJS.WritableStream) {
  const zip = compressor(encoding);
  let pending = false;
  body.on('data', () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      if (!zip.writableEnded && !zip.destroyed) zip.flush();
    });
  });
  await pipeline(body, zip, destination);
}

/** A body sent without a length went past `MAX_BODY_BYTES` (answered 413). */
class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large');
  }
}

/** Whether the body of one request went past the limit (set while React Router reads it). */
export interface BodyLimitState {
  exceeded: boolean;
}

/** Passes bytes through, failing once more than `limit` went by (bodies sent without a length). */
function byteLimit(limit: number, state: BodyLimitState): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      state.exceeded = true;
      callback(new BodyTooLargeError());
    },
  });
}

/**
 * The security headers of every answer (`lib/security-headers.server.ts`); the documents add their
 * Content-Security-Policy in `entry.server.tsx`. HSTS: production over HTTPS only; behind a TLS proxy
 * `request.protocol` is `https` once the proxy is trusted (`TRUST_PROXY`). A header the answer already
 * has is kept.
 */
function addSecurityHeaders(request: FastifyRequest, headers: Record<string, string | string[]>): void {
  writeCommonSecurityHeaders(
    { production: process.env.NODE_ENV === 'production', https: request.protocol === 'https' },
    (name, value) => {
      headers[name] ??= value;
    },
  );
}

/**
 * The path and query of the request target, always as a path: `//evil.example/x` stays a path on
 * this shop (it is never resolved against a base as a URL, which would make it another host).
 */
export function requestTarget(rawUrl: string | undefined): string {
  if (rawUrl?.startsWith('/')) return rawUrl;
  if (!rawUrl || rawUrl === '*') return '/';
  // The absolute form (`POST http://host/x HTTP/1.1`): its path and query, on this shop's origin.
  try {
    const url = new URL(rawUrl);
    return url.pathname + url.search;
  } catch {
    return '/';
  }
}

/** The origin of the shop's pages: `PUBLIC_URL`'s, else the scheme and host of the request. */
export function requestOrigin(request: FastifyRequest, canonical: string | null): string {
  if (canonical) return canonical;
  const host = request.host;
  return `${request.protocol}://${host && isHostSyntax(host) ? host.toLowerCase() : 'localhost'}`;
}

/**
 * A Fetch API Request for React Router from Fastify's request. Its URL is the shop's origin followed
 * by the raw path (string concatenation: the origin check of the forms compares with this origin).
 */
export function toFetchRequest(
  request: FastifyRequest,
  signal: AbortSignal,
  canonical: string | null = null,
  bodyLimit: BodyLimitState = { exceeded: false },
): Request {
  const raw = request.raw;
  const url = new URL(requestOrigin(request, canonical) + requestTarget(raw.url));
  // Name/value pairs straight from the raw headers: the Request fills its own header list once.
  const headers: [string, string][] = [];
  const pairs = raw.rawHeaders;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const name = pairs[i]!;
    const lower = name.toLowerCase();
    if (name.startsWith(':') || lower === 'x-request-id' || lower === CLIENT_IP_HEADER) continue;
    headers.push([name, pairs[i + 1]!]);
  }
  headers.push(['x-request-id', String(request.id)]);
  headers.push([CLIENT_IP_HEADER, request.ip]);
  const init: RequestInit & { duplex?: 'half' } = { method: raw.method, headers, signal };
  if (raw.method !== 'GET' && raw.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(raw.pipe(byteLimit(MAX_BODY_BYTES, bodyLimit)));
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Writes a Fetch API Response on Fastify's raw response, compressed when worth it. */
export async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<void> {
  const res = reply.raw;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  headers['x-request-id'] = String(request.id);
  addSecurityHeaders(request, headers);

  const type = response.headers.get('content-type') ?? '';
  const encoding =
    response.body && !response.headers.has('content-encoding') && COMPRESSIBLE.test(type)
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = response.headers.get('vary')
      ? `${response.headers.get('vary')}, Accept-Encoding`
      : 'Accept-Encoding';
    delete headers['content-length'];
  }
  if (!response.body || request.raw.method === 'HEAD') {
    res.writeHead(response.status, response.statusText || undefined, headers);
    res.end();
    await response.body?.cancel().catch(() => {});
    return;
  }
  if (!encoding) {
    res.writeHead(response.status, response.statusText || undefined, headers);
    await pipeline(Readable.fromWeb(response.body as NodeWebStream), res);
    return;
  }

  const reader = response.body.getReader();
  let gathered: Gathered;
  try {
    gathered = await gather(reader);
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
  if (gathered.pending === null) {
    // The whole body is there: one compression, one write, with its length.
    const data =
      gathered.parts.length === 1 ? gathered.parts[0]! : Buffer.concat(gathered.parts, gathered.size);
    const compressed = await compressOnce(data, encoding);
    headers['content-length'] = String(compressed.byteLength);
    res.writeHead(response.status, response.statusText || undefined, headers);
    res.end(compressed);
    return;
  }
  res.writeHead(response.status, response.statusText || undefined, headers);
  await compressTo(Readable.from(remaining(reader, gathered), { objectMode: false }), encoding, res);
}

type NodeWebStream = import('node:stream/web').ReadableStream<Uint8Array>;

const TEXT = 'text/plain; charset=utf-8';
export const BODY_TOO_LARGE = 'La requête est trop volumineuse.';
export const UNKNOWN_HOST = "Cette adresse n'est pas celle de la boutique.";

/**
 * A request on another host than the shop's: with `PUBLIC_URL`, a page read is sent to the same path
 * on the canonical origin (301) and anything else refused; without it, a host that is not trusted is
 * refused (its name would end up in the page's links). `null` when the host is the shop's.
 */
function misdirected(request: FastifyRequest, reply: FastifyReply, origins: ShopOrigins) {
  if (isTrustedHost(origins, request.host)) return null;
  const method = request.raw.method;
  if (origins.canonical !== null && (method === 'GET' || method === 'HEAD')) {
    return reply.redirect(origins.canonical + requestTarget(request.raw.url), 301);
  }
  request.log.warn({ host: request.host }, 'request on a host the shop does not answer on');
  return reply.code(421).type(TEXT).send(UNKNOWN_HOST);
}

/** React Router behind the host check and the body limit, its answer written by `sendFetchResponse`. */
export function storefrontHandler(handle: (request: Request) => Promise<Response>, origins: ShopOrigins) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const wrongHost = misdirected(request, reply, origins);
    if (wrongHost) return wrongHost;
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      return reply.code(413).type(TEXT).send(BODY_TOO_LARGE);
    }
    reply.hijack();
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const bodyLimit: BodyLimitState = { exceeded: false };
    const started = performance.now();
    try {
      const response = await handle(toFetchRequest(request, controller.signal, origins.canonical, bodyLimit));
      if (bodyLimit.exceeded) {
        // The body went past the limit while the action read it: whatever it answered, this is a 413.
        await response.body?.cancel().catch(() => {});
        reply.raw.writeHead(413, { 'content-type': TEXT, connection: 'close' });
        reply.raw.end(BODY_TOO_LARGE);
        return;
      }
      await sendFetchResponse(request, reply, response);
    } catch (error) {
      if (controller.signal.aborted) return;
      const tooLarge = bodyLimit.exceeded;
      if (!tooLarge) request.log.error({ err: error }, 'storefront rendering failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(tooLarge ? 413 : 500, {
          'content-type': TEXT,
          ...(tooLarge ? { connection: 'close' } : {}),
        });
        reply.raw.end(tooLarge ? BODY_TOO_LARGE : 'Une erreur est survenue.');
      } else {
        reply.raw.destroy();
      }
    } finally {
      request.log.info(
        { res: { statusCode: reply.raw.statusCode }, responseTime: Math.round(performance.now() - started) },
        'request completed',
      );
    }
  };
}

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const handle = createSectionedRequestHandler(options.build, options.mode ?? process.env.NODE_ENV);

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      writeCommonSecurityHeaders(
        {
          production: process.env.NODE_ENV === 'production',
          https: (res as { req?: { socket?: { encrypted?: boolean } } }).req?.socket?.encrypted === true,
        },
        (name, value) => res.setHeader(name, value),
      );
      const relative = path.relative(options.clientDir, filePath).split(path.sep).join('/');
      res.setHeader('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  // React Router reads request bodies itself (forms, JSON): leave every body unparsed here. Parsers
  // are copied into child contexts when they register, so the API keeps its own.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.setNotFoundHandler(storefrontHandler(handle, options.origins ?? webConfig().origins));
}
