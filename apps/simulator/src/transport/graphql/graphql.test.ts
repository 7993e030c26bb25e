import {
  CompanyCategoriesResponseSchema,
  CompanyResponseSchema,
  VehicleTypesResponseSchema,
  VgroupsPaginatedResponseSchema,
  type CompanyCategoriesResponse,
  type CompanyCategoryResponse,
  type CompanyResponse,
  type DeleteBankAccountResponse,
  type UpdateCompanyResponse,
  type VehicleTypesResponse,
  type VgroupsPaginatedResponse,
} from '@armada/contracts/company';
import { buildSchema } from 'graphql';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import { notImplementedResolvers } from './not-implemented';

let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const RESULT = 'isSuccessful errorCode errorName message status';
const COMPANY_FIELDS = `id name idleTimeout parkTimeout offlineTimeout fuelGainAlert fuelLossAlert isActive
  showGeocode phoneNo faxNo taxNo category companyTag email domainName logoUrl setupNotifCompleted
  dsBase dsIntervalType dsInitialInterval dsInitialBonus dsInterval dsBonus dsCostBrake dsCostAccel
  dsCostOverspeed dsCostSharpturn dsMinScoreA dsMinScoreB dsMinScoreC dsMinScoreD
  bankAccounts { bankAccountId companyId bankName accountName accountNo isDefault }`;

