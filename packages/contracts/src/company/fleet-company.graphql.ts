import Type, { type Static, type TSchema } from 'typebox';
import { GraphqlResultSchema, graphqlResultType } from '../shared/graphql-result';
import {
  BankAccountSchema,
  CompanyCategorySchema,
  CompanySchema,
  CompanyTimeZoneSchema,
  DsIntervalTypeSchema,
} from './company';
import {
  COMPANY_LIMITS,
  COMPANY_NUMBER_LIMITS,
  COMPANY_TEXT_LIMITS,
  type CompanyNumberField,
} from './company-rules';
import { VehicleGroupSchema, VehicleTypeSchema } from '../fleet/vehicle';
import { defineGraphqlOperation } from '../shared/graphql-operation';

/**
 * GraphQL of the company settings and fleet master data (docs/rules/shell.md §7,
 * docs/rules/route-optimization.md §7.4): company, updateCompany, companyCategories,
 * createCompanyCategory, deleteBankAccount, vgroupsPaginated and vehicleTypes.
 *
 * Conventions (docs/rules/shell.md §7, graphql-result.ts): every response type implements `Result`
 * (isSuccessful, errorCode, errorName, message, status). Bad input answers isSuccessful false
 * with an errorCode and a message naming the field, and changes nothing. A single object comes
 * in `data`, a list in `list`, a page of a list with the common `Pagination { page show total }`.
 * `updateCompany` answers `id` and `name` beside the result fields.
 *
 * This piece only extends the root types; graphqlCommonSdl declares them, `Result`,
 * `Pagination` and `PaginationInput` once.
 */
export const fleetCompanySdl = /* GraphQL */ `
  type BankAccount {
    bankAccountId: Int!
    companyId: Int!
    bankName: String!
    accountName: String!
    accountNo: String!
    isDefault: Boolean!
  }

  type Company {
    id: Int!
    name: String!
    idleTimeout: Int!
    parkTimeout: Int!
    offlineTimeout: Int!
    fuelGainAlert: Float!
    fuelLossAlert: Float!
    isActive: Boolean!
    showGeocode: Boolean!
    phoneNo: String
    faxNo: String
    taxNo: String
    category: String
    companyTag: String
    email: String
    domainName: String
    logoUrl: String
    setupNotifCompleted: Boolean!
    dsBase: Float!
    dsIntervalType: String!
    dsInitialInterval: Int!
    dsInitialBonus: Float!
    dsInterval: Int!
    dsBonus: Float!
    dsCostBrake: Float!
    dsCostAccel: Float!
    dsCostOverspeed: Float!
    dsCostSharpturn: Float!
    dsMinScoreA: Float!
    dsMinScoreB: Float!
    dsMinScoreC: Float!
    dsMinScoreD: Float!
    bankAccounts: [BankAccount!]!
    timeZone: String
  }

  type CompanyCategory {
    text: String!
    hasRelation: Boolean!
    companyId: Int!
    srcTable: String
    srcColumn: String
  }

  type Vgroup {
    id: Int!
    name: String!
    vehicleCount: Int!
  }

  type VehicleType {
    vehicleTypeId: Int!
    type: String!
    isActive: Boolean!
  }

  ${graphqlResultType('CompanyResponse', '  data: Company')}
  ${graphqlResultType('UpdateCompanyResponse', '  id: Int\n  name: String')}
  ${graphqlResultType('CompanyCategoriesResponse', '  list: [CompanyCategory!]!')}
  ${graphqlResultType('CompanyCategoryResponse', '  data: CompanyCategory')}
  ${graphqlResultType('DeleteBankAccountResponse', '  data: BankAccount')}
  ${graphqlResultType('VgroupsPaginatedResponse', '  list: [Vgroup!]!\n  pagination: Pagination!')}
  ${graphqlResultType('VehicleTypesResponse', '  list: [VehicleType!]!\n  pagination: Pagination!')}
  input CompanyFilter {
    id: Int
  }

  input BankAccountInput {
    bankAccountId: Int
    bankName: String!
    accountName: String!
    accountNo: String!
    isDefault: Boolean
  }

  input UpdateCompanyInput {
    id: Int!
    name: String
    idleTimeout: Int
    parkTimeout: Int
    offlineTimeout: Int
    fuelGainAlert: Float
    fuelLossAlert: Float
    showGeocode: Boolean
    phoneNo: String
    faxNo: String
    taxNo: String
    category: String
    companyTag: String
    email: String
    logoUrl: String
    setupNotifCompleted: Boolean
    dsBase: Float
    dsIntervalType: String
    dsInitialInterval: Int
    dsInitialBonus: Float
    dsInterval: Int
    dsBonus: Float
    dsCostBrake: Float
    dsCostAccel: Float
    dsCostOverspeed: Float
    dsCostSharpturn: Float
    dsMinScoreA: Float
    dsMinScoreB: Float
    dsMinScoreC: Float
    dsMinScoreD: Float
    bankAccounts: [BankAccountInput!]
    timeZone: String
  }

  input CreateCompanyCategoryInput {
    text: String!
  }

  input DeleteBankAccountInput {
    bankAccountId: Int!
  }

  input VgroupsFilter {
    pagination: PaginationInput
    search: String
  }

  input VehicleTypesFilter {
    pagination: PaginationInput
    search: String
    isActive: Boolean
  }

  extend type Query {
    company(filter: CompanyFilter): CompanyResponse!
    companyCategories: CompanyCategoriesResponse!
    vgroupsPaginated(filter: VgroupsFilter): VgroupsPaginatedResponse!
    vehicleTypes(filter: VehicleTypesFilter): VehicleTypesResponse!
  }

  extend type Mutation {
    updateCompany(input: UpdateCompanyInput!): UpdateCompanyResponse!
    createCompanyCategory(input: CreateCompanyCategoryInput!): CompanyCategoryResponse!
    deleteBankAccount(input: DeleteBankAccountInput!): DeleteBankAccountResponse!
  }
`;

