import type { Figure } from '../figures';
import { exampleRequest, type JsonSchema, openapiRoutes, type Route, routeKey } from '../openapi-routes';
import { type CallOptions, type CallResult, call, type ProofApp } from '../proof-app';
import { holdingsOf, valuesNaming, type World } from './world';

type Values = Record<string, unknown>;

/** Nested arrays `depth` deep, as JSON text (a parser that recurses would overflow its stack). */
const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/**
 * Objects `depth` deep, put into a body as JSON text: JSON.stringify recurses, and 20,000 levels overflowed the
 * suite's own stack (--full could not fuzz at all).
 */
class DeepObject {
  constructor(readonly depth: number) {}
  get json(): string {
    return `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`;
  }
}
const DEEP_MARK = '__proof_deep_object__';

/** Values that are wrong for most fields: other types, sizes, nesting and text a database or parser may choke on. */
function badValues(isFull: boolean): [string, unknown][] {
  return [
    ['a string', 'not-what-you-want'],
    ['a number', 123_456],
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['the largest double', Number.MAX_VALUE],
    ['true', true],
    ['null', null],
    ['an object', { nested: 'x' }],
    ['an array', ['x', 1]],
    ['an empty string', ''],
    ['a huge string (100,000 characters)', 'a'.repeat(100_000)],
    [`nested objects ${isFull ? '20,000' : '2,000'} deep`, new DeepObject(isFull ? 20_000 : 2_000)],
    ['NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
    ['right-to-left override and combining marks', '\u202eabc\u0301\u200b'],
    ['emoji ZWJ sequences', '👩‍👩‍👧‍👦'.repeat(200)],
    ['full-width digits', '１２３'],
    ['HTML and SQL', `<script>alert(1)</script>' OR 1=1; --`],
  ];
}

const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '%00',
  '%ff',
  '%F0%9F%98%80',
  '%E2%80%AE',
  'a'.repeat(10_000),
  '',
  '1%20OR%201%3D1',
];

/** Raw bodies a client may send by mistake or on purpose. */
const BAD_BODIES: [string, string, string][] = [
  ['unterminated JSON', '{', 'application/json'],
  ['a JSON fragment', '{"a":', 'application/json'],
  ['an empty body', '', 'application/json'],
  ['null', 'null', 'application/json'],
  ['an array', '[]', 'application/json'],
  ['a string', '"text"', 'application/json'],
  ['a number', '1', 'application/json'],
  ['arrays 100,000 deep', deepArrays(100_000), 'application/json'],
  ['a duplicate-key object', '{"examId":1,"examId":"x"}', 'application/json'],
  [
    '__proto__',
    '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    'application/json',
  ],
  ['XML', '<a>1</a>', 'application/xml'],
  ['plain text', 'examId=1', 'text/plain'],
  ['a form', 'examId=1', 'application/x-www-form-urlencoded'],
  ['3 MB of JSON', JSON.stringify({ examId: 1, padding: 'a'.repeat(3 * 1024 * 1024) }), 'application/json'],
  ['invalid UTF-8 bytes', '{"examId":"\udcff"}', 'application/json; charset=latin1'],
];

interface Tally {
  sent: number;
  serverErrors: number;
  badRequests: number;
  unnamed: number;
}

function check(tally: Tally, route: Route, what: string, result: CallResult) {
  tally.sent += 1;
  if (result.status >= 500) {
    tally.serverErrors += 1;
    console.log(`  5xx ${routeKey(route)} with ${what}: ${result.status} ${result.text.slice(0, 160)}`);
  }
  if (result.status === 400) {
    tally.badRequests += 1;
    const field = result.body?.data?.field;
    if (typeof field !== 'string' || field.length === 0) {
      tally.unnamed += 1;
      console.log(`  400 WITHOUT A FIELD ${routeKey(route)} with ${what}: ${result.text.slice(0, 160)}`);
    }
  }
}

