import { describe, expect, it } from 'vitest';
import Type from 'typebox';
import { apiRoutes } from '@armada/contracts/catalogue';
import { defineRoute, ID_RANGE, IdParamsSchema } from '@armada/contracts/shared';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { closedPort, testConfig, upstreamEnv } from '../testing/test-config';
import { buildOpenApiDocument, toOpenApiPath, type OpenApiDocument } from './openapi-document';

const getThing = defineRoute({
  id: 'getThing',
  method: 'GET',
  url: '/order/api/web/v1/thing/:id',
  summary: 'One thing',
  tags: ['thing'],
  auth: true,
  schema: {
    params: IdParamsSchema,
    querystring: Type.Object({ expand: Type.Optional(Type.Boolean()) }),
    response: { 200: Type.Object({ data: Type.Object({ id: Type.Integer() }, { $id: 'Thing' }) }) },
  },
});

describe('buildOpenApiDocument', () => {
  it('documents every route of the contracts catalogue', () => {
    const document = buildOpenApiDocument(apiRoutes);
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) {
      const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toMatchObject({
        operationId: route.id,
        summary: route.summary,
      });
    }
  });

  it('gives every operation the error response schema', () => {
    const document = buildOpenApiDocument(apiRoutes);
    expect(document.components.schemas.ErrorResponse).toMatchObject({
      required: ['statusCode', 'code', 'message'],
    });
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.responses['5XX']?.content?.['application/json'].schema).toEqual({
          $ref: '#/components/schemas/ErrorResponse',
        });
      }
    }
  });

  it('turns params and query into parameters, and named schemas into components', () => {
    const document = buildOpenApiDocument([getThing]);
    const operation = document.paths['/order/api/web/v1/thing/{id}']?.get;
    expect(operation?.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'integer', minimum: ID_RANGE.min, maximum: ID_RANGE.max },
      },
      { name: 'expand', in: 'query', required: false, schema: { type: 'boolean' } },
    ]);
    // APIK-4: a session, or an API key as a bearer token or in X-Api-Key.
    expect(operation?.security).toEqual([
      { sessionCookie: [] },
      { apiKeyBearer: [] },
      { apiKeyHeader: [] },
    ]);
    expect(document.components.securitySchemes.apiKeyBearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '4XX', '5XX']),
    );
    expect(document.components.schemas.Thing).toMatchObject({ type: 'object' });
    expect(JSON.stringify(operation?.responses['200'])).toContain('#/components/schemas/Thing');
  });

  it('documents sign-in as public with its 429, GraphQL and the live channel', () => {
    const document: OpenApiDocument = buildOpenApiDocument(apiRoutes);
    expect(document.paths['/auth/login']?.post?.security).toEqual([]);
    expect(document.paths['/auth/login']?.post?.responses['429']).toBeDefined();
    expect(document.paths['/graphql']?.post?.operationId).toBe('graphql');
    expect(document.paths['/ws']?.get?.parameters?.[0]).toMatchObject({
      name: 'token',
      in: 'query',
    });
    expect(document.paths['/readyz']?.get?.responses['503']).toBeDefined();
  });

  it('refuses a catalogue with the same route twice', () => {
    expect(() => buildOpenApiDocument([getThing, getThing])).toThrow(/Duplicate API route/);
  });
});

describe('GET /docs/json and /docs', () => {
  it('serves the same catalogue document in both modes, and the UI from local assets', async () => {
    const port = await closedPort();
    const expected = JSON.parse(JSON.stringify(buildOpenApiDocument(apiRoutes))) as unknown;
    for (const config of [testConfig(), testConfig(upstreamEnv(`http://127.0.0.1:${port}`))]) {
      const app = buildApp(config, {
        createSimulator: fakeSimulator(async () => undefined).createSimulator,
      });
      const json = await app.inject({ url: '/docs/json' });
      expect(json.statusCode).toBe(200);
      expect(json.json()).toEqual(expected);

      const page = await app.inject({ url: '/docs' });
      expect(page.statusCode).toBe(200);
      const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source).toMatch(/^\/docs\//);
      const initializer = await app.inject({ url: '/docs/static/swagger-initializer.js' });
      expect(initializer.body).toContain('validatorUrl: null');
      await app.close();
    }
  });
});
