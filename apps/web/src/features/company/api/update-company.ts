import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCompanyInput } from '@armada/contracts/company';
import { graphqlRequest, requireSuccess } from '@/lib/graphql-client';
import { RESULT_FIELDS, companyOperations, companyQueryKeys } from './company-operations';

export const UPDATE_COMPANY_DOCUMENT = /* GraphQL */ `
  mutation UpdateCompany($input: UpdateCompanyInput!) {
    updateCompany(input: $input) { ${RESULT_FIELDS} id name }
  }
`;

/** GraphQL `updateCompany(input)` → id and name; only the fields given change. */
export async function updateCompany(input: UpdateCompanyInput) {
  const result = requireSuccess(
    await graphqlRequest(companyOperations.updateCompany, UPDATE_COMPANY_DOCUMENT, { input }),
  );
  return { id: result.id, name: result.name };
}

export function useUpdateCompany({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async () => {
      onSaved?.();
      // The name and category may have changed: the company and its categories' "in use" mark.
      await queryClient.invalidateQueries({ queryKey: companyQueryKeys.all });
    },
  });
}
