import type { TSchema } from 'typebox';
import type { ListDeclaration } from './list-fields';

/**
 * The REST catalogue: every endpoint is declared once, here in contracts, with its schemas.
 * The simulator registers its routes from these definitions, the gateway builds the OpenAPI
 * document from them (in both modes), and the contract suite checks live answers against them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Status code to schema; every route also answers errors with `ErrorResponse`. */
  response: Record<number, TSchema>;
}

export interface RouteDefinition<S extends RouteSchemas = RouteSchemas> {
  /** Unique operation id, e.g. `listCustomers`. */
  id: string;
  method: HttpMethod;
  /** Full path as the browser sees it, in Fastify syntax, e.g. `/order/api/web/v1/customer/:id`. */
  url: string;
  summary: string;
  tags: string[];
  /** false only for sign-in; everything else needs a session. */
  auth: boolean;
  schema: S;
  /** A list route's fields: what its `filters`, `sorts` and `search` accept (`list-fields.ts`). */
  list?: ListDeclaration;
}

export function defineRoute<const S extends RouteSchemas>(
  route: RouteDefinition<S>,
): RouteDefinition<S> {
  return route;
}

/** Base paths kept exactly as upstream has them, so the gateway proxy is a pass-through. */
export const API_BASES = {
  main: '/api',
  order: '/order/api/web/v1',
  fleetPlanning: '/fleet-planning/api/web/v1',
  auth: '/auth',
  graphql: '/graphql',
  liveChannel: '/ws',
} as const;
