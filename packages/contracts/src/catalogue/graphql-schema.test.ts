import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import type { TSchema } from 'typebox';
import { GRAPHQL_RESULT_INTERFACE } from '../shared/graphql-result';
import { GRAPHQL_ROOT_FIELDS, graphqlOperations, graphqlSdl } from './graphql-schema';

const schema = buildSchema(graphqlSdl);
const root = (kind: 'query' | 'mutation') =>
  (kind === 'query' ? schema.getQueryType() : schema.getMutationType()) as GraphQLObjectType;

/** Property names of a TypeBox object schema (also through a union of objects). */
function propertyNames(schema: TSchema): string[] {
  const s = schema as { properties?: Record<string, unknown>; anyOf?: TSchema[] };
  if (s.properties) return Object.keys(s.properties);
  if (s.anyOf) return [...new Set(s.anyOf.flatMap(propertyNames))];
  return [];
}

describe('merged GraphQL schema', () => {
  it('parses and builds', () => {
    expect(schema.getQueryType()).toBeDefined();
    expect(schema.getMutationType()).toBeDefined();
  });

  it('has exactly the declared root fields', () => {
    for (const kind of ['query', 'mutation'] as const) {
      const declared = [...GRAPHQL_ROOT_FIELDS[kind]].sort();
      expect(Object.keys(root(kind).getFields()).sort()).toEqual(declared);
      expect(new Set(declared).size).toBe(declared.length);
    }
  });

  it('names every operation the specs ask for', () => {
    const fields = [...GRAPHQL_ROOT_FIELDS.query, ...GRAPHQL_ROOT_FIELDS.mutation];
    for (const name of [
      'driverScores',
      'alertDetailDriverScores',
      'driverScore',
      'rawAlerts',
      'totalImportantAlerts',
      'upsertRawAlertsAction',
      'payload',
      'alertRuleTemplates',
      'createAlertRules',
      'findDownloadVideoHistories',
      'vehicleVideoFileList',
      'requestFileListUpdate',
      'setUploadMedia',
      'vehicleById',
      'vehicleStatuses',
      'backToOldVersion',
      'unregisterPushToken',
      'fieldOperationDetail',
      'reverseGeocoding',
      'company',
      'updateCompany',
      'companyCategories',
      'createCompanyCategory',
      'deleteBankAccount',
      'vgroupsPaginated',
      'vehicleTypes',
    ]) {
      expect(fields, name).toContain(name);
    }
  });

  describe.each(graphqlOperations.map((o) => [o.field, o] as const))('%s', (_name, operation) => {
    const field = root(operation.kind).getFields()[operation.field] as GraphQLField<
      unknown,
      unknown
    >;

    it('exists with the arguments of its TypeBox schema', () => {
      expect(field).toBeDefined();
      expect(field.args.map((a) => a.name).sort()).toEqual(propertyNames(operation.args).sort());
    });

    it('returns a Result whose fields match the TypeBox result', () => {
      const type = getNamedType(field.type);
      expect(isObjectType(type)).toBe(true);
      const object = type as GraphQLObjectType;
      const iface = object.getInterfaces().map((i) => i.name);
      expect(iface).toContain(GRAPHQL_RESULT_INTERFACE);
      expect(Object.keys(object.getFields()).sort()).toEqual(
        propertyNames(operation.result).sort(),
      );
    });
  });

  it('declares the Result interface once with the common fields', () => {
    const result = schema.getType(GRAPHQL_RESULT_INTERFACE);
    expect(isInterfaceType(result)).toBe(true);
    if (isInterfaceType(result)) {
      expect(Object.keys(result.getFields())).toEqual([
        'isSuccessful',
        'errorCode',
        'errorName',
        'message',
        'status',
      ]);
    }
  });
});
