import type { Static, TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { schemaCheck, type SchemaCheck } from './schema-check';

/**
 * How every request part is checked (REST params, query and body, GraphQL arguments, live-channel
 * client messages): its sizes first, then its text, then its schema. Each step costs time in
 * proportion to the value, so a request is refused in time proportional to its size, whatever
 * it holds (issue 23: 50,000 equal `vehicle_ids` kept the process busy for 90 s, because TypeBox
 * lists duplicate items by copying the list once per duplicate while explaining a refusal, and
 * it explains every keyword, the size limit as well).
 *
 * 1. Sizes (`requestLimitsOf`): `maxItems`, `maxLength` and `maxProperties` of every value the
 *    schema bounds, checked on a container before anything inside it is looked at, and
 *    `uniqueItems` with one set of item keys. The first problem is the only one reported, and the
 *    schema check never sees the value.
 * 2. Text (`controlCharacterPath`): no C0 control character other than tab, line feed and
 *    carriage return, in any string or member name of the value, declared or not. Nobody types
 *    them, PostgreSQL refuses NUL in text and jsonb (a NUL in a search was a 500), and a terminal
 *    or log reader may act on the others; tab and line breaks are ordinary text in a note. The
 *    answer is the usual 400 naming the field, never a silent change of what was sent.
 * 3. The schema, compiled (`schemaCheck`), which now sees only values within every size limit
 *    and without duplicates where they are refused, so its explanations stay cheap too.
 */

/** The C0 control characters a request's text may not hold: all but tab, line feed, return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * Half of a UTF-16 surrogate pair, alone: no character at all, and text no UTF-8 store (or
 * PostgreSQL) can hold. Refused like a control character, naming the field.
 */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first refused character of a text: a control character or a lone surrogate. */
function refusedCharacter(text: string): string | undefined {
  return (CONTROL_CHARACTERS.exec(text) ?? LONE_SURROGATE.exec(text))?.[0];
}

/** One refusal, in the shape of TypeBox's errors, so every error formatter reads it as one. */
export type RequestProblem = TLocalizedValidationError;

/** The JSON Schema keywords the size pass reads. */
interface SchemaView {
  type?: string | string[];
  anyOf?: SchemaView[];
  oneOf?: SchemaView[];
  allOf?: SchemaView[];
  items?: SchemaView | SchemaView[];
  prefixItems?: SchemaView[];
  properties?: Record<string, SchemaView>;
  additionalProperties?: boolean | SchemaView;
  patternProperties?: Record<string, SchemaView>;
  maxItems?: number;
  uniqueItems?: boolean;
  maxLength?: number;
  maxProperties?: number;
  const?: unknown;
  required?: string[];
}

/** What the size pass does at one schema node: a problem at `path`, or none. */
type Limit = (value: unknown, path: string) => RequestProblem | undefined;

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** Whether a string has more than `limit` code points (what JSON Schema's maxLength counts). */
function longerThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  // Each code point is one or two UTF-16 units: past twice the limit, it is too long for sure.
  if (text.length > limit * 2) return true;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
    if (count > limit) return true;
  }
  return false;
}

/**
 * A key equal for equal JSON values, whatever their members' order (what `uniqueItems` compares):
 * canonical JSON, members sorted. Built with an explicit stack: a value may nest deeper than the
 * call stack allows.
 */
function itemKey(value: unknown): string {
  const parts: string[] = [];
  const stack: ({ text: string } | { value: unknown })[] = [{ value }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    if ('text' in next) {
      parts.push(next.text);
      continue;
    }
    const current = next.value;
    if (Array.isArray(current)) {
      stack.push({ text: ']' });
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push({ value: current[i] });
        if (i > 0) stack.push({ text: ',' });
      }
      parts.push('[');
    } else if (current !== null && typeof current === 'object') {
      stack.push({ text: '}' });
      const keys = Object.keys(current).sort();
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] ?? '';
        stack.push({ value: (current as Record<string, unknown>)[key] });
        stack.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
      }
      parts.push('{');
    } else {
      parts.push(JSON.stringify(current) ?? 'null');
    }
  }
  return parts.join('');
}

