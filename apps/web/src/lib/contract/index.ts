import type { RouteCheckName } from './checks.generated.js';
import type { SchemaCheckName } from './schemas';

/** A check's name: a schema of schemas.ts, or a route id of the catalogue (its success answer). */
export type ValidatorName = SchemaCheckName | RouteCheckName;
export * as ROUTE_URLS from './routes.generated';

/** A compiled contract check: `check(value)` is true when the value matches schema `name`. */
export interface Validator<T> {
  readonly name: ValidatorName;
  readonly check: (value: unknown) => value is T;
}

/*
 * The checks themselves are imported from the generated module by each file that uses them,
 * `import * as validators from '@/lib/contract/checks.generated.js'`, then
 * `validators.Identity.check(body)` or, by route id, `validators.getDeliveryRequest`. Imported
 * that way the bundler keeps only the checks a page names; re-exported from here as a namespace
 * it kept all of them (170 KB before compression) on the first page.
 */

/**
 * Where a value broke its contract, e.g. ` at "/data/id": Expected integer`. Only a failed check
 * calls this, so TypeBox and the schemas load then and never with a page.
 */
export async function describeMismatch(name: ValidatorName, value: unknown): Promise<string> {
  const [{ Errors }, schema] = await Promise.all([import('typebox/value'), schemaOf(name)]);
  const first = schema ? Errors(schema, value)[0] : undefined;
  return first ? ` at "${first.instancePath || '/'}": ${first.message}` : '';
}

/** The schema a check was compiled from: from schemas.ts, or the route's success answer. */
async function schemaOf(name: ValidatorName) {
  const { VALIDATED_SCHEMAS: schemas } = await import('./schemas');
  if (name in schemas) return schemas[name as SchemaCheckName];
  const { apiRoutes } = await import('@armada/contracts/catalogue');
  const route = apiRoutes.find((candidate) => candidate.id === name);
  if (!route) return undefined;
  const status = Object.keys(route.schema.response)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0];
  return status === undefined ? undefined : route.schema.response[status];
}
