import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import {
  BackToOldVersionResultSchema,
  IdentityResponseSchema,
  type IdentityResponse,
} from '@armada/contracts/auth';
import { GRAPHQL_ROOT_FIELDS, graphqlOperations } from '@armada/contracts/catalogue';
import {
  COMPANY_TIME_ZONES,
  CompanyCategoriesResponseSchema,
  CompanyResponseSchema,
  VehicleTypesResponseSchema,
  VgroupsPaginatedResponseSchema,
} from '@armada/contracts/company';
import { AlertCenterResolveMessageSchema } from '@armada/contracts/live';
import { GRAPHQL_LIMITS } from '@armada/contracts/shared';
import { ApiClient, LiveConnection, adminClient } from './lib/client';
import {
  fieldResult,
  introspect,
  operationDocument,
  rootField,
  type GraphqlBody,
  type ServedSchema,
} from './lib/graphql';
import { expectSchema } from './lib/schema';

/**
 * POST /graphql against the contracts: every root field of the contract schema is served, every
 * query answers (with every field the server offers selected) in the shape of its contract
 * result schema, bad input is a result with isSuccessful false naming the field, and an
 * alert action reaches the live channel.
 */

/**
 * The operations the product serves today. The contract schema names every operation of the
 * three specs (and the "has the field" cases below check all of them); the alert-center,
 * media and driver-score operations get their answers with their features, and each of those
 * issues adds its operations here. Against a complete backend, CONTRACT_GRAPHQL_SCOPE=all
 * checks every operation's answer.
 */
const SERVED_OPERATIONS: ReadonlySet<string> = new Set([
  'company',
  'updateCompany',
  'companyCategories',
  'createCompanyCategory',
  'deleteBankAccount',
  'vgroupsPaginated',
  'vehicleTypes',
  'backToOldVersion',
  'payload',
  'rawAlerts',
  'totalImportantAlerts',
  'upsertRawAlertsAction',
  'unregisterPushToken',
  'fieldOperationDetail',
  'findDownloadVideoHistories',
  'vehicleVideoFileList',
  'requestFileListUpdate',
  'setUploadMedia',
  'alertRuleTemplates',
  'createAlertRules',
  'alertRules',
  'updateAlertRule',
  'alertUserLogs',
]);
function served(field: string): boolean {
  return process.env.CONTRACT_GRAPHQL_SCOPE === 'all' || SERVED_OPERATIONS.has(field);
}

interface QueryCase {
  field: string;
  operationName: string;
  result: TSchema;
}

const queries: QueryCase[] = [
  ...graphqlOperations.filter((op) => op.kind === 'query'),
  { field: 'company', operationName: 'Company', result: CompanyResponseSchema },
  {
    field: 'companyCategories',
    operationName: 'CompanyCategories',
    result: CompanyCategoriesResponseSchema,
  },
  {
    field: 'vgroupsPaginated',
    operationName: 'VgroupsPaginated',
    result: VgroupsPaginatedResponseSchema,
  },
  { field: 'vehicleTypes', operationName: 'VehicleTypes', result: VehicleTypesResponseSchema },
]
  .filter((op, index, all) => all.findIndex((other) => other.field === op.field) === index)
  .filter((op) => served(op.field));

interface World {
  companyId: number;
  vehicleId: number;
  imei: string;
  driverId: number | undefined;
  start: string;
  end: string;
}

let admin: ApiClient;
let schema: ServedSchema;
let world: World;

async function run(
  kind: 'query' | 'mutation',
  field: string,
  operationName: string,
  args: Record<string, unknown>,
) {
  const served = rootField(schema, kind, field);
  if (!served) throw new Error(`the server has no ${kind} field ${field}`);
  const document = operationDocument(schema, kind, served, args, operationName);
  return admin.graphql<GraphqlBody>(document, args);
}

