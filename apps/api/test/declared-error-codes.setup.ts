import { afterEach, expect } from 'vitest';
import { type UndeclaredErrorCode, watchUndeclaredErrorCodes } from '../src/platform/http/endpoint-routes.ts';

/**
 * Every HTTP test doubles as a check of the declarations (decision 102): a route that answers a code
 * its declaration in `packages/contracts/src/endpoints` does not list fails the test that made it.
 */
const found: UndeclaredErrorCode[] = [];
watchUndeclaredErrorCodes((undeclared) => found.push(undeclared));

afterEach(() => {
  const seen = found.splice(0);
  expect(
    seen,
    'codes answered by routes whose declaration does not list them (packages/contracts/src/endpoints)',
  ).toEqual([]);
});