/** The body's fields by path (top level, and the first item's fields of an array of objects). */
function fieldPaths(schema: JsonSchema | undefined): string[][] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, inner]) => {
    const item = inner.type === 'array' ? inner.items : undefined;
    const nested = item?.properties ? Object.keys(item.properties).map((field) => [name, '0', field]) : [];
    return [[name], ...nested];
  });
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null) return copy;
    target = next as Record<string, unknown>;
  }
  const last = path.at(-1) as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** S8: every route of docs/openapi.json, each field and parameter given wrong values, each body broken. */
export async function runFuzz(proof: ProofApp, world: World, isFull: boolean): Promise<Figure[]> {
  const mallory = holdingsOf(world, world.mallory);
  const own: Values = {
    ...valuesNaming(mallory, world.mallory.id),
    identifyCode: world.visitor1.identifyCode,
  };
  const values = (name: string) => own[name];
  const token = await proof.app.tokenFor({ user: world.mallory });
  const auth: CallOptions = { token, tenant: world.schoolA };
  const tally: Tally = { sent: 0, serverErrors: 0, badRequests: 0, unnamed: 0 };
  const routes = openapiRoutes();

  for (const route of routes) {
    const valid = exampleRequest(route, values);
    for (const path of fieldPaths(route.body)) {
      for (const [what, value] of [
        ...badValues(isFull),
        ['the field left out', undefined] as [string, unknown],
      ]) {
        const result =
          value instanceof DeepObject
            ? await call(proof.url, route.method, valid.path, {
                ...auth,
                raw: JSON.stringify(withValue(valid.body, path, DEEP_MARK)).replace(
                  `"${DEEP_MARK}"`,
                  value.json,
                ),
                contentType: 'application/json',
              })
            : await call(proof.url, route.method, valid.path, {
                ...auth,
                json: withValue(valid.body, path, value),
              });
        check(tally, route, `${path.join('.')} = ${what}`, result);
      }
    }
    if (route.body || route.method !== 'GET') {
      for (const [what, raw, contentType] of BAD_BODIES) {
        const result = await call(proof.url, route.method, valid.path, { ...auth, raw, contentType });
        check(tally, route, `a body of ${what}`, result);
      }
    }
    for (const parameter of route.parameters) {
      for (const bad of BAD_PARAMS) {
        // The valid request with this one parameter's text replaced (already percent-encoded where it must be).
        const [pathname, search = ''] = valid.path.split('?');
        let target: string;
        if (parameter.in === 'path') {
          const good = encodeURIComponent(
            String(values(parameter.name === 'id' ? 'examId' : parameter.name) ?? 1),
          );
          const pattern = route.path
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\\\{(\w+)\\\}/g, (_, name: string) => (name === parameter.name ? '([^/]*)' : '[^/]*'));
          const match = new RegExp(`^${pattern}$`).exec(pathname as string);
          target = match
            ? (pathname as string).replace(`/${match[1] ?? good}`, `/${bad}`)
            : (pathname as string);
        } else {
          const query = new URLSearchParams(search);
          query.delete(parameter.name);
          target = `${pathname}?${query.toString()}${query.toString() ? '&' : ''}${parameter.name}=${bad}`;
        }
        const result = await call(proof.url, route.method, target, {
          ...auth,
          ...(valid.body === undefined ? {} : { json: valid.body }),
        });
        check(tally, route, `${parameter.name} = ${bad.slice(0, 20)}`, result);
      }
    }
  }

  const health = await call(proof.url, 'GET', '/healthz');
  const details = await call(
    proof.url,
    'GET',
    `/api/iexam/useranswer/v1/examResults/answerDetails/${mallory.runningAttemptId}?clientId=proof-client-1`,
    auth,
  );
  const school = await call(proof.url, 'GET', `/api/ischool/v1/schools/${world.schoolA}`);
  const healthy = [health, school].filter((r) => r.status === 200).length + (details.status < 500 ? 1 : 0);
  return [
    {
      id: 'S8',
      name: `server errors (5xx) among malformed requests to ${routes.length} routes`,
      count: tally.serverErrors,
      of: tally.sent,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'S8',
      name: '400s that do not name the field',
      count: tally.unnamed,
      of: tally.badRequests,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'S8',
      name: 'checks answered as before after the fuzzing (health, a school, an attempt)',
      count: healthy,
      of: 3,
      goal: { kind: 'all' },
    },
  ];
}
