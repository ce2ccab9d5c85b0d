import { API_PREFIX } from '@cabas/contracts';
import type { Prng } from './prng.ts';
import {
  edgeValues,
  fieldPaths,
  type Hints,
  INT4_MAX,
  invalidValues,
  mapLeaves,
  type Schema,
  typeOf,
  validValue,
  withField,
} from './schema-values.ts';

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** The OpenAPI path, without the API's prefix (`/magasins/{shop}/panier`). */
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: Schema }[];
  body?: Schema;
  /** Where the path is mounted: the API's prefix, except for the routes served at the root. */
  prefix?: string;
}

/** A request of the fuzz run; `null` headers are removed from the principal's ones. */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string | null>;
  payload?: string;
}

/** How many requests of each family an operation gets. */
export interface Budget {
  valid: number;
  pathValues: number;
  queryValues: number;
  /** Top-level body fields sent with a value of the wrong type (40: all of them in practice). */
  bodyFields: number;
  /** Edge values that the schema may accept (see `edgeValues`), per parameter and per body. */
  paramEdges: number;
  bodyEdges: number;
  headers: number;
  malformedBodies: boolean;
}

export const FULL: Budget = {
  valid: 3,
  pathValues: 6,
  queryValues: 2,
  bodyFields: 40,
  paramEdges: 3,
  bodyEdges: 10,
  headers: 3,
  malformedBodies: true,
};
/** Calls that a guard refuses before validation: anonymous calls to the account area. */
export const LIGHT: Budget = {
  valid: 2,
  pathValues: 1,
  queryValues: 0,
  bodyFields: 2,
  paramEdges: 0,
  bodyEdges: 0,
  headers: 1,
  malformedBodies: false,
};
/** The pro, a second logged-in shopper: mostly valid calls, to reach the pro's own rules. */
export const PRO: Budget = {
  valid: 2,
  pathValues: 0,
  queryValues: 0,
  bodyFields: 1,
  paramEdges: 0,
  bodyEdges: 2,
  headers: 1,
  malformedBodies: false,
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const body = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []) as Operation['params'],
        ...(body ? { body } : {}),
      });
    }
  }
  return out.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Odd values of a path or query parameter, as sent on the wire (already URL-encoded where needed). */
const PARAM_VALUES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '2147483648',
  '-2147483649',
  '99999999999',
  '9'.repeat(400),
  '00000000001',
  '0x1F',
  'NaN',
  'Infinity',
  'null',
  'true',
  'abc',
  '%20',
  encodeURIComponent(' 12 '),
  encodeURIComponent('é🛒漢字'),
  encodeURIComponent('٣'),
  encodeURIComponent('../../../etc/passwd'),
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  encodeURIComponent('12\u0000'),
  '%',
  '%zz',
  '%E9',
  '%C0%AF',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('"pain" NEAR(lait) AND -* ^:'),
  encodeURIComponent('pain & | ! <-> lait:*'),
  encodeURIComponent('%_\\'),
  encodeURIComponent('[]'),
  encodeURIComponent('{"a":1}'),
  'a'.repeat(6000),
];

