import { useQuery } from '@tanstack/react-query';
import type { Address } from '@armada/contracts/customers';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { addressListQueryOptions, offeredAddresses } from './addresses';
import { customerListQueryOptions } from './customers';

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };

/**
 * What a delivery form picks from (the order, the request, the recurring delivery): every
 * customer, and the addresses it may offer, keeping those the record already uses (`inUse`) even
 * when they have been deactivated since.
 */
export function useCustomerAddressChoices(inUse: readonly (number | null)[]) {
  const customers = useQuery(customerListQueryOptions(PICKER_QUERY));
  const addresses = useQuery(addressListQueryOptions(PICKER_QUERY));
  return {
    customerOptions: (customers.data?.data.paginated_result ?? []).map((c) => ({
      label: c.name,
      value: c.id,
    })),
    customersPending: customers.isPending,
    addresses: offeredAddresses(addresses.data?.data.paginated_result, inUse),
    addressesPending: addresses.isPending,
  };
}

/** Where a planned delivery starts: one of the company's depots, or any address while it has none. */
export function originAddresses(addresses: readonly Address[]): readonly Address[] {
  const depots = addresses.filter((address) => address.is_depot);
  return depots.length > 0 ? depots : addresses;
}
