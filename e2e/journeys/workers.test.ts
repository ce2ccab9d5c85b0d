/**
 * The shop served by two processes (WEB_CONCURRENCY=2, README "Production"): both workers share the
 * SQLite file and the port; concurrent writes through both never fail nor lose a line, and a login
 * lockout counted by one worker holds in the other (Redis). Not a browser journey: it starts its own
 * shop next to the journeys' one, on a Redis database of its own.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShopServer } from '../support/shop-server.ts';

const REDIS_DB = 7;
// biome-ignore lint/suspicious/noExplicitAny: API answers read loosely in a test
type Json = any;
interface Card {
  id: number;
  attributes: { en_stock: boolean; pft: unknown; is_pro: boolean; qte_pas: number; types_panier: string[] };
}
const redisUrl = process.env.REDIS_URL;

/** Empties this test's Redis database (counters of an earlier run). */
function flushRedisDb(url: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname, () =>
      socket.write(`SELECT ${REDIS_DB}\r\nFLUSHDB\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.split('\r\n').length > 2) {
        socket.end();
        answer.startsWith('+OK\r\n+OK') ? resolve() : reject(new Error(`Redis: ${answer}`));
      }
    });
    socket.on('error', reject);
  });
}

/** One request on a connection of its own, so that the cluster's round robin spreads them. */
function call(
  base: string,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${pathname}`,
      {
        method,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.skipIf(!redisUrl)('the shop on two processes (WEB_CONCURRENCY=2)', () => {
  let shop: ShopServer | undefined;
  let base = '';

  beforeAll(async () => {
    const url = new URL(redisUrl!);
    await flushRedisDb(url);
    url.pathname = `/${REDIS_DB}`;
    shop = await startShopServer({ REDIS_URL: url.toString(), WEB_CONCURRENCY: '2' });
    base = shop.baseUrl;
  });

  afterAll(async () => {
    await shop?.stop();
  });

  it('runs two workers under the process that prepared the database', () => {
    const children = execFileSync('pgrep', ['-P', String(shop!.process.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(children).toHaveLength(2);
  });

  it('adds 40 products at once through both workers without an error or a lost line', async () => {
    const store = 2;
    const uuid = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
    const list = await call(base, 'GET', `/api/magasins/${store}/recherche?query=lait&page-size=48`);
    expect(list.status).toBe(200);
    const ids: number[] = list.json.data.attributes.product_list.data
      .filter(
        ({ attributes: a }: Card) =>
          a.en_stock && !a.pft && !a.is_pro && a.qte_pas === 1 && a.types_panier.includes('drive'),
      )
      .map((card: Card) => Number(card.id))
      .slice(0, 40);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    const answers = await Promise.all(
      ids.map((id) =>
        call(
          base,
          'PUT',
          `/api/magasins/${store}/panier/lignes/${id}`,
          { quantite: 1, type_panier: 'drive' },
          {
            'x-uuid': uuid,
          },
        ),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const cart = await call(base, 'GET', `/api/magasins/${store}/panier?type_panier=drive`, undefined, {
      'x-uuid': uuid,
    });
    expect(cart.json.data.lignes_panier.map((l: { produit_id: number }) => l.produit_id).sort()).toEqual(
      [...ids].sort(),
    );
  });

  it('keeps the failures counted by one worker in the other (captcha step after five)', async () => {
    const email = `verrou-${Date.now()}@exemple.fr`;
    for (let i = 0; i < 5; i++) {
      const res = await call(base, 'POST', '/api/auth/token', {
        grant_type: 'password',
        email,
        password: 'Mauvais1',
      });
      expect(res.status).toBe(401);
      expect(res.json.code).not.toBe('captcha_requis');
    }
    // Ten new connections: whichever worker takes them, this address must now solve the captcha.
    for (let i = 0; i < 10; i++) {
      const res = await call(base, 'POST', '/api/auth/token', {
        grant_type: 'password',
        email,
        password: 'Mauvais1',
      });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('captcha_requis');
    }
  });
});
