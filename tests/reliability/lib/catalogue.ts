import {
  GraphQLEnumType,
  GraphQLObjectType,
  GraphQLScalarType,
  buildSchema,
  getNamedType,
  isInterfaceType,
  type GraphQLField,
} from 'graphql';
import { graphqlSdl } from '@armada/contracts/catalogue';
import type { RouteDefinition } from '@armada/contracts/shared';

/**
 * Requests built from the catalogue (contracts' REST routes and GraphQL schema), shared by the
 * fuzzing files: a route's URL from its params and query, a GraphQL document for a root field
 * with every argument as a variable, and the leaves of a TypeBox schema (every list or text field
 * with its path) for cases generated per field.
 */

function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

/** encodeURIComponent that takes lone surrogates (as U+FFFD, which is what a URL carries). */
export const encode = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );

/** `?a=1&b=x&b=y` from a query object (lists as repeated parameters), '' when empty. */
export function queryStringOf(query: unknown): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) {
    // A query that is not an object (a mutation swapped it): send it as one bare value.
    return query === undefined ? '' : `?${encode(queryText(query))}`;
  }
  const params = new URLSearchParams();
  for (const [key, member] of Object.entries(query)) {
    if (member === undefined) continue;
    if (Array.isArray(member)) for (const item of member) params.append(key, queryText(item));
    else params.append(key, queryText(member));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A route's path with its `:params` filled in (a non-object `params` fills every one). */
export function pathOf(route: RouteDefinition, params: unknown): string {
  const record =
    params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encode(queryText(record[name] ?? params)),
  );
}

export const graphqlSchema = buildSchema(graphqlSdl);

/** The selection of a root field: the Result fields where it is a Result, else `__typename`. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (named instanceof GraphQLScalarType || named instanceof GraphQLEnumType) return '';
  const isResult =
    named instanceof GraphQLObjectType && named.getInterfaces().some((i) => i.name === 'Result');
  if (isResult || isInterfaceType(named))
    return ' { __typename ... on Result { isSuccessful errorCode message status } }';
  return ' { __typename }';
}

export interface GraphqlRootField {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** `query Fuzz($filter: X!) { field(filter: $filter) { ... } }`: every argument a variable. */
  document: string;
}

/** Every root query and mutation field of the schema, with a document that calls it. */
export function graphqlRootFields(): GraphqlRootField[] {
  const fields: GraphqlRootField[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const root = kind === 'query' ? graphqlSchema.getQueryType() : graphqlSchema.getMutationType();
    for (const field of Object.values(root?.getFields() ?? {})) {
      const declarations = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${uses ? `(${uses})` : ''}${selectionOf(field)} }`;
      fields.push({ kind, field, document });
    }
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Schema leaves
// ---------------------------------------------------------------------------------------------

/** A step of a path into a value: a member name, or the first item of a list. */
export type PathStep = string | 0;

export interface SchemaLeaf {
  path: PathStep[];
  schema: Record<string, unknown>;
}

/**
 * Every node of a schema of `type` ('array', 'string'...) with its path, once per path: members
 * by name, list items as their first item, every branch of a union.
 */
export function leavesOf(schema: unknown, type: string): SchemaLeaf[] {
  const found = new Map<string, SchemaLeaf>();
  const walk = (node: unknown, path: PathStep[], depth: number) => {
    if (node === null || typeof node !== 'object' || depth > 12) return;
    const s = node as Record<string, unknown>;
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const branch of (s[key] as unknown[] | undefined) ?? []) walk(branch, path, depth + 1);
    }
    const types = Array.isArray(s['type']) ? (s['type'] as unknown[]) : [s['type']];
    if (types.includes(type)) found.set(JSON.stringify(path), { path, schema: s });
    if (types.includes('array') && s['items'] && !Array.isArray(s['items'])) {
      walk(s['items'], [...path, 0], depth + 1);
    }
    for (const [name, member] of Object.entries((s['properties'] as object | undefined) ?? {})) {
      walk(member, [...path, name], depth + 1);
    }
  };
  walk(schema, [], 0);
  return [...found.values()];
}

/** A copy of `base` with `value` at `path`, creating the objects and lists on the way. */
export function withValueAt(base: unknown, path: readonly PathStep[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (step === 0) {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[0] = withValueAt(list[0], rest, value);
    return list;
  }
  const record =
    base !== null && typeof base === 'object' && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  record[step ?? ''] = withValueAt(record[step ?? ''], rest, value);
  return record;
}

/** `body.vehicle_ids`, `filter.templates.0.alertCodes`: a path as the servers name fields. */
export const fieldName = (part: string, path: readonly PathStep[]) =>
  [part, ...path.map(String)].join('.');
