import { fleetCompanyOperations } from '@armada/contracts/company';
import { operationOf } from '@/lib/graphql-client';

export { RESULT_FIELDS } from '@/lib/graphql-client';

/** The company operations of the contract (docs/rules/shell.md §7), picked once by root field. */
export const companyOperations = {
  company: operationOf(fleetCompanyOperations, 'company'),
  updateCompany: operationOf(fleetCompanyOperations, 'updateCompany'),
  companyCategories: operationOf(fleetCompanyOperations, 'companyCategories'),
  createCompanyCategory: operationOf(fleetCompanyOperations, 'createCompanyCategory'),
  deleteBankAccount: operationOf(fleetCompanyOperations, 'deleteBankAccount'),
};

export const companyQueryKeys = {
  all: ['company'] as const,
  company: () => [...companyQueryKeys.all, 'detail'] as const,
  categories: () => [...companyQueryKeys.all, 'categories'] as const,
};