/** Example arguments per query, from the world the server reported (ids, time window). */
function exampleArgs(field: string): Record<string, unknown> {
  const { start, end, vehicleId, driverId, companyId } = world;
  const page = { page: 1, show: 10 };
  const examples: Record<string, Record<string, unknown>> = {
    rawAlerts: {
      filter: {
        pagination: { page: 1, show: 20 },
        orderBy: { field: 'createdOn', direction: 'desc' },
      },
    },
    totalImportantAlerts: { filter: { startDate: start, endDate: end } },
    payload: { filter: { filterByType: ['SystemNotif', 'AlertCenter'] } },
    alertRuleTemplates: {},
    alertRules: {},
    fieldOperationDetail: { id: 1, logId: 1 },
    findDownloadVideoHistories: {
      filter: { vehicleId, startTime: start, pagination: { page: 1, show: 10 } },
    },
    vehicleVideoFileList: {
      input: { vehicleId, channel: 1, fileListOnly: true, startTime: start, endTime: end },
    },
    vehicleById: { id: vehicleId },
    vehicleStatuses: { filter: { vehicleId, statuses: ['service', 'archived', 'repair'] } },
    driverScores: { filter: { startDate: start, endDate: end, pagination: page } },
    driverScore: { filter: { driverId: driverId ?? 1, startDate: start, endDate: end } },
    alertDetailDriverScores: {
      filter: { driverId: driverId ?? 1, startDate: start, endDate: end, pagination: page },
    },
    reverseGeocoding: { latitude: -6.2088, longitude: 106.8456 },
    company: { filter: { id: companyId } },
    companyCategories: {},
    vgroupsPaginated: { filter: { pagination: page } },
    vehicleTypes: { filter: { pagination: page } },
    alertUserLogs: { filter: { startDate: start, endDate: end, pagination: page } },
  };
  return examples[field] ?? {};
}

/** Queries whose example may legitimately find nothing (no field-operation alert with id 1). */
const mayBeNotFound = new Set(['fieldOperationDetail']);

beforeAll(async () => {
  admin = adminClient();
  schema = await introspect(admin);
  const whoami = await admin.get('/api/whoami');
  expectSchema(IdentityResponseSchema, whoami.body, 'whoami');
  const companyId = (whoami.body as IdentityResponse).data.companyId;
  const vehicles = await admin.get('/api/vehicle', { query: { limit: 5 } });
  const rows = (
    vehicles.body as {
      data?: { paginated_result?: { id: number; device?: { imei?: string } | null }[] };
    }
  ).data?.paginated_result;
  const vehicle = rows?.find((row) => row.device?.imei) ?? rows?.[0];
  const end = new Date();
  const start = new Date(end.getTime() - 7 * 24 * 3600 * 1000);
  world = {
    companyId,
    vehicleId: vehicle?.id ?? 1,
    imei: vehicle?.device?.imei ?? '000000000000000',
    driverId: undefined,
    start: start.toISOString(),
    end: end.toISOString(),
  };
  const scores = await run(
    'query',
    'driverScores',
    'DriverScores',
    exampleArgs('driverScores'),
  ).catch(() => undefined);
  const list = (scores?.body?.data?.driverScores as { list?: { driverId?: number }[] } | undefined)
    ?.list;
  world.driverId = list?.[0]?.driverId;
});

describe('the served GraphQL schema', () => {
  it.each(GRAPHQL_ROOT_FIELDS.query.map((field) => [field]))('has the query field %s', (field) => {
    expect(rootField(schema, 'query', field), `Query.${field}`).toBeDefined();
  });

  it.each(GRAPHQL_ROOT_FIELDS.mutation.map((field) => [field]))(
    'has the mutation field %s',
    (field) => {
      expect(rootField(schema, 'mutation', field), `Mutation.${field}`).toBeDefined();
    },
  );
});

describe('every query answers in its contract shape', () => {
  it.each(queries.map((op) => [op.field, op] as const))('%s', async (_field, op) => {
    const response = await run('query', op.field, op.operationName, exampleArgs(op.field));
    const result = fieldResult(response, op.field);
    expectSchema(op.result, result, `${op.operationName} result`);
    const outcome = result as {
      isSuccessful: boolean;
      errorCode: string | null;
      message: string | null;
    };
    if (
      !outcome.isSuccessful &&
      !(mayBeNotFound.has(op.field) && outcome.errorCode === 'NOT_FOUND')
    ) {
      expect.fail(`${op.operationName} answered isSuccessful false: ${JSON.stringify(outcome)}`);
    }
  });
});

