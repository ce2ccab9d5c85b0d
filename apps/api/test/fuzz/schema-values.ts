import type { Prng } from './prng.ts';

/** The part of OpenAPI 3.0 JSON Schema the API's document uses (zod's 'openapi-3.0' target). */
export interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/** Plausible values of a field or parameter by its name (real ids of the test database). */
export type Hints = (name: string) => readonly (string | number)[] | undefined;

export const INT4_MAX = 2_147_483_647;

const WORDS = [
  'pain',
  'café',
  'crème',
  'brûlée',
  'Noël',
  'œuf',
  'Zoé',
  'fraîche',
  'épicerie',
  'légumes',
  'bio',
];

/** Strings tried against a pattern the generator cannot invert (the document's patterns are few). */
function patternCandidates(prng: Prng): string[] {
  const day = `2026-0${prng.int(1, 9)}-1${prng.int(0, 9)}`;
  return [
    '75001',
    '13001',
    '2A004',
    `C-${prng.int(1, 999)}`,
    '12345678',
    '3017620422003',
    `${prng.int(10_000_000, 99_999_999)}.svg`,
    `${prng.int(1, 999)}.svg`,
    'Dupont',
    'Marie-Hélène',
    'Le Gall',
    '0612345678',
    '+33 6 12 34 56 78',
    '12 rue de la Paix',
    'bonjour',
    `${prng.int(0, 9)}`,
    `${prng.int(10, 99)}`,
    `${prng.int(1000, 9999)}`,
    `${prng.int(100_000, 999_999)}`,
    '2026',
    day,
    `${day}T10:00:00Z`,
    `${day}T10:00:00.123Z`,
    '123e4567-e89b-42d3-a456-426614174000',
    'PROMO10',
    'abcdefghijklmnop1234',
    'AbCdEfGhIjKlMnOpQrStUv_-12',
    'infos-et-services/livraison',
    'legal',
    'livraison-a-domicile',
    'ABC123',
    '',
  ];
}

function fitLength(text: string, schema: Schema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  let out = text;
  while (out.length < min) out += 'a';
  return out.slice(0, max);
}

