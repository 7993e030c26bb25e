import type { RouteDefinition } from '@armada/contracts/shared';
import type { ApiClient } from './client';
import {
  exampleBody,
  fillPath,
  listItemSchema,
  minimalQuery,
  paramNames,
  paramSchema,
  parentListRoute,
  querySupports,
  type JsonSchema,
} from './routes';

/**
 * Ids for routes that take one: the first items of the route's parent list (the URL up to the
 * parameter), and values that cannot exist or cannot parse, chosen by the parameter's schema.
 */

export const UNKNOWN_INTEGER_ID = 987_654_321;
export const UNKNOWN_UUID = '00000000-0000-4000-8000-00000000dead';

const typesOf = (schema: JsonSchema | undefined): string[] =>
  [schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)]
    .flat()
    .filter((t): t is string => !!t);

export function isUuidParam(route: RouteDefinition, name: string): boolean {
  const schema = paramSchema(route, name);
  return schema?.format === 'uuid' || (schema?.anyOf ?? []).some((s) => s.format === 'uuid');
}

export function unknownId(route: RouteDefinition, name: string): string | number {
  return isUuidParam(route, name) ? UNKNOWN_UUID : UNKNOWN_INTEGER_ID;
}

/** A value of the wrong kind for the parameter: letters for an integer, a non-uuid for a uuid. */
export function malformedId(route: RouteDefinition, name: string): string | undefined {
  if (isUuidParam(route, name)) return 'not-a-uuid';
  const types = typesOf(paramSchema(route, name));
  if (types.length === 0 || types.includes('integer') || types.includes('number')) return 'abc';
  return undefined;
}

/** Which property of the parent list's items holds the value of the route's parameter. */
export function keyField(route: RouteDefinition, name: string): string | undefined {
  const list = parentListRoute(route);
  const item = list ? listItemSchema(list) : undefined;
  const properties = item?.properties ?? {};
  if (properties[name]) return name;
  const param = paramSchema(route, name);
  if (param?.format) {
    const sameFormat = Object.entries(properties).find(
      ([, schema]) => schema.format === param.format,
    );
    if (sameFormat) return sameFormat[0];
  }
  return properties.id ? 'id' : undefined;
}

/** Existing values for the route's first parameter, read from its parent list (up to `count`). */
export async function existingIds(
  client: ApiClient,
  route: RouteDefinition,
  count = 2,
): Promise<(string | number)[]> {
  const list = parentListRoute(route);
  const name = /:([A-Za-z_][A-Za-z0-9_]*)/.exec(route.url)?.[1];
  if (!list || !name) return [];
  const field = keyField(route, name);
  if (!field) return [];
  const response = await client.get(fillPath(list.url, {}), {
    query: {
      ...minimalQuery(list),
      ...(querySupports(list, 'limit') ? { limit: Math.max(count, 5) } : {}),
    },
  });
  if (response.status !== 200) {
    throw new Error(`could not list ${list.url} to find ids: ${response.describe()}`);
  }
  const rows = (response.body as { data?: { paginated_result?: Record<string, unknown>[] } }).data
    ?.paginated_result;
  return (rows ?? [])
    .map((row) => row[field])
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .slice(0, count);
}

/** Placeholder values for path parameters when only the status matters (401 before lookup). */
export function placeholderParams(route: RouteDefinition): Record<string, string | number> {
  return Object.fromEntries(paramNames(route.url).map((name) => [name, unknownId(route, name)]));
}

/** A body the route would accept in shape (its example, else `{}`); none for GET and DELETE. */
export function placeholderBody(route: RouteDefinition): unknown {
  if (!route.schema.body)
    return route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return exampleBody(route) ?? {};
}

/** A session cookie value the server never issued (the right shape, no row behind it). */
export const FORGED_SESSION = 'ZmFrZS1zZXNzaW9u.forged';
