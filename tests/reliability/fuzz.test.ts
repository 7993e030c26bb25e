import { connect } from 'node:net';
import fc from 'fast-check';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLInputType,
  type GraphQLScalarType,
} from 'graphql';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, graphqlOperations } from '@armada/contracts/catalogue';
import { fleetCompanyOperations } from '@armada/contracts/company';
import { CUSTOMER_LIMITS, createCustomerRoute } from '@armada/contracts/customers';
import {
  ClientMessageSchema,
  LIVE_LIMITS,
  LiveErrorMessageSchema,
  parseClientMessage,
} from '@armada/contracts/live';
import {
  GRAPHQL_LIMIT_ERROR_CODE,
  GRAPHQL_LIMITS,
  type GraphqlOperation,
  type RouteDefinition,
} from '@armada/contracts/shared';
import {
  INJECTION_STRINGS,
  ONE_MB_STRING,
  absurdPageTextArb,
  arbitraryOf,
  filterExpressionArb,
  hostileValueArb,
  mutatedOf,
  propertyNamesOf,
  sortExpressionArb,
} from './lib/arbitraries';
import { encode, graphqlRootFields, pathOf, queryStringOf } from './lib/catalogue';
import { recordFigure } from './lib/figures';
import { isErrorShape, signIn } from './lib/http';
import { exchange, openLive, type LiveConnection } from './lib/live-frames';
import { reliabilityOptions } from './lib/options';
import { startGateway, type StartedServer } from './lib/servers';

/**
 * Fuzzing from the contracts (issue 12): every REST route with input (the catalogue's params,
 * querystring and body schemas), every GraphQL operation's variables (documents built from the
 * schema, variable types from its arguments) and every live-channel client message, each fed
 * values derived from its TypeBox schema by fast-check (lib/arbitraries.ts) and then broken:
 * wrong types, missing and extra fields, `__proto__` keys, injection strings, huge and
 * non-finite numbers, invalid JSON, wrong content types, 1 MB strings, deeply nested JSON,
 * broken `filters`/`sorts`, absurd `limit`/`page`, and GraphQL documents over the GQL-13 limits.
 *
 * Targets: no 5xx (nor a GraphQL result with status 500); every 4xx is the JSON error shape
 * (GraphQL: an `errors` list) and a 400/413/415 names the bad part; the live channel answers a
 * refused frame with an `error` frame and stays open; afterwards `/healthz` and `/readyz` answer
 * 200 (the `/healthz` time is printed against its 50 ms target).
 *
 * Seeded (reliabilityOptions.seed); cases (reliabilityOptions.fuzzCases) are spread over the
 * targets. Replay one case: RELIABILITY_FUZZ_REPLAY='<target>#<index>' (printed with each failure).
 * Runs its own gateway: the cases write data and may change the signed-in profile.
 */

const CONCURRENCY = 8;
const LIVE_CONNECTIONS = 4;
const HEALTH_TARGET_MS = 50;
const { seed, fuzzCases } = reliabilityOptions;
const replay = process.env['RELIABILITY_FUZZ_REPLAY']?.trim() || undefined;

/** Words that name a part of a request as a whole (a body that is not JSON, a wrong type...). */
const PART_WORDS = [
  'body',
  'querystring',
  'query',
  'params',
  'json',
  'content-type',
  'content type',
  'media type',
  'payload',
  'variable',
  'argument',
  'document',
  'syntax',
  'operation',
  'limit',
  'page',
  'filter',
  'sort',
  'search',
];

interface HttpCase {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Blob;
  /** Names the error may use for the bad part: sent and declared keys, parameter names. */
  names: string[];
  /** For GraphQL: the root field, whose Result `status` is checked too. */
  graphqlField?: string;
  /** The case expects this GraphQL error code (a limit case). */
  expectGraphqlCode?: string;
}

interface Outcome {
  status: number;
  contentType: string;
  text: string;
}

interface Failure {
  target: string;
  index: number;
  kind: string;
  problem: string;
  input: string;
  response: string;
}

const failures: Failure[] = [];
const casesByKind = new Map<string, number>();
let fiveHundreds = 0;
let shapeViolations = 0;
let unnamed = 0;
let resignIns = 0;
/** Set when a case got no answer in time: the run stops there and fails. */
let stuck = false;

const msByKind = new Map<string, number>();

function countKind(kind: string, ms = 0): void {
  casesByKind.set(kind, (casesByKind.get(kind) ?? 0) + 1);
  msByKind.set(kind, (msByKind.get(kind) ?? 0) + ms);
}

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function describeInput(c: HttpCase): string {
  const body =
    c.body === undefined
      ? ''
      : typeof c.body === 'string'
        ? ` body=${clip(c.body, 400)}`
        : ` body=<blob of ${c.body.size} bytes, no content type>`;
  return `${c.method} ${clip(c.path, 400)} content-type=${c.headers['content-type'] ?? '-'}${body}`;
}

// ---------------------------------------------------------------------------------------------
// Keys and query strings
// ---------------------------------------------------------------------------------------------

function keysOf(value: unknown, into: Set<string>): Set<string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (!Array.isArray(value)) into.add(key);
      keysOf(member, into);
    }
  }
  return into;
}

