import fc from 'fast-check';
import {
  FILTER_OPERATORS,
  LIST_OPERATORS_BY_TYPE,
  type ListDeclaration,
  type ListFieldType,
} from '@armada/contracts/shared';
import type { TSchema } from 'typebox';

/**
 * TypeBox → fast-check (issue 12, fuzzing from the contracts): `arbitraryOf(schema)` yields
 * values the schema accepts (most of the time: string patterns and formats are honoured, ranges
 * too), so a fuzz case starts from a request the contract calls valid and then breaks one part of
 * it (`mutatedOf`). Plus the hand-made hostile values of the issue: wrong types, huge and
 * non-finite numbers, `__proto__` keys, injection strings, broken list expressions.
 *
 * The schemas are TypeBox 1.x JSON schemas; the converter reads the JSON Schema keywords
 * (`type`, `properties`/`required`, `anyOf`, `const`, `enum`, `items`, `patternProperties`...),
 * so it follows the wire contract rather than TypeBox internals.
 */

/** The JSON Schema keywords the converter reads. */
interface SchemaView {
  type?: string | string[];
  properties?: Record<string, SchemaView>;
  required?: string[];
  additionalProperties?: boolean | SchemaView;
  patternProperties?: Record<string, SchemaView>;
  anyOf?: SchemaView[];
  oneOf?: SchemaView[];
  allOf?: SchemaView[];
  const?: unknown;
  enum?: unknown[];
  items?: SchemaView | SchemaView[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minProperties?: number;
  $ref?: string;
  $id?: string;
}

const view = (schema: TSchema | SchemaView): SchemaView => schema as SchemaView;

/** Bounds kept small so cases stay fast: long strings and big arrays come from the hostile set. */
const MAX_STRING = 40;
const MAX_ITEMS = 4;

function stringOf(s: SchemaView): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_STRING, MAX_STRING));
  let base: fc.Arbitrary<string>;
  switch (s.format) {
    case 'date-time':
      base = fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z') })
        .filter((d) => !Number.isNaN(d.getTime()))
        .map((d) => d.toISOString());
      break;
    case 'date':
      base = fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z') })
        .filter((d) => !Number.isNaN(d.getTime()))
        .map((d) => d.toISOString().slice(0, 10));
      break;
    case 'email':
      base = fc.emailAddress();
      break;
    case 'uuid':
      base = fc.uuid();
      break;
    default:
      base = s.pattern
        ? patternOf(s.pattern)
        : fc.string({ minLength, maxLength, unit: 'grapheme' });
  }
  if (s.pattern || s.format) {
    // A pattern or format may give text outside the length bounds: keep those few as they are
    // (they are then invalid cases, which is fine for a fuzzer) but mostly within bounds.
    return base.map((text) => (text.length > maxLength ? text.slice(0, maxLength) : text));
  }
  return base;
}

/**
 * Text matching a pattern. fast-check cannot generate from lookaheads, so they are dropped and
 * the text kept when it still matches, else replaced by a fixed text the pattern accepts when
 * one is known (an ISO duration), else kept as an invalid case.
 */
function patternOf(pattern: string): fc.Arbitrary<string> {
  const regex = new RegExp(pattern);
  const lookahead = /\(\?[=!](?:[^()]|\([^()]*\))*\)/g;
  if (!lookahead.test(pattern)) return fc.stringMatching(regex);
  const loose = new RegExp(pattern.replace(lookahead, ''));
  const fallback = ['PT30M', 'P1D', 'alert-center-x1'].find((text) => regex.test(text)) ?? '';
  return fc.stringMatching(loose).map((text) => (regex.test(text) ? text : fallback));
}

