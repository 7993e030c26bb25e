import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BankAccountSchema,
  type BankAccount,
  type Company,
  type DeleteBankAccountInput,
} from '@armada/contracts/company';
import { graphqlRequest, graphqlSelection, requireSuccess } from '@/lib/graphql-client';
import { RESULT_FIELDS, companyOperations, companyQueryKeys } from './company-operations';

export const DELETE_BANK_ACCOUNT_DOCUMENT = /* GraphQL */ `
  mutation DeleteBankAccount($input: DeleteBankAccountInput!) {
    deleteBankAccount(input: $input) { ${RESULT_FIELDS} data ${graphqlSelection(BankAccountSchema)} }
  }
`;

/** GraphQL `deleteBankAccount(input)`: the server refuses the default while others exist. */
export async function deleteBankAccount(input: DeleteBankAccountInput): Promise<BankAccount> {
  const result = requireSuccess(
    await graphqlRequest(companyOperations.deleteBankAccount, DELETE_BANK_ACCOUNT_DOCUMENT, {
      input,
    }),
  );
  if (!result.data) throw new Error('The deleted account answer has no data.');
  return result.data;
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: (account) => {
      queryClient.setQueryData<Company>(companyQueryKeys.company(), (company) =>
        company
          ? {
              ...company,
              bankAccounts: company.bankAccounts.filter(
                (a) => a.bankAccountId !== account.bankAccountId,
              ),
            }
          : company,
      );
      void queryClient.invalidateQueries({ queryKey: companyQueryKeys.company() });
    },
  });
}
