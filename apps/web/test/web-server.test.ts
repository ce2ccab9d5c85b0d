import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { type ShopOrigins, shopOriginsFrom } from '@cabas/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../app/lib/client-ip.ts';
import { isSameOriginRequest } from '../app/lib/origin.ts';
import {
  BODY_TOO_LARGE,
  GATHER_MS,
  MAX_BODY_BYTES,
  pickEncoding,
  sendFetchResponse,
  storefrontHandler,
  toFetchRequest,
  UNKNOWN_HOST,
} from '../server/web.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q-values', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

function appAnswering(make: () => Response) {
  const app = Fastify();
  app.all('/x', async (request, reply) => {
    reply.hijack();
    await sendFetchResponse(request, reply, make());
  });
  return app;
}

describe('sendFetchResponse', () => {
  const html = `<!DOCTYPE html><html lang="fr"><body>${'<p>Bonjour</p>'.repeat(500)}</body></html>`;
  const page = () => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    headers.append('set-cookie', 'uuid=a; Path=/');
    headers.append('set-cookie', 'magasin_id=12; Path=/');
    return new Response(html, { status: 404, headers });
  };

  it('compresses HTML with brotli and keeps every Set-Cookie', async () => {
    const app = appAnswering(page);
    const res = await app.inject({ url: '/x', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['set-cookie']).toEqual(['uuid=a; Path=/', 'magasin_id=12; Path=/']);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    expect(res.rawPayload.length).toBeLessThan(html.length / 10);
  });

  it('falls back to gzip, and to no compression', async () => {
    const app = appAnswering(page);
    const gz = await app.inject({ url: '/x', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await app.inject({ url: '/x' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('compresses a complete page in one go and sends its length', async () => {
    const app = appAnswering(page);
    const res = await app.inject({ url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['transfer-encoding']).toBeUndefined();
  });

  it('streams a body that is still coming after the gathering delay, compressed, in order', async () => {
    const encoder = new TextEncoder();
    const app = appAnswering(() => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('<!DOCTYPE html><p>coquille</p>'));
          await new Promise((resolve) => setTimeout(resolve, GATHER_MS * 3));
          controller.enqueue(encoder.encode('<p>données différées</p>'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await app.inject({ url: '/x', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-length']).toBeUndefined();
      expect(decode(res.rawPayload).toString()).toBe(
        '<!DOCTYPE html><p>coquille</p><p>données différées</p>',
      );
    }
  });

  it('does not compress images nor answers without a body', async () => {
    const image = appAnswering(
      () => new Response(new Uint8Array(2000), { headers: { 'content-type': 'image/png' } }),
    );
    expect(
      (await image.inject({ url: '/x', headers: { 'accept-encoding': 'br' } })).headers['content-encoding'],
    ).toBeUndefined();
    const redirect = appAnswering(() => new Response(null, { status: 302, headers: { location: '/' } }));
    const res = await redirect.inject({ url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('toFetchRequest', () => {
  it("passes the shopper's address as the server saw it, never the browser's own header", async () => {
    const app = Fastify();
    let seen: string | null = null;
    app.get('/', async (request, reply) => {
      seen = toFetchRequest(request, new AbortController().signal).headers.get(CLIENT_IP_HEADER);
      return reply.send('ok');
    });
    await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.9',
      headers: { host: 'shop.test', [CLIENT_IP_HEADER]: '10.0.0.1' },
    });
    expect(seen).toBe('203.0.113.9');
  });

  it('rebuilds method, URL, headers and body, with the request id', async () => {
    const app = Fastify({ genReqId: () => 'req-42' });
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    let seen:
      | { url: string; method: string; cookie: string | null; id: string | null; body: string }
      | undefined;
    app.post('/magasins/choisir', async (request, reply) => {
      const fetchRequest = toFetchRequest(request, new AbortController().signal);
      seen = {
        url: fetchRequest.url,
        method: fetchRequest.method,
        cookie: fetchRequest.headers.get('cookie'),
        id: fetchRequest.headers.get('x-request-id'),
        body: await fetchRequest.text(),
      };
      return reply.send('ok');
    });
    await app.inject({
      method: 'POST',
      url: '/magasins/choisir?recherche=lyon',
      headers: { host: 'shop.test', cookie: 'uuid=a', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'magasin_id=12&redirectTo=%2F',
    });
    expect(seen).toEqual({
      url: 'http://shop.test/magasins/choisir?recherche=lyon',
      method: 'POST',
      cookie: 'uuid=a',
      id: 'req-42',
      body: 'magasin_id=12&redirectTo=%2F',
    });
  });
});

describe('request body limit', () => {
  it('fails a body sent without length once it goes past the limit', async () => {
    const app = Fastify();
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    let failure: unknown;
    app.post('/x', async (request, reply) => {
      try {
        await toFetchRequest(request, new AbortController().signal).text();
      } catch (error) {
        failure = error;
      }
      return reply.send('ok');
    });
    await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
      payload: 'x'.repeat(MAX_BODY_BYTES + 10),
    });
    expect(failure).toBeInstanceOf(Error);
  });
});

/** The storefront's server with `handle` in place of React Router (which answers 500 when an action throws). */
function storefront(origins: ShopOrigins, handle: (request: Request) => Promise<Response>) {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.setNotFoundHandler(storefrontHandler(handle, origins));
  return app;
}

const readsForm = async (request: Request) => {
  try {
    const form = await request.formData();
    return new Response(`lu ${[...form.keys()].length}`, { headers: { 'content-type': 'text/plain' } });
  } catch {
    return new Response('Une erreur est survenue.', { status: 500 });
  }
};

const echoUrl = async (request: Request) =>
  new Response(request.url, { headers: { 'content-type': 'text/plain' } });

describe('request URL and origin check (issue 17 item 4)', () => {
  function seenRequest(url: string, headers: Record<string, string>, canonical: string | null = null) {
    const app = Fastify();
    let seen: Request | undefined;
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    app.all('*', async (request, reply) => {
      seen = toFetchRequest(request, new AbortController().signal, canonical);
      return reply.send('ok');
    });
    return app.inject({ method: 'POST', url, headers }).then(() => seen!);
  }

  it('keeps a path starting with `//` on the shop: a form posted from another site is refused', async () => {
    for (const path of [
      '//evil.example/ressources/panier',
      '//evil.example',
      '/\\evil.example/ressources/panier',
    ]) {
      const request = await seenRequest(path, { host: 'shop.test', origin: 'http://evil.example' });
      expect(new URL(request.url).host, path).toBe('shop.test');
      expect(isSameOriginRequest(request), path).toBe(false);
    }
    const own = await seenRequest('//evil.example/ressources/panier', {
      host: 'shop.test',
      origin: 'http://shop.test',
    });
    expect(isSameOriginRequest(own)).toBe(true);
  });

  it('builds the URL on PUBLIC_URL when it is set, and never on a malformed Host', async () => {
    const onCanonical = await seenRequest(
      '//evil.example/x?y=1',
      { host: 'shop.test' },
      'https://cabas.example',
    );
    expect(onCanonical.url).toBe('https://cabas.example//evil.example/x?y=1');
    const odd = await seenRequest('/x', { host: 'evil.example/@shop.test' });
    expect(new URL(odd.url).host).toBe('localhost');
  });
});

describe('hosts the storefront answers on (issue 17 item 9)', () => {
  const canonical = shopOriginsFrom({ PUBLIC_URL: 'https://cabas.example', PORT: '3000' });
  const local = shopOriginsFrom({ PORT: '3000', HOST: '0.0.0.0' }, ['192.168.1.20', 'fe80::1%eth0']);

  it('with PUBLIC_URL, sends a page read on another host to the canonical origin, refuses the rest', async () => {
    const app = storefront(canonical, echoUrl);
    const read = await app.inject({ url: '//evil.example/panier?x=1', headers: { host: '127.0.0.1:3000' } });
    expect(read.statusCode).toBe(301);
    expect(read.headers.location).toBe('https://cabas.example//evil.example/panier?x=1');
    const post = await app.inject({ method: 'POST', url: '/connexion', headers: { host: 'evil.example' } });
    expect(post.statusCode).toBe(421);
    expect(post.body).toBe(UNKNOWN_HOST);
    const own = await app.inject({ url: '/panier', headers: { host: 'cabas.example' } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('https://cabas.example/panier');
  });

  it('without PUBLIC_URL, answers on the loopback names and this machine, refuses another host', async () => {
    const app = storefront(local, echoUrl);
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      '192.168.1.20:3000',
      'LOCALHOST:3000',
    ]) {
      const res = await app.inject({ url: '/panier', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toBe(`http://${host.toLowerCase()}/panier`);
    }
    for (const host of ['evil.example', 'localhost:3001', 'localhost']) {
      const res = await app.inject({ url: '/panier', headers: { host } });
      expect(res.statusCode, host).toBe(421);
    }
  });
});

describe('request body limit of the storefront (issue 17 item 13)', () => {
  const origins = shopOriginsFrom({ PORT: '3000' });

  it('answers 413 in French to a chunked form body over the limit, not 500', async () => {
    const app = storefront(origins, readsForm);
    const res = await app.inject({
      method: 'POST',
      url: '/connexion',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      // A stream: sent without a Content-Length.
      payload: Readable.from([
        `email=${'x'.repeat(MAX_BODY_BYTES / 2)}`,
        'x'.repeat(MAX_BODY_BYTES / 2 + 10),
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toBe(BODY_TOO_LARGE);
  });

  it('answers 413 to a declared length over the limit, and reads a small chunked form', async () => {
    const app = storefront(origins, readsForm);
    const declared = await app.inject({
      method: 'POST',
      url: '/connexion',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(declared.statusCode).toBe(413);
    const small = await app.inject({
      method: 'POST',
      url: '/connexion',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      payload: 'a=1&b=2',
    });
    expect(small.statusCode).toBe(200);
    expect(small.body).toBe('lu 2');
  });
});
