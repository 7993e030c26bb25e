import { customerList } from '../shared/list-fields';
import {
  CreateCustomerRequestSchema,
  CustomerSchema,
  UpdateCustomerRequestSchema,
} from './customer';
import {
  BulkDeleteRequestSchema,
  BulkDeleteResponseSchema,
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.order}/customer`;
const tags = ['customer'];

export const listCustomersRoute = defineRoute({
  id: 'listCustomers',
  method: 'GET',
  url: base,
  summary: 'Customers (internal and external), paged, searchable, sortable, filterable',
  tags,
  auth: true,
  list: customerList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(CustomerSchema) } },
});

export const listExternalCustomersRoute = defineRoute({
  id: 'listExternalCustomers',
  method: 'GET',
  url: `${base}/external`,
  summary: 'Customers synced from an external system (source EXTERNAL); same query as the list',
  tags,
  auth: true,
  list: customerList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(CustomerSchema) } },
});

export const getCustomerRoute = defineRoute({
  id: 'getCustomer',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One customer; 404 when the id is unknown',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: ItemResponseSchema(CustomerSchema) } },
});

export const createCustomerRoute = defineRoute({
  id: 'createCustomer',
  method: 'POST',
  url: base,
  summary: 'Create a customer; name required, code generated when left out, 409 on a taken code',
  tags,
  auth: true,
  schema: {
    body: CreateCustomerRequestSchema,
    response: { 201: ItemResponseSchema(CustomerSchema) },
  },
});

export const updateCustomerRoute = defineRoute({
  id: 'updateCustomer',
  method: 'PATCH',
  url: `${base}/:id`,
  summary: 'Change the given fields of a customer',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UpdateCustomerRequestSchema,
    response: { 200: ItemResponseSchema(CustomerSchema) },
  },
});

export const deleteCustomerRoute = defineRoute({
  id: 'deleteCustomer',
  method: 'DELETE',
  url: `${base}/:id`,
  summary: 'Delete one customer',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: BulkDeleteResponseSchema } },
});

export const bulkDeleteCustomersRoute = defineRoute({
  id: 'bulkDeleteCustomers',
  method: 'POST',
  url: `${base}/bulk-delete`,
  summary: 'Delete several customers at once; all or nothing (404 naming unknown ids)',
  tags,
  auth: true,
  schema: { body: BulkDeleteRequestSchema, response: { 200: BulkDeleteResponseSchema } },
});

export const customerRoutes = [
  listCustomersRoute,
  listExternalCustomersRoute,
  getCustomerRoute,
  createCustomerRoute,
  updateCustomerRoute,
  deleteCustomerRoute,
  bulkDeleteCustomersRoute,
] as const;
