import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { parseTrustProxy, TrustProxyError } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('refuses `true` (any peer trusted) and anything that is not an address, a network or a count', () => {
    expect(() => parseTrustProxy('true')).toThrow(TrustProxyError);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true n'est plus accepté/);
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,,', 'proxy.example', '::1/129', '10.0.0.0/8/1'])
      expect(() => parseTrustProxy(value), value).toThrow(TrustProxyError);
  });

  it('takes addresses, networks, proxy-addr names or a hop count', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('gives 429 to 25 wrong logins from one untrusted peer, whatever X-Forwarded-For it sends', async () => {
    const { database, drop } = await freshDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-test-data-'));
    const app = await buildApp({
      database,
      config: { publicUrl: 'http://localhost:3000', dataDir, authRateLimitMax: 5 },
      fastify: { trustProxy: parseTrustProxy('127.0.0.1,10.0.0.0/8') },
    });
    try {
      await app.ready();
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/token',
          remoteAddress: '198.51.100.7',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          payload: { grant_type: 'password', email: `${randomUUID()}@exemple.fr`, password: 'mauvais-1' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ message: messages.tooManyAttempts });
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual(Array(20).fill(429));

      // A trusted proxy's X-Forwarded-For is read: the shopper behind it is counted apart.
      const behindProxy = await app.inject({
        method: 'POST',
        url: '/api/auth/token',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '203.0.113.99' },
        payload: { grant_type: 'password', email: `${randomUUID()}@exemple.fr`, password: 'mauvais-1' },
      });
      expect(behindProxy.statusCode).toBe(401);
    } finally {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
