import Type, { type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BackendModeSchema, type BackendMode } from '@armada/contracts/shared';

export const HealthResponseSchema = Type.Object({ status: Type.Literal('ok') }, { $id: 'Health' });

export const ReadinessResponseSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
    backend: BackendModeSchema,
    checks: Type.Record(
      Type.String(),
      Type.Union([
        Type.Literal('ok'),
        Type.Literal('starting'),
        Type.Literal('unreachable'),
        Type.Literal('stopping'),
      ]),
    ),
  },
  { $id: 'Readiness' },
);
export type ReadinessResponse = Static<typeof ReadinessResponseSchema>;

/**
 * `GET /healthz`: the process is up. `GET /readyz`: the backend can answer (simulator mounted,
 * or every upstream answering HTTP); 503 otherwise and while shutting down.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ backend: BackendMode }> = async (
  app,
  { backend },
) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: HealthResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const report = await app.readiness.check();
      reply.header('cache-control', 'no-store').code(report.ready ? 200 : 503);
      return {
        status: report.ready ? ('ready' as const) : ('not_ready' as const),
        backend,
        checks: report.checks,
      };
    },
  );
};
