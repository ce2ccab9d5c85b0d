/**
 * How the api client reaches the API. By default over HTTP (`fetch` to `API_URL`). When the API runs
 * in the same process as the storefront (`npm start`, no `API_URL`), the server installs an
 * in-process transport instead (`server/in-process-api.ts`): the same routes, validation and
 * answers, without a loopback socket, an HTTP parser and a client pool on each call.
 */
export type ApiTransport = typeof fetch;

let transport: ApiTransport | undefined;

/** Installs the transport of every api client created from now on (the server, once, at start). */
export function setApiTransport(next: ApiTransport | undefined): void {
  transport = next;
}

export function apiTransport(): ApiTransport {
  return transport ?? globalThis.fetch;
}
