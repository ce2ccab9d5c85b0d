/**
 * The storefront's HTTP client for the Cabas API.
 *
 * - base URL and time limit come from the configuration (`API_URL`, `API_TIMEOUT_MS`);
 * - every call carries the common headers: no-cache, the vendor v1 `Accept` type, the auth-scheme
 *   marker, app id 1, a browser/version/screen signature, the session uuid and, when there is one,
 *   the bearer token (JSON `Content-Type` goes with the calls that have a JSON body);
 * - a GET is retried once on 408, 409, 425, 429, 500, 502, 503, 504 (and when the connection
 *   failed before any answer); other methods are never retried;
 * - an answer with a status from 400 to 599 is raised as an `ApiError` carrying the request, the
 *   response, the decoded data and the resolved status (`status_code`, else the HTTP status, else
 *   500; 504 when no answer came, time limit included), with the shop's French messages for 403
 *   and 429;
 * - a call flagged `needsClientToken` made without a shopper's token carries the storefront's anonymous
 *   client-credentials token (cached 10 minutes, `app-token.server.ts`); when the API
 *   refuses that token (401), it is dropped and the call is made once more with a new one.
 */
import {
  API_APP_ID,
  API_AUTH_SCHEME,
  API_HEADERS,
  API_MEDIA_TYPE,
  type ApiErrorCode,
  type EndpointCall,
  type EndpointDefinition,
  type EndpointErrorCode,
  type EndpointResponse,
  endpointPath,
  messages,
  SHOP_ORIGIN_HEADER,
} from '@cabas/contracts';
import { apiTransport } from './api-transport.server.ts';
import type { AppTokenSource } from './app-token.server.ts';
import { endUserHeaders } from './end-user.server.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Statuses after which a GET is tried a second time. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Status used when no answer came back (network failure or time limit). */
export const NO_RESPONSE_STATUS = 504;

export interface ApiRequestInfo {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** 1 for the first try, 2 for the retry. */
  attempt: number;
}

export interface ApiResponseInfo {
  status: number;
  statusText: string;
  headers: Headers;
}

/** What React Router reads from a thrown `data(...)` value: its status becomes the route error's. */
interface RouteErrorShape {
  type: 'DataWithResponseInit';
  init: { status: number; statusText: string };
}

/**
 * A refused or failed call. `C` is the codes its call declares (`isApiError(error, endpoint)` narrows
 * to them, decision 102), so that the web switches on a call's codes, checked by the compiler.
 */
export class ApiError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  override readonly name = 'ApiError';
  /** The declaration of the call that was refused (`call`, `download`); null for a bare `request`. */
  endpoint: EndpointDefinition | null = null;
  readonly status: number;
  readonly request: ApiRequestInfo;
  readonly response: ApiResponseInfo | null;
  readonly data: unknown;
  /** Set on a 429 only (see the constructor). */
  declare readonly type?: RouteErrorShape['type'];
  declare readonly init?: RouteErrorShape['init'];

  constructor(init: {
    status: number;
    message: string;
    request: ApiRequestInfo;
    response: ApiResponseInfo | null;
    data: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.request = init.request;
    this.response = init.response;
    this.data = init.data;
    // A limit reached (429) is the shopper's 429 page wherever a loader or an action lets it through,
    // never a 500 page: React Router takes a thrown value of this shape as a route error with this
    // status (the API's answer as its data), while callers still catch it as an ApiError.
    if (init.status === 429) {
      const shape: RouteErrorShape = {
        type: 'DataWithResponseInit',
        init: { status: 429, statusText: 'Too Many Requests' },
      };
      Object.assign(this, shape);
    }
  }

  /** Field errors of a 422 answer (`errors`), keyed by field path. */
  get fieldErrors(): Record<string, string[]> | undefined {
    const errors = isRecord(this.data) ? this.data.errors : undefined;
    return isRecord(errors) ? (errors as Record<string, string[]>) : undefined;
  }

  /**
   * The stable error code of the answer (API_ERROR_CODES), for the web to branch on: one of its call's
   * codes or the platform's; undefined when no answer came (`isNoResponse`) or the body had none.
   */
  get code(): C | undefined {
    const code = isRecord(this.data) ? this.data.code : undefined;
    return typeof code === 'string' ? (code as C) : undefined;
  }

  /** Whether the answer's code is one of these: with `isApiError(error, endpoint)`, the call's codes only. */
  hasCode(...codes: readonly C[]): boolean {
    const code = this.code;
    return code !== undefined && codes.includes(code);
  }

  /** True when no answer came back at all (connection failure or time limit). */
  get isNoResponse(): boolean {
    return this.response === null;
  }
}

