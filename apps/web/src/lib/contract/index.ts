import type { ValidatorName } from './schemas';

export type { ValidatorName } from './schemas';
export * as ROUTE_URLS from './routes.generated';

/** A compiled contract check: `check(value)` is true when the value matches schema `name`. */
export interface Validator<T> {
  readonly name: ValidatorName;
  readonly check: (value: unknown) => value is T;
}

/**
 * The checks of every answer the app validates (schemas.ts), compiled at build time, by schema
 * name: `validators.Identity.check(body)`. A page's bundle holds only the checks it names.
 */
export * as validators from './checks.generated.js';

/**
 * Where a value broke its contract, e.g. ` at "/data/id": Expected integer`. Only a failed check
 * calls this, so TypeBox and the schemas load then and never with a page.
 */
export async function describeMismatch(name: ValidatorName, value: unknown): Promise<string> {
  const [{ Errors }, { VALIDATED_SCHEMAS: schemas }] = await Promise.all([
    import('typebox/value'),
    import('./schemas'),
  ]);
  const first = Errors(schemas[name], value)[0];
  return first ? ` at "${first.instancePath || '/'}": ${first.message}` : '';
}
