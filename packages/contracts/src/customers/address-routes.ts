import { addressList } from '../shared/list-fields';
import { AddressSchema } from './address';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/address`;
const tags = ['address'];

export const listAddressesRoute = defineRoute({
  id: 'listAddresses',
  method: 'GET',
  url: base,
  summary: 'Addresses (depots and customer delivery points), paged and filterable',
  tags,
  auth: true,
  list: addressList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(AddressSchema) } },
});

export const getAddressRoute = defineRoute({
  id: 'getAddress',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One address',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: ItemResponseSchema(AddressSchema) } },
});

export const addressRoutes = [listAddressesRoute, getAddressRoute] as const;
