import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySchema, type Company } from '@armada/contracts/company';
import { graphqlRequest, graphqlSelection, requireSuccess } from '@/lib/graphql-client';
import { RESULT_FIELDS, companyOperations, companyQueryKeys } from './company-operations';

export const COMPANY_DOCUMENT = /* GraphQL */ `
  query Company($filter: CompanyFilter) {
    company(filter: $filter) { ${RESULT_FIELDS} data ${graphqlSelection(CompanySchema)} }
  }
`;

/** GraphQL `company(filter)`: the signed-in user's company (no id: the server picks it). */
export async function getCompany({ signal }: { signal?: AbortSignal } = {}): Promise<Company> {
  const result = requireSuccess(
    await graphqlRequest(companyOperations.company, COMPANY_DOCUMENT, { filter: {} }, { signal }),
  );
  if (!result.data) throw new Error('The company answer has no data.');
  return result.data;
}

export const getCompanyQueryOptions = () =>
  queryOptions({
    queryKey: companyQueryKeys.company(),
    queryFn: ({ signal }) => getCompany({ signal }),
  });

export function useCompany() {
  return useQuery(getCompanyQueryOptions());
}
