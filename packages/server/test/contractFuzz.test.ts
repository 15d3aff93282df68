import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../src/auth/accessPolicies';
import type { RegisteredRoute } from '../src/http/fastifyTypes';
import type { DemoKey } from './harness';
import { tableRowCounts } from './tableRowCounts';
import { startTradingServer, type TradingTestServer } from './trading/tradingServer';

// Issue 12: a fuzz over the whole contract. Every registered route (Fastify's own list) is called as a
// caller its access policy admits, with bad inputs derived from its OpenAPI schema in the path, the query
// and the body. No answer may be a 5xx, and a refused request must leave every table as it was.

/** One demo account each access policy admits. */
const callerFor: Record<AccessPolicy, DemoKey | null> = {
  public: null,
  signedIn: 'dealer',
  trading: 'dealer',
  dealer: 'dealer',
  manageClients: 'dealer',
  opsAdmin: 'opsadmin',
  compliance: 'compliance',
  mind: 'researcher',
  investor: 'investor',
};

/** Routes whose successful call ends the caller's session: fuzzed last, each with a fresh sign-in. */
const sessionEnding = new Set(['POST /api/logout/']);

/** Bad scalars for JSON bodies: wrong types, NUL, huge, negative, non-finite spelled as strings, far dates. */
const badJsonValue = fc.constantFrom<unknown>(
  '',
  'a\u0000b',
  'line\u0007bell',
  'x'.repeat(20_000),
  -1,
  -1e308,
  0,
  1e308,
  0.1234567891234,
  2 ** 53,
  'NaN',
  'Infinity',
  '-Infinity',
  null,
  true,
  [],
  {},
  [1, 'two', null],
  { nested: { deeper: [{}] } },
  '0001-01-01',
  '9999-12-31',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30',
  987_654_321,
  '987654321',
  '\u202Eevil',
  '💥'.repeat(500),
);

/** Bad text for path and query parameters, already URL-encoded. */
const badUrlValue = fc.constantFrom(
  '',
  'a%00b',
  '%0A',
  'x'.repeat(3000),
  '-1',
  '0',
  'NaN',
  'Infinity',
  '1e309',
  '987654321',
  '99999999999999999999',
  '0001-01-01',
  '9999-12-31',
  'true',
  '%5B%5D',
  '%FF',
  '%',
  '..%2F..%2Fetc',
  'ABC%27%3B--',
);

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface FuzzCase {
  path: Record<string, string>;
  query: Record<string, string>;
  body: { kind: 'none' } | { kind: 'raw'; text: string } | { kind: 'json'; value: unknown };
}

function caseArbitrary(
  pathNames: string[],
  queryNames: string[],
  bodyNames: string[],
): fc.Arbitrary<FuzzCase> {
  const goodPath = Object.fromEntries(
    pathNames.map((name) => [name, name === 'fileId' ? 'A'.repeat(22) : '1']),
  );
  const path = fc.oneof(
    fc.constant(goodPath),
    pathNames.length === 0
      ? fc.constant(goodPath)
      : fc
          .tuple(fc.constantFrom(...pathNames), badUrlValue)
          .map(([name, value]) => ({ ...goodPath, [name]: value })),
  );
  const query =
    queryNames.length === 0
      ? fc.constant({})
      : fc.dictionary(fc.constantFrom(...queryNames), badUrlValue, { maxKeys: 2 });
  const object =
    bodyNames.length === 0
      ? fc.dictionary(fc.constantFrom('unknown', 'id', 'a\u0000'), badJsonValue, { maxKeys: 2 })
      : fc.dictionary(fc.constantFrom(...bodyNames), badJsonValue, { minKeys: 1, maxKeys: 3 });
  const body = fc.oneof(
    { weight: 6, arbitrary: object.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: badJsonValue.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { kind: 'none' as const },
        { kind: 'raw' as const, text: '' },
        { kind: 'raw' as const, text: '{"a":' },
        { kind: 'raw' as const, text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
        { kind: 'raw' as const, text: '{"__proto__":{"admin":true}}' },
      ),
    },
  );
  return fc.record({ path, query, body });
}

