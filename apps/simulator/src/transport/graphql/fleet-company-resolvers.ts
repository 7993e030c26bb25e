import {
  CompanyFilterSchema,
  CreateCompanyCategoryInputSchema,
  DeleteBankAccountInputSchema,
  FLEET_PAGINATION_LIMITS,
  UpdateCompanyInputSchema,
  VehicleTypesFilterSchema,
  VgroupsFilterSchema,
} from '@armada/contracts/company';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../services/auth-service';
import { ServiceError } from '../../services/service-error';
import type { Services } from '../../services/services';
import { answer, argumentParser } from './graphql-result';

/** What every resolver gets from the request (set by the session hook). */
export interface ResolverContext {
  auth: AuthContext | null;
  log: FastifyBaseLogger;
}

interface Args {
  filter?: unknown;
  input?: unknown;
}

type Resolver = (root: unknown, args: Args, context: ResolverContext) => Promise<object>;

export function authOf(context: ResolverContext): AuthContext {
  if (!context.auth) throw ServiceError.unauthorized('Sign in first: the request has no session.');
  return context.auth;
}

const emptyPage = {
  list: [],
  pagination: {
    page: FLEET_PAGINATION_LIMITS.defaultPage,
    show: FLEET_PAGINATION_LIMITS.defaultShow,
    total: 0,
  },
};

/**
 * Resolvers of graphql/fleet-company.graphql.ts: company, updateCompany, companyCategories,
 * createCompanyCategory, deleteBankAccount, vgroupsPaginated, vehicleTypes (GQL-2 ... GQL-6).
 */
export function fleetCompanyResolvers(services: Services): {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
} {
  const companyFilter = argumentParser(CompanyFilterSchema, 'filter');
  const updateInput = argumentParser(UpdateCompanyInputSchema, 'input');
  const categoryInput = argumentParser(CreateCompanyCategoryInputSchema, 'input');
  const bankAccountInput = argumentParser(DeleteBankAccountInputSchema, 'input');
  const vgroupsFilter = argumentParser(VgroupsFilterSchema, 'filter');
  const vehicleTypesFilter = argumentParser(VehicleTypesFilterSchema, 'filter');

  return {
    Query: {
      company: (_root, args, context) =>
        answer(context.log, { data: null }, () => ({
          data: services.companies.get(authOf(context), companyFilter(args.filter).id),
        })),
      companyCategories: (_root, _args, context) =>
        answer(context.log, { list: [] }, () => ({
          list: services.companies.categories(authOf(context)),
        })),
      vgroupsPaginated: (_root, args, context) =>
        answer(context.log, emptyPage, () =>
          services.fleet.vehicleGroups(authOf(context), vgroupsFilter(args.filter)),
        ),
      vehicleTypes: (_root, args, context) =>
        answer(context.log, emptyPage, () =>
          services.fleet.vehicleTypes(authOf(context), vehicleTypesFilter(args.filter)),
        ),
    },
    Mutation: {
      updateCompany: (_root, args, context) =>
        answer(context.log, { id: null, name: null }, () =>
          services.companies.update(authOf(context), updateInput(args.input)),
        ),
      createCompanyCategory: (_root, args, context) =>
        answer(context.log, { data: null }, async () => ({
          data: await services.companies.createCategory(authOf(context), categoryInput(args.input)),
        })),
      deleteBankAccount: (_root, args, context) =>
        answer(context.log, { data: null }, async () => ({
          data: await services.companies.deleteBankAccount(
            authOf(context),
            bankAccountInput(args.input),
          ),
        })),
    },
  };
}
