import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { apiRoutes } from '@armada/contracts/catalogue';
import type { RouteDefinition } from '@armada/contracts/shared';
import { exampleFor } from './examples';

/**
 * Reading the REST catalogue (`apiRoutes`) so the generic cases cover every route, including
 * routes added after this suite was written: which routes are lists, which take an id, what a
 * minimal valid request looks like.
 */

/** JSON-schema view of a TypeBox schema (TypeBox schemas are plain JSON Schema objects). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export const asJson = (schema: TSchema | undefined): JsonSchema | undefined =>
  schema as unknown as JsonSchema | undefined;

export const label = (route: RouteDefinition): string =>
  `${route.method} ${route.url} (${route.id})`;

export const paramNames = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');

/** The URL with each `:name` replaced by `params[name]`. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(String(value));
  });
}

/** Every route in the catalogue, in declaration order, duplicates (same method+url) dropped. */
export const catalogue: readonly RouteDefinition[] = apiRoutes.filter(
  (route, index) =>
    apiRoutes.findIndex((other) => other.method === route.method && other.url === route.url) ===
    index,
);

export const authRoutesOnly = catalogue.filter((route) => route.auth);

/** The success status a route declares (the lowest 2xx in its response map). */
export function successStatus(route: RouteDefinition): number {
  const codes = Object.keys(route.schema.response)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b);
  return codes[0] ?? 200;
}

export function successSchema(route: RouteDefinition): TSchema | undefined {
  return route.schema.response[successStatus(route)];
}

/** A list route answers `{data: {paginated_result, ids}, metadata}`. */
export function isListRoute(route: RouteDefinition): boolean {
  if (route.method !== 'GET') return false;
  const data = asJson(successSchema(route))?.properties?.data;
  return Boolean(data?.properties?.paginated_result && data.properties.ids);
}

/** Does the route's querystring accept the standard list parameters (limit, page, sorts, filters)? */
export function querySupports(route: RouteDefinition, name: string): boolean {
  return Boolean(asJson(route.schema.querystring)?.properties?.[name]);
}

export function listItemSchema(route: RouteDefinition): JsonSchema | undefined {
  return asJson(successSchema(route))?.properties?.data?.properties?.paginated_result?.items;
}

export const listRoutes = catalogue.filter(isListRoute);

/** GET routes ending in one id parameter, e.g. /order/api/web/v1/customer/:id. */
export function isItemRoute(route: RouteDefinition): boolean {
  return /\/:[A-Za-z_]+$/.test(route.url) && paramNames(route.url).length === 1;
}

/** The list route whose items the route's first `:param` refers to (its URL up to the param). */
export function parentListRoute(route: RouteDefinition): RouteDefinition | undefined {
  const match = /^(.*?)\/:[A-Za-z_]+/.exec(route.url);
  if (!match) return undefined;
  return listRoutes.find((list) => list.url === match[1]);
}

/** The declared schema of one path parameter (integer ids are the common case). */
export function paramSchema(route: RouteDefinition, name: string): JsonSchema | undefined {
  return asJson(route.schema.params)?.properties?.[name];
}

export function isIntegerParam(route: RouteDefinition, name: string): boolean {
  const schema = paramSchema(route, name);
  if (!schema) return true;
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
  return types.includes('integer') || types.includes('number');
}

/**
 * A minimal value for a schema: TypeBox's `Value.Create` (defaults, required members only)
 * when the result passes the schema itself, otherwise undefined (no guessing).
 */
export function minimalValue(schema: TSchema | undefined): unknown {
  if (!schema) return undefined;
  try {
    const value = Value.Create(schema);
    return Value.Check(schema, value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Required property names of an object schema (to check that a 400 names one of them). */
export function requiredNames(schema: TSchema | undefined): string[] {
  return asJson(schema)?.required ?? [];
}

/** Query parameters a route requires: its example's, else minimal values from its schema. */
export function minimalQuery(route: RouteDefinition): Record<string, string> {
  const example = exampleFor(route)?.query;
  if (example) return { ...example };
  const required = requiredNames(route.schema.querystring);
  if (required.length === 0) return {};
  const value = (minimalValue(route.schema.querystring) ?? {}) as Record<string, unknown>;
  return Object.fromEntries(required.map((name) => [name, String(value[name] ?? '')]));
}

/** A valid body for the route: its example's, else a minimal one from its schema, else undefined. */
export function exampleBody(route: RouteDefinition): unknown {
  const example = exampleFor(route)?.body;
  if (example) return example();
  return minimalValue(route.schema.body);
}
