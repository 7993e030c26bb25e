import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import Type from 'typebox';
import {
  GraphqlResultBaseSchema,
  GraphqlResultSchema,
  graphqlFailure,
  graphqlOk,
  graphqlResultType,
} from './graphql-result';

describe('GraphQL result fields', () => {
  it('builds success and failure fields that validate', () => {
    expect(graphqlOk()).toEqual({
      isSuccessful: true,
      errorCode: null,
      errorName: null,
      message: null,
      status: 200,
    });
    const failure = graphqlFailure('NOT_FOUND', 'Alert ra-1 not found');
    expect(failure).toMatchObject({ isSuccessful: false, errorName: 'NotFound', status: 404 });
    expect(graphqlFailure('FLEET_TASK.ROUTE_OPTIMIZATION_LIMIT_REACHED', 'x', 429)).toMatchObject({
      errorName: 'FleetTaskRouteOptimizationLimitReached',
      status: 429,
    });
    expect(graphqlFailure('SOMETHING_NEW', 'x').status).toBe(400);
    for (const fields of [graphqlOk('saved'), failure]) {
      expect(Value.Check(GraphqlResultBaseSchema, fields)).toBe(true);
    }
  });

  it('wraps a payload', () => {
    const schema = GraphqlResultSchema({ data: Type.Union([Type.Integer(), Type.Null()]) });
    expect(Value.Check(schema, { ...graphqlOk(), data: 3 })).toBe(true);
    expect(Value.Check(schema, { data: 3 })).toBe(false);
  });

  it('writes result types that implement Result', () => {
    expect(graphqlResultType('XResult', '  data: Int')).toMatch(
      /^type XResult implements Result \{\n {2}isSuccessful: Boolean!\n[\s\S]*status: Int!\n {2}data: Int\n\}\n$/,
    );
  });
});
