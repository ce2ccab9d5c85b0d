import {
  API_ERROR_CODES,
  allEndpoints,
  apiMessages,
  endpoint,
  endpoints,
  isPlatformErrorCode,
} from '@cabas/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DOMAIN_ERROR_STATUS, DomainError } from './domain-error.ts';
import { setJsonErrorHandler } from './errors.ts';
import {
  endpointRoutes,
  type UndeclaredErrorCode,
  watchUndeclaredErrorCodes,
} from './http/endpoint-routes.ts';

/**
 * Domain errors (decision 102): services throw a code, one table gives its status, each declaration
 * lists the codes of its call. The HTTP tests check what routes really answer (the setup
 * `test/declared-error-codes.setup.ts` fails a test whose route answers an undeclared code); this file
 * checks the declarations against the whole API and the table, and that the check itself bites.
 */
const STATUS: Record<string, number> = DOMAIN_ERROR_STATUS;
const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the declarations of the whole API', () => {
  it('are each registered as a route of the API', () => {
    const missing = allEndpoints.filter((e) => !t.app.hasRoute({ method: e.method, url: `/api${e.path}` }));
    expect(missing.map(key)).toEqual([]);
  });

  it('give every code they list a status in the table, or a platform meaning', () => {
    const orphans = allEndpoints.flatMap((e) =>
      e.errors
        .filter((code) => !isPlatformErrorCode(code) && STATUS[code] === undefined)
        .map((code) => `${key(e)} ${code}`),
    );
    expect(orphans).toEqual([]);
  });

  it('re-state a status only for a code they declare, and only to change it', () => {
    const wrong = allEndpoints.flatMap((e) =>
      Object.entries(e.errorStatus ?? {})
        .filter(
          ([code, status]) => !(e.errors as readonly string[]).includes(code) || STATUS[code] === status,
        )
        .map(([code]) => `${key(e)} ${code}`),
    );
    expect(wrong).toEqual([]);
    // The login answers every refusal of its credentials with 401 (OAuth 2), a form's captcha 422.
    expect(endpoints.accounts.token.errorStatus).toEqual({ [API_ERROR_CODES.captchaInvalid]: 401 });
    expect(STATUS[API_ERROR_CODES.captchaInvalid]).toBe(422);
  });

  it('leave no code of the table unused by every call', () => {
    const declared = new Set<string>(allEndpoints.flatMap((e) => e.errors));
    const unused = Object.keys(STATUS).filter((code) => !declared.has(code) && !isPlatformErrorCode(code));
    expect(unused).toEqual([]);
  });
});

describe('a route answering a code its declaration does not list', () => {
  // The store's call as it is, and the same call with its code forgotten.
  const declared = endpoints.stores.get;
  const forgotten = endpoint({ ...declared, path: '/oubli/:id', errors: [] });
  const found: UndeclaredErrorCode[] = [];
  let small: FastifyInstance;
  let previous: ((found: UndeclaredErrorCode) => void) | null;
  beforeAll(async () => {
    previous = watchUndeclaredErrorCodes((undeclared) => found.push(undeclared));
    small = Fastify();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    setJsonErrorHandler(small);
    const route = endpointRoutes(small);
    const refuse = async (): Promise<never> => {
      throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
    };
    route(declared, refuse);
    route(forgotten, refuse);
    await small.ready();
  });
  afterAll(async () => {
    watchUndeclaredErrorCodes(previous);
    await small.close();
  });

  it('is reported, its answer unchanged: the table’s status and the code', async () => {
    const res = await small.inject({ method: 'GET', url: '/oubli/42' });
    expect(res.json()).toEqual({
      status_code: 404,
      message: apiMessages.storeNotFound,
      code: API_ERROR_CODES.storeNotFound,
    });
    expect(found.splice(0)).toEqual([
      { route: 'GET /oubli/:id', code: API_ERROR_CODES.storeNotFound, status: 404 },
    ]);
  });

  it('is not reported when its declaration lists the code', async () => {
    const res = await small.inject({ method: 'GET', url: '/magasins/42' });
    expect(res.statusCode).toBe(404);
    expect(found.splice(0)).toEqual([]);
  });
});