async function gql<T>(
  field: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie = admin,
): Promise<T> {
  const response = await t.as(cookie, {
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ data: Record<string, T>; errors?: unknown }>();
  expect(body.errors).toBeUndefined();
  return body.data[field] as T;
}

const conforms = (schema: TSchema, value: unknown) =>
  expect(Compile(schema).Check(value)).toBe(true);

const companyQuery = `query Company($filter: CompanyFilter) { company(filter: $filter) { ${RESULT} data { ${COMPANY_FIELDS} } } }`;
const updateMutation = `mutation UpdateCompany($input: UpdateCompanyInput!) { updateCompany(input: $input) { ${RESULT} id name } }`;

describe('GraphQL company', () => {
  it('GQL-2 reads the caller company with every field and the result fields', async () => {
    const result = await gql<CompanyResponse>('company', companyQuery);
    conforms(CompanyResponseSchema, result);
    expect(result).toMatchObject({ isSuccessful: true, errorCode: null, status: 200 });
    expect(result.data).toMatchObject({
      id: 1001,
      name: 'PT Armada Logistik Nusantara',
      dsMinScoreA: 90,
    });
    expect(result.data?.bankAccounts.length).toBeGreaterThanOrEqual(2);
  });

  it('GQL-2 refuses another company with isSuccessful false', async () => {
    const result = await gql<CompanyResponse>('company', companyQuery, { filter: { id: 1449 } });
    expect(result).toMatchObject({
      isSuccessful: false,
      errorCode: 'FORBIDDEN',
      status: 403,
      data: null,
    });
    expect(result.errorName).toBeTruthy();
  });

  it('GQL-3 COMPANY-2 updates the given fields and answers id and name', async () => {
    const result = await gql<UpdateCompanyResponse>('updateCompany', updateMutation, {
      input: {
        id: 1001,
        name: '  PT Armada Logistik Nusantara Tbk ',
        idleTimeout: 15,
        setupNotifCompleted: true,
      },
    });
    expect(result).toMatchObject({
      isSuccessful: true,
      id: 1001,
      name: 'PT Armada Logistik Nusantara Tbk',
    });
    const company = (await gql<CompanyResponse>('company', companyQuery)).data;
    expect(company).toMatchObject({ idleTimeout: 15, setupNotifCompleted: true, parkTimeout: 60 });
    const who = await t.as(admin, { method: 'GET', url: '/api/whoami' });
    expect(who.json<{ data: { companyName: string } }>().data.companyName).toBe(
      'PT Armada Logistik Nusantara Tbk',
    );
  });

  it.each([
    [{ id: 1001, email: 'not-an-email' }, 'VALIDATION_ERROR', 'input.email'],
    [{ id: 1001, name: '   ' }, 'VALIDATION_ERROR', 'input.name'],
    [{ id: 1001, idleTimeout: -5 }, 'VALIDATION_ERROR', 'input.idleTimeout'],
    [{ id: 1001, dsMinScoreB: 95 }, 'COMPANY.DRIVER_SCORE_GRADES_OUT_OF_ORDER', 'grades'],
    [{ id: 1001, category: 'Tidak Ada' }, 'COMPANY.UNKNOWN_CATEGORY', 'input.category'],
    [{ id: 1449, name: 'Bukan milik saya' }, 'FORBIDDEN', 'own company'],
    [
      { id: 1001, bankAccounts: [{ bankName: 'BCA', accountName: 'X', accountNo: '12ab' }] },
      'VALIDATION_ERROR',
      'input.bankAccounts.0.accountNo',
    ],
  ])(
    'GQL-1 refuses bad input %j with isSuccessful false and changes nothing',
    async (input, code, text) => {
      const before = (await gql<CompanyResponse>('company', companyQuery)).data;
      const result = await gql<UpdateCompanyResponse>('updateCompany', updateMutation, { input });
      expect(result).toMatchObject({ isSuccessful: false, errorCode: code, id: null, name: null });
      expect(result.message).toContain(text);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect((await gql<CompanyResponse>('company', companyQuery)).data).toEqual(before);
    },
  );

  it('COMPANY-5 adds and changes bank accounts, keeping exactly one default', async () => {
    const result = await gql<UpdateCompanyResponse>('updateCompany', updateMutation, {
      input: {
        id: 1001,
        bankAccounts: [
          {
            bankName: 'Bank Syariah Indonesia',
            accountName: 'PT ALN',
            accountNo: '7123456789',
            isDefault: true,
          },
        ],
      },
    });
    expect(result.isSuccessful).toBe(true);
    const accounts = (await gql<CompanyResponse>('company', companyQuery)).data?.bankAccounts ?? [];
    expect(accounts.filter((a) => a.isDefault).map((a) => a.bankName)).toEqual([
      'Bank Syariah Indonesia',
    ]);
  });

  it('COMPANY-4 deletes a bank account but not the default while others exist', async () => {
    const accounts = (await gql<CompanyResponse>('company', companyQuery)).data?.bankAccounts ?? [];
    const mutation = `mutation DeleteBankAccount($input: DeleteBankAccountInput!) { deleteBankAccount(input: $input) { ${RESULT} data { bankAccountId bankName } } }`;
    const defaultAccount = accounts.find((a) => a.isDefault);
    const refused = await gql<DeleteBankAccountResponse>('deleteBankAccount', mutation, {
      input: { bankAccountId: defaultAccount?.bankAccountId },
    });
    expect(refused).toMatchObject({
      isSuccessful: false,
      errorCode: 'COMPANY.BANK_ACCOUNT_IS_DEFAULT',
      status: 409,
    });
    const other = accounts.find((a) => !a.isDefault);
    const deleted = await gql<DeleteBankAccountResponse>('deleteBankAccount', mutation, {
      input: { bankAccountId: other?.bankAccountId },
    });
    expect(deleted).toMatchObject({
      isSuccessful: true,
      data: { bankAccountId: other?.bankAccountId },
    });
    const after = (await gql<CompanyResponse>('company', companyQuery)).data?.bankAccounts ?? [];
    expect(after.map((a) => a.bankAccountId)).not.toContain(other?.bankAccountId);
    const missing = await gql<DeleteBankAccountResponse>('deleteBankAccount', mutation, {
      input: { bankAccountId: 99999 },
    });
    expect(missing).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND', data: null });
  });

  it('GQL-4 COMPANY-3 lists categories and creates one, refusing duplicates', async () => {
    const listQuery = `query CompanyCategories { companyCategories { ${RESULT} list { text hasRelation companyId srcTable srcColumn } } }`;
    const before = await gql<CompanyCategoriesResponse>('companyCategories', listQuery);
    conforms(CompanyCategoriesResponseSchema, before);
    expect(before.list.find((c) => c.hasRelation)).toMatchObject({
      text: 'Logistik & Distribusi',
      srcTable: 'company',
    });
    const create = `mutation CreateCompanyCategory($input: CreateCompanyCategoryInput!) { createCompanyCategory(input: $input) { ${RESULT} data { text hasRelation companyId } } }`;
    const created = await gql<CompanyCategoryResponse>('createCompanyCategory', create, {
      input: { text: ' Cold Chain ' },
    });
    expect(created).toMatchObject({
      isSuccessful: true,
      data: { text: 'Cold Chain', hasRelation: false, companyId: 1001 },
    });
    const duplicate = await gql<CompanyCategoryResponse>('createCompanyCategory', create, {
      input: { text: 'cold chain' },
    });
    expect(duplicate).toMatchObject({ isSuccessful: false, errorCode: 'CONFLICT', data: null });
    const blank = await gql<CompanyCategoryResponse>('createCompanyCategory', create, {
      input: { text: '  ' },
    });
    expect(blank).toMatchObject({ isSuccessful: false, errorCode: 'VALIDATION_ERROR' });
    const after = await gql<CompanyCategoriesResponse>('companyCategories', listQuery);
    expect(after.list).toHaveLength(before.list.length + 1);
  });
});

describe('GraphQL fleet master data', () => {
  it('GQL-5 pages and searches vehicle groups', async () => {
    const query = `query VgroupsPaginated($filter: VgroupsFilter) { vgroupsPaginated(filter: $filter) { ${RESULT} list { id name vehicleCount } pagination { page show total } } }`;
    const page = await gql<VgroupsPaginatedResponse>('vgroupsPaginated', query, {
      filter: { pagination: { page: 1, show: 3 } },
    });
    conforms(VgroupsPaginatedResponseSchema, page);
    expect(page.list).toHaveLength(3);
    expect(page.pagination).toMatchObject({ page: 1, show: 3 });
    expect(page.pagination.total).toBeGreaterThan(3);
    const found = await gql<VgroupsPaginatedResponse>('vgroupsPaginated', query, {
      filter: { search: 'surabaya' },
    });
    expect(found.list.length).toBeGreaterThan(0);
    expect(
      found.list.every((g) => g.name.toLowerCase().includes('surabaya') && g.vehicleCount > 0),
    ).toBe(true);
    const bad = await gql<VgroupsPaginatedResponse>('vgroupsPaginated', query, {
      filter: { pagination: { page: 0 } },
    });
    expect(bad).toMatchObject({ isSuccessful: false, errorCode: 'VALIDATION_ERROR', list: [] });
    expect(bad.message).toContain('filter.pagination.page');
  });

  it('GQL-6 lists vehicle types with vehicleTypeId, type and isActive', async () => {
    const query = `query VehicleTypes($filter: VehicleTypesFilter) { vehicleTypes(filter: $filter) { ${RESULT} list { vehicleTypeId type isActive } pagination { page show total } } }`;
    const all = await gql<VehicleTypesResponse>('vehicleTypes', query, {
      filter: { pagination: { page: 1, show: 100 } },
    });
    conforms(VehicleTypesResponseSchema, all);
    expect(all.list.some((v) => !v.isActive)).toBe(true);
    const active = await gql<VehicleTypesResponse>('vehicleTypes', query, {
      filter: { isActive: true, search: 'cdd' },
    });
    expect(active.list.length).toBeGreaterThan(0);
    expect(active.list.every((v) => v.isActive && v.type.toLowerCase().includes('cdd'))).toBe(true);
  });
});

describe('GraphQL transport', () => {
  it('GQL-7 answers operations nobody implemented yet with NOT_IMPLEMENTED, not null', () => {
    // Every operation of the contract schema is implemented now; the fallback still answers a
    // field nobody implements, shaped to its result type.
    const schema = buildSchema(`
      type Page { page: Int! total: Int! }
      type Later { isSuccessful: Boolean! errorCode: String status: Int! list: [Int!]! pagination: Page! }
      type Query { later: Later! done: Later! }
    `);
    const fallback = notImplementedResolvers(schema, { Query: { done: () => null }, Mutation: {} });
    expect(Object.keys(fallback.Query)).toEqual(['later']);
    expect(fallback.Query.later?.()).toMatchObject({
      isSuccessful: false,
      errorCode: 'NOT_IMPLEMENTED',
      status: 501,
      list: [],
      pagination: { page: 0, total: 0 },
    });
  });

  it('GQL-8 refuses an unauthenticated call with 401 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: companyQuery },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('answers a malformed query with a GraphQL error and status 400', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ company { nope } }' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { message: string }[] }>().errors[0]?.message).toContain('nope');
  });
});
