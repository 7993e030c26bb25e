import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CompanyCategorySchema,
  type CompanyCategory,
  type CreateCompanyCategoryInput,
} from '@armada/contracts/company';
import { graphqlRequest, graphqlSelection, requireSuccess } from '@/lib/graphql-client';
import { RESULT_FIELDS, companyOperations, companyQueryKeys } from './company-operations';

export const CREATE_COMPANY_CATEGORY_DOCUMENT = /* GraphQL */ `
  mutation CreateCompanyCategory($input: CreateCompanyCategoryInput!) {
    createCompanyCategory(input: $input) {
      ${RESULT_FIELDS} data ${graphqlSelection(CompanyCategorySchema)}
    }
  }
`;

/** GraphQL `createCompanyCategory(input)`: trimmed text, unique within the company. */
export async function createCompanyCategory(
  input: CreateCompanyCategoryInput,
): Promise<CompanyCategory> {
  const result = requireSuccess(
    await graphqlRequest(
      companyOperations.createCompanyCategory,
      CREATE_COMPANY_CATEGORY_DOCUMENT,
      { input },
    ),
  );
  if (!result.data) throw new Error('The new category answer has no data.');
  return result.data;
}

export function useCreateCompanyCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyCategory,
    onSuccess: (category) => {
      queryClient.setQueryData<CompanyCategory[]>(companyQueryKeys.categories(), (list) =>
        list ? [...list, category] : list,
      );
      void queryClient.invalidateQueries({ queryKey: companyQueryKeys.categories() });
    },
  });
}