// ---------------------------------------------------------------------------------------------
// REST cases
// ---------------------------------------------------------------------------------------------

const JSON_TYPE = 'application/json';

/** Bodies no JSON parser or schema check should choke on. */
const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  "{'a':1}",
  '[1,2,',
  'nul',
  'undefined',
  'NaN',
  '"\\u0000"',
  '\u0000',
  '{"a":1}garbage',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true,"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"n":1e309}',
  '{"n":-1e309}',
  '{"n":-0}',
  '{"n":1e308}',
  '{"n":123456789012345678901234567890}',
  '{"s":"\\ud800"}',
  'null',
  'true',
  '0',
  '[]',
  '"text"',
  '[{}]',
  '\uFEFF{}',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json-patch+json',
  '*/*',
  'none',
] as const;

function deepJson(depth: number, object: boolean): string {
  return object
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function firstStringKey(schema: unknown): string {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  const found = Object.entries(properties ?? {}).find(([, member]) => member.type === 'string');
  return found?.[0] ?? Object.keys(properties ?? {})[0] ?? 'name';
}

function restCaseArb(route: RouteDefinition): fc.Arbitrary<HttpCase> {
  const { params, querystring, body } = route.schema;
  const declared = [
    ...propertyNamesOf(params),
    ...propertyNamesOf(querystring),
    ...propertyNamesOf(body),
  ];
  const paramsArb = params
    ? fc.oneof(
        { weight: 6, arbitrary: arbitraryOf(params) },
        { weight: 1, arbitrary: mutatedOf(params) },
      )
    : fc.constant(undefined);
  const queryArb: fc.Arbitrary<unknown> = querystring
    ? fc.oneof(
        { weight: 2, arbitrary: arbitraryOf(querystring) },
        { weight: 3, arbitrary: mutatedOf(querystring) },
      )
    : fc.constant(undefined);
  const listQueryArb: fc.Arbitrary<unknown> = route.list
    ? fc.record(
        {
          filters: fc.array(filterExpressionArb(route.list), { minLength: 1, maxLength: 3 }),
          sorts: fc.array(sortExpressionArb(route.list), { maxLength: 2 }),
          limit: absurdPageTextArb,
          page: absurdPageTextArb,
          search: fc.oneof(fc.constantFrom(...INJECTION_STRINGS), fc.string({ maxLength: 250 })),
        },
        { requiredKeys: [] },
      )
    : queryArb;
  const bodyArb = body ? mutatedOf(body) : fc.constant(undefined);

  const build = (
    kind: string,
    p: unknown,
    q: unknown,
    b: string | Blob | undefined,
    contentType: string | undefined,
    sentBody: unknown,
  ): HttpCase => {
    const names = new Set(declared);
    keysOf(p, names);
    keysOf(q, names);
    keysOf(sentBody, names);
    const headers: Record<string, string> = {};
    if (contentType && contentType !== 'none') headers['content-type'] = contentType;
    return {
      kind,
      method: route.method,
      path: `${pathOf(route, p)}${queryStringOf(q)}`,
      headers,
      ...(b === undefined || route.method === 'GET' ? {} : { body: b }),
      names: [...names],
    };
  };

  const kinds: { weight: number; arbitrary: fc.Arbitrary<HttpCase> }[] = [
    {
      weight: 6,
      arbitrary: fc
        .tuple(paramsArb, queryArb, bodyArb)
        .map(([p, q, b]) =>
          build(
            body ? 'rest: contract values, one part broken' : 'rest: params/query values',
            p,
            q,
            b === undefined ? undefined : (JSON.stringify(b) ?? 'null'),
            body ? JSON_TYPE : undefined,
            b,
          ),
        ),
    },
  ];
  if (route.list) {
    kinds.push({
      weight: 4,
      arbitrary: fc
        .tuple(paramsArb, listQueryArb)
        .map(([p, q]) =>
          build('rest: filters/sorts/limit/page', p, q, undefined, undefined, undefined),
        ),
    });
  }
  if (body) {
    const validBody = arbitraryOf(body);
    const bigKey = firstStringKey(body);
    kinds.push(
      {
        weight: 2,
        arbitrary: fc
          .tuple(paramsArb, fc.constantFrom(...RAW_BODIES))
          .map(([p, raw]) =>
            build('rest: invalid or odd JSON', p, undefined, raw, JSON_TYPE, undefined),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(paramsArb, validBody, fc.constantFrom(...WRONG_CONTENT_TYPES))
          .map(([p, b, type]) =>
            build(
              'rest: wrong content type',
              p,
              undefined,
              type === 'none' ? new Blob([JSON.stringify(b)]) : JSON.stringify(b),
              type,
              b,
            ),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(paramsArb, validBody, fc.integer({ min: 0, max: 3 }))
          .map(([p, b, variant]) => {
            if (variant < 2) {
              // 1 MB of ASCII, or 400,000 two-byte characters (800 KB of UTF-8).
              const big = variant === 0 ? ONE_MB_STRING : 'é'.repeat(400_000);
              const sent = { ...(b as object), [bigKey]: big };
              return build(
                'rest: 1 MB string / deep JSON',
                p,
                undefined,
                JSON.stringify(sent),
                JSON_TYPE,
                sent,
              );
            }
            const raw = deepJson(variant === 2 ? 5_000 : 100_000, variant === 2);
            return build('rest: 1 MB string / deep JSON', p, undefined, raw, JSON_TYPE, undefined);
          }),
      },
    );
  }
  return fc.oneof(...kinds);
}

// ---------------------------------------------------------------------------------------------
// GraphQL cases
// ---------------------------------------------------------------------------------------------

const operationsByField = new Map<string, GraphqlOperation>(
  [...graphqlOperations, ...fleetCompanyOperations].map((o) => [o.field, o]),
);

/** A GraphQL-typed value for fields without a TypeBox schema (generic, hostile-ish). */
function graphqlValueArb(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull)
    return graphqlValueArb(type.ofType as GraphQLInputType, depth);
  if (type instanceof GraphQLList) {
    return fc.array(graphqlValueArb(type.ofType as GraphQLInputType, depth + 1), { maxLength: 3 });
  }
  if (type instanceof GraphQLEnumType)
    return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant({});
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, member] of Object.entries(type.getFields())) {
      record[name] = graphqlValueArb(member.type, depth + 1);
    }
    return fc.record(record, { requiredKeys: [] });
  }
  switch ((type as GraphQLScalarType).name) {
    case 'Int':
      return fc.integer({ min: -5, max: 100 });
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1000, max: 1000 });
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01') })
        .filter((d) => !Number.isNaN(d.getTime()))
        .map((d) => d.toISOString());
    case 'JSON':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      return fc.string({ maxLength: 20 });
  }
}

