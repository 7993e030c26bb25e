import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Services } from '../../services/services';

/** A Fastify instance whose handlers are typed from the contracts' TypeBox schemas. */
export type TypeBoxApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export type RouteRegistrar = (app: TypeBoxApp, services: Services, prefix: string) => void;
