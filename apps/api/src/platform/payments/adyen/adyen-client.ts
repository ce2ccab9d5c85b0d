import { request as httpRequest } from 'node:http';
import adyen from '@adyen/api-library';
import type { AdyenConfig } from './adyen-config.ts';

// The library is CommonJS: Node's ESM loader sees only its default export.
const { CheckoutAPI, Client, EnvironmentEnum, HttpClientException, HttpURLConnectionClient } = adyen;

export type AdyenCheckout = InstanceType<typeof CheckoutAPI>;
type HttpClient = NonNullable<ConstructorParameters<typeof Client>[1]>;
type Call = Parameters<HttpClient['request']>;

/** An unanswered call fails after this long (the library has no timeout of its own). */
const TIMEOUT_MS = 20_000;

/**
 * The Checkout API of the library's version (v72 for 32.1.0): `https://checkout-test.adyen.com/v72`
 * in TEST, `https://{prefix}-checkout-live.adyenpayments.com/checkout/v72` in LIVE. Tests intercept
 * the TEST host with nock. `apiOrigin` sends the same paths to another origin instead (a local fake
 * of Adyen in the journeys, e.g. `http://127.0.0.1:12112` → `http://127.0.0.1:12112/v72/sessions`).
 */
export function adyenCheckout(config: AdyenConfig, apiOrigin?: string): AdyenCheckout {
  const client = new Client(
    {
      apiKey: config.apiKey,
      environment: config.environment === 'LIVE' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      ...(config.liveUrlPrefix ? { liveEndpointUrlPrefix: config.liveUrlPrefix } : {}),
      applicationName: 'cabas',
    },
    apiOrigin ? new OtherOriginClient(new URL(apiOrigin)) : undefined,
  );
  client.setTimeouts(TIMEOUT_MS);
  return new CheckoutAPI(client);
}

/**
 * The library builds every endpoint on Adyen's hosts and its own client speaks only https (it calls
 * `https.request`): this one moves the endpoint to the given origin and, for a plain-http origin,
 * sends it itself, failing the way the library does (`HttpClientException` with Adyen's
 * `status` and `errorCode`), which is what the gateway reads.
 */
class OtherOriginClient implements HttpClient {
  private readonly library = new HttpURLConnectionClient();

  constructor(private readonly origin: URL) {}

  request(...[endpoint, json, config, isApiKeyRequired, options = {}]: Call): Promise<string> {
    const target = new URL(new URL(endpoint).pathname, this.origin);
    if (target.protocol === 'https:')
      return this.library.request(target.href, json, config, isApiKeyRequired, options);
    const { params, idempotencyKey, method = 'POST' } = options;
    if (params)
      target.search = new URLSearchParams(
        params as ConstructorParameters<typeof URLSearchParams>[0],
      ).toString();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-api-key': config.apiKey ?? '',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    return new Promise((resolve, reject) => {
      const call = httpRequest(
        target,
        { method, headers, timeout: config.connectionTimeoutMillis },
        (answer) => {
          let body = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => {
            body += chunk;
          });
          answer.on('end', () => {
            const status = answer.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(body);
            else reject(exceptionOf(status, body));
          });
          answer.on('error', reject);
        },
      );
      call.on('timeout', () => call.destroy(new Error(`Adyen call to ${target.href} timed out`)));
      call.on('error', reject);
      call.end(json);
    });
  }
}

function exceptionOf(status: number, body: string) {
  let error: { status?: number; errorCode?: string; message?: string } = {};
  try {
    error = JSON.parse(body);
  } catch {
    // Not Adyen's JSON error: the HTTP status alone.
  }
  const statusCode = typeof error.status === 'number' ? error.status : status;
  return new HttpClientException({
    message: `HTTP Exception: ${statusCode}. ${error.message ?? ''}`.trim(),
    statusCode,
    ...(error.errorCode ? { errorCode: error.errorCode } : {}),
    responseBody: body,
  });
}
