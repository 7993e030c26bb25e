import { STATUS_CODES } from 'node:http';
import type { TSchema } from 'typebox';
import Type from 'typebox';
import { SESSION_COOKIE_NAME, loginRoute } from '@armada/contracts/auth';
import { API_KEY_HEADERS } from '@armada/contracts/integrations';
import {
  API_BASES,
  APP_CONFIG_PATH,
  AppConfigSchema,
  ErrorResponseSchema,
  type RouteDefinition,
} from '@armada/contracts/shared';
import { HealthResponseSchema, ReadinessResponseSchema } from '../routes/health';

/** A JSON Schema as it appears in the document (TypeBox's hidden markers stripped). */
export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: { 'application/json': { schema: JsonSchema } };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, OpenApiSecurityScheme>;
  };
}

export type OpenApiSecurityScheme =
  | { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description?: string }
  | { type: 'http'; scheme: 'bearer'; description?: string };

const SESSION_SECURITY = 'sessionCookie';
/** APIK-4: an API key, as a bearer token or in `X-Api-Key` (docs/rules/integrations.md). */
const API_KEY_BEARER = 'apiKeyBearer';
const API_KEY_HEADER = 'apiKeyHeader';
const API_KEY_NOTE =
  'An API key made under Marketplace > API keys (`armk_…`), read-only (GET only, else 403) or ' +
  'read-write; it acts as the user who made it, in their company. Not accepted under `/auth`.';

/** Who may call a route: a session, or an API key outside `/auth` (APIK-4). */
function securityOf(url: string): Array<Record<string, string[]>> {
  const session = { [SESSION_SECURITY]: [] };
  return url.startsWith(`${API_BASES.auth}/`)
    ? [session]
    : [session, { [API_KEY_BEARER]: [] }, { [API_KEY_HEADER]: [] }];
}
const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in, sessions and the live-channel token',
  graphql: 'The GraphQL endpoint',
  live: 'The live message channel (WebSocket)',
  gateway: 'Served by the gateway itself, in both backend modes',
};

/**
 * Schemas that carry a `$id` are moved to `components.schemas` once and referenced, so shared
 * shapes (Identity, ErrorResponse...) read as named types in the docs.
 */
class SchemaRegistry {
  readonly components: Record<string, JsonSchema> = {};
  private readonly serialized = new Map<string, string>();

  /** The schema as plain JSON with every named sub-schema replaced by a `$ref`. */
  resolve(schema: TSchema | JsonSchema): JsonSchema {
    return this.walk(JSON.parse(JSON.stringify(schema)) as JsonSchema);
  }

  private walk(node: JsonSchema): JsonSchema {
    const copy: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id') continue;
      copy[key] = this.walkValue(value);
    }
    const id = node.$id;
    if (typeof id !== 'string') return copy;
    const name = id.replace(/[^A-Za-z0-9._-]/g, '_');
    const text = JSON.stringify(copy);
    const known = this.serialized.get(name);
    // Two different shapes under one id would be a contracts bug: keep the second inline.
    if (known !== undefined && known !== text) return copy;
    this.serialized.set(name, text);
    this.components[name] = copy;
    return { $ref: `#/components/schemas/${name}` };
  }

  private walkValue(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.walkValue(item));
    if (typeof value === 'object' && value !== null) return this.walk(value as JsonSchema);
    return value;
  }
}

function objectProperties(schema: TSchema | undefined): Array<[string, JsonSchema, boolean]> {
  if (!schema) return [];
  const plain = JSON.parse(JSON.stringify(schema)) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const required = new Set(plain.required ?? []);
  return Object.entries(plain.properties ?? {}).map(([name, property]) => [
    name,
    property,
    required.has(name),
  ]);
}

function jsonContent(schema: JsonSchema) {
  return { 'application/json': { schema } };
}

function errorResponse(description: string): OpenApiResponse {
  return { description, content: jsonContent(ERROR_REF) };
}

/** Every route answers errors with ErrorResponse; these are the statuses worth naming. */
function errorResponses(route: RouteDefinition): Record<string, OpenApiResponse> {
  const hasInput = Boolean(route.schema.body ?? route.schema.querystring ?? route.schema.params);
  return {
    ...(hasInput && { 400: errorResponse('Invalid request (VALIDATION_ERROR, BAD_REQUEST)') }),
    ...(route.auth && {
      401: errorResponse('No session, or the session has ended (UNAUTHORIZED)'),
      403: errorResponse('The signed-in user lacks the permission (FORBIDDEN)'),
    }),
    ...(route.schema.params && { 404: errorResponse('No such resource (NOT_FOUND)') }),
    ...(route.method === loginRoute.method &&
      route.url === loginRoute.url && {
        429: errorResponse('Too many sign-in attempts from this address (TOO_MANY_REQUESTS)'),
      }),
    '4XX': errorResponse('Other client error'),
    '5XX': errorResponse(
      'Server error; through the gateway also BAD_GATEWAY (502) and GATEWAY_TIMEOUT (504)',
    ),
  };
}

function toOperation(route: RouteDefinition, registry: SchemaRegistry): OpenApiOperation {
  const parameters: OpenApiParameter[] = [
    ...objectProperties(route.schema.params).map(([name, schema]) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: registry.resolve(schema),
    })),
    ...objectProperties(route.schema.querystring).map(([name, schema, required]) => ({
      name,
      in: 'query' as const,
      required,
      schema: registry.resolve(schema),
    })),
  ];
  const responses: Record<string, OpenApiResponse> = errorResponses(route);
  for (const [status, schema] of Object.entries(route.schema.response)) {
    responses[status] = {
      description: STATUS_CODES[Number(status)] ?? 'Response',
      content: jsonContent(registry.resolve(schema)),
    };
  }
  return {
    operationId: route.id,
    summary: route.summary,
    tags: route.tags,
    security: route.auth ? securityOf(route.url) : [],
    ...(parameters.length > 0 && { parameters }),
    ...(route.schema.body && {
      requestBody: { required: true, content: jsonContent(registry.resolve(route.schema.body)) },
    }),
    responses,
  };
}