/** Operation names this piece declares, for the NOT_IMPLEMENTED fallback and the contract suite. */
export const FLEET_COMPANY_OPERATIONS = {
  query: ['company', 'companyCategories', 'vgroupsPaginated', 'vehicleTypes'],
  mutation: ['updateCompany', 'createCompanyCategory', 'deleteBankAccount'],
} as const;

// ---- result types ---------------------------------------------------------------------------

/** The common `Pagination` type (graphql-result.ts): page from 1, show per page, total. */
export const FleetPaginationSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  show: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
});
export type FleetPagination = Static<typeof FleetPaginationSchema>;

export const CompanyResponseSchema = GraphqlResultSchema({
  data: Type.Union([CompanySchema, Type.Null()]),
});
export type CompanyResponse = Static<typeof CompanyResponseSchema>;

export const UpdateCompanyResponseSchema = GraphqlResultSchema({
  id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
});
export type UpdateCompanyResponse = Static<typeof UpdateCompanyResponseSchema>;

export const CompanyCategoriesResponseSchema = GraphqlResultSchema({
  list: Type.Array(CompanyCategorySchema),
});
export type CompanyCategoriesResponse = Static<typeof CompanyCategoriesResponseSchema>;

export const CompanyCategoryResponseSchema = GraphqlResultSchema({
  data: Type.Union([CompanyCategorySchema, Type.Null()]),
});
export type CompanyCategoryResponse = Static<typeof CompanyCategoryResponseSchema>;

export const DeleteBankAccountResponseSchema = GraphqlResultSchema({
  data: Type.Union([BankAccountSchema, Type.Null()]),
});
export type DeleteBankAccountResponse = Static<typeof DeleteBankAccountResponseSchema>;

export const VgroupsPaginatedResponseSchema = GraphqlResultSchema({
  list: Type.Array(VehicleGroupSchema),
  pagination: FleetPaginationSchema,
});
export type VgroupsPaginatedResponse = Static<typeof VgroupsPaginatedResponseSchema>;

