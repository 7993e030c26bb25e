import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Check, Errors } from 'typebox/value';

/** A schema's check: what `Compile` answers, the part the contracts use. */
export interface SchemaCheck<T extends TSchema> {
  Check(value: unknown): value is Static<T>;
  Errors(value: unknown): ReturnType<typeof Errors>;
}

/**
 * True where TypeBox may compile checks to code: not in a browser. In a page the gateway's CSP
 * allows no `unsafe-eval`; TypeBox's compiler first probes `new Function('null')`, which the
 * browser refuses with a `securitypolicyviolation` report (then TypeBox interprets anyway).
 * Issue 12's script-injection probe found the report on every page that loads the live
 * channel's or live positions' checks: in a browser they use TypeBox's interpreter directly.
 */
export function mayCompileChecks(): boolean {
  return !('document' in globalThis);
}

/**
 * The check of `schema`, built on first use (no work, and no probe, at module load): compiled
 * on the server, TypeBox's interpreter in a browser (`mayCompileChecks`).
 */
export function schemaCheck<T extends TSchema>(schema: T): SchemaCheck<T> {
  let built: SchemaCheck<T> | null = null;
  const get = (): SchemaCheck<T> => {
    if (built) return built;
    if (mayCompileChecks()) {
      const compiled = Compile(schema);
      built = {
        Check: (value): value is Static<T> => compiled.Check(value),
        Errors: (value) => compiled.Errors(value),
      };
    } else {
      built = {
        Check: (value): value is Static<T> => Check(schema, value),
        Errors: (value) => Errors(schema, value),
      };
    }
    return built;
  };
  return {
    Check: (value): value is Static<T> => get().Check(value),
    Errors: (value) => get().Errors(value),
  };
}