interface GraphqlTarget {
  field: string;
  kind: 'query' | 'mutation';
  document: string;
  names: string[];
  variablesArb: fc.Arbitrary<Record<string, unknown>>;
}

function graphqlTargets(): GraphqlTarget[] {
  return graphqlRootFields().map(({ kind, field, document }) => {
    const operation = operationsByField.get(field.name);
    const names = new Set<string>(field.args.map((a) => a.name));
    propertyNamesOf(operation?.args, names);
    const generic: Record<string, fc.Arbitrary<unknown>> = {};
    for (const arg of field.args) generic[arg.name] = graphqlValueArb(arg.type);
    const typed = operation
      ? (arbitraryOf(operation.args) as fc.Arbitrary<Record<string, unknown>>)
      : (fc.record(generic, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>);
    const broken = operation
      ? (mutatedOf(operation.args) as fc.Arbitrary<Record<string, unknown>>)
      : fc.dictionary(fc.constantFrom(...field.args.map((a) => a.name), 'extra'), hostileValueArb, {
          maxKeys: 3,
        });
    return {
      field: field.name,
      kind,
      document,
      names: [...names],
      variablesArb: fc.oneof({ weight: 1, arbitrary: typed }, { weight: 3, arbitrary: broken }),
    };
  });
}

function nested(depth: number): string {
  return `${'a { '.repeat(depth)}__typename${' }'.repeat(depth)}`;
}

/** Documents and bodies past the GQL-13 limits or not GraphQL at all. */
function hostileGraphqlArb(target: GraphqlTarget): fc.Arbitrary<HttpCase> {
  const post = (
    kind: string,
    body: string,
    expectGraphqlCode?: string,
    contentType = JSON_TYPE,
  ): HttpCase => ({
    kind,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': contentType },
    body,
    names: target.names,
    graphqlField: target.field,
    ...(expectGraphqlCode ? { expectGraphqlCode } : {}),
  });
  const limit = (query: string) =>
    post(
      'graphql: over a limit (depth, aliases, size, fields, batch)',
      JSON.stringify({ query }),
      GRAPHQL_LIMIT_ERROR_CODE,
    );
  const aliases = Array.from(
    { length: GRAPHQL_LIMITS.maxAliases + 1 },
    (_, i) => `a${i}: __typename`,
  ).join(' ');
  const roots = Array.from({ length: GRAPHQL_LIMITS.maxRootFields + 1 }, () => `__typename`).join(
    ' ',
  );
  const fields = `{ __typename ${Array.from({ length: GRAPHQL_LIMITS.maxFields + 1 }, () => '__typename').join(' ')} }`;
  return fc.oneof(
    fc.constantFrom(
      limit(`query Deep { ${nested(GRAPHQL_LIMITS.maxDepth + 1)} }`),
      limit(`query Deeper { ${nested(200)} }`),
      limit(`query Aliased { ${aliases} }`),
      limit(`query Roots { ${roots} }`),
      limit(fields),
      limit(`query Big { __typename }${' '.repeat(GRAPHQL_LIMITS.maxQueryBytes)}`),
      limit(`# ${'x'.repeat(ONE_MB_STRING.length / 2)}\n{ __typename }`),
      post(
        'graphql: over a limit (depth, aliases, size, fields, batch)',
        JSON.stringify([{ query: target.document }, { query: target.document }]),
        GRAPHQL_LIMIT_ERROR_CODE,
      ),
    ),
    fc.constantFrom(
      post('graphql: not a GraphQL request', '{'),
      post('graphql: not a GraphQL request', '{}'),
      post('graphql: not a GraphQL request', 'null'),
      post('graphql: not a GraphQL request', JSON.stringify({ query: 42 })),
      post('graphql: not a GraphQL request', JSON.stringify({ query: ['{ __typename }'] })),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: target.document, variables: 'x' }),
      ),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: target.document, variables: [1] }),
      ),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: target.document, operationName: 'Nope' }),
      ),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: `${target.document} ${target.document}` }),
      ),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: `${target.kind} { ${target.field}(` }),
      ),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: `subscription { ${target.field} }` }),
      ),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: '{ __schema { types { name } } }' }),
      ),
      post('graphql: not a GraphQL request', JSON.stringify({ query: '\u0000' })),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: target.document }),
        undefined,
        'text/plain',
      ),
      post(
        'graphql: not a GraphQL request',
        JSON.stringify({ query: target.document }),
        undefined,
        'application/x-www-form-urlencoded',
      ),
      post(
        'graphql: not a GraphQL request',
        `{"query":${JSON.stringify(target.document)},"variables":{"__proto__":{"polluted":1}}}`,
      ),
      post('graphql: not a GraphQL request', deepJson(5_000, true)),
    ),
  );
}

