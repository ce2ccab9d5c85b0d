import { API_ERROR_CODES, apiMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the router's own errors", () => {
  // Found by the API fuzz run (issue #35): Fastify answered these in English, outside the error body.
  it('answers a path that cannot be decoded with the French 400 error body', async () => {
    for (const url of ['/api/magasins/%', '/api/magasins/%zz/infos', '/api/recettes/%E9%/lignes-panier']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        status_code: 400,
        message: apiMessages.badUrl,
        code: API_ERROR_CODES.badRequest,
      });
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
  });
});
