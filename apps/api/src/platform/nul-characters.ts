import { API_ERROR_CODES, apiMessages } from '@cabas/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const NUL = '\u0000';

/**
 * The dotted path of the first string holding a NUL character in a parsed input (`_` for the input
 * itself), or null. Iterative: a body is as deep as its sender made it.
 */
export function nulCharacterPath(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path || '_';
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL)) return path || '_';
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in a call's path parameters, query or body, with the API's French
 * error (400 for the path, 422 with the field otherwise). PostgreSQL's text cannot hold one ("invalid
 * byte sequence for encoding UTF8: 0x00", a 500) and SQLite would keep it; no shop field needs one.
 * Runs as a `preHandler`, after the route's guards and the schemas' own checks: nothing is written yet.
 */
export function refuseNulCharacters(api: FastifyInstance) {
  api.addHook('preHandler', async (request) => {
    const inputs = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of inputs) {
      const path = nulCharacterPath(value);
      if (path === null) continue;
      const message = apiMessages.nulCharacter;
      throw new HttpError(
        part === 'params' ? 400 : 422,
        message,
        part === 'params' ? undefined : { [path]: [message] },
        part === 'params' ? API_ERROR_CODES.badRequest : API_ERROR_CODES.invalidData,
      );
    }
  });
}