describe('GraphQL bad input and sessions', () => {
  it('refuses a request without a session with 401 and a JSON error', async () => {
    const response = await new ApiClient().graphql<GraphqlBody & { message?: string }>(
      '{ __typename }',
    );
    expect(response.status, response.describe()).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    // Either the REST error shape or a GraphQL answer whose error says what is wrong.
    const message = response.body?.message ?? response.body?.errors?.[0]?.message;
    expect(message, response.describe()).toBeTruthy();
    expect(response.body?.data ?? null).toBeNull();
  });

  it('answers a syntax error with errors and no data, naming the problem', async () => {
    const response = await admin.graphql<GraphqlBody>('query { vgroupsPaginated( ');
    expect([200, 400]).toContain(response.status);
    expect(response.body?.errors?.length, response.describe()).toBeGreaterThan(0);
    expect(response.body?.errors?.[0]?.message).toMatch(/syntax|expected|unexpected/i);
  });

  it('answers an unknown field with errors', async () => {
    const response = await admin.graphql<GraphqlBody>('query { noSuchField { id } }');
    expect([200, 400]).toContain(response.status);
    expect(response.body?.errors?.[0]?.message, response.describe()).toMatch(/noSuchField/);
  });

  it('answers an out-of-range page size with isSuccessful false naming show', async () => {
    const response = await run('query', 'vgroupsPaginated', 'VgroupsPaginated', {
      filter: { pagination: { page: 1, show: 0 } },
    });
    const result = fieldResult(response, 'vgroupsPaginated') as {
      isSuccessful: boolean;
      errorCode: string;
      message: string;
    };
    expectSchema(VgroupsPaginatedResponseSchema, result, 'VgroupsPaginated failure');
    expect(result.isSuccessful).toBe(false);
    expect(result.errorCode).toBeTruthy();
    expect(result.message).toMatch(/show/);
  });

  it('refuses a company update with a bad email, naming it, and changes nothing', async () => {
    const before = fieldResult(
      await run('query', 'company', 'Company', exampleArgs('company')),
      'company',
    ) as {
      data: { email: string | null };
    };
    const response = await run('mutation', 'updateCompany', 'UpdateCompany', {
      input: { id: world.companyId, email: 'not-an-email' },
    });
    const result = fieldResult(response, 'updateCompany') as {
      isSuccessful: boolean;
      errorCode: string;
      message: string;
    };
    expect(result.isSuccessful).toBe(false);
    expect(result.errorCode).toBeTruthy();
    expect(result.message).toMatch(/email/i);
    const after = fieldResult(
      await run('query', 'company', 'Company', exampleArgs('company')),
      'company',
    ) as {
      data: { email: string | null };
    };
    expect(after.data.email).toBe(before.data.email);
  });

  describe('the company time zone (COMPANY-6, docs/rules/shell.md SHELL-75)', () => {
    type CompanyAnswer = { data: { timeZone?: string } };
    const companyZone = async () =>
      (
        fieldResult(
          await run('query', 'company', 'Company', exampleArgs('company')),
          'company',
        ) as CompanyAnswer
      ).data.timeZone;
    const identityZone = async () =>
      ((await admin.get('/api/whoami')).body as IdentityResponse).data.timeZone;
    const setZone = async (timeZone: unknown) =>
      fieldResult(
        await run('mutation', 'updateCompany', 'UpdateCompany', {
          input: { id: world.companyId, timeZone },
        }),
        'updateCompany',
      ) as { isSuccessful: boolean; status: number; message: string };

    it('answers one of the three zones on the company and the identity alike', async () => {
      const zone = await companyZone();
      expect(COMPANY_TIME_ZONES).toContain(zone);
      expect(await identityZone()).toBe(zone);
    });

    it('changes it, and the identity follows', async () => {
      const before = await companyZone();
      const other = before === 'Asia/Makassar' ? 'Asia/Jayapura' : 'Asia/Makassar';
      try {
        expect((await setZone(other)).isSuccessful).toBe(true);
        expect(await companyZone()).toBe(other);
        expect(await identityZone()).toBe(other);
      } finally {
        await setZone(before);
      }
    });

    it.each(['Asia/Tokyo', 'WIB', ''])(
      'refuses %j with a 400 naming timeZone and changes nothing',
      async (value) => {
        const before = await companyZone();
        const response = await run('mutation', 'updateCompany', 'UpdateCompany', {
          input: { id: world.companyId, timeZone: value },
        });
        const text = JSON.stringify(response.body);
        expect(text).toMatch(/timeZone/);
        if (!response.body?.errors) {
          const result = fieldResult(response, 'updateCompany') as {
            isSuccessful: boolean;
            status: number;
          };
          expect(result.isSuccessful).toBe(false);
          expect(result.status).toBe(400);
        }
        expect(await companyZone()).toBe(before);
      },
    );
  });

  it.runIf(served('upsertRawAlertsAction'))(
    'refuses an alert action on no alerts with isSuccessful false naming rawAlertId',
    async () => {
      const now = new Date().toISOString();
      const response = await run('mutation', 'upsertRawAlertsAction', 'UpsertRawAlertsAction', {
        input: {
          actionType: 'Read',
          rawAlertId: [],
          data: null,
          selectionMode: 'Selection',
          dateRange: { start: now, end: now },
        },
      });
      if (response.status === 400 || response.body?.errors) {
        // A GraphQL-level refusal of the input is also a refusal; it must name the argument.
        expect(JSON.stringify(response.body)).toMatch(/rawAlertId/);
        return;
      }
      const result = fieldResult(response, 'upsertRawAlertsAction') as {
        isSuccessful: boolean;
        message: string;
      };
      expect(result.isSuccessful).toBe(false);
      expect(result.message).toMatch(/rawAlertId/);
    },
  );
});