/**
 * An error of the API client; given a declaration, an error of that call (not of another declared
 * call), its `code` typed with the codes the call declares and the platform's, so that a branch on a
 * code the call cannot answer does not compile.
 */
export function isApiError(error: unknown): error is ApiError;
export function isApiError<E extends EndpointDefinition>(
  error: unknown,
  endpoint: E,
): error is ApiError<EndpointErrorCode<E>>;
export function isApiError(error: unknown, endpoint?: EndpointDefinition): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return endpoint === undefined || error.endpoint === null || error.endpoint === endpoint;
}

/** Marks an error raised by a declared call with its declaration (see `isApiError`). */
function raisedBy(endpoint: EndpointDefinition, error: unknown): never {
  if (error instanceof ApiError) error.endpoint = endpoint;
  throw error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The status of an error: the response data's `status_code`, else the HTTP status, else 500. */
export function resolveStatus(data: unknown, httpStatus: number | null | undefined): number {
  const code = isRecord(data) ? data.status_code : undefined;
  if (typeof code === 'number' && Number.isInteger(code) && code >= 100 && code <= 599) return code;
  if (typeof code === 'string' && /^[1-5]\d\d$/.test(code)) return Number(code);
  if (typeof httpStatus === 'number' && httpStatus >= 100 && httpStatus <= 599) return httpStatus;
  return 500;
}

/** The French message shown for an error status. */
export function errorMessage(status: number, data: unknown, noResponse = false): string {
  if (status === 403) return messages.tooManyWrongAttempts;
  if (status === 429) return messages.tooManyAttempts;
  if (noResponse) return messages.temporaryError;
  const message = isRecord(data) ? data.message : undefined;
  return typeof message === 'string' && message.trim() ? message : messages.generic;
}

/**
 * A short browser/version/screen signature from the User-Agent (for example `chrome/126/d`);
 * the screen is `m` (mobile) or `d` (desktop), the page tracking codes of the specification.
 */
export function clientSignature(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browsers: [string, RegExp][] = [
    ['edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['opera', /(?:OPR|Opera)\/(\d+)/],
    ['samsung', /SamsungBrowser\/(\d+)/],
    ['firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['chrome', /(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
    ['safari', /Version\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//],
  ];
  let browser = 'other';
  let version = '0';
  for (const [name, pattern] of browsers) {
    const match = pattern.exec(ua);
    if (match?.[1]) {
      browser = name;
      version = match[1];
      break;
    }
  }
  const screen = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone/i.test(ua) ? 'm' : 'd';
  return `${browser}/${version}/${screen}`;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
  if (query) {
    for (const [key, raw] of Object.entries(query)) {
      const values = Array.isArray(raw) ? raw : [raw];
      for (const value of values as QueryValue[]) {
        if (value === undefined || value === null) continue;
        url.searchParams.append(key, String(value));
      }
    }
  }
  return url.toString();
}

export interface ApiClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Session uuid (cookie `uuid`), sent as the uuid header. */
  uuid?: string | null;
  /** Bearer token of the logged-in user or of the client-credentials call. */
  token?: string | null;
  /** The shopper's User-Agent, for the signature header. */
  userAgent?: string | null;
  /** The incoming request id, forwarded so logs can be correlated. */
  requestId?: string | null;
  /**
   * The shopper's address (`x-end-user-ip`, signed with the storefront's secret): the API believes it
   * only from the storefront itself, for rate limits, lockouts and burst limits counted per shopper.
   */
  endUserIp?: string | null;
  /**
   * The origin the shopper is on (SHOP_ORIGIN_HEADER): the API builds the payment return and e-mail
   * links on it when its host is trusted, so that she comes back with her cookies.
   */
  shopOrigin?: string | null;
  /** Optional bot-protection token. */
  botToken?: string | null;
  /** The anonymous client token, for the calls flagged `needsClientToken`. */
  clientToken?: AppTokenSource;
  /** Pause before the single retry of a GET, in milliseconds (default 100). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * An anonymous call the API accepts only with an application token (sign-up, forgotten password):
   * without a shopper's token, the client-credentials token is sent.
   */
  needsClientToken?: boolean;
}

/** The arguments of `call`: the declared parts (params, query, body) and the transport options. */
export type CallArgs<E extends EndpointDefinition> = EndpointCall<E> & Omit<RequestOptions, 'query' | 'body'>;

/** The arguments of a declared call: optional when the declaration has no required part. */
export type CallRest<E extends EndpointDefinition> =
  Record<never, never> extends EndpointCall<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** A document the API answered (`download`): its bytes, type and the file name it suggests. */
export interface DownloadedFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string | null;
}

export interface ApiResult<T> {
  data: T;
  status: number;
  headers: Headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (/[/+]json\b/i.test(type) || /^[[{]/.test(text.trimStart())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? apiTransport();
  // Worked out on the first call only: most pages are served from cached API answers.
  let signature: string | undefined;
  function signatureHeader(): string {
    signature ??= clientSignature(options.userAgent);
    return signature;
  }

  function headersFor(hasBody: boolean, extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = {
      'cache-control': 'no-cache',
      accept: API_MEDIA_TYPE,
      [API_HEADERS.authScheme]: API_AUTH_SCHEME,
      [API_HEADERS.appId]: API_APP_ID,
      [API_HEADERS.signature]: signatureHeader(),
    };
    // A JSON content type on a call without a body would make the API refuse it as an empty JSON body.
    if (hasBody) headers['content-type'] = 'application/json';
    if (options.uuid) headers[API_HEADERS.uuid] = options.uuid;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.botToken) headers[API_HEADERS.botToken] = options.botToken;
    if (options.requestId) headers[API_HEADERS.requestId] = options.requestId;
    if (options.endUserIp) Object.assign(headers, endUserHeaders(options.endUserIp));
    if (options.shopOrigin) headers[SHOP_ORIGIN_HEADER] = options.shopOrigin;
    return { ...headers, ...extra };
  }

  async function attempt<T>(request: ApiRequestInfo, init: RequestOptions): Promise<ApiResult<T>> {
    const timeoutMs = init.timeoutMs ?? options.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    let data: unknown;
    try {
      response = await doFetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
      data = await readBody(response);
    } catch (cause) {
      const timedOut = timeout.aborted;
      throw new ApiError({
        status: NO_RESPONSE_STATUS,
        message: errorMessage(NO_RESPONSE_STATUS, undefined, true),
        request,
        response: null,
        data: { timeout: timedOut, aborted: Boolean(init.signal?.aborted) },
        cause,
      });
    }
    const info: ApiResponseInfo = {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    };
    if (response.status >= 400 && response.status <= 599) {
      const status = resolveStatus(data, response.status);
      throw new ApiError({ status, message: errorMessage(status, data), request, response: info, data });
    }
    return { data: data as T, status: response.status, headers: response.headers };
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    init: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const source = init.needsClientToken && !options.token ? options.clientToken : undefined;
    if (source) {
      const token = await source.get();
      try {
        return await send<T>(method, path, init, token);
      } catch (error) {
        if (!(isApiError(error) && error.response?.status === 401)) throw error;
        source.invalidate(token);
        return send<T>(method, path, init, await source.get());
      }
    }
    return send<T>(method, path, init);
  }

  async function send<T>(
    method: HttpMethod,
    path: string,
    init: RequestOptions,
    clientToken?: string,
  ): Promise<ApiResult<T>> {
    const hasBody = init.body !== undefined;
    const extra = clientToken ? { ...init.headers, authorization: `Bearer ${clientToken}` } : init.headers;
    const base: Omit<ApiRequestInfo, 'attempt'> = {
      method,
      url: buildUrl(options.baseUrl, path, init.query),
      headers: headersFor(hasBody, extra),
      ...(hasBody ? { body: init.body } : {}),
    };
    try {
      return await attempt<T>({ ...base, attempt: 1 }, init);
    } catch (error) {
      if (!(method === 'GET' && isApiError(error) && shouldRetry(error) && !init.signal?.aborted))
        throw error;
      await sleep(options.retryDelayMs ?? 100);
      return attempt<T>({ ...base, attempt: 2 }, init);
    }
  }

  /**
   * One declared API call (`endpoints.*` of @cabas/contracts): its path filled from `params`, its
   * answer typed by the declaration's response schema, which the API serialises it through.
   */
  async function call<E extends EndpointDefinition>(
    endpoint: E,
    ...[args]: CallRest<E>
  ): Promise<EndpointResponse<E>> {
    const { params, query, body, ...init } = (args ?? {}) as CallArgs<EndpointDefinition> & {
      params?: Record<string, unknown>;
      query?: Query;
      body?: unknown;
    };
    const path = endpointPath(endpoint, params);
    const result = await request<EndpointResponse<E>>(endpoint.method, path, { ...init, query, body }).catch(
      (error: unknown) => raisedBy(endpoint, error),
    );
    return result.data;
  }

  /**
   * A declared call whose answer is a document (`contentType`, such as a PDF): its bytes, content
   * type and file name, instead of text. Errors are raised as for `call`.
   */
  function download<E extends EndpointDefinition & { contentType: string }>(
    endpoint: E,
    ...rest: CallRest<E>
  ): Promise<DownloadedFile> {
    return fetchDocument(endpoint, ...rest).catch((error: unknown) => raisedBy(endpoint, error));
  }

  async function fetchDocument<E extends EndpointDefinition & { contentType: string }>(
    endpoint: E,
    ...[args]: CallRest<E>
  ): Promise<DownloadedFile> {
    const { params, query, ...init } = (args ?? {}) as CallArgs<EndpointDefinition> & {
      params?: Record<string, unknown>;
      query?: Query;
    };
    const url = buildUrl(options.baseUrl, endpointPath(endpoint, params), query);
    const request: ApiRequestInfo = {
      method: endpoint.method,
      url,
      headers: headersFor(false, init.headers),
      attempt: 1,
    };
    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers: request.headers,
        signal: AbortSignal.timeout(init.timeoutMs ?? options.timeoutMs),
      });
    } catch (cause) {
      throw new ApiError({
        status: NO_RESPONSE_STATUS,
        message: errorMessage(NO_RESPONSE_STATUS, undefined, true),
        request,
        response: null,
        data: undefined,
        cause,
      });
    }
    if (response.status >= 400) {
      const data = await readBody(response);
      const status = resolveStatus(data, response.status);
      const info = { status: response.status, statusText: response.statusText, headers: response.headers };
      throw new ApiError({ status, message: errorMessage(status, data), request, response: info, data });
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? endpoint.contentType,
      fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
    };
  }

  return {
    options,
    request,
    call,
    download,
  };
}

function shouldRetry(error: ApiError): boolean {
  if (error.response) return RETRYABLE_STATUSES.has(error.response.status);
  // No answer: retry a failed connection, not a call that already used up its time limit.
  return !(isRecord(error.data) && error.data.timeout === true);
}
