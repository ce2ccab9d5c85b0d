/**
 * The api client's transport when the API is served by this same process: each call is handed to
 * the API's Fastify routes with `inject` (same hooks, validation, errors and serialisation as over
 * HTTP, the caller still seen as 127.0.0.1), and answered as a Fetch API `Response`. A call to
 * another address goes out with the real `fetch`.
 */
import type { FastifyInstance } from 'fastify';

type Fetch = typeof fetch;

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

export function inProcessApiFetch(app: FastifyInstance, apiBaseUrl: string): Fetch {
  const base = new URL(apiBaseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
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
      headers: headerPairs(init?.headers),
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
    const payload = answer.rawPayload;
    // Node's pool buffers are ArrayBuffers: the view shares the payload's bytes without a copy.
    const content = new Uint8Array(payload.buffer as ArrayBuffer, payload.byteOffset, payload.byteLength);
    return new Response(BODYLESS_STATUSES.has(answer.statusCode) ? null : content, {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers,
    });
  }) as Fetch;
}
