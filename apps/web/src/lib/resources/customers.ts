import type { Customer } from '@armada/contracts/customers';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { defineRecordResource } from './record-resource';

/**
 * Customers, read by several features (the customers page, the route-optimization wizard's
 * shipped-customer filter): one call and one key factory, so a change made anywhere refreshes
 * every reader. Every customer query key starts with `customerKeys.all`; a mutation invalidates
 * it.
 */
const customers = defineRecordResource<Customer>({
  root: 'customers',
  list: { url: ROUTE_URLS.listCustomers, validate: validators.CustomerList },
});

export const customerKeys = customers.keys;
export type CustomerListQueryKey = ReturnType<typeof customerKeys.list>;

/** `GET /order/api/web/v1/customer`: one page, with every matching id in `data.ids`. */
export const getCustomers = customers.getList;

/** One page of customers as TanStack query options (the customers table, the wizard's filter). */
export const customerListQueryOptions = customers.listQueryOptions;
