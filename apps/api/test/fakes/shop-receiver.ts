import { createServer, type IncomingHttpHeaders } from 'node:http';
import nock from 'nock';
import type { WebhookParse } from '../../src/platform/payments/gateway.ts';

/**
 * The shop's end of the webhooks in the fakes' tests: a local server that hands each delivery's
 * raw bytes and headers to `parse` (the real gateway's `parseWebhook`) and keeps what it said.
 */
export interface ShopReceiver {
  url: string;
  parses: WebhookParse[];
  close(): Promise<void>;
}

export async function startShopReceiver(
  parse: (rawBody: string, headers: IncomingHttpHeaders) => Promise<WebhookParse>,
): Promise<ShopReceiver> {
  const parses: WebhookParse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const result = await parse(Buffer.concat(chunks).toString('utf8'), request.headers);
      parses.push(result);
      response.writeHead(result.ok ? 200 : 401, { 'content-type': 'text/plain' });
      response.end(result.ok ? '[accepted]' : result.reason);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}/webhook`,
    parses,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Other files of the worker (vitest `isolate: false`) intercept HTTP with nock and may have left
 * real connections off: these tests talk to 127.0.0.1 for real.
 */
export function allowLocalConnections() {
  if (nock.isActive()) nock.enableNetConnect('127.0.0.1');
}

/** Posts a hosted page's form as a browser would, without following the redirect. */
export function submit(pageUrl: string, fields: Record<string, string>) {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The form's action and hidden fields of a page (the 3-D Secure step posts them back). */
export function formOf(html: string, origin: string): { action: string; hidden: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  return { action: new URL(action.replaceAll('&amp;', '&'), origin).href, hidden };
}