function graphqlCaseArb(target: GraphqlTarget): fc.Arbitrary<HttpCase> {
  const variablesCase = target.variablesArb.map((variables): HttpCase => {
    const names = new Set(target.names);
    keysOf(variables, names);
    return {
      kind: 'graphql: operation variables',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': JSON_TYPE },
      body: JSON.stringify({ query: target.document, variables, operationName: 'Fuzz' }),
      names: [...names],
      graphqlField: target.field,
    };
  });
  return fc.oneof(
    { weight: 4, arbitrary: variablesCase },
    { weight: 1, arbitrary: hostileGraphqlArb(target) },
  );
}

// ---------------------------------------------------------------------------------------------
// Judging answers
// ---------------------------------------------------------------------------------------------

function errorText(body: Record<string, unknown>): string {
  const parts: unknown[] = [
    body['message'],
    body['field'],
    body['params'],
    body['errors'],
    body['errors_v2'],
  ];
  return parts
    .map((part) => (typeof part === 'string' ? part : JSON.stringify(part ?? '')))
    .join(' ')
    .toLowerCase();
}

function namesBadPart(text: string, names: readonly string[]): boolean {
  return (
    PART_WORDS.some((word) => text.includes(word)) ||
    names.some((name) => name.length > 0 && text.includes(name.toLowerCase()))
  );
}

/** What a GraphQL error reads like when a resolver crashed rather than refused. */
const CRASH_TEXT =
  /internal server error|something went wrong|TypeError|RangeError|Cannot read propert|is not a function|is not defined$|Maximum call stack/i;

const NAMED_STATUSES = new Set([400, 413, 415, 422]);

/** What is wrong with an answer, or undefined. */
/** What is wrong with one answer: a 5xx, the wrong shape, or a 4xx that names nothing. */
interface Verdict {
  kind: '5xx' | 'shape' | 'unnamed';
  problem: string;
}

