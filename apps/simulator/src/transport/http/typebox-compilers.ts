import type {
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifySerializerCompiler,
} from 'fastify';
import {
  DECIMAL_INTEGER_PATTERN,
  DECIMAL_NUMBER_PATTERN,
  requestCheck,
} from '@armada/contracts/shared';
import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

/**
 * Compiles on first use, not when the route is registered: start-up then pays for none of the
 * few hundred schemas (each route's request parts and responses), and each route pays for its
 * own once, on its first request (docs/adr/0002-server-start-time.md).
 */
function compileOnFirstUse(schema: TSchema): () => Validator {
  let compiled: Validator | undefined;
  return () => (compiled ??= Compile(schema));
}

/** The parts of a JSON schema the text conversion reads. */
interface SchemaView {
  type?: string | string[];
  anyOf?: SchemaView[];
  items?: SchemaView;
  properties?: Record<string, SchemaView>;
}

function typesOf(schema: SchemaView | undefined): string[] {
  if (!schema) return [];
  return [schema.type ?? [], ...(schema.anyOf ?? []).flatMap(typesOf)].flat();
}

/**
 * One text value of a query string or path as the type its schema declares, converted only
 * when it is written exactly like one: "52" is 52, but "52.5", "0x34", "1e3", "true" and ""
 * stay text, so the schema check refuses them with a 400 naming the parameter (INPUT-1).
 * TypeBox's `Value.Convert` is looser ("true" → 1, "52.5" → 52 for an integer).
 */
function convertText(schema: SchemaView | undefined, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const types = typesOf(schema);
  if (types.includes('string')) return value;
  if (types.includes('integer') && DECIMAL_INTEGER_PATTERN.test(value)) return Number(value);
  if (types.includes('number') && DECIMAL_NUMBER_PATTERN.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** Converts each declared member of a query string or params object (INPUT-1). */
export function convertRequestPart(schema: TSchema, value: unknown): unknown {
  const properties = (schema as SchemaView).properties;
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !properties) {
    return value;
  }
  const converted: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    const memberSchema = Object.hasOwn(properties, key) ? properties[key] : undefined;
    converted[key] = Array.isArray(member)
      ? member.map((item) => convertText(memberSchema?.items ?? memberSchema, item))
      : convertText(memberSchema, member);
  }
  return converted;
}

/**
 * Requests are checked against the contracts' TypeBox schemas by the contracts' request check:
 * sizes first, then control characters, then the compiled schema, so every part is refused in
 * time proportional to its size (`requestCheck`). Query strings and params are text; members
 * the schema declares as numbers or booleans are converted first, strictly
 * (`convertRequestPart`).
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = requestCheck(schema);
  return (value: unknown) => {
    const converted = httpPart === 'body' ? value : convertRequestPart(schema, value);
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