describe.runIf(served('backToOldVersion'))('back to the old version', () => {
  it('takes a reason and answers isSuccessful in its contract shape', async () => {
    const response = await run('mutation', 'backToOldVersion', 'BackToOldVersion', {
      message: 'used-to-old-version',
    });
    const result = fieldResult(response, 'backToOldVersion');
    expectSchema(BackToOldVersionResultSchema, result, 'BackToOldVersion result');
    expect((result as { isSuccessful: boolean }).isSuccessful, response.describe()).toBe(true);
  });

  it('refuses a blank reason, naming message', async () => {
    const response = await run('mutation', 'backToOldVersion', 'BackToOldVersion', {
      message: '   ',
    });
    if (response.status === 400 || response.body?.errors) {
      // A GraphQL-level refusal of the argument is also a refusal; it must name it.
      expect(JSON.stringify(response.body)).toMatch(/message/);
      return;
    }
    const result = fieldResult(response, 'backToOldVersion') as {
      isSuccessful: boolean;
      message: string;
    };
    expectSchema(BackToOldVersionResultSchema, result, 'BackToOldVersion refusal');
    expect(result.isSuccessful).toBe(false);
    expect(result.message).toMatch(/message|reason/i);
  });
});

describe.runIf(served('upsertRawAlertsAction'))('alert actions reach the live channel', () => {
  let live: LiveConnection | undefined;
  afterAll(async () => {
    await live?.close();
  });

  it('marks an alert read and announces it as alert-center-resolve-{companyId}', async () => {
    // A fresh server may not have raised one yet: the simulator controls raise one now.
    await admin.post('/api/simulator/alerts', { level: 'important' });
    const alerts = fieldResult(
      await run('query', 'rawAlerts', 'RawAlerts', exampleArgs('rawAlerts')),
      'rawAlerts',
    ) as { list?: { rawAlertId: string; createdOn: string }[] };
    const alert = alerts.list?.[0];
    if (!alert) return expect.fail('rawAlerts returned no alert to act on');

    const token = (await admin.get('/auth/ws-token')).body as { token: string };
    live = await LiveConnection.open(admin.wsUrl(token.token));
    live.send({ type: 'PING' });
    await live.waitFor((m) => (m as { type?: string }).type === 'PONG');

    const created = Date.parse(alert.createdOn);
    const response = await run('mutation', 'upsertRawAlertsAction', 'UpsertRawAlertsAction', {
      input: {
        actionType: 'Read',
        rawAlertId: [alert.rawAlertId],
        data: null,
        selectionMode: 'Selection',
        dateRange: {
          start: new Date(created - 1000).toISOString(),
          end: new Date(created + 1000).toISOString(),
        },
      },
    });
    const result = fieldResult(response, 'upsertRawAlertsAction') as { isSuccessful: boolean };
    const operation = graphqlOperations.find((op) => op.field === 'upsertRawAlertsAction');
    if (operation) expectSchema(operation.result, result, 'UpsertRawAlertsAction result');
    expect(result.isSuccessful, JSON.stringify(result)).toBe(true);

    const type = `alert-center-resolve-${world.companyId}`;
    const message = await live.waitFor((m) => (m as { type?: string }).type === type, 10_000);
    expectSchema(AlertCenterResolveMessageSchema, message, type);
  });
});

