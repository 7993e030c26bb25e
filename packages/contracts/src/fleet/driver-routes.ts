import type { ListDeclaration } from '../shared/list-fields';
import { ListQuerySchema, ListResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import { DriverSchema } from './vehicle';

/** `GET /api/driver`: what the list filters, sorts and searches (master data, MDF-11). */
export const driverList = {
  resource: 'driver',
  fields: {
    driverId: { type: 'number' },
    fullname: { type: 'string' },
    phoneNo: { type: 'string' },
    licenseType: { type: 'string' },
    isActive: { type: 'boolean' },
  },
  searchFields: ['fullname', 'phoneNo'],
  defaultSort: [{ field: 'fullname', order: 'asc' }],
} as const satisfies ListDeclaration;

/** MDF-11. */
export const listDriversRoute = defineRoute({
  id: 'listDrivers',
  method: 'GET',
  url: `${API_BASES.main}/driver`,
  summary: 'The company’s drivers, paged, searchable by name and phone',
  tags: ['driver'],
  auth: true,
  list: driverList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(DriverSchema) } },
});

export const driverRoutes = [listDriversRoute] as const;
