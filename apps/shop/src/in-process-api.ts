/**
 * The api client's transport when the API is served by this same process: each call is handed to
 * the API's Fastify routes with `inject` (same hooks, validation, errors and serialisation as over
 * HTTP, the caller still seen as 127.0.0.1), and answered as a Fetch API `Response`. As over HTTP, the
 * API counts its limits per shopper from the signed address the api client adds to each call
 * (`lib/end-user.server.ts`). A call to another address goes out with the real `fetch`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

type Fetch = typeof fetch;

/** Marks the storefront's own calls; its value is a secret of this process. */
const IN_PROCESS_HEADER = 'x-cabas-appel-interne';

/**
 * The parts of a Fetch `Response` the api client reads, over the text the API wrote. A real
 * `Response` would turn that text into bytes and read them back through a stream and a decoder:
 * about a quarter of the server's CPU on `/panier` with 30 lines (three calls, one a 60 kB cart).
 */
class InProcessResponse {
  readonly ok: boolean;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    private readonly content: string | null,
    /** The bytes of an answer that is not text (a PDF), as the API sent them. */
    private readonly bytes: Buffer | null = null,
  ) {
    this.ok = status >= 200 && status <= 299;
  }
  get body(): ReadableStream<Uint8Array> | null {
    return this.content === null ? null : new Response(this.content).body;
  }
  text(): Promise<string> {
    return Promise.resolve(this.content ?? '');
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.bytes ?? Buffer.from(this.content ?? '', 'utf8');
    return Promise.resolve(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);

function headerPairs(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!init) return out;
  new Headers(init).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * The transport; call it before the app is ready: it adds the hook that hands the API's answers of
 * these calls over as they are written (a string), instead of as bytes.
 */
export function inProcessApiFetch(app: FastifyInstance, apiBaseUrl: string): Fetch {
  const base = new URL(apiBaseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const secret = randomUUID();
  const answers = new WeakMap<object, string>();
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload !== 'string' || request.headers[IN_PROCESS_HEADER] !== secret) return payload;
    answers.set(request.raw, payload);
    return '';
  });
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const path = url.pathname;
    if (url.origin !== base.origin || !(path === prefix || path.startsWith(`${prefix}/`)))
      return globalThis.fetch(input, init);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw abortError(signal);
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string')
      throw new TypeError('in-process API calls take a string body');
    const injected = app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: path + url.search,
      headers: { ...headerPairs(init?.headers), [IN_PROCESS_HEADER]: secret },
      ...(typeof body === 'string' ? { payload: body } : {}),
      remoteAddress: '127.0.0.1',
    });
    const answer = signal
      ? await new Promise<Awaited<typeof injected>>((resolve, reject) => {
          const onAbort = () => reject(abortError(signal));
          signal.addEventListener('abort', onAbort, { once: true });
          injected.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
        })
      : await injected;
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else headers.set(name, String(value));
    }
    headers.delete('content-length');
    const bodyless = BODYLESS_STATUSES.has(answer.statusCode);
    const text = answers.get(answer.raw.req);
    const content = bodyless ? null : (text ?? answer.payload);
    // An answer sent as bytes (a PDF) never went through the text hook: its bytes are kept as they are.
    const bytes = bodyless || text !== undefined ? null : answer.rawPayload;
    return new InProcessResponse(
      answer.statusCode,
      answer.statusMessage,
      headers,
      content,
      bytes,
    ) as unknown as Response;
  }) as Fetch;
}