/**
 * GQL-13 (issue 12): a document over the depth, alias, root-field or size limit, or a batched
 * request, is a 400 whose error names the limit and the value, and nothing runs. The upstream
 * target proxies to a simulator, so the same limits hold there.
 */
describe('GraphQL limits (GQL-13)', () => {
  const nested = (depth: number): string => `${'{ a '.repeat(depth)}${'}'.repeat(depth)}`;

  it('refuses a query deeper than the limit with 400, naming depth and limit', async () => {
    const depth = GRAPHQL_LIMITS.maxDepth + 4;
    const response = await admin.graphql<GraphqlBody>(nested(depth));
    expect(response.status, response.describe()).toBe(400);
    expect(response.body?.data ?? null).toBeNull();
    const messages = (response.body?.errors ?? []).map((error) => error.message);
    expect(messages, response.describe()).toContain(
      `Query depth ${depth} exceeds the limit of ${GRAPHQL_LIMITS.maxDepth}`,
    );
  });

  it('refuses too many aliases with 400 and runs none of the mutations', async () => {
    const count = GRAPHQL_LIMITS.maxAliases + 1;
    const read = '{ company { data { name } } }';
    const before = await admin.graphql<GraphqlBody>(read);
    const fields = Array.from(
      { length: count },
      (_, i) => `m${i}: updateCompany(input: { name: "Limit ${i}" }) { isSuccessful }`,
    ).join(' ');
    const response = await admin.graphql<GraphqlBody>(`mutation { ${fields} }`);
    expect(response.status, response.describe()).toBe(400);
    const messages = (response.body?.errors ?? []).map((error) => error.message);
    expect(messages, response.describe()).toContain(
      `Alias count ${count} exceeds the limit of ${GRAPHQL_LIMITS.maxAliases}`,
    );
    const after = await admin.graphql<GraphqlBody>(read);
    expect(after.body).toEqual(before.body);
  });

  it('refuses a query over the size limit with 400, naming size and limit', async () => {
    const query = `{ __typename }${' '.repeat(GRAPHQL_LIMITS.maxQueryBytes)}`;
    const response = await admin.graphql<GraphqlBody>(query);
    expect(response.status, response.describe()).toBe(400);
    expect(response.body?.errors?.[0]?.message, response.describe()).toBe(
      `Query size ${query.length} bytes exceeds the limit of ${GRAPHQL_LIMITS.maxQueryBytes} bytes`,
    );
  });

  it('refuses a batched request with 400', async () => {
    const response = await admin.request<GraphqlBody>('POST', '/graphql', {
      body: [{ query: '{ __typename }' }, { query: '{ __typename }' }],
    });
    expect(response.status, response.describe()).toBe(400);
    expect(response.body?.errors?.[0]?.message, response.describe()).toMatch(/batched/i);
  });
});