export const VehicleTypesResponseSchema = GraphqlResultSchema({
  list: Type.Array(VehicleTypeSchema),
  pagination: FleetPaginationSchema,
});
export type VehicleTypesResponse = Static<typeof VehicleTypesResponseSchema>;

// ---- inputs (the resolvers check these beyond what GraphQL types can say) -------------------

const Maybe = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const NullableText = (maxLength: number) => Maybe(Type.String({ maxLength }));

export const FLEET_PAGINATION_LIMITS = { defaultPage: 1, defaultShow: 10, maxShow: 1000 } as const;

/** The common `PaginationInput`, as this piece's filters accept it. */

export const FleetPaginationInputSchema = Type.Object(
  {
    page: Maybe(Type.Integer({ minimum: 1 })),
    show: Maybe(Type.Integer({ minimum: 1, maximum: FLEET_PAGINATION_LIMITS.maxShow })),
  },
  { additionalProperties: false },
);

export const CompanyFilterSchema = Type.Object(
  { id: Maybe(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type CompanyFilter = Static<typeof CompanyFilterSchema>;

export const BankAccountInputSchema = Type.Object(
  {
    bankAccountId: Maybe(Type.Integer({ minimum: 1 })),
    bankName: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.bankNameMax, pattern: '\\S' }),
    accountName: Type.String({
      minLength: 1,
      maxLength: COMPANY_LIMITS.accountNameMax,
      pattern: '\\S',
    }),
    accountNo: Type.String({ pattern: COMPANY_LIMITS.accountNoPattern }),
    isDefault: Maybe(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BankAccountInput = Static<typeof BankAccountInputSchema>;

/** A number field within its limits (company-rules.ts); null leaves it as it is. */
function limited(field: CompanyNumberField) {
  const { min, max, integer } = COMPANY_NUMBER_LIMITS[field];
  return Maybe(
    integer
      ? Type.Integer({ minimum: min, maximum: max })
      : Type.Number({ minimum: min, maximum: max }),
  );
}

/**
 * Bounds come from company-rules.ts; the simulator checks the formats, the name and the grade
 * order with `validateCompanyInput`, as the web form does.
 */
export const UpdateCompanyInputSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Maybe(Type.String({ minLength: 1, maxLength: COMPANY_TEXT_LIMITS.name, pattern: '\\S' })),
    idleTimeout: limited('idleTimeout'),
    parkTimeout: limited('parkTimeout'),
    offlineTimeout: limited('offlineTimeout'),
    fuelGainAlert: limited('fuelGainAlert'),
    fuelLossAlert: limited('fuelLossAlert'),
    showGeocode: Maybe(Type.Boolean()),
    phoneNo: NullableText(COMPANY_TEXT_LIMITS.phoneNo),
    faxNo: NullableText(COMPANY_TEXT_LIMITS.faxNo),
    taxNo: NullableText(COMPANY_TEXT_LIMITS.taxNo),
    category: NullableText(COMPANY_LIMITS.categoryTextMax),
    companyTag: NullableText(COMPANY_TEXT_LIMITS.companyTag),
    email: Maybe(
      Type.Union([
        Type.String({ format: 'email', maxLength: COMPANY_TEXT_LIMITS.email }),
        Type.Null(),
      ]),
    ),
    logoUrl: NullableText(COMPANY_TEXT_LIMITS.logoUrl),
    setupNotifCompleted: Maybe(Type.Boolean()),
    dsBase: limited('dsBase'),
    dsIntervalType: Maybe(DsIntervalTypeSchema),
    dsInitialInterval: limited('dsInitialInterval'),
    dsInitialBonus: limited('dsInitialBonus'),
    dsInterval: limited('dsInterval'),
    dsBonus: limited('dsBonus'),
    dsCostBrake: limited('dsCostBrake'),
    dsCostAccel: limited('dsCostAccel'),
    dsCostOverspeed: limited('dsCostOverspeed'),
    dsCostSharpturn: limited('dsCostSharpturn'),
    dsMinScoreA: limited('dsMinScoreA'),
    dsMinScoreB: limited('dsMinScoreB'),
    dsMinScoreC: limited('dsMinScoreC'),
    dsMinScoreD: limited('dsMinScoreD'),
    bankAccounts: Maybe(
      Type.Array(BankAccountInputSchema, { maxItems: COMPANY_LIMITS.bankAccountsMax }),
    ),
    /** One of the three IANA zones (SHELL-75); anything else is refused naming the field. */
    timeZone: Maybe(CompanyTimeZoneSchema),
  },
  { additionalProperties: false },
);
export type UpdateCompanyInput = Static<typeof UpdateCompanyInputSchema>;

export const CreateCompanyCategoryInputSchema = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: COMPANY_LIMITS.categoryTextMax,
      pattern: '\\S',
    }),
  },
  { additionalProperties: false },
);
export type CreateCompanyCategoryInput = Static<typeof CreateCompanyCategoryInputSchema>;

