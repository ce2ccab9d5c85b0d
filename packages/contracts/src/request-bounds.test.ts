import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MAX } from './common.ts';
import { allEndpoints } from './endpoints/index.ts';

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  maximum?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * Whole numbers of a request that a refinement holds to a short list or a range the API checks before
 * any query (their JSON Schema cannot show it): "call field" -> why.
 */
const CHECKED_ELSEWHERE: Record<string, string> = {
  'POST /me/suppression body.motif_id': 'one of DELETION_MOTIFS (refine)',
};

function unbounded(schema: JsonSchema | undefined, path: string, out: string[]) {
  if (!schema || typeof schema !== 'object') return;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    unbounded(branch, path, out);
  const tooLarge = (bound: number | undefined) => bound === undefined || Math.abs(bound) > ID_MAX;
  if (schema.type === 'integer' && !schema.enum && (tooLarge(schema.maximum) || tooLarge(schema.minimum)))
    out.push(path);
  for (const [key, child] of Object.entries(schema.properties ?? {})) unbounded(child, `${path}.${key}`, out);
  unbounded(schema.items, `${path}[]`, out);
  if (typeof schema.additionalProperties === 'object')
    unbounded(schema.additionalProperties, `${path}{}`, out);
}

describe('whole numbers of the requests', () => {
  // Found by the API fuzz run (issue #35): an id past PostgreSQL's integer failed the query with a 500
  // ("value out of range for type integer"). Ids use idParam (bounded by ID_MAX); other whole numbers
  // carry their own range.
  it('are bounded within PostgreSQL integer, unless a refinement checks them', () => {
    const found: string[] = [];
    for (const endpoint of allEndpoints) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
        unbounded(json as JsonSchema, `${endpoint.method} ${endpoint.path} ${part}`, found);
      }
    }
    expect(found.filter((field) => !(field in CHECKED_ELSEWHERE))).toEqual([]);
  });
});
