import { createServer } from 'node:http';
import type { TestApp } from '../test-app.ts';

/**
 * A local address that hands each request to the test app (`inject`): a provider's fake posts its
 * webhooks there as the real provider posts them to the shop's public address. `target` is read at
 * each request, so the relay can start before the app it serves.
 */
export async function startInjectRelay(target: () => TestApp | undefined) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const t = target();
      if (!t) {
        response.writeHead(503).end();
        return;
      }
      const answer = await t.app.inject({
        method: request.method as 'POST',
        url: request.url ?? '/',
        headers: request.headers,
        payload: Buffer.concat(chunks),
      });
      response.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? '') });
      response.end(answer.rawPayload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('relay has no address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