function typesOf(schema: SchemaView): string[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Whether a value is of a type the schema allows (a schema without `type` allows any). */
function fits(schema: SchemaView, value: unknown): boolean {
  const types = typesOf(schema);
  if (!types) return true;
  const type = jsonTypeOf(value);
  if (type === 'number') return types.includes('number') || types.includes('integer');
  return types.includes(type);
}

/**
 * Whether a value may be of an object branch of a union, by what costs one look per member: a
 * member the branch fixes (`const`, as a `kind` discriminator does) holding another value, a
 * required member it fixes missing, or a member a closed branch does not declare, rules it out.
 */
function mayBe(branch: SchemaView, value: unknown): boolean {
  if (!fits(branch, value)) return false;
  const properties = branch.properties;
  if (!properties || value === null || typeof value !== 'object' || Array.isArray(value))
    return true;
  const record = value as Record<string, unknown>;
  for (const [key, member] of Object.entries(properties)) {
    if (member.const === undefined) continue;
    if (Object.hasOwn(record, key) ? record[key] !== member.const : branch.required?.includes(key))
      return false;
  }
  if (branch.additionalProperties === false && !branch.patternProperties) {
    for (const key in record) if (!Object.hasOwn(properties, key)) return false;
  }
  return true;
}

function problem(
  keyword: 'maxItems' | 'maxLength' | 'maxProperties',
  path: string,
  limit: number,
): RequestProblem {
  const what = { maxItems: 'items', maxLength: 'characters', maxProperties: 'properties' }[keyword];
  return {
    keyword,
    schemaPath: '#',
    instancePath: path,
    params: { limit },
    message: `must not have more than ${limit} ${what}`,
  };
}

/**
 * The size pass of one schema node, or null when nothing in it is bounded. Memoized per node
 * (schemas share parts); a node met again while it is being built (a recursive schema) is
 * treated as unbounded rather than looping.
 */
function limitOf(schema: SchemaView, built: Map<SchemaView, Limit | null>): Limit | null {
  if (built.has(schema)) return built.get(schema) ?? null;
  built.set(schema, null);
  const steps: Limit[] = [];

  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const branches = alternatives.map((branch) => ({ branch, limit: limitOf(branch, built) }));
    if (branches.some((b) => b.limit)) {
      // Within its sizes when one branch it may be of is (`mayBe`: of its type, its fixed
      // members matching). A value no branch may be of is refused whatever its sizes: the first
      // size problem of a branch of its type is reported then, since explaining a union's
      // refusal explains every branch (TypeBox's duplicate listing is quadratic). A value of no
      // branch's type is left to the schema check.
      steps.push((value, path) => {
        const candidates = branches.filter(({ branch }) => mayBe(branch, value));
        const judged =
          candidates.length > 0 ? candidates : branches.filter(({ branch }) => fits(branch, value));
        let first: RequestProblem | undefined;
        for (const { limit } of judged) {
          const found = limit?.(value, path);
          if (!found && candidates.length > 0) return undefined;
          first ??= found;
        }
        return first;
      });
    }
  }
  for (const part of schema.allOf ?? []) {
    const limit = limitOf(part, built);
    if (limit) steps.push(limit);
  }

  const { maxItems, uniqueItems, maxLength, maxProperties } = schema;
  if (maxItems !== undefined) {
    steps.push((value, path) =>
      Array.isArray(value) && value.length > maxItems
        ? problem('maxItems', path, maxItems)
        : undefined,
    );
  }
  if (uniqueItems === true) {
    steps.push((value, path) => {
      if (!Array.isArray(value)) return undefined;
      const seen = new Map<string, number>();
      for (let i = 0; i < value.length; i++) {
        const key = itemKey(value[i]);
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          return {
            keyword: 'uniqueItems',
            schemaPath: '#',
            instancePath: path,
            params: { duplicateItems: [earlier, i] },
            message: `must not have duplicate items (items ${earlier} and ${i} are equal)`,
          };
        }
        seen.set(key, i);
      }
      return undefined;
    });
  }
  const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : undefined);
  const tupleLimits = (tuple ?? []).map((item) => limitOf(item, built));
  const itemLimit =
    schema.items && !Array.isArray(schema.items) ? limitOf(schema.items, built) : null;
  if (itemLimit || tupleLimits.some(Boolean)) {
    steps.push((value, path) => {
      if (!Array.isArray(value)) return undefined;
      for (let i = 0; i < value.length; i++) {
        const limit = tupleLimits[i] ?? itemLimit;
        const found = limit?.(value[i], pointer(path, i));
        if (found) return found;
      }
      return undefined;
    });
  }

  if (maxLength !== undefined) {
    steps.push((value, path) =>
      typeof value === 'string' && longerThan(value, maxLength)
        ? problem('maxLength', path, maxLength)
        : undefined,
    );
  }

  if (maxProperties !== undefined) {
    steps.push((value, path) =>
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).length > maxProperties
        ? problem('maxProperties', path, maxProperties)
        : undefined,
    );
  }
  const declared = Object.entries(schema.properties ?? {})
    .map(([key, member]) => ({ key, limit: limitOf(member, built) }))
    .filter((d): d is { key: string; limit: Limit } => d.limit !== null);
  const patterns = Object.entries(schema.patternProperties ?? {})
    .map(([pattern, member]) => ({
      pattern: new RegExp(pattern, 'u'),
      limit: limitOf(member, built),
    }))
    .filter((p): p is { pattern: RegExp; limit: Limit } => p.limit !== null);
  const additional =
    typeof schema.additionalProperties === 'object'
      ? limitOf(schema.additionalProperties, built)
      : null;
  if (declared.length > 0 || patterns.length > 0 || additional) {
    const names = new Set(Object.keys(schema.properties ?? {}));
    steps.push((value, path) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const record = value as Record<string, unknown>;
      for (const { key, limit } of declared) {
        if (!Object.hasOwn(record, key)) continue;
        const found = limit(record[key], pointer(path, key));
        if (found) return found;
      }
      if (patterns.length === 0 && !additional) return undefined;
      for (const [key, member] of Object.entries(record)) {
        if (names.has(key)) continue;
        const matching = patterns.filter((p) => p.pattern.test(key));
        const limits = matching.length > 0 ? matching.map((p) => p.limit) : [additional];
        for (const limit of limits) {
          const found = limit?.(member, pointer(path, key));
          if (found) return found;
        }
      }
      return undefined;
    });
  }

  const limit: Limit | null =
    steps.length === 0
      ? null
      : steps.length === 1
        ? (steps[0] ?? null)
        : (value, path) => {
            for (const step of steps) {
              const found = step(value, path);
              if (found) return found;
            }
            return undefined;
          };
  built.set(schema, limit);
  return limit;
}

