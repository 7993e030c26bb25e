import type {
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifySerializerCompiler,
} from 'fastify';
import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import Value from 'typebox/value';

/**
 * Compiles on first use, not when the route is registered: start-up then pays for none of the
 * few hundred schemas (each route's request parts and responses), and each route pays for its
 * own once, on its first request (docs/adr/0002-server-start-time.md).
 */
function compileOnFirstUse(schema: TSchema): () => Validator {
  let compiled: Validator | undefined;
  return () => (compiled ??= Compile(schema));
}

/**
 * Requests are checked against the contracts' TypeBox schemas with TypeBox's own compiler
 * (query strings and params are converted first: "10" → 10, "true" → true).
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = compileOnFirstUse(schema);
  return (value: unknown) => {
    const check = checker();
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (check.Check(converted)) return { value: converted };
    const errors = check.Errors(converted) as unknown as FastifySchemaValidationError[];
    return { error: errors };
  };
};

/** A response that breaks its contract: a simulator bug, answered as 500 and logged. */
export class ResponseContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponseContractError';
  }
}

/**
 * Responses are checked against their contract before they leave (RESP-1), so the simulator
 * can never teach the web app a shape the contracts do not promise.
 */
export function serializerCompiler(validate: boolean): FastifySerializerCompiler<TSchema> {
  return ({ schema, method, url, httpStatus }) => {
    if (!validate) return (data: unknown) => JSON.stringify(data);
    const checker = compileOnFirstUse(schema);
    return (data: unknown) => {
      const check = checker();
      if (!check.Check(data)) {
        const [first] = check.Errors(data);
        throw new ResponseContractError(
          `${method} ${url} ${httpStatus} breaks its response contract at ${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`,
        );
      }
      return JSON.stringify(data);
    };
  };
}