function urlOf(route: RegisteredRoute, fuzz: FuzzCase): string {
  const path = route.url
    .replace('/*', '/some/app/page')
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => fuzz.path[name] ?? '1');
  const query = Object.entries(fuzz.query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

let server: TradingTestServer;
let document: { paths: Record<string, Record<string, OpenApiOperation>> };
beforeAll(async () => {
  server = await startTradingServer({ instruments: 20 });
  document = server.app.swagger() as unknown as typeof document;
  // Sign everyone in first: a sign-in writes a refresh token, which is not the fuzzed request's doing.
  for (const caller of new Set(Object.values(callerFor))) if (caller) await server.authorizationOf(caller);
});
afterAll(async () => server?.close());

describe('contract fuzz (issue 12)', () => {
  it('answers schema-derived bad input on every route with no 5xx and writes nothing when it refuses', async () => {
    const routes = server.app.registeredRoutes
      .filter((route) => !route.websocket && route.method !== 'HEAD')
      .sort(
        (left, right) =>
          Number(sessionEnding.has(`${left.method} ${left.url}`)) -
          Number(sessionEnding.has(`${right.method} ${right.url}`)),
      );
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let calls = 0;
    let counts = await tableRowCounts(server.app.services.db);
    for (const [routeIndex, route] of routes.entries()) {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
      const parameters = operation.parameters ?? [];
      const pathNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      const queryNames = parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const bodyNames = Object.keys(bodySchema?.properties ?? {});
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      const cases = fc.sample(caseArbitrary(pathNames, queryNames, bodyNames), {
        seed: 12_000 + routeIndex,
        numRuns: hasBody ? 6 : 3,
      });
      // Cases every route gets, on top of the sampled ones: a NUL in each query parameter alone (so the rest
      // of the request stays valid and the value reaches the handler), a NUL in every body field, and a
      // body nested 10,000 deep inside a field.
      const goodPath = Object.fromEntries(
        pathNames.map((name) => [name, name === 'fileId' ? 'A'.repeat(22) : '1']),
      );
      for (const name of queryNames)
        cases.push({ path: goodPath, query: { [name]: 'a%00b' }, body: { kind: 'none' } });
      if (hasBody) {
        const field = bodyNames[0] ?? 'x';
        cases.push(
          {
            path: goodPath,
            query: {},
            body: { kind: 'json', value: Object.fromEntries(bodyNames.map((name) => [name, 'a\u0000b'])) },
          },
          {
            path: goodPath,
            query: {},
            body: { kind: 'raw', text: `{"${field}":${'['.repeat(10_000)}${']'.repeat(10_000)}}` },
          },
        );
      }
      const caller = callerFor[route.access];
      for (const fuzz of cases) {
        const headers: Record<string, string> = caller ? await server.authorizationOf(caller) : {};
        let payload: string | undefined;
        if (hasBody && fuzz.body.kind !== 'none') {
          headers['content-type'] = 'application/json';
          payload = fuzz.body.kind === 'raw' ? fuzz.body.text : JSON.stringify(fuzz.body.value);
        }
        const url = urlOf(route, fuzz);
        const response = await server.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          remoteAddress: `10.12.${routeIndex % 250}.${calls % 250}`,
          ...(payload === undefined ? {} : { payload }),
        });
        calls += 1;
        const label = `${route.method} ${url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''} -> ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode >= 500) failures.push(`server error: ${label}`);
        const after = await tableRowCounts(server.app.services.db);
        if (response.statusCode >= 400) {
          const changed = Object.keys(after).filter((table) => after[table] !== counts[table]);
          if (changed.length > 0) failures.push(`refused but wrote ${changed.join(', ')}: ${label}`);
        }
        counts = after;
      }
    }
    console.info(`contract fuzz: ${routes.length} routes, ${calls} requests`);
    expect(failures).toEqual([]);
  }, 120_000);
});