export const DeleteBankAccountInputSchema = Type.Object(
  { bankAccountId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type DeleteBankAccountInput = Static<typeof DeleteBankAccountInputSchema>;

export const VgroupsFilterSchema = Type.Object(
  {
    pagination: Maybe(FleetPaginationInputSchema),
    search: Maybe(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type VgroupsFilter = Static<typeof VgroupsFilterSchema>;

export const VehicleTypesFilterSchema = Type.Object(
  {
    pagination: Maybe(FleetPaginationInputSchema),
    search: Maybe(Type.String({ maxLength: 200 })),
    isActive: Maybe(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type VehicleTypesFilter = Static<typeof VehicleTypesFilterSchema>;

// ---- operations ------------------------------------------------------------------------------

const optional = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

export const fleetCompanyOperations = [
  defineGraphqlOperation({
    field: 'company',
    kind: 'query',
    operationName: 'Company',
    args: Type.Object({ filter: optional(CompanyFilterSchema) }),
    result: CompanyResponseSchema,
    spec: 'docs/rules/shell.md §7',
  }),
  defineGraphqlOperation({
    field: 'companyCategories',
    kind: 'query',
    operationName: 'CompanyCategories',
    args: Type.Object({}),
    result: CompanyCategoriesResponseSchema,
    spec: 'docs/rules/shell.md §7',
  }),
  defineGraphqlOperation({
    field: 'vgroupsPaginated',
    kind: 'query',
    operationName: 'VgroupsPaginated',
    args: Type.Object({ filter: optional(VgroupsFilterSchema) }),
    result: VgroupsPaginatedResponseSchema,
    spec: 'docs/rules/route-optimization.md §7.4',
  }),
  defineGraphqlOperation({
    field: 'vehicleTypes',
    kind: 'query',
    operationName: 'VehicleTypes',
    args: Type.Object({ filter: optional(VehicleTypesFilterSchema) }),
    result: VehicleTypesResponseSchema,
    spec: 'docs/rules/route-optimization.md §7.4',
  }),
  defineGraphqlOperation({
    field: 'updateCompany',
    kind: 'mutation',
    operationName: 'UpdateCompany',
    args: Type.Object({ input: UpdateCompanyInputSchema }),
    result: UpdateCompanyResponseSchema,
    spec: 'docs/rules/shell.md §7, docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'createCompanyCategory',
    kind: 'mutation',
    operationName: 'CreateCompanyCategory',
    args: Type.Object({ input: CreateCompanyCategoryInputSchema }),
    result: CompanyCategoryResponseSchema,
    spec: 'docs/rules/shell.md §7',
  }),
  defineGraphqlOperation({
    field: 'deleteBankAccount',
    kind: 'mutation',
    operationName: 'DeleteBankAccount',
    args: Type.Object({ input: DeleteBankAccountInputSchema }),
    result: DeleteBankAccountResponseSchema,
    spec: 'docs/rules/shell.md §7',
  }),
] as const;
