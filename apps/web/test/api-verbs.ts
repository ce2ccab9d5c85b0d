import type { ApiClient, HttpMethod, RequestOptions } from '../app/lib/api-client.server.ts';

/**
 * Raw-path verbs over the client's transport (`request`), for the transport's own tests only: the
 * shop itself calls the API through declarations (`call`).
 */
export function withVerbs<C extends { request: ApiClient['request'] }>(api: C) {
  const data = async <T>(method: HttpMethod, path: string, init?: RequestOptions) =>
    (await api.request<T>(method, path, init)).data;
  return Object.assign(api, {
    get: <T = unknown>(path: string, init?: Omit<RequestOptions, 'body'>) => data<T>('GET', path, init),
    post: <T = unknown>(path: string, body?: unknown, init?: RequestOptions) =>
      data<T>('POST', path, { ...init, body }),
    put: <T = unknown>(path: string, body?: unknown, init?: RequestOptions) =>
      data<T>('PUT', path, { ...init, body }),
    patch: <T = unknown>(path: string, body?: unknown, init?: RequestOptions) =>
      data<T>('PATCH', path, { ...init, body }),
    delete: <T = unknown>(path: string, init?: RequestOptions) => data<T>('DELETE', path, init),
  });
}