/** A header value as Node would hand it over: UTF-8 bytes read as latin1, no control characters. */
const wire = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const FORGED_JWT = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
  '{"sub":"1","kind":"client","clientId":1,"exp":9999999999}',
).toString('base64url')}.`;

/** Odd headers, one set per request. Node joins repeated headers with ", " (cookies with "; "). */
const HEADER_VARIANTS: readonly Record<string, string | null>[] = [
  { authorization: null },
  { authorization: 'Bearer' },
  { authorization: 'Bearer ' },
  { authorization: `Bearer ${'x'.repeat(8000)}` },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${FORGED_JWT}` },
  { authorization: 'Bearer abc, Bearer def' },
  { authorization: 'Basic !!!not-base64' },
  { authorization: `Basic ${Buffer.from(':').toString('base64')}` },
  { authorization: `Basic ${Buffer.from('cabas-web:%E9%').toString('base64')}` },
  { authorization: `Basic ${Buffer.from('cabas-web:mauvais').toString('base64')}` },
  { authorization: 'Digest username="x"' },
  { authorization: wire('Bearer é🛒') },
  { cookie: `session=${'a'.repeat(12_000)}` },
  { cookie: '=;;==; a=%E9; b="unterminated; __proto__=1' },
  { origin: 'null' },
  { origin: 'http://evil.example' },
  { origin: 'javascript:alert(1)' },
  { origin: wire('http://exemple.fr/é') },
  { 'x-forwarded-for': 'garbage' },
  { 'x-forwarded-for': '1.2.3.4, unknown, ::1, 999.999.1.1, , ,' },
  { 'x-forwarded-for': Array.from({ length: 500 }, (_, i) => `10.0.${i % 255}.${i % 250}`).join(', ') },
  { 'x-forwarded-for': '::ffff:127.0.0.1%eth0' },
  { 'x-forwarded-host': 'evil.example:99999', 'x-forwarded-proto': 'gopher' },
  { 'x-forwarded-host': '[::1', 'x-forwarded-proto': 'javascript' },
  { host: 'localhost:3000@evil.example' },
  { host: '[::1' },
  { host: wire('exemple.fr:é') },
  { 'x-end-user-ip': '1.2.3.4', 'x-end-user-signature': 'forged' },
  { 'x-end-user-ip': 'abc', 'x-end-user-signature': '' },
  { 'x-end-user-ip': '::::::::::::::::::::::::::::::::::::::::::::' },
  { 'x-shop-origin': 'http://evil.example' },
  { 'x-shop-origin': 'not a url' },
  { 'x-shop-origin': `https://${'a'.repeat(5000)}.fr` },
  { 'x-shop-origin': 'http://localhost:3000@evil.example' },
  { 'x-uuid': 'not-a-uuid' },
  { 'x-uuid': '' },
  { 'x-uuid': 'a'.repeat(5000) },
  { 'x-uuid': "'; DROP TABLE carts; --" },
  { 'x-uuid': '0d6c3f4e-6a63-4f0e-9d3e-0f8b8e8f0a01, 0d6c3f4e-6a63-4f0e-9d3e-0f8b8e8f0a02' },
  { 'x-request-id': 'r'.repeat(2000) },
  { 'x-request-id': wire('é/../\\') },
  { 'x-cabas-signature': 'sha256=00' },
  { 'x-cabas-signature': 't=abc,v1=' },
  { accept: 'application/xml' },
  { accept: '*/*;q=abc, text/html;;;' },
  { 'accept-encoding': 'gzip;q=2, br, zstd, *;q=-1' },
  { 'accept-language': 'xx-YY;q=abc' },
  { 'x-app-id': '99999999999', 'x-auth-scheme': 'autre', 'x-bot-token': '\\' },
];

const NOT_JSON = ['{', '{"a":', 'nul', "{'a':1}", '{"a":1}}', '[1,]', '\u0000', '{"a":1e999}', '\ufeff{}'];
const NOT_OBJECTS = ['[]', '"texte"', '42', 'null', 'true', '[{}]'];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/vnd.autre+json',
  '*/*',
];

/** The concrete parts of one request before it is written as a URL and a body. */
interface Parts {
  path: Record<string, string>;
  query: [string, string][];
  body?: unknown;
}

function encodeQuery(name: string, value: unknown): [string, string][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([code, list]) =>
      [list]
        .flat()
        .map((v, i): [string, string] => [
          `${name}[${encodeURIComponent(code)}][${i}]`,
          encodeURIComponent(String(v)),
        ]),
    );
  }
  if (Array.isArray(value)) return value.map((v) => [name, encodeURIComponent(String(v))]);
  return [[name, encodeURIComponent(String(value))]];
}

export class CaseBuilder {
  constructor(
    private readonly op: Operation,
    private readonly prng: Prng,
    private readonly hints: Hints,
  ) {}

  private get pathParams() {
    return this.op.params.filter((p) => p.in === 'path');
  }

  private get queryParams() {
    return this.op.params.filter((p) => p.in === 'query');
  }

  /** A request that the schemas accept, with real ids where the hints have some. */
  valid(): Parts {
    const { prng, hints } = this;
    const segments = this.op.path.split('/');
    const path: Record<string, string> = {};
    for (const p of this.pathParams) {
      const before = segments[segments.indexOf(`{${p.name}}`) - 1] ?? '';
      const value = validValue(p.schema, prng, (n) => hints(`path:${before}`) ?? hints(n), p.name);
      path[p.name] = encodeURIComponent(String(value));
    }
    const query: [string, string][] = [];
    for (const p of this.queryParams) {
      if (!p.required && prng.chance(0.5)) continue;
      const value = validValue(p.schema, prng, hints, p.name);
      if (value !== null) query.push(...encodeQuery(p.name, value));
    }
    const body = this.op.body ? validValue(this.op.body, prng, hints) : undefined;
    return { path, query, ...(body !== undefined ? { body } : {}) };
  }

