// Customers and their addresses, with their REST routes.
export {
  CUSTOMER_TYPES,
  CUSTOMER_SOURCES,
  CUSTOMER_LIMITS,
  CUSTOMER_CODE_PATTERN,
  INDONESIAN_PHONE_PATTERN,
  NPWP_PATTERN,
  CustomerTypeSchema,
  CustomerSourceSchema,
  CustomerSchema,
  CreateCustomerRequestSchema,
  UpdateCustomerRequestSchema,
  type CustomerType,
  type CustomerSource,
  type Customer,
  type CreateCustomerRequest,
  type UpdateCustomerRequest,
} from './customer';
export {
  listCustomersRoute,
  listExternalCustomersRoute,
  getCustomerRoute,
  createCustomerRoute,
  updateCustomerRoute,
  deleteCustomerRoute,
  bulkDeleteCustomersRoute,
  customerRoutes,
} from './customer-routes';
export { ADDRESS_PROVINCES, AddressSchema, type AddressProvince, type Address } from './address';
export { listAddressesRoute, getAddressRoute, addressRoutes } from './address-routes';