function matches(schema: Schema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

function stringFor(schema: Schema, name: string, prng: Prng): string {
  if (schema.format === 'date') return `2026-0${prng.int(1, 9)}-1${prng.int(0, 9)}`;
  if (schema.format === 'date-time') return `2026-0${prng.int(1, 9)}-1${prng.int(0, 9)}T10:00:00.000Z`;
  if (/e?mail/i.test(name) && !schema.pattern) return `fuzz.${prng.int(1, 1e9)}@exemple.fr`;
  const words = Array.from({ length: prng.int(1, 3) }, () => prng.pick(WORDS)).join(' ');
  const plain = fitLength(words, schema);
  if (matches(schema, plain)) return plain;
  const fitting = patternCandidates(prng).filter((c) => matches(schema, c));
  if (fitting.length) return prng.pick(fitting);
  return fitLength('', schema);
}

function bounds(schema: Schema, integer: boolean) {
  const step = integer ? 1 : 0.01;
  let lo = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + step : schema.minimum;
  let hi = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - step : schema.maximum;
  if (schema.exclusiveMinimum === true && lo !== undefined) lo += step;
  if (schema.exclusiveMaximum === true && hi !== undefined) hi -= step;
  lo ??= hi !== undefined ? Math.min(0, hi) : 0;
  hi ??= lo + 1000;
  return { lo, hi };
}

function numberFor(schema: Schema, integer: boolean, prng: Prng): number {
  const { lo, hi } = bounds(schema, integer);
  const roll = prng.next();
  let value: number;
  if (roll < 0.15) value = hi;
  else if (roll < 0.3) value = lo;
  else {
    const top = Math.min(hi, lo + 100);
    value = integer ? prng.int(Math.ceil(lo), Math.floor(top)) : lo + prng.next() * (top - lo);
  }
  if (schema.multipleOf) value = Math.round(value / schema.multipleOf) * schema.multipleOf;
  if (!integer) value = Math.round(value * 100) / 100;
  return Math.min(hi, Math.max(lo, value));
}

/** The branches a value may take (anyOf, oneOf), or the schema itself. */
function branch(schema: Schema, prng: Prng): Schema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return branch({ ...prng.pick(options), nullable: schema.nullable }, prng);
  if (schema.allOf?.length) {
    const merged: Schema = { ...schema, allOf: undefined, properties: {}, required: [] };
    for (const part of schema.allOf.map((s) => branch(s, prng))) {
      merged.type ??= part.type;
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return merged;
  }
  return schema;
}

/**
 * A random value that the schema accepts (as far as a small generator can tell: patterns are matched
 * against a list of candidates), with real ids for the fields named in `hints`.
 */
export function validValue(input: Schema, prng: Prng, hints: Hints, name = ''): unknown {
  const schema = branch(input, prng);
  if (schema.nullable && prng.chance(0.1)) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return prng.pick(schema.enum);
  const hinted = hints(name);
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  if (hinted?.length && prng.chance(0.85)) {
    const fit = hinted.filter((h) =>
      type === 'string' ? typeof h === 'string' && matches(schema, h) : typeof h === 'number',
    );
    // The first hint half of the time: the customer's own store, her newest checkout (ids that go together).
    if (fit.length && (type === 'integer' || type === 'number' || type === 'string'))
      return prng.chance(0.5) ? fit[0] : prng.pick(fit);
  }
  switch (type) {
    case 'string':
      return stringFor(schema, name, prng);
    case 'integer':
      return numberFor(schema, true, prng);
    case 'number':
      return numberFor(schema, false, prng);
    case 'boolean':
      return prng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = prng.int(min, Math.min(schema.maxItems ?? min + 3, min + 3));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, prng, hints, name));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || prng.chance(0.6)) out[key] = validValue(property, prng, hints, key);
      }
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object' && !schema.properties) {
        for (let i = prng.int(0, 2); i > 0; i--) out[prng.pick(WORDS)] = validValue(extra, prng, hints, name);
      }
      return out;
    }
    default:
      return prng.pick(['texte', 1, true]);
  }
}

/** A schema's main type after anyOf / oneOf. */
export function typeOf(schema: Schema): string | undefined {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return typeOf(options.find((o) => o.type) ?? options[0]!);
  return schema.type ?? (schema.properties ? 'object' : undefined);
}

/** Values of the wrong type, out of range or odd, for a field of this schema (to be sampled). */
export function invalidValues(schema: Schema): unknown[] {
  const type = typeOf(schema);
  const odd = [null, [], {}, true, 'texte', 0, -1, [1, 2], { a: 1 }];
  switch (type) {
    case 'string': {
      const max = schema.maxLength ?? 200;
      return [
        ...odd.filter((v) => typeof v !== 'string'),
        123,
        1e308,
        '',
        ' ',
        'a'.repeat(max + 1),
        'é'.repeat(20_000),
        'abc\u0000def',
        '\u0000',
        '\ud800',
        '🛒🥖🧀'.repeat(10),
        '../../../../etc/passwd',
        '<script>alert(1)</script>',
        "'; DROP TABLE clients; --",
        '%s%n%x',
        '\u202eabc',
        ' \t\n ',
      ];
    }
    case 'integer':
    case 'number': {
      const { lo, hi } = bounds(schema, type === 'integer');
      return [
        ...odd.filter((v) => typeof v !== 'number'),
        '12',
        'abc',
        '',
        lo - 1,
        hi + 1,
        1.5,
        -0.0001,
        2 ** 53 + 1,
        INT4_MAX + 1,
        -INT4_MAX - 2,
        99_999_999_999,
        1e308,
        -1e308,
        Number.MAX_SAFE_INTEGER,
      ];
    }
    case 'boolean':
      return [...odd.filter((v) => typeof v !== 'boolean'), 'true', 'oui', 1, 0, 'false'];
    case 'array':
      return [
        ...odd.filter((v) => !Array.isArray(v)),
        [null],
        [[[[]]]],
        Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => 1),
        Array.from({ length: 5000 }, (_, i) => i),
        ['texte', 12, null, {}],
      ];
    case 'object':
      return [...odd.filter((v) => !v || typeof v !== 'object' || Array.isArray(v)), { '': null }];
    default:
      return odd;
  }
}