const GraphqlRequestSchema = Type.Object(
  {
    query: Type.String({ description: 'The GraphQL document' }),
    variables: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
    operationName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  { $id: 'GraphqlRequest' },
);

const GraphqlResponseSchema = Type.Object(
  {
    data: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          message: Type.String(),
          path: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Integer()]))),
          extensions: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
      ),
    ),
  },
  { $id: 'GraphqlResponse' },
);

function extraOperations(
  registry: SchemaRegistry,
): Record<string, Record<string, OpenApiOperation>> {
  const plain = (description: string, schema: TSchema): OpenApiResponse => ({
    description,
    content: jsonContent(registry.resolve(schema)),
  });
  return {
    [API_BASES.graphql]: {
      post: {
        operationId: 'graphql',
        summary: 'GraphQL queries and mutations',
        description:
          'Mutations report their own outcome in the payload: `isSuccessful: false` with ' +
          '`errorCode` and `message` (never an HTML page or a stack trace).',
        tags: ['graphql'],
        security: securityOf(API_BASES.graphql),
        requestBody: {
          required: true,
          content: jsonContent(registry.resolve(GraphqlRequestSchema)),
        },
        responses: {
          200: plain('GraphQL result', GraphqlResponseSchema),
          400: errorResponse('Malformed GraphQL request'),
          401: errorResponse('No session (UNAUTHORIZED)'),
          '5XX': errorResponse('Server or upstream error'),
        },
      },
    },
    [API_BASES.liveChannel]: {
      get: {
        operationId: 'liveChannel',
        summary: 'The live message channel (WebSocket upgrade)',
        description:
          'Open with `GET /ws?token=...` using a token from `GET /auth/ws-token` (valid for a ' +
          'short time). Messages are JSON objects keyed by `type`.',
        tags: ['live'],
        security: [],
        parameters: [
          {
            name: 'token',
            in: 'query',
            required: true,
            description: 'Short-lived token from GET /auth/ws-token',
            schema: { type: 'string' },
          },
        ],
        responses: {
          101: { description: 'Switching Protocols: the WebSocket is open' },
          401: errorResponse('Missing, wrong or expired token (UNAUTHORIZED)'),
          '5XX': errorResponse('Server or upstream error'),
        },
      },
    },
    '/healthz': {
      get: {
        operationId: 'health',
        summary: 'Liveness: the gateway process is up',
        tags: ['gateway'],
        security: [],
        responses: {
          200: plain('Up', HealthResponseSchema),
          '5XX': errorResponse('Server error'),
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'readiness',
        summary: 'Readiness: the backend (simulator or every upstream) can answer',
        tags: ['gateway'],
        security: [],
        responses: {
          200: plain('Ready', ReadinessResponseSchema),
          503: plain('Not ready', ReadinessResponseSchema),
          '5XX': errorResponse('Server error'),
        },
      },
    },
    [APP_CONFIG_PATH]: {
      get: {
        operationId: 'getAppConfig',
        summary: 'Deployment settings the web app reads before sign-in',
        tags: ['gateway'],
        security: [],
        responses: {
          200: plain('The app configuration', AppConfigSchema),
          '5XX': errorResponse('Server error'),
        },
      },
    },
  };
}

/** Fastify `/x/:id` to OpenAPI `/x/{id}`. */
export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of the whole product API, built from the contracts catalogue, so it
 * is the same in both backend modes and grows as routes are added there.
 */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  { version = '0.1.0' }: { version?: string } = {},
): OpenApiDocument {
  const registry = new SchemaRegistry();
  registry.resolve(ErrorResponseSchema);

  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.url);
    const method = route.method.toLowerCase();
    const operations = (paths[path] ??= {});
    if (operations[method]) {
      throw new Error(`Duplicate API route in the catalogue: ${route.method} ${route.url}`);
    }
    operations[method] = toOperation(route, registry);
  }
  for (const [path, operations] of Object.entries(extraOperations(registry))) {
    paths[path] = { ...paths[path], ...operations };
  }

  const tagNames = new Set<string>();
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations))
      operation.tags.forEach((t) => tagNames.add(t));
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Armada API',
      version,
      description:
        'Every backend endpoint as the browser calls it through the Armada gateway. Paths are ' +
        'the same with the embedded simulator and with the real services. Errors are ' +
        '`{ statusCode, code, message }`. Sign in with `POST /auth/login`; the session is the ' +
        `httpOnly \`${SESSION_COOKIE_NAME}\` cookie. Programs use an API key instead: ` +
        '`Authorization: Bearer armk_…` or `X-Api-Key: armk_…`.',
    },
    tags: [...tagNames].sort().map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] && { description: TAG_DESCRIPTIONS[name] }),
    })),
    paths,
    components: {
      schemas: registry.components,
      securitySchemes: {
        [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
        [API_KEY_BEARER]: { type: 'http', scheme: 'bearer', description: API_KEY_NOTE },
        [API_KEY_HEADER]: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADERS.apiKey,
          description: API_KEY_NOTE,
        },
      },
    },
  };
}
