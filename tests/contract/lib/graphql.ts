import type { ApiClient, ApiResponse } from './client';

/**
 * GraphQL helpers for the contract suite: the served schema by introspection, and selection
 * sets built from it, so each operation asks for every field the server offers and the answer
 * is then judged against the contract's TypeBox result schema.
 */

export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

export interface IntrospectedField {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}

export interface IntrospectedType {
  kind: string;
  name: string;
  fields: IntrospectedField[] | null;
  possibleTypes: { name: string }[] | null;
}

export interface ServedSchema {
  queryType: string;
  mutationType: string | null;
  types: Map<string, IntrospectedType>;
}

const TYPE_REF =
  'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';

export const INTROSPECTION_QUERY = `query ContractIntrospection {
  __schema {
    queryType { name }
    mutationType { name }
    types {
      kind name
      possibleTypes { name }
      fields(includeDeprecated: true) { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }
    }
  }
}`;

export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export async function introspect(client: ApiClient): Promise<ServedSchema> {
  const response = await client.graphql<GraphqlBody>(INTROSPECTION_QUERY);
  const schema = (response.body?.data as { __schema?: Record<string, unknown> } | undefined)
    ?.__schema as
    | {
        queryType: { name: string };
        mutationType: { name: string } | null;
        types: IntrospectedType[];
      }
    | undefined;
  if (response.status !== 200 || !schema) {
    throw new Error(`introspection failed: ${response.describe()}`);
  }
  return {
    queryType: schema.queryType.name,
    mutationType: schema.mutationType?.name ?? null,
    types: new Map(schema.types.map((type) => [type.name, type])),
  };
}

/** `[Foo!]!` style text of a type reference, for variable definitions. */
export function typeText(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL' && ref.ofType) return `${typeText(ref.ofType)}!`;
  if (ref.kind === 'LIST' && ref.ofType) return `[${typeText(ref.ofType)}]`;
  return ref.name ?? 'Unknown';
}

export function namedType(ref: TypeRef): string {
  let current: TypeRef | null = ref;
  while (current && !current.name) current = current.ofType;
  return current?.name ?? 'Unknown';
}

const requiresArgs = (field: IntrospectedField) =>
  field.args.some((arg) => arg.type.kind === 'NON_NULL');

/** Every field of the type, nested objects included, down to `maxDepth` levels. */
export function selectionSet(
  schema: ServedSchema,
  typeName: string,
  depth = 0,
  maxDepth = 6,
): string {
  const type = schema.types.get(typeName);
  if (!type || type.kind === 'SCALAR' || type.kind === 'ENUM') return '';
  if (type.kind === 'INTERFACE' || type.kind === 'UNION') {
    const parts = (type.possibleTypes ?? []).map(
      (possible) =>
        `... on ${possible.name} ${selectionSet(schema, possible.name, depth + 1, maxDepth)}`,
    );
    return `{ __typename ${parts.join(' ')} }`;
  }
  const fields = (type.fields ?? []).filter(
    (field) => !field.name.startsWith('__') && !requiresArgs(field),
  );
  const parts: string[] = [];
  for (const field of fields) {
    const inner = namedType(field.type);
    const innerType = schema.types.get(inner);
    const isLeaf = !innerType || innerType.kind === 'SCALAR' || innerType.kind === 'ENUM';
    if (isLeaf) parts.push(field.name);
    else if (depth < maxDepth)
      parts.push(`${field.name} ${selectionSet(schema, inner, depth + 1, maxDepth)}`);
  }
  return `{ ${parts.length > 0 ? parts.join(' ') : '__typename'} }`;
}

export function rootField(
  schema: ServedSchema,
  kind: 'query' | 'mutation',
  name: string,
): IntrospectedField | undefined {
  const rootName = kind === 'query' ? schema.queryType : schema.mutationType;
  return rootName
    ? schema.types.get(rootName)?.fields?.find((field) => field.name === name)
    : undefined;
}

/** The document for one root field, with a variable per argument that `args` provides. */
export function operationDocument(
  schema: ServedSchema,
  kind: 'query' | 'mutation',
  field: IntrospectedField,
  args: Record<string, unknown>,
  operationName: string,
): string {
  const used = field.args.filter((arg) => args[arg.name] !== undefined);
  const definitions = used.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
  const passing = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = selectionSet(schema, namedType(field.type));
  return `${kind} ${operationName}${definitions ? `(${definitions})` : ''} { ${field.name}${passing ? `(${passing})` : ''} ${selection} }`;
}

/** The root field's value, failing with the whole answer when GraphQL reported errors. */
export function fieldResult(response: ApiResponse<GraphqlBody>, field: string): unknown {
  const body = response.body;
  if (response.status !== 200 || !body || (body.errors && body.errors.length > 0) || !body.data) {
    throw new Error(`GraphQL ${field} failed: ${response.describe()}`);
  }
  return body.data[field];
}
