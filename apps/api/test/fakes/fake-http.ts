import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Shared plumbing of the local fakes of payment providers: a server on 127.0.0.1, bodies, answers. */

export type Handler = (
  request: IncomingMessage,
  url: URL,
  body: string,
  response: ServerResponse,
) => Promise<unknown>;

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (port 0: one the system picks); an exception answers 500 with its message. */
export async function listen(port: number, handler: Handler): Promise<RunningServer> {
  const server: Server = createServer((request, response) => {
    readBody(request)
      .then((body) => handler(request, new URL(request.url ?? '/', 'http://127.0.0.1'), body, response))
      .catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { message: String(error) });
        else response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake has no TCP address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

/** 303: the browser follows with a GET, as after a payment form's POST. */
export function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

/** The first value of a header, whatever its case. */
export function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** A provider-style id: a prefix and random letters and digits. */
export function randomId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export interface WebhookAnswer {
  status: number;
  body: string;
}

/** Posts a webhook and waits for the shop's answer; a shop that is down answers status 0. */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<WebhookAnswer> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: answer.status, body: await answer.text() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

/** Remembers the first answer given under each idempotency key, with what it was asked. */
export class IdempotencyKeys<Answer> {
  private readonly answers = new Map<string, { request: string; answer: Answer }>();

  /** The answer kept for this key: `same` tells whether it was asked with the same request. */
  find(key: string, request: string): { answer: Answer; same: boolean } | null {
    const kept = this.answers.get(key);
    return kept ? { answer: kept.answer, same: kept.request === request } : null;
  }

  keep(key: string, request: string, answer: Answer) {
    this.answers.set(key, { request, answer });
  }
}