function judge(c: HttpCase, outcome: Outcome): Verdict | undefined {
  const { status, text } = outcome;
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (status >= 500) return { kind: '5xx', problem: `answered ${status}` };
  const graphql = c.graphqlField !== undefined && !isErrorShape(body);
  if (graphql) {
    const answer = body as
      | {
          data?: Record<string, unknown> | null;
          errors?: { message?: unknown; extensions?: { code?: unknown } }[];
        }
      | undefined;
    const result = answer?.data?.[c.graphqlField ?? ''] as
      { status?: unknown; errorCode?: unknown; message?: unknown } | null | undefined;
    if (result && typeof result.status === 'number' && result.status >= 500) {
      return {
        kind: '5xx',
        problem: `GraphQL result status ${result.status} (${String(result.errorCode)}: ${String(result.message)})`,
      };
    }
    const errors = answer?.errors;
    if (
      errors?.some(
        (e) => CRASH_TEXT.test(String(e.message)) || e.extensions?.code === 'INTERNAL_SERVER_ERROR',
      )
    ) {
      return { kind: '5xx', problem: 'a GraphQL error reads like a crash' };
    }
    if (c.expectGraphqlCode) {
      if (status !== 400 || !errors?.some((e) => e.extensions?.code === c.expectGraphqlCode)) {
        return { kind: 'shape', problem: `expected 400 with ${c.expectGraphqlCode}` };
      }
    }
    if (status >= 400) {
      if (
        !Array.isArray(errors) ||
        errors.length === 0 ||
        errors.some((e) => typeof e.message !== 'string' || e.message === '')
      ) {
        return { kind: 'shape', problem: 'a GraphQL 4xx without an errors list of messages' };
      }
      if (
        NAMED_STATUSES.has(status) &&
        !namesBadPart(JSON.stringify(errors).toLowerCase(), c.names)
      ) {
        return {
          kind: 'unnamed',
          problem: 'the GraphQL error names no variable, argument or part',
        };
      }
    } else if (status >= 200 && status < 300 && errors && !result) {
      // A 200 with errors and no result: mercurius' answer to a variable error; must name it.
      if (!namesBadPart(JSON.stringify(errors).toLowerCase(), c.names)) {
        return {
          kind: 'unnamed',
          problem: 'the GraphQL error names no variable, argument or part',
        };
      }
    }
    // A Result refusal (GQL-1) has no field slot: its message is the user's text, in the user's
    // language ("Rentang waktu tidak valid..."), so it is held to a code and a sentence, not to
    // an argument name; schema refusals of the arguments still name the path in it.
    if (
      result &&
      result.status !== undefined &&
      Number(result.status) >= 400 &&
      (typeof result.errorCode !== 'string' ||
        result.errorCode === '' ||
        typeof result.message !== 'string' ||
        result.message.trim().length < 10)
    ) {
      return {
        kind: 'unnamed',
        problem: 'a GraphQL result refusal without an errorCode and a message',
      };
    }
    return undefined;
  }
  if (status < 400) return undefined;
  if (!isErrorShape(body, status)) {
    return { kind: 'shape', problem: `a ${status} that is not the JSON error shape` };
  }
  if (!outcome.contentType.startsWith('application/json')) {
    return { kind: 'shape', problem: `a ${status} served as ${outcome.contentType}` };
  }
  if (
    NAMED_STATUSES.has(status) &&
    !namesBadPart(errorText(body as Record<string, unknown>), c.names)
  ) {
    return { kind: 'unnamed', problem: `the ${status} names no parameter, field or part` };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------

let gateway: StartedServer;
let cookie = '';

/**
 * A case with no answer by then counts as a 5xx: the server is stuck on it (or on another). A
 * bound on a hang, not a speed target: in a fresh-clone run at load average 26 (the browser tests
 * and the route-optimization bench beside it) the gateway answered one round of eight cases after
 * more than 15 s, each of which replays in well under a second. Time proportional to the input's
 * size is fuzz-input-limits.test.ts's to check.
 */
const ANSWER_TIMEOUT_MS = 60_000;

async function send(c: HttpCase): Promise<Outcome> {
  const response = await fetch(`${gateway.origin}${c.path}`, {
    method: c.method,
    headers: { ...c.headers, cookie },
    ...(c.body === undefined ? {} : { body: c.body }),
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

/** Whether the session still holds; signs in again when a case ended it. */
async function ensureSession(): Promise<boolean> {
  const probe = await fetch(`${gateway.origin}/api/whoami`, { headers: { cookie } });
  await probe.arrayBuffer();
  if (probe.status === 200) return false;
  cookie = await signIn(gateway.origin, 'admin');
  resignIns += 1;
  return true;
}

interface Target {
  id: string;
  arb: fc.Arbitrary<HttpCase>;
  auth: boolean;
}

async function runHttpCase(target: Target, index: number, c: HttpCase): Promise<void> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await send(c);
    if (outcome.status === 401 && target.auth && (await ensureSession())) outcome = await send(c);
  } catch (error) {
    outcome = { status: 599, contentType: '', text: `request failed: ${String(error)}` };
    // No answer in ANSWER_TIMEOUT_MS: the server is stuck; the remaining cases would only wait.
    if (error instanceof DOMException && error.name === 'TimeoutError') stuck = true;
  }
  countKind(c.kind, performance.now() - started);
  const verdict = judge(c, outcome);
  if (!verdict) return;
  if (verdict.kind === '5xx') fiveHundreds += 1;
  else if (verdict.kind === 'shape') shapeViolations += 1;
  else unnamed += 1;
  failures.push({
    target: target.id,
    index,
    kind: c.kind,
    problem: verdict.problem,
    input: describeInput(c),
    response: `${outcome.status} ${outcome.contentType} ${clip(outcome.text)}`,
  });
}

async function pool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && !stuck) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(runners);
}

/** `total` cases spread evenly over `count` targets (the first ones get the remainder). */
function share(total: number, count: number, index: number): number {
  return Math.floor(total / count) + (index < total % count ? 1 : 0);
}

function casesOf(
  target: Target,
  targetIndex: number,
  n: number,
): { target: Target; index: number; c: HttpCase }[] {
  const [replayTarget, replayIndex] = replay?.split('#') ?? [];
  if (replay && replayTarget !== target.id) return [];
  const count = replay ? Number(replayIndex) + 1 : n;
  if (count <= 0) return [];
  const values = fc.sample(target.arb, { seed: seed + targetIndex, numRuns: count });
  const all = values.map((c, index) => ({ target, index, c }));
  return replay ? all.slice(Number(replayIndex)) : all;
}

// ---------------------------------------------------------------------------------------------
// Live channel
// ---------------------------------------------------------------------------------------------

interface LiveCase {
  kind: string;
  frame: string | Buffer;
}

const liveCaseArb: fc.Arbitrary<LiveCase> = fc.oneof(
  {
    weight: 2,
    arbitrary: arbitraryOf(ClientMessageSchema).map((m) => ({
      kind: 'live: contract messages',
      frame: JSON.stringify(m),
    })),
  },
  {
    weight: 5,
    arbitrary: mutatedOf(ClientMessageSchema).map((m) => ({
      kind: 'live: messages with one part broken',
      frame: JSON.stringify(m) ?? 'undefined',
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<string | Buffer>(
        '',
        '{',
        'null',
        '[]',
        '"PING"',
        '{"type":1}',
        '{"type":null}',
        '{"type":"ping"}',
        '{"type":"__proto__"}',
        '{"type":"constructor"}',
        '{"type":"toString"}',
        '{"__proto__":{"type":"PING"}}',
        '{"type":"update_tags","payload":{"tags":["a"],"__proto__":{"x":1}}}',
        '{"type":"update_tags","payload":null}',
        '{"type":"update_tags","payload":{"tags":"a"}}',
        `{"type":"update_tags","payload":{"tags":${JSON.stringify(Array.from({ length: LIVE_LIMITS.maxTags + 1 }, (_, i) => `t${i}`))}}}`,
        `{"type":"update_tags","payload":{"tags":["${'x'.repeat(LIVE_LIMITS.maxTagLength + 1)}"]}}`,
        `{"type":"PING","pad":"${'x'.repeat(LIVE_LIMITS.maxClientMessageChars)}"}`,
        `{"type":"PING","n":1e309}`,
        deepJson(5_000, true),
        deepJson(20_000, false),
        Buffer.from([0xff, 0xfe, 0x00, 0x01]),
        Buffer.from('{"type":"PING"}'),
      )
      .map((frame) => ({ kind: 'live: raw and oversized frames', frame })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('update_tags', 'positions_subscribe', 'PING', 'positions_unsubscribe'),
        hostileValueArb,
      )
      .map(([type, payload]) => ({
        kind: 'live: messages with one part broken',
        frame: JSON.stringify({ type, payload }),
      })),
  },
);

function judgeLive(
  c: LiveCase,
  answer: { frames: string[]; closed?: string },
): Verdict | undefined {
  if (answer.closed) return { kind: '5xx', problem: `the connection ended: ${answer.closed}` };
  const errors = answer.frames
    .map((f) => {
      try {
        return JSON.parse(f) as unknown;
      } catch {
        return f;
      }
    })
    .filter(
      (m) => typeof m !== 'object' || m === null || (m as { type?: unknown }).type === 'error',
    );
  for (const error of errors) {
    if (!Value.Check(LiveErrorMessageSchema, error))
      return {
        kind: 'shape',
        problem: `an error frame off the contract: ${clip(JSON.stringify(error))}`,
      };
  }
  if (Buffer.isBuffer(c.frame)) return undefined;
  const expected = parseClientMessage(c.frame);
  if (expected.ok) {
    if (errors.length > 0) return { kind: 'shape', problem: 'a valid message was refused' };
    return undefined;
  }
  const got = errors[0] as { code?: string; message?: string } | undefined;
  if (!got)
    return {
      kind: 'unnamed',
      problem: `an invalid message got no error frame (expected ${expected.error.code})`,
    };
  if (got.code !== expected.error.code)
    return { kind: 'unnamed', problem: `error ${got.code}, expected ${expected.error.code}` };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP: what the HTTP parser refuses before any route (fetch cannot send these)
// ---------------------------------------------------------------------------------------------

const RAW_HTTP_CASES: readonly { name: string; bytes: (cookie: string) => string }[] = [
  {
    name: 'a 20 KB query string',
    bytes: (c) =>
      `GET /api/vehicle?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nCookie: ${c}\r\n\r\n`,
  },
  {
    name: 'a 70 KB header',
    bytes: (c) =>
      `GET /api/whoami HTTP/1.1\r\nHost: x\r\nCookie: ${c}\r\nX-Big: ${'b'.repeat(70_000)}\r\n\r\n`,
  },
  { name: 'a broken request line', bytes: () => 'GARBAGE\r\n\r\n' },
  {
    name: 'a header without a colon',
    bytes: () => 'GET /api/whoami HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
  },
  {
    name: 'a body past its Content-Length',
    bytes: (c) =>
      `POST /api/feedback HTTP/1.1\r\nHost: x\r\nCookie: ${c}\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"message":"x"}\r\n\r\n`,
  },
  {
    name: 'a broken chunked body',
    bytes: (c) =>
      `POST /api/feedback HTTP/1.1\r\nHost: x\r\nCookie: ${c}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
  },
  {
    name: 'Content-Length and Transfer-Encoding both',
    bytes: (c) =>
      `POST /api/feedback HTTP/1.1\r\nHost: x\r\nCookie: ${c}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
  },
  { name: 'a NUL in the path', bytes: () => 'GET /api/who\u0000ami HTTP/1.1\r\nHost: x\r\n\r\n' },
  {
    name: 'a malformed percent escape',
    bytes: (c) =>
      `GET /order/api/web/v1/customer/%E0%A4%A HTTP/1.1\r\nHost: x\r\nCookie: ${c}\r\nConnection: close\r\n\r\n`,
  },
  { name: 'an HTTP/0.9 request', bytes: () => 'GET /api/whoami\r\n\r\n' },
];

/** Writes raw bytes and reads every answer until the server closes (or 3 s pass). */
function rawExchange(bytes: string): Promise<string> {
  const url = new URL(gateway.origin);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let text = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    const timer = setTimeout(done, 3_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', done);
    socket.on('error', done);
    socket.write(bytes, 'latin1');
  });
}

/** The answers in a raw HTTP/1.1 byte stream (Content-Length or chunked bodies). */
function answersOf(text: string): Outcome[] {
  const answers: Outcome[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) break;
    const head = rest.slice(0, headEnd);
    rest = rest.slice(headEnd + 4);
    const header = (name: string) =>
      new RegExp(`^${name}: *(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
    let body = '';
    if (header('content-length')) {
      const length = Number(header('content-length'));
      body = Buffer.from(rest, 'latin1').subarray(0, length).toString('latin1');
      rest = rest.slice(body.length);
    } else if (/chunked/i.test(header('transfer-encoding'))) {
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        const size = parseInt(rest.slice(0, lineEnd), 16);
        rest = rest.slice(lineEnd + 2);
        if (!size) {
          rest = rest.slice(2);
          break;
        }
        body += rest.slice(0, size);
        rest = rest.slice(size + 2);
      }
    } else {
      body = rest;
      rest = '';
    }
    answers.push({
      status: Number(head.slice(9, 12)),
      contentType: header('content-type'),
      text: Buffer.from(body, 'latin1').toString('utf8'),
    });
  }
  return answers;
}

function printFailures(): void {
  if (failures.length === 0) return;
  const lines = failures
    .slice(0, 60)
    .map(
      (f) =>
        `- [${f.problem}] ${f.target} (${f.kind})\n    replay: RELIABILITY_SEED=${seed} RELIABILITY_FUZZ_REPLAY='${f.target}#${f.index}'\n    input: ${f.input}\n    response: ${f.response}`,
    );
  process.stdout.write(`\nfuzz failures (${failures.length}, first 60):\n${lines.join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const restRoutes = apiRoutes.filter(
  (r) => r.schema.params || r.schema.querystring || r.schema.body,
);
const gqlTargets = graphqlTargets();

describe('fuzzing from the contracts', () => {
  beforeAll(async () => {
    gateway = await startGateway({ backend: 'simulator' });
    cookie = await signIn(gateway.origin, 'admin');
    // Long stored text for the list filters to chew on (a `like` of many % over it, LIST-10).
    const seeded = await fetch(`${gateway.origin}${createCustomerRoute.url}`, {
      method: 'POST',
      headers: { 'content-type': JSON_TYPE, cookie },
      body: JSON.stringify({
        name: 'a'.repeat(CUSTOMER_LIMITS.nameMax),
        address: 'a'.repeat(CUSTOMER_LIMITS.addressMax),
      }),
    });
    expect(seeded.status, await seeded.text()).toBe(201);
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('answers every fuzzed REST, GraphQL and live-channel input without a 5xx, with the error shape naming the bad part', async () => {
    const started = performance.now();
    const liveTotal = Math.round(fuzzCases * 0.1);
    const graphqlTotal = Math.round(fuzzCases * 0.25);
    const restTotal = fuzzCases - liveTotal - graphqlTotal;

    const targets: Target[] = [
      ...restRoutes.map((route) => ({
        id: `${route.method} ${route.url}`,
        arb: restCaseArb(route).map((c) =>
          // Never guess the session user's password: failed sign-ins are rate limited per name.
          route.url === '/auth/login' && c.body !== undefined && typeof c.body === 'string'
            ? { ...c, body: c.body.replaceAll('"admin"', '"fuzz-admin"') }
            : c,
        ),
        auth: route.auth,
      })),
      ...gqlTargets.map((t) => ({ id: `graphql ${t.field}`, arb: graphqlCaseArb(t), auth: true })),
    ];
    // Fixed probes: every string field of every list under a `like` of many % (LIST-10).
    const probes = replay
      ? []
      : restRoutes.flatMap((route, i) => {
          const target = targets[i];
          if (!route.list || !target) return [];
          return Object.entries(route.list.fields)
            .filter(([, field]) => field.type === 'string' && field.filterable !== false)
            .map(([name], index) => ({
              target,
              index: -1 - index,
              c: {
                kind: 'rest: filters/sorts/limit/page',
                method: 'GET',
                path: `${pathOf(route, { id: 1 })}?filters=${encode(`${name} like ${'%a'.repeat(12)}%b`)}`,
                headers: {},
                names: [name],
              } satisfies HttpCase,
            }));
        });
    const cases = targets.flatMap((target, i) => {
      const rest = i < restRoutes.length;
      const n = rest
        ? share(restTotal, restRoutes.length, i)
        : share(graphqlTotal, gqlTargets.length, i - restRoutes.length);
      return casesOf(target, i, n);
    });
    // Interleave targets, so no route's writes all land at once.
    cases.sort((a, b) => a.index - b.index);
    cases.unshift(...probes);
    await pool(cases, CONCURRENCY, ({ target, index, c }) => runHttpCase(target, index, c));

    // Raw HTTP the parser refuses: every answer on the connection is judged.
    if (!replay && !stuck) {
      for (const [index, raw] of RAW_HTTP_CASES.entries()) {
        const sent = performance.now();
        const text = await rawExchange(raw.bytes(cookie));
        countKind('raw HTTP: malformed, oversized headers', performance.now() - sent);
        const c: HttpCase = {
          kind: 'raw HTTP: malformed, oversized headers',
          method: 'RAW',
          path: raw.name,
          headers: {},
          names: ['url', 'header', 'request', 'http', 'content-length', 'body'],
        };
        const answers = answersOf(text);
        const problems: Verdict[] =
          answers.length === 0 ? [{ kind: 'shape', problem: 'no HTTP answer' }] : [];
        for (const answer of answers) {
          const verdict = judge(c, answer);
          if (verdict) problems.push(verdict);
        }
        for (const verdict of problems) {
          if (verdict.kind === '5xx') fiveHundreds += 1;
          else if (verdict.kind === 'shape') shapeViolations += 1;
          else unnamed += 1;
          failures.push({
            target: 'raw HTTP',
            index,
            kind: c.kind,
            problem: verdict.problem,
            input: raw.name,
            response: clip(text.replaceAll('\r\n', ' | ')),
          });
        }
      }
    }
    const httpSeconds = (performance.now() - started) / 1000;

    // Live channel: LIVE_CONNECTIONS sockets, each sending its share one frame at a time.
    const liveStarted = performance.now();
    const liveId = 'live';
    const liveCount = replay
      ? replay.startsWith(`${liveId}#`)
        ? Number(replay.split('#')[1]) + 1
        : 0
      : liveTotal;
    const liveCases =
      liveCount > 0
        ? fc.sample(liveCaseArb, { seed: seed + targets.length, numRuns: liveCount })
        : [];
    const liveStart = replay ? liveCount - 1 : 0;
    await Promise.all(
      Array.from({ length: LIVE_CONNECTIONS }, async (_, lane) => {
        let connection: LiveConnection | undefined;
        for (
          let index = liveStart + lane;
          index < liveCases.length && !stuck;
          index += LIVE_CONNECTIONS
        ) {
          const c = liveCases[index];
          if (!c) continue;
          connection ??= await openLive(gateway.origin, cookie);
          const sent = performance.now();
          const answer = await exchange(connection, c.frame);
          countKind(c.kind, performance.now() - sent);
          const verdict = judgeLive(c, answer);
          if (verdict) {
            if (verdict.kind === '5xx') fiveHundreds += 1;
            else if (verdict.kind === 'shape') shapeViolations += 1;
            else unnamed += 1;
            failures.push({
              target: liveId,
              index,
              kind: c.kind,
              problem: verdict.problem,
              input: Buffer.isBuffer(c.frame)
                ? `<binary ${c.frame.byteLength} bytes>`
                : clip(c.frame),
              response: clip(answer.frames.join('\n')),
            });
          }
          if (answer.closed) {
            connection.socket.terminate();
            connection = undefined;
          }
        }
        connection?.socket.close();
      }),
    );
    const liveSeconds = (performance.now() - liveStarted) / 1000;

    if (stuck) {
      printFailures();
      throw new Error(
        `a case got no answer within ${ANSWER_TIMEOUT_MS} ms: the server hung (see the failures above)`,
      );
    }

    // Right after: /healthz and /readyz answer (the time of /healthz is printed, not held).
    const healthStarted = performance.now();
    const health = await fetch(`${gateway.origin}/healthz`, {
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    await health.arrayBuffer();
    const healthMs = performance.now() - healthStarted;
    const ready = await fetch(`${gateway.origin}/readyz`, {
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    await ready.arrayBuffer();

    const totalCases = [...casesByKind.values()].reduce((a, b) => a + b, 0);
    process.stdout.write(
      `[fuzz] HTTP ${httpSeconds.toFixed(1)} s, live ${liveSeconds.toFixed(1)} s; mean ms per case: ${[...msByKind.entries()].map(([k, ms]) => `${k} ${(ms / (casesByKind.get(k) ?? 1)).toFixed(1)}`).join('; ')}\n`,
    );
    for (const [kind, count] of [...casesByKind.entries()].sort()) {
      recordFigure({ area: 'fuzz', name: `cases: ${kind}`, value: String(count) });
    }
    recordFigure({
      area: 'fuzz',
      name: 'cases in all (REST routes / GraphQL fields / live)',
      value: `${totalCases} (${restRoutes.length} routes, ${gqlTargets.length} fields, live) in ${(httpSeconds + liveSeconds).toFixed(1)} s, seed ${seed}`,
    });
    recordFigure({
      area: 'fuzz',
      name: '5xx answers (and live connections lost)',
      value: String(fiveHundreds),
      target: '0',
    });
    recordFigure({
      area: 'fuzz',
      name: '4xx off the error shape',
      value: String(shapeViolations),
      target: '0',
    });
    recordFigure({
      area: 'fuzz',
      name: '4xx not naming the bad part',
      value: String(unnamed),
      target: '0',
    });
    recordFigure({
      area: 'fuzz',
      name: 're-sign-ins after a case ended the session',
      value: String(resignIns),
    });
    recordFigure({
      area: 'fuzz',
      name: '/healthz right after',
      value: `${healthMs.toFixed(1)} ms (${health.status}), /readyz ${ready.status}; load ${(await import('node:os')).loadavg()[0]?.toFixed(2)}`,
      target: `< ${HEALTH_TARGET_MS} ms, 200`,
    });

    printFailures();
    expect(stuck, `a case got no answer within ${ANSWER_TIMEOUT_MS} ms: the server hung`).toBe(
      false,
    );
    expect(fiveHundreds, '5xx answers').toBe(0);
    expect(shapeViolations, '4xx off the error shape').toBe(0);
    expect(unnamed, '4xx not naming the bad part').toBe(0);
    expect(health.status).toBe(200);
    // The 50 ms is printed with the figures, not asserted: a test never fails on a duration.
    expect(ready.status).toBe(200);
  }, 600_000);
});
