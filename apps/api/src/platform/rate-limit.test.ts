import { randomUUID } from 'node:crypto';
import { messages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const hit = (t: {
  app: { inject: (o: { method: 'GET'; url: string }) => Promise<{ statusCode: number; json(): unknown }> };
}) => t.app.inject({ method: 'GET', url: '/api/infos' });

describe('rate limits (doc 1 §8)', () => {
  it('answers bursts with 429 and the French message', async () => {
    const t = await createTestApp({ rateLimit: { max: 3, timeWindow: '1 minute' } });
    try {
      for (let i = 0; i < 3; i++) expect((await hit(t)).statusCode).toBe(200);
      const limited = await hit(t);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status_code: 429, message: messages.tooManyAttempts });
    } finally {
      await t.close();
    }
  });

  it.skipIf(!process.env.REDIS_URL)('counts across API processes through Redis', async () => {
    const shared = { max: 3, timeWindow: '1 minute', nameSpace: `cabas-rl-test-${randomUUID()}:` };
    const a = await createTestApp({ redisUrl: process.env.REDIS_URL, rateLimit: shared });
    const b = await createTestApp({ redisUrl: process.env.REDIS_URL, rateLimit: shared });
    try {
      expect((await hit(a)).statusCode).toBe(200);
      expect((await hit(b)).statusCode).toBe(200);
      expect((await hit(a)).statusCode).toBe(200);
      const limited = await hit(b);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: messages.tooManyAttempts });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