/**
 * Values that pass a pattern but not the rules behind it (impossible dates, extreme numbers of
 * digits…), tried on every field and parameter with a pattern: a schema checking only the shape lets
 * them through to the service, where `new Date('2026-13-45')` or an int4 column may fail.
 */
const SHAPED_ODDITIES = [
  '0000-00-00',
  '9999-99-99',
  '2026-02-30',
  '2026-13-45',
  '2025-02-29',
  '0000-01-01',
  '9999-12-31',
  '0000-00-00T00:00:00Z',
  '9999-99-99T99:99:99.999Z',
  '2026-13-45T25:61:61Z',
  '9999-12-31T23:59:59.999Z',
  '00000',
  '99999',
  '2A000',
  '0',
  '0000000',
  '9999999',
  '9999999999',
  '00000000',
  '99999999999999',
  'C-999999999',
  '99999999999999.svg',
  '999999999.svg',
  '----------------',
  '_'.repeat(64),
  'ZZZZZZZZZZ',
  '---',
  '+0',
  '0(((((',
];

/** Full-text search syntax of SQLite FTS5 and PostgreSQL tsquery, and LIKE wildcards, in a text. */
const SEARCH_SYNTAX = [
  '"',
  '*',
  'pain*',
  '"pain" NEAR(lait, 2) AND -beurre ^sel: OR',
  'pain & | ! <-> lait:*',
  '!(',
  '%_\\',
  "l'œuf",
  '   ',
  '-',
];

/** Edge values of a field or parameter that its schema may accept: see SHAPED_ODDITIES, sizes, int4. */
export function edgeValues(schema: Schema): unknown[] {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    const { lo, hi } = bounds(schema, type === 'integer');
    return [INT4_MAX + 1, 99_999_999_999, -INT4_MAX - 2, hi, lo, 1e21, hi + 1];
  }
  if (type !== 'string' || schema.enum) return [];
  if (schema.pattern) return SHAPED_ODDITIES.filter((v) => new RegExp(schema.pattern!, 'u').test(v));
  const max = schema.maxLength;
  const sizes =
    max === undefined
      ? ['x'.repeat(10_000), 'é'.repeat(3000), '🛒'.repeat(2000)]
      : ['x'.repeat(max), 'é'.repeat(max), '🛒'.repeat(Math.floor(max / 2))];
  return [...sizes, ...SEARCH_SYNTAX.filter((v) => max === undefined || v.length <= max)];
}

/** The fields of an object schema, nested objects' own fields as dotted paths (two levels). */
export function fieldPaths(schema: Schema, prefix: string[] = [], depth = 0): [string[], Schema][] {
  const out: [string[], Schema][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    out.push([path, property]);
    const inner = property.anyOf?.find((o) => o.properties) ?? property;
    if (depth < 1 && inner.properties) out.push(...fieldPaths(inner, path, depth + 1));
  }
  return out;
}

/** A copy of `body` with the value at `path` set (the objects on the way created when missing). */
export function withField(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy: Record<string, unknown> = structuredClone(body);
  let at = copy;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

/** A copy of a JSON value with every string (or every number) replaced. */
export function mapLeaves(
  value: unknown,
  strings: ((s: string) => unknown) | null,
  numbers: ((n: number) => unknown) | null,
): unknown {
  if (typeof value === 'string') return strings ? strings(value) : value;
  if (typeof value === 'number') return numbers ? numbers(value) : value;
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, strings, numbers));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, strings, numbers)]));
  return value;
}
