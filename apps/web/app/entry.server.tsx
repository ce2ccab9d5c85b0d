/**
 * Server rendering of a document (React Router's default Node entry, with a lighter body stream).
 *
 * React's Node renderer writes its output in 2 KB pieces and calls `flush()` at the end of each
 * rendering pass. The default entry pushes every piece through a `PassThrough` and a stream pump
 * into the Response's body, then the web server reads them back one by one to compress them. Here
 * the pieces of one pass are gathered and handed on as a single chunk: a page usually arrives in
 * two or three chunks instead of a dozen or more, so the whole path (web stream, compression,
 * socket) runs a few times per page instead of once per 2 KB. Streaming is unchanged: each pass
 * still goes out as soon as React finishes it (deferred data keeps streaming in later chunks).
 */
import { EventEmitter } from 'node:events';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { NonceContext } from './lib/nonce.ts';
import { createNonce, setDocumentPolicy } from './lib/security-headers.server.ts';
import { MarkupCacheContext } from './ui/cached-markup.tsx';
import { markupCache } from './ui/markup-cache.server.ts';

/** The server installs the in-process API transport through the build (`server.ts`). */
export { setApiTransport } from './lib/api-transport.server.ts';

/** Deferred data still pending after this long is rejected, and the render stops a second later. */
export const streamTimeout = 5_000;

/** The writable side React renders into (it only needs `write`, `flush`, `end`, `destroy` and events). */
class PassSink extends EventEmitter {
  #parts: Uint8Array[] = [];
  #size = 0;
  #done = false;

  constructor(
    private readonly controller: ReadableStreamDefaultController<Uint8Array>,
    private readonly onFinish: () => void,
  ) {
    super();
  }

  write(chunk: Uint8Array | string): boolean {
    if (this.#done) return false;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (bytes.byteLength) {
      this.#parts.push(bytes);
      this.#size += bytes.byteLength;
    }
    return true;
  }

  /** End of one rendering pass: what it wrote goes on as one chunk (copied: React may reuse views). */
  flush(): void {
    if (this.#done || this.#size === 0) return;
    const chunk = Buffer.concat(this.#parts, this.#size);
    this.#parts = [];
    this.#size = 0;
    this.controller.enqueue(chunk);
  }

  end(): void {
    if (this.#done) return;
    this.flush();
    this.#done = true;
    this.controller.close();
    this.onFinish();
  }

  destroy(error?: unknown): void {
    if (this.#done) return;
    this.#done = true;
    this.#parts = [];
    this.controller.error(error ?? new Error('Rendering stopped'));
    this.onFinish();
  }

  /** The reader went away (client disconnected): React stops rendering. */
  cancel(): void {
    if (this.#done) return;
    this.#done = true;
    this.#parts = [];
    this.onFinish();
    this.emit('close');
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers (and SPA mode) get the complete page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const clear = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    // One nonce per document for every inline script: React Router's, React's and root.tsx's.
    const nonce = createNonce();
    setDocumentPolicy(responseHeaders, nonce);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <MarkupCacheContext value={markupCache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </MarkupCacheContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          let sink: PassSink | undefined;
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              sink = new PassSink(controller, clear);
            },
            cancel() {
              sink?.cancel();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(sink as unknown as NodeJS.WritableStream);
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clear();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell reject and are logged by React Router; later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
