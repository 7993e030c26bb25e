import Type from 'typebox';
import { addressList } from '../shared/list-fields';
import {
  AddressExportQuerySchema,
  AddressImportResultSchema,
  AddressPlaceSchema,
  AddressReverseQuerySchema,
  AddressSchema,
  CreateAddressRequestSchema,
  UpdateAddressRequestSchema,
} from './address';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/address`;
const tags = ['address'];
const Item = ItemResponseSchema(AddressSchema);

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
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** ADDR-1 … ADDR-7, ADDR-10 (docs/rules/addresses.md). */
export const createAddressRoute = defineRoute({
  id: 'createAddress',
  method: 'POST',
  url: base,
  summary:
    'Add an address to the book; each bad field is refused with its reason and nothing is saved',
  tags,
  auth: true,
  schema: { body: CreateAddressRequestSchema, response: { 201: Item } },
});

/** ADDR-8, ADDR-9: change the fields sent; `is_active: false` deactivates. */
export const updateAddressRoute = defineRoute({
  id: 'updateAddress',
  method: 'PATCH',
  url: `${base}/:id`,
  summary: 'Change the fields sent of an address; is_active false deactivates it, true reactivates',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: UpdateAddressRequestSchema, response: { 200: Item } },
});

/** ADDR-11. */
export const exportAddressesRoute = defineRoute({
  id: 'exportAddresses',
  method: 'GET',
  url: `${base}/export`,
  summary: 'Every address the list would show (search, filters, sorts) as a CSV or XLSX file',
  tags,
  auth: true,
  schema: {
    querystring: AddressExportQuerySchema,
    response: { 200: Type.Unknown({ description: 'The CSV or XLSX file' }) },
  },
});

/** ADDR-12: the file is the raw body (CSV or XLSX); every row is saved, or none. */
export const importAddressesRoute = defineRoute({
  id: 'importAddresses',
  method: 'POST',
  url: `${base}/import`,
  summary:
    'Import a CSV or XLSX file of addresses (the export columns): rows with an id change that ' +
    'address, rows without add one; one bad row refuses the file (400 with the report)',
  tags,
  auth: true,
  schema: { response: { 201: ItemResponseSchema(AddressImportResultSchema) } },
});

/** ADDR-13. */
export const reverseGeocodeAddressRoute = defineRoute({
  id: 'reverseGeocodeAddress',
  method: 'GET',
  url: `${base}/reverse-geocode`,
  summary: 'The kecamatan, city, province, postcode (and street when known) under a pin',
  tags,
  auth: true,
  schema: {
    querystring: AddressReverseQuerySchema,
    response: { 200: ItemResponseSchema(AddressPlaceSchema) },
  },
});

export const addressRoutes = [
  listAddressesRoute,
  exportAddressesRoute,
  reverseGeocodeAddressRoute,
  getAddressRoute,
  createAddressRoute,
  updateAddressRoute,
  importAddressesRoute,
] as const;
