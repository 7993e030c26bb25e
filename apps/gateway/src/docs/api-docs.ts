import type { FastifyInstance } from 'fastify';
import swagger, { type FastifyStaticSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteDefinition } from '@armada/contracts/shared';
import { buildOpenApiDocument } from './openapi-document';

export const DOCS_PREFIX = '/docs';

type StaticDocument = Extract<
  FastifyStaticSwaggerOptions['specification'],
  { document: unknown }
>['document'];

/**
 * `GET /docs` (Swagger UI, assets served locally, no validator badge calling out) and
 * `GET /docs/json`, from the contracts catalogue in both modes, so nothing depends on which
 * backend registered which route.
 */
export async function apiDocs(
  app: FastifyInstance,
  { routes }: { routes: readonly RouteDefinition[] },
): Promise<void> {
  const document = buildOpenApiDocument(routes);
  await app.register(swagger, {
    mode: 'static',
    // openapi-types models OpenAPI 3.0 only; the document is 3.1, whose schemas are JSON Schema.
    specification: { document: document as unknown as StaticDocument },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    validatorUrl: false,
    theme: { title: 'Armada API' },
    uiConfig: { deepLinking: true, displayOperationId: true, tryItOutEnabled: false },
  });
}