function numberOf(s: SchemaView, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
  if (integer) {
    const lo = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const hi = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    // Small values first: ids and pages near 1 hit real records more often.
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 50) }) },
      { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
    );
  }
  return fc.double({
    min: min ?? -1_000_000,
    max: max ?? 1_000_000,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectOf(s: SchemaView, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, member] of Object.entries(properties))
    record[key] = arbitraryOf(member, depth + 1);
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
  const base =
    Object.keys(record).length === 0
      ? fc.constant({})
      : (fc.record(record, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>);
  const extra =
    typeof s.additionalProperties === 'object'
      ? fc.dictionary(
          fc.string({ minLength: 1, maxLength: 10 }),
          arbitraryOf(s.additionalProperties, depth + 1),
          { maxKeys: 3 },
        )
      : s.patternProperties
        ? fc.dictionary(
            fc.string({ minLength: 1, maxLength: 10 }),
            arbitraryOf(Object.values(s.patternProperties)[0] ?? {}, depth + 1),
            { maxKeys: 3 },
          )
        : fc.constant({});
  return fc.tuple(base, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** An arbitrary of values the schema describes (see the file comment). */
export function arbitraryOf(schema: TSchema | SchemaView, depth = 0): fc.Arbitrary<unknown> {
  const s = view(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, depth + 1)));
  if (s.allOf) return arbitraryOf(s.allOf[0] ?? {}, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const itemSchema = Array.isArray(s.items) ? s.items[0] : s.items;
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      const item = arbitraryOf(itemSchema ?? {}, depth + 1);
      return s.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object':
      return objectOf(s, depth);
    default:
      // Unknown / any: a small JSON value.
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every property name the schema knows, at any depth (for "the message names the bad part"). */
export function propertyNamesOf(
  schema: TSchema | SchemaView | undefined,
  into = new Set<string>(),
): Set<string> {
  if (!schema) return into;
  const s = view(schema);
  for (const [key, member] of Object.entries(s.properties ?? {})) {
    into.add(key);
    propertyNamesOf(member, into);
  }
  for (const member of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    propertyNamesOf(member, into);
  const items = Array.isArray(s.items) ? s.items : s.items ? [s.items] : [];
  for (const member of items) propertyNamesOf(member, into);
  return into;
}

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

export const ONE_MB_STRING = 'A'.repeat(1024 * 1024);

/** Text that has broken someone's parser, database or page before. */
export const INJECTION_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '1; SELECT pg_sleep(10)',
  '" OR ""="',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'a\u0000b',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '\uDFFF\uD800',
  'Z\u0351\u0360\u0361\u0362\u0363',
  '🚚🚚🚚',
  '\r\nX-Injected: 1',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '0x1F',
  '__proto__',
  'constructor',
  'toString',
  '$where',
] as const;

/** Numbers a schema's bounds and a store's columns must survive. */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  5e-324,
] as const;

/** A value of the wrong type, or a hostile one of the right type. */
export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      [[[]]],
      { __proto__: null },
      'NaN',
      'Infinity',
      '1e308',
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 5000 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** A mutation of one valid value: what to do, where (an index into its paths), with what. */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      at: fc.nat(),
      value: hostileValueArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: fc.oneof(
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          'isAdmin',
          'company_id',
          'id',
          '$where',
        ),
        fc.string({ minLength: 1, maxLength: 12 }),
      ),
      value: hostileValueArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValueArb }),
  },
);

type Container = Record<string, unknown> | unknown[];

/** Every container (object or array) in a value with its path, the value itself first. */
function containersOf(
  value: unknown,
  path: string[] = [],
  out: { path: string[]; node: Container }[] = [],
) {
  if (value !== null && typeof value === 'object') {
    out.push({ path, node: value as Container });
    for (const [key, member] of Object.entries(value)) containersOf(member, [...path, key], out);
  }
  return out;
}

/** A deep copy of a JSON value (the mutation changes the copy). */
const copy = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

/**
 * Applies a mutation to a valid value: one member replaced by a hostile value, one member
 * dropped, one unknown member added (`__proto__` among them: set as an own key, as JSON.parse
 * would make it), or the whole value swapped.
 */
export function applyMutation(valid: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'whole') return mutation.value;
  const value = copy(valid);
  const containers = containersOf(value);
  if (containers.length === 0) return mutation.kind === 'replace' ? mutation.value : value;
  if (mutation.kind === 'extra') {
    const objects = containers.filter((c) => !Array.isArray(c.node));
    const target = objects[mutation.at % Math.max(objects.length, 1)];
    if (!target) return value;
    Object.defineProperty(target.node, mutation.key, {
      value: mutation.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return value;
  }
  const slots = containers.flatMap((c) =>
    Object.keys(c.node).map((key) => ({ node: c.node, key })),
  );
  const slot = slots[mutation.at % Math.max(slots.length, 1)];
  if (!slot) return mutation.kind === 'replace' ? mutation.value : value;
  const node = slot.node as Record<string, unknown>;
  if (mutation.kind === 'replace') node[slot.key] = mutation.value;
  else if (Array.isArray(slot.node)) slot.node.splice(Number(slot.key), 1);
  else Reflect.deleteProperty(node, slot.key);
  return value;
}

/** Valid-by-contract values, mostly broken in one place. */
export function mutatedOf(schema: TSchema | SchemaView): fc.Arbitrary<unknown> {
  const valid = arbitraryOf(schema);
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    { weight: 3, arbitrary: fc.tuple(valid, mutationArb).map(([v, m]) => applyMutation(v, m)) },
  );
}

