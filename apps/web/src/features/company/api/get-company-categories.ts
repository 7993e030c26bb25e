import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyCategorySchema, type CompanyCategory } from '@armada/contracts/company';
import { graphqlRequest, graphqlSelection, requireSuccess } from '@/lib/graphql-client';
import { RESULT_FIELDS, companyOperations, companyQueryKeys } from './company-operations';

export const COMPANY_CATEGORIES_DOCUMENT = /* GraphQL */ `
  query CompanyCategories {
    companyCategories { ${RESULT_FIELDS} list ${graphqlSelection(CompanyCategorySchema)} }
  }
`;

/** GraphQL `companyCategories`: the categories a company can be filed under. */
export async function getCompanyCategories({ signal }: { signal?: AbortSignal } = {}): Promise<
  CompanyCategory[]
> {
  const result = requireSuccess(
    await graphqlRequest(
      companyOperations.companyCategories,
      COMPANY_CATEGORIES_DOCUMENT,
      {},
      { signal },
    ),
  );
  return result.list;
}

export const getCompanyCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: companyQueryKeys.categories(),
    queryFn: ({ signal }) => getCompanyCategories({ signal }),
  });

export function useCompanyCategories() {
  return useQuery(getCompanyCategoriesQueryOptions());
}
