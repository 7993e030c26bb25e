import Type, { type TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../catalogue/api-catalogue';
import { fleetCompanyOperations } from '../company/fleet-company.graphql';
import { graphqlOperations } from '../catalogue/graphql-schema';
import { ClientMessageSchema } from '../live/live-channel';
import { RouteOptimizationSubmitSchema } from '../route-optimization/route-optimization';
import { controlCharacterPath, requestCheck, requestLimitsOf } from './request-check';

const Ids = Type.Object({
  ids: Type.Array(Type.Integer(), { minItems: 1, maxItems: 500, uniqueItems: true }),
  note: Type.Optional(Type.String({ maxLength: 5 })),
});

describe('requestCheck', () => {
  it('refuses 50,000 equal items by the size limit alone: one error, the schema never explains', () => {
    const check = requestCheck(Ids);
    const value = { ids: Array.from({ length: 50_000 }, () => 7) };
    expect(check.Check(value)).toBe(false);
    // TypeBox's own explanation lists maxItems and uniqueItems (the latter by copying the list
    // once per duplicate); the request check answers the size and stops.
    expect(check.Errors(value)).toEqual([
      expect.objectContaining({
        keyword: 'maxItems',
        instancePath: '/ids',
        message: 'must not have more than 500 items',
      }),
    ]);
  });

  it('finds duplicates with one pass and names the first pair, where no size limit applies', () => {
    const check = requestCheck(
      Type.Object({ codes: Type.Array(Type.Object({ a: Type.Integer() }), { uniqueItems: true }) }),
    );
    const codes = [...Array.from({ length: 20_000 }, (_, i) => ({ a: i })), { a: 3 }, { a: 5 }];
    const [error, ...rest] = check.Errors({ codes });
    expect(rest).toEqual([]);
    expect(error).toMatchObject({
      keyword: 'uniqueItems',
      instancePath: '/codes',
      params: { duplicateItems: [3, 20_000] },
    });
    expect(check.Check({ codes: [{ a: 1 }, { a: 2 }] })).toBe(true);
  });

  it('compares items as JSON values: member order does not matter, types do', () => {
    const limits = requestLimitsOf(Type.Array(Type.Unknown(), { uniqueItems: true }));
    expect(
      limits([
        { a: 1, b: [2] },
        { b: [2], a: 1 },
      ])?.keyword,
    ).toBe('uniqueItems');
    expect(limits([1, '1', [1], { 1: 1 }, null, true, 'true', ',', '","'])).toBeUndefined();
  });

  it('checks a container before what it holds, and strings by code points like the schema', () => {
    const limits = requestLimitsOf(Ids);
    // 600 items each far too long: the list is refused, not its first string.
    expect(limits({ ids: Array.from({ length: 600 }, () => 'x'.repeat(100)) })).toMatchObject({
      keyword: 'maxItems',
    });
    expect(limits({ ids: [1], note: '🚚🚚🚚🚚🚚' })).toBeUndefined();
    expect(limits({ ids: [1], note: '🚚🚚🚚🚚🚚🚚' })).toMatchObject({
      keyword: 'maxLength',
      instancePath: '/note',
    });
  });

  it('applies a union branch of the value type: a list over its limit, text within it', () => {
    const limits = requestLimitsOf(
      Type.Object({
        filters: Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 2 })]),
      }),
    );
    expect(limits({ filters: 'a'.repeat(10_000) })).toBeUndefined();
    expect(limits({ filters: ['a', 'b', 'c'] })).toMatchObject({
      keyword: 'maxItems',
      instancePath: '/filters',
    });
  });

  it('judges an object union by the branches its fixed members allow, a kind discriminator (INPUT-2)', () => {
    const days = (max: number) => Type.Array(Type.Integer(), { maxItems: max, uniqueItems: true });
    const pattern = Type.Union([
      Type.Object({ kind: Type.Literal('WEEKLY'), weekdays: days(7) }),
      Type.Object({ kind: Type.Literal('MONTHLY'), month_days: days(31) }),
    ]);
    const limits = requestLimitsOf(Type.Object({ pattern }));
    const many = Array.from({ length: 50_000 }, () => 1);
    // The monthly branch has no weekdays to bound, but a WEEKLY pattern is not one of it.
    expect(limits({ pattern: { kind: 'WEEKLY', weekdays: many } })).toMatchObject({
      keyword: 'maxItems',
      instancePath: '/pattern/weekdays',
    });
    expect(limits({ pattern: { kind: 'MONTHLY', month_days: [1, 1] } })).toMatchObject({
      keyword: 'uniqueItems',
    });
    expect(limits({ pattern: { kind: 'MONTHLY', month_days: [1, 31] } })).toBeUndefined();
    // Of no branch (an unknown kind): refused anyway, so its first size problem is the answer.
    expect(limits({ pattern: { kind: 'DAILY', weekdays: many } })).toMatchObject({
      keyword: 'maxItems',
    });
    // Refused in time proportional to its size, the explanation included (issue 23).
    const check = requestCheck(Type.Object({ pattern }));
    expect([...check.Errors({ pattern: { kind: 'WEEKLY', weekdays: many } })]).toHaveLength(1);
  });

  it('bounds records by maxProperties and by their members', () => {
    const limits = requestLimitsOf(
      Type.Object({
        rows: Type.Record(Type.String(), Type.String({ maxLength: 2 }), { maxProperties: 2 }),
      }),
    );
    expect(limits({ rows: { a: 'x', b: 'y', c: 'z' } })).toMatchObject({
      keyword: 'maxProperties',
      instancePath: '/rows',
    });
    expect(limits({ rows: { 'a/b': 'xyz' } })).toMatchObject({
      keyword: 'maxLength',
      instancePath: '/rows/a~1b',
    });
  });

  it('refuses C0 control characters in any string or member name, except tab and line breaks', () => {
    const check = requestCheck(Type.Object({ search: Type.String(), more: Type.Unknown() }));
    for (const character of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u001B',
      '\u001F',
    ]) {
      const [error] = check.Errors({ search: `a${character}b`, more: null });
      expect(error, JSON.stringify(character)).toMatchObject({ instancePath: '/search' });
      expect(error?.message).toContain('must not contain control characters');
    }
    expect(check.Errors({ search: 'x', more: { deep: [{ 'na\u0000me': 1 }] } })[0]).toMatchObject({
      instancePath: '/more/deep/0/na\u0000me',
    });
    expect(check.Check({ search: 'a\tb\nc\r\nd é 🚚 \u007F \u0085', more: ['\t'] })).toBe(true);
  });

  it('refuses half of a character (a lone surrogate) in a string or a member name, naming it', () => {
    const check = requestCheck(Type.Object({ comment: Type.String(), more: Type.Unknown() }));
    for (const text of ['\uD800', 'a\uDBFFb', '\uDC00x', 'x\uDFFF']) {
      const [error] = check.Errors({ comment: text, more: null });
      expect(error, JSON.stringify(text)).toMatchObject({ instancePath: '/comment' });
      expect(error?.message).toContain('lone surrogate');
    }
    expect(check.Errors({ comment: 'x', more: { '\uD800': 1 } })[0]).toMatchObject({
      instancePath: '/more/\uD800',
    });
    expect(check.Check({ comment: 'Truk 🚚 tiba', more: ['\uD83D\uDE9A'] })).toBe(true);
  });

  it('walks values nested deeper than the call stack without overflowing', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(controlCharacterPath(deep)?.path.startsWith('/0/0/0')).toBe(true);
    expect(
      requestLimitsOf(Type.Array(Type.Unknown(), { uniqueItems: true }))([deep, deep]),
    ).toMatchObject({
      keyword: 'uniqueItems',
    });
  });

  it('explains a body within its limits with the schema errors as before', () => {
    const check = requestCheck(RouteOptimizationSubmitSchema);
    const errors = check.Errors({ type: 'x' });
    expect(errors.length).toBeGreaterThan(1);
    expect(errors.map((e) => e.keyword)).toContain('required');
  });
});