// ---------------------------------------------------------------------------------------------
// The list query language: filters and sorts
// ---------------------------------------------------------------------------------------------

const SAMPLE_BY_TYPE: Record<ListFieldType, readonly string[]> = {
  number: ['1', '-1', '1e308', 'NaN', 'abc', '1,2,3', '0x10', ''],
  string: [
    'x',
    '%',
    "' OR 1=1 --",
    'a\\,b',
    '<b>',
    '\u0000',
    // Many wildcards over long stored text: exponential for a backtracking matcher (LIST-10).
    `${'%a'.repeat(12)}%b`,
    `${'_%'.repeat(20)}z`,
  ],
  date: ['2026-01-01', '2026-01-01T00:00:00Z', 'yesterday', '9999-99-99', '0'],
  boolean: ['true', 'false', 'yes', '1', ''],
};

/** Filter expressions, well-formed or not, over a list's declared fields and some others. */
export function filterExpressionArb(list: ListDeclaration | undefined): fc.Arbitrary<string> {
  const declared = Object.entries(list?.fields ?? {});
  const fieldArb = fc.oneof(
    declared.length > 0 ? fc.constantFrom(...declared.map(([name]) => name)) : fc.constant('id'),
    fc.constantFrom(
      '__proto__',
      'constructor',
      'toString',
      'a..b',
      '.x',
      'x.',
      '1abc',
      'id;',
      'name)',
      '',
    ),
    fc.string({ maxLength: 12 }),
  );
  const operatorArb = fc.oneof(
    fc.constantFrom(...FILTER_OPERATORS, '=', '!=', '>', '>=', '<', '<='),
    fc.constantFrom('is', 'not', 'between', '==', '~', 'IN', 'LIKE', 'is maybe null', ''),
  );
  const valueArb = fc.oneof(
    fc.constantFrom(...Object.values(SAMPLE_BY_TYPE).flat()),
    fc.constantFrom(...INJECTION_STRINGS),
    fc.string({ maxLength: 20 }),
    fc.constantFrom(',', ',,', 'a,', '\\,', '\\'),
  );
  const typed =
    declared.length > 0
      ? fc
          .constantFrom(...declared)
          .chain(([name, field]) =>
            fc
              .tuple(
                fc.constantFrom(...LIST_OPERATORS_BY_TYPE[field.type]),
                fc.constantFrom(...SAMPLE_BY_TYPE[field.type]),
              )
              .map(([op, value]) =>
                op.startsWith('is') ? `${name} ${op}` : `${name} ${op} ${value}`,
              ),
          )
      : fc.constant('id eq 1');
  return fc.oneof(
    { weight: 2, arbitrary: typed },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fieldArb, operatorArb, valueArb, fc.constantFrom(' ', '  ', '\t', ''))
        .map(([field, op, value, gap]) => `${field}${gap}${op}${gap}${value}`),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  );
}

/** Sort expressions, well-formed or not. */
export function sortExpressionArb(list: ListDeclaration | undefined): fc.Arbitrary<string> {
  const names = Object.keys(list?.fields ?? {});
  const fieldArb = fc.oneof(
    names.length > 0 ? fc.constantFrom(...names) : fc.constant('id'),
    fc.constantFrom('__proto__', 'constructor', '1', 'id;drop', ''),
    fc.string({ maxLength: 12 }),
  );
  const orderArb = fc.constantFrom('asc', 'desc', 'ASC', 'DESC', 'up', '', 'asc desc', 'asc;--');
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fieldArb, orderArb).map(([f, o]) => `${f} ${o}`) },
    { weight: 1, arbitrary: fieldArb },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
}

/** Text for `limit` and `page`: negative, zero, absurd, non-finite, not a number. */
export const absurdPageTextArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '-0',
    '1.5',
    '1e3',
    '1e308',
    'NaN',
    'Infinity',
    '-Infinity',
    '',
    ' ',
    '0x10',
    '99999999999999999999',
    '2147483648',
    '9007199254740993',
    'abc',
    '1;2',
    'null',
    '[]',
    '{}',
  ),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
  fc.integer({ min: 1, max: 1000 }).map(String),
);