  private url(parts: Parts): string {
    const path = this.op.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.path[name] ?? '1');
    const query = parts.query.map(([k, v]) => `${k}=${v}`).join('&');
    return `${this.op.prefix ?? API_PREFIX}${path}${query ? `?${query}` : ''}`;
  }

  private request(
    label: string,
    parts: Parts,
    options: { headers?: Record<string, string | null>; payload?: string; contentType?: string | null } = {},
  ): FuzzCase {
    const payload = options.payload ?? (parts.body !== undefined ? JSON.stringify(parts.body) : undefined);
    const contentType =
      options.contentType !== undefined
        ? options.contentType
        : payload !== undefined
          ? 'application/json'
          : null;
    return {
      label,
      method: this.op.method,
      url: this.url(parts),
      headers: { ...(contentType !== null ? { 'content-type': contentType } : {}), ...options.headers },
      ...(payload !== undefined ? { payload } : {}),
    };
  }

  /** The requests of one operation for a budget, in a seeded order. */
  cases(budget: Budget): FuzzCase[] {
    const { prng, op } = this;
    const out: FuzzCase[] = [];
    for (let i = 0; i < budget.valid; i++) out.push(this.request(`valide #${i + 1}`, this.valid()));

    // Past int4 always (PostgreSQL's integer columns), other edges sampled.
    const edges = (p: Operation['params'][number]) => {
      const values = edgeValues(p.schema);
      const always = budget.paramEdges > 0 ? values.filter((v) => v === INT4_MAX + 1) : [];
      const rest = values.filter((v) => v !== INT4_MAX + 1);
      return [...always, ...prng.sample(rest, budget.paramEdges)].map((v) => encodeURIComponent(String(v)));
    };
    for (const p of this.pathParams) {
      for (const value of [...prng.sample(PARAM_VALUES, budget.pathValues), ...edges(p)]) {
        const parts = this.valid();
        parts.path[p.name] = value;
        out.push(this.request(`chemin ${p.name}=${value.slice(0, 40)}`, parts));
      }
    }

    for (const p of this.queryParams) {
      for (const value of [...prng.sample(PARAM_VALUES, budget.queryValues), ...edges(p)]) {
        const parts = this.valid();
        parts.query = [...parts.query.filter(([k]) => !k.startsWith(p.name)), [p.name, value]];
        out.push(this.request(`requête ${p.name}=${value.slice(0, 40)}`, parts));
      }
      if (budget.queryValues > 0) {
        const parts = this.valid();
        const shape = prng.pick([
          [p.name, '1'],
          [`${p.name}[]`, '1'],
          [`${p.name}[a]`, '1'],
          [`${p.name}[a][b][c]`, '%00'],
        ] as const);
        parts.query = [...parts.query, [p.name, '1'], [shape[0], shape[1]]];
        out.push(this.request(`requête ${p.name} en liste (${shape[0]})`, parts));
      }
    }
    if (budget.queryValues > 0) {
      const parts = this.valid();
      parts.query.push(['inconnu', 'x'], ['__proto__[a]', '1'], ['constructor[prototype][a]', '1']);
      out.push(this.request('requête : paramètres inconnus', parts));
      if (this.queryParams.length) {
        parts.query = this.queryParams.map((p) => [p.name, prng.pick(PARAM_VALUES)]);
        out.push(this.request('requête : tous les paramètres faux', parts));
      }
    }

    if (op.body) this.bodyCases(out, budget);
    else if (budget.malformedBodies) {
      out.push(this.request('corps inattendu', this.valid(), { payload: '{"inattendu":true}' }));
      out.push(this.request('corps inattendu non JSON', this.valid(), { payload: '{' }));
    }

    for (const headers of prng.sample(HEADER_VARIANTS, budget.headers)) {
      const name = Object.keys(headers).join('+');
      out.push(this.request(`en-tête ${name}`, this.valid(), { headers }));
    }
    return out;
  }

  private bodyCases(out: FuzzCase[], budget: Budget) {
    const { prng } = this;
    const schema = this.op.body!;
    const object = typeOf(schema) === 'object';
    const fields = Object.entries(schema.properties ?? {});
    const withBody = (label: string, body: unknown) => {
      const parts = this.valid();
      out.push(this.request(label, { ...parts, body }));
    };
    // A valid body as an object to change (a nullable body may have come out as null).
    const base = () => {
      const body = this.valid().body;
      return (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<
        string,
        unknown
      >;
    };

    // Each field of the wrong type or out of range, then each required field removed.
    for (const [name, property] of prng.sample(fields, budget.bodyFields)) {
      const wrong = prng.pick(invalidValues(property));
      withBody(`champ ${name} = ${JSON.stringify(wrong)?.slice(0, 40)}`, { ...base(), [name]: wrong });
    }
    // Edge values one field at a time (nested fields too), the rest of the body valid.
    // Past int4 in every numeric field (PostgreSQL's integer columns), other edges sampled.
    const pairs = fieldPaths(schema).flatMap(([path, property]) =>
      edgeValues(property).map((value) => [path, value] as const),
    );
    const pastInt4 = budget.bodyEdges > 0 ? pairs.filter(([, value]) => value === INT4_MAX + 1) : [];
    const others = pairs.filter(([, value]) => value !== INT4_MAX + 1);
    for (const [path, value] of [...pastInt4, ...prng.sample(others, budget.bodyEdges)]) {
      const shown =
        typeof value === 'string' && value.length > 40 ? `${value.slice(0, 10)}…×${value.length}` : value;
      withBody(`limite ${path.join('.')} = ${JSON.stringify(shown)}`, withField(base(), path, value));
    }
    const required = schema.required ?? [];
    for (const name of budget.malformedBodies ? required : prng.sample(required, 1)) {
      const body = base();
      delete body[name];
      withBody(`champ requis ${name} absent`, body);
    }
    out.push(this.request('corps absent', this.valid(), { payload: '', contentType: null }));
    if (!budget.malformedBodies) return;

    out.push(this.request('corps vide en JSON', this.valid(), { payload: '' }));
    for (const payload of prng.sample(NOT_JSON, 2))
      out.push(this.request(`pas du JSON ${JSON.stringify(payload)}`, this.valid(), { payload }));
    for (const payload of prng.sample(NOT_OBJECTS, 2))
      out.push(this.request(`JSON d'une autre forme ${payload}`, this.valid(), { payload }));
    for (const contentType of prng.sample(CONTENT_TYPES, 2)) {
      const parts = this.valid();
      out.push(this.request(`type ${contentType}`, parts, { contentType }));
    }
    if (!object) return;
    const form = Object.entries(base()).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]);
    out.push(
      this.request('formulaire URL-encodé', this.valid(), {
        payload: new URLSearchParams(form).toString(),
        contentType: 'application/x-www-form-urlencoded',
      }),
    );

    // Values that the schema may accept but the storage may not: NUL bytes, out-of-int4 numbers.
    withBody(
      'NUL dans chaque texte',
      mapLeaves(base(), (s) => `${s}\u0000`, null),
    );
    withBody(
      'chaque nombre au-delà de int4',
      mapLeaves(base(), null, () => INT4_MAX + 1),
    );
    withBody(
      'chaque nombre à 99999999999',
      mapLeaves(base(), null, () => 99_999_999_999),
    );
    withBody(
      'chaque texte très long',
      mapLeaves(base(), () => 'é'.repeat(5000), null),
    );
    withBody('champs en plus', {
      ...base(),
      inconnu: 1,
      admin: true,
      client_id: 1,
      [prng.pick(['id', 'role'])]: 2,
    });
    const valid = JSON.stringify(base());
    const inner = valid === '{}' ? '' : `,${valid.slice(1, -1)}`;
    const raw = (label: string, payload: string) => out.push(this.request(label, this.valid(), { payload }));
    raw('__proto__', `{"__proto__":{"admin":true}${inner}}`);
    raw('constructor.prototype', `{"constructor":{"prototype":{"admin":true}}${inner}}`);
    const depth = 5000;
    raw('imbrication profonde (tableaux)', `{"a":${'['.repeat(depth)}${']'.repeat(depth)}${inner}}`);
    raw('imbrication profonde (objets)', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`);
    raw(
      'imbrication profonde avec __proto__',
      `{"a":${'[{"b":'.repeat(3000)}{"__proto__":1}${'}]'.repeat(3000)}${inner}}`,
    );
    const key = fields.length ? prng.pick(fields)[0] : 'a';
    raw('clé en double', `{"${key}":null${inner},"${key}":{"x":[1]}}`);
    raw('corps juste sous la limite (1 Mio)', `{"_":"${'a'.repeat(1_000_000)}"${inner}}`);
    raw('corps au-dessus de la limite', `{"_":"${'a'.repeat(1_100_000)}"${inner}}`);
    raw('beaucoup de clés', `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}${inner}}`);
  }
}