/** Every array schema under `schema`, with its path (`body.vehicle_ids`, `args.filter.x[]`). */
function arraysOf(schema: unknown, path: string, into: { path: string; schema: TSchema }[]) {
  if (schema === null || typeof schema !== 'object') return into;
  const s = schema as Record<string, unknown>;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (s[key] as unknown[] | undefined) ?? []) arraysOf(branch, path, into);
  }
  if (s['type'] === 'array') {
    into.push({ path, schema: schema as TSchema });
    arraysOf(s['items'], `${path}[]`, into);
  }
  for (const [name, member] of Object.entries((s['properties'] as object | undefined) ?? {})) {
    arraysOf(member, `${path}.${name}`, into);
  }
  for (const member of Object.values((s['patternProperties'] as object | undefined) ?? {})) {
    arraysOf(member, `${path}.*`, into);
  }
  if (typeof s['additionalProperties'] === 'object')
    arraysOf(s['additionalProperties'], `${path}.*`, into);
  return into;
}

describe('every request list has a size limit', () => {
  // A list without maxItems is read whole, however long: the request-size rule wants every list
  // a client sends refused by its size first, with a 400 naming it.
  const requestArrays = [
    ...apiRoutes.flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) =>
        arraysOf(route.schema[part], `${route.id} ${part}`, []),
      ),
    ),
    ...[...graphqlOperations, ...fleetCompanyOperations].flatMap((operation) =>
      arraysOf(operation.args, `${operation.field} args`, []),
    ),
    ...arraysOf(ClientMessageSchema, 'live message', []),
  ];

  it('finds the lists to check', () => {
    expect(requestArrays.map((a) => a.path)).toEqual(
      expect.arrayContaining([
        'createRouteOptimization body.vehicle_ids',
        'listCustomers querystring.filters',
        'payload args.filter.filterByType',
        'live message.payload.tags',
      ]),
    );
  });

  it('declares maxItems on each', () => {
    const unbounded = requestArrays
      .filter((a) => typeof (a.schema as { maxItems?: unknown }).maxItems !== 'number')
      .map((a) => a.path);
    expect(unbounded).toEqual([]);
  });
});