/**
 * The size pass of a schema (step 1 above): the first value over a `maxItems`, `maxLength` or
 * `maxProperties` of the schema, or a list with duplicates where `uniqueItems` refuses them.
 */
export function requestLimitsOf(schema: TSchema): (value: unknown) => RequestProblem | undefined {
  const limit = limitOf(schema as SchemaView, new Map());
  return (value) => limit?.(value, '');
}

/**
 * The path (a JSON pointer) of the first string or member name holding a refused control
 * character (step 2 above), or undefined. Walks with an explicit stack: request JSON may nest
 * deeper than the call stack allows.
 */
export function controlCharacterPath(
  value: unknown,
): { path: string; character: string } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    if (typeof next.value === 'string') {
      const found = refusedCharacter(next.value);
      if (found) return { path: next.path, character: found };
    } else if (next.value !== null && typeof next.value === 'object') {
      const entries = Object.entries(next.value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, member] = entries[i] ?? ['', undefined];
        const path = pointer(next.path, key);
        if (!Array.isArray(next.value)) {
          const found = refusedCharacter(key);
          if (found) return { path, character: found };
        }
        stack.push({ value: member, path });
      }
    }
  }
  return undefined;
}

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Sizes, then text: the first problem a request part has before its schema is checked. */
export function requestProblemOf(
  limits: (value: unknown) => RequestProblem | undefined,
  value: unknown,
): RequestProblem | undefined {
  const oversize = limits(value);
  if (oversize) return oversize;
  const control = controlCharacterPath(value);
  if (!control) return undefined;
  const surrogate = LONE_SURROGATE.test(control.character);
  return {
    keyword: 'pattern',
    schemaPath: '#',
    instancePath: control.path,
    params: { pattern: (surrogate ? LONE_SURROGATE : CONTROL_CHARACTERS).source },
    message: surrogate
      ? `must not contain half of a character (a lone surrogate, ${codePoint(control.character)})`
      : `must not contain control characters (found ${codePoint(control.character)}; tab and line breaks are the only ones allowed)`,
  };
}

/**
 * The check of one request part: sizes, text, then the schema (see the file comment). `Errors`
 * answers the one size or text problem when there is one, else the schema's errors.
 */
export function requestCheck<T extends TSchema>(schema: T): SchemaCheck<T> {
  const check = schemaCheck(schema);
  let limits: ((value: unknown) => RequestProblem | undefined) | undefined;
  const problemOf = (value: unknown) =>
    requestProblemOf((limits ??= requestLimitsOf(schema)), value);
  return {
    Check: (value): value is Static<T> => problemOf(value) === undefined && check.Check(value),
    Errors: (value) => {
      const found = problemOf(value);
      return found ? [found] : check.Errors(value);
    },
  };
}
